import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, productApiDouble } from 'shared-graph/testing';
import { renderRoutes } from '../../testing/renderShell';
import { newPasswordProblem } from '../../password/newPasswordProblem';
import { ResetScreen } from './ResetScreen';

const invalidToken = () => apiError(400, 'invalid_token', 'This reset link is invalid, already used or expired. Ask for a new one.');
const renderReset = (path: string) => renderRoutes([{ path: '/user/reset', element: <ResetScreen /> }], path);

test('newPasswordProblem: length first, then only spaces, then the repeat', () => {
  expect(newPasswordProblem('short', 'short')).toBe('The new password must be at least 8 characters long.');
  expect(newPasswordProblem(' '.repeat(10), ' '.repeat(10))).toBe('The new password must not be only spaces.');
  expect(newPasswordProblem('long-enough', 'long-enoug')).toBe('The two passwords are not the same.');
  expect(newPasswordProblem('long-enough', 'long-enough')).toBeNull();
});

test('asking for a link says so whether or not the account exists', async () => {
  const api = productApiDouble().on('post', '/api/user/reset', { sent: true });
  renderReset('/user/reset');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(screen.getByText('Enter your user name or e-mail address.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('User name or e-mail'), 'dewi');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText(/has a confirmed e-mail address, we sent a link to that address/)).toBeInTheDocument();
  // A user without a confirmed address is told why no link can come.
  expect(screen.getByText(/An account without one cannot get a\s+link/)).toBeInTheDocument();
  expect(api.requests.map((r) => [r.path, r.body])).toEqual([['/api/user/reset', { login: 'dewi' }]]);
});

test('the token screen checks rules before sending and keeps the typed passwords on a server error', async () => {
  const api = productApiDouble().on('post', '/api/user/reset/check', { valid: true }).on('post', '/api/user/reset/confirm', invalidToken());
  renderReset('/user/reset?token=abcdefghijklmnopqrstuvwxyz');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), 'short');
  await user.type(screen.getByLabelText('Repeat the new password'), 'short');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(screen.getByText('The new password must be at least 8 characters long.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), 'long-enough');
  await user.clear(screen.getByLabelText('Repeat the new password'));
  await user.type(screen.getByLabelText('Repeat the new password'), 'long-enough');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByText(/invalid, already used or expired/)).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveValue('long-enough');
  expect(api.requests.map((r) => r.path)).toEqual(['/api/user/reset/check', '/api/user/reset/confirm']);
  expect(api.lastRequestTo('post', '/api/user/reset/confirm').body).toMatchObject({ token: 'abcdefghijklmnopqrstuvwxyz', password: 'long-enough' });
});

test('an unusable link is said at once, with a way to ask for a new one', async () => {
  const api = productApiDouble().on('post', '/api/user/reset/check', invalidToken());
  renderReset('/user/reset?token=abcdefghijklmnopqrstuvwxyz');
  expect(await screen.findByText(/invalid, already used or expired/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/user/reset');
  expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
  expect(api.requests.map((r) => [r.path, r.body])).toEqual([['/api/user/reset/check', { token: 'abcdefghijklmnopqrstuvwxyz' }]]);
});

test("the inputs take no more than the server accepts (its schema's maxLength), so no length error can come back", async () => {
  productApiDouble().on('post', '/api/user/reset/check', { valid: true });
  const requestForm = renderReset('/user/reset');
  expect(screen.getByLabelText('User name or e-mail')).toHaveAttribute('maxLength', '320');
  requestForm.unmount();
  renderReset(`/user/reset?token=${'a'.repeat(43)}`);
  for (const input of await screen.findAllByLabelText(/password/i, { selector: 'input' })) expect(input).toHaveAttribute('maxLength', '1024');
});
