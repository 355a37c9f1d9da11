import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../testing/renderShell';
import { newPasswordProblem } from '../../password/newPasswordProblem';
import { ResetScreen } from './ResetScreen';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function api(answer: (path: string, body: Record<string, unknown>) => Response) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchFake = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const body = JSON.parse((await request.clone().text()) || '{}') as Record<string, unknown>;
    calls.push({ path, body });
    return answer(path, body);
  });
  return { fetch: fetchFake as unknown as typeof fetch, calls };
}

const renderReset = (path: string, fetchImpl: typeof fetch) => renderRoutes([{ path: '/user/reset', element: <ResetScreen /> }], path, fetchImpl);

test('newPasswordProblem: length first, then only spaces, then the repeat', () => {
  expect(newPasswordProblem('short', 'short')).toBe('The new password must be at least 8 characters long.');
  expect(newPasswordProblem(' '.repeat(10), ' '.repeat(10))).toBe('The new password must not be only spaces.');
  expect(newPasswordProblem('long-enough', 'long-enoug')).toBe('The two passwords are not the same.');
  expect(newPasswordProblem('long-enough', 'long-enough')).toBeNull();
});

test('asking for a link says so whether or not the account exists', async () => {
  const fake = api(() => json({ data: { sent: true } }));
  renderReset('/user/reset', fake.fetch);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(screen.getByText('Enter your user name or e-mail address.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('User name or e-mail'), 'dewi');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText(/has a confirmed e-mail address, we sent a link to that address/)).toBeInTheDocument();
  // A user without a confirmed address is told why no link can come.
  expect(screen.getByText(/An account without one cannot get a\s+link/)).toBeInTheDocument();
  expect(fake.calls).toEqual([{ path: 'user/reset', body: { login: 'dewi' } }]);
});

test('the token screen checks rules before sending and keeps the typed passwords on a server error', async () => {
  const fake = api((path) =>
    path === 'user/reset/check' ? json({ data: { valid: true } }) : json({ error: { code: 'invalid_token', message: 'This reset link is invalid, already used or expired. Ask for a new one.' } }, 400),
  );
  renderReset('/user/reset?token=abcdefghijklmnopqrstuvwxyz', fake.fetch);
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
  expect(fake.calls.map((c) => c.path)).toEqual(['user/reset/check', 'user/reset/confirm']);
});

test('an unusable link is said at once, with a way to ask for a new one', async () => {
  const fake = api(() => json({ error: { code: 'invalid_token', message: 'This reset link is invalid, already used or expired. Ask for a new one.' } }, 400));
  renderReset('/user/reset?token=abcdefghijklmnopqrstuvwxyz', fake.fetch);
  expect(await screen.findByText(/invalid, already used or expired/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/user/reset');
  expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
});

test("the inputs take no more than the server accepts (its schema's maxLength), so no length error can come back", async () => {
  const requestForm = renderReset('/user/reset', api(() => json({ data: { sent: true } })).fetch);
  expect(screen.getByLabelText('User name or e-mail')).toHaveAttribute('maxLength', '320');
  requestForm.unmount();
  renderReset(`/user/reset?token=${'a'.repeat(43)}`, api(() => json({ data: { valid: true } })).fetch);
  for (const input of await screen.findAllByLabelText(/password/i, { selector: 'input' })) expect(input).toHaveAttribute('maxLength', '1024');
});
