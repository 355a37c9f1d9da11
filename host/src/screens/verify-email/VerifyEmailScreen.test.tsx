import { screen } from '@testing-library/react';
import { apiError, productApiDouble } from 'shared-graph/testing';
import { renderRoutes } from '../../testing/renderShell';
import { VerifyEmailScreen } from './VerifyEmailScreen';

test('opening the mailed link confirms the address once', async () => {
  const api = productApiDouble().on('post', '/api/user/email/verify', { verified: true, email: 'dewi@example.com' });
  renderRoutes([{ path: '/user/verify-email', element: <VerifyEmailScreen /> }], '/user/verify-email?token=abc123');
  expect(await screen.findByText(/dewi@example.com is now your account’s e-mail address/)).toBeInTheDocument();
  expect(api.requests.map((r) => r.body)).toEqual([{ token: 'abc123' }]);
});

test('a used or expired link says so', async () => {
  productApiDouble().on('post', '/api/user/email/verify', apiError(400, 'invalid_token', 'This link does not work any more.'));
  renderRoutes([{ path: '/user/verify-email', element: <VerifyEmailScreen /> }], '/user/verify-email?token=old');
  expect(await screen.findByText('This link does not work any more.')).toBeInTheDocument();
});
