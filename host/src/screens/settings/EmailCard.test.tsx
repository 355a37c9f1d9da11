import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, productApiDouble } from 'shared-graph/testing';
import { renderRoutes } from '../../testing/renderShell';
import { EmailCard, emailProblem } from './EmailCard';

const none = { email: null, verified_at: null, pending_email: null };

test('a user without an address is warned; saving sends the link and shows the pending address', async () => {
  const api = productApiDouble()
    .on('get', '/api/user/email', none)
    .on('post', '/api/user/email', ({ body }) => ({ ...none, pending_email: body.email }));
  renderRoutes([{ path: '/setting/account', element: <EmailCard /> }], '/setting/account');
  const u = userEvent.setup();
  expect(await screen.findByText(/cannot send you a reset link/)).toBeInTheDocument();
  const input = screen.getByRole('textbox', { name: 'E-mail address' });
  expect(input).toHaveAttribute('maxLength', '254');

  await u.type(input, 'dewi@');
  await u.click(screen.getByRole('button', { name: 'Save and send link' }));
  expect(await screen.findByText('The e-mail address must look like name@example.com.')).toBeInTheDocument();
  expect(api.requestsTo('post', '/api/user/email')).toHaveLength(0);

  await u.type(input, 'example.com');
  await u.click(screen.getByRole('button', { name: 'Save and send link' }));
  expect(await screen.findByText(/We sent a link to dewi@example.com/)).toBeInTheDocument();
  expect(api.requestsTo('post', '/api/user/email').map((r) => r.body)).toEqual([{ email: 'dewi@example.com' }]);
});

test('the server’s refusal is shown and what the user typed stays', async () => {
  const api = productApiDouble()
    .on('get', '/api/user/email', { email: 'old@example.com', verified_at: '2030-01-01T00:00:00Z', pending_email: null })
    .on('post', '/api/user/email', apiError(409, 'email_taken', 'Another Sasar account already uses this e-mail address.'));
  renderRoutes([{ path: '/setting/account', element: <EmailCard /> }], '/setting/account');
  const u = userEvent.setup();
  expect(await screen.findByText('old@example.com')).toBeInTheDocument();
  const input = screen.getByRole('textbox', { name: 'E-mail address' });
  await u.clear(input);
  await u.type(input, 'taken@example.com');
  await u.click(screen.getByRole('button', { name: 'Change address' }));
  expect(await screen.findByText('Another Sasar account already uses this e-mail address.')).toBeInTheDocument();
  expect(input).toHaveValue('taken@example.com');
  expect(api.lastRequestTo('post', '/api/user/email').body).toEqual({ email: 'taken@example.com' });
});

test('emailProblem says what is wrong before sending', () => {
  expect(emailProblem('  ')).toBe('Enter your e-mail address.');
  expect(emailProblem('a b@example.com')).toMatch(/look like/);
  expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toMatch(/at most 254/);
  expect(emailProblem(' dewi@example.com ')).toBeNull();
});
