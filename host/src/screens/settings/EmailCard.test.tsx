import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../testing/renderShell';
import { EmailCard, emailProblem } from './EmailCard';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function api(answer: (call: { method: string; path: string; body: Record<string, unknown> }) => Response) {
  const calls: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const fetchFake = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const call = { method: request.method, path: new URL(request.url).pathname.replace(/^\/api\//, ''), body: JSON.parse((await request.clone().text()) || '{}') };
    calls.push(call);
    return answer(call);
  });
  return { fetch: fetchFake as unknown as typeof fetch, calls };
}

const none = { email: null, verified_at: null, pending_email: null };

test('a user without an address is warned; saving sends the link and shows the pending address', async () => {
  const fake = api(({ method, body }) =>
    method === 'POST' ? json({ data: { ...none, pending_email: body.email } }) : json({ data: none }),
  );
  renderRoutes([{ path: '/setting/account', element: <EmailCard /> }], '/setting/account', fake.fetch);
  const u = userEvent.setup();
  expect(await screen.findByText(/cannot send you a reset link/)).toBeInTheDocument();
  const input = screen.getByRole('textbox', { name: 'E-mail address' });
  expect(input).toHaveAttribute('maxLength', '254');

  await u.type(input, 'dewi@');
  await u.click(screen.getByRole('button', { name: 'Save and send link' }));
  expect(await screen.findByText('The e-mail address must look like name@example.com.')).toBeInTheDocument();
  expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

  await u.type(input, 'example.com');
  await u.click(screen.getByRole('button', { name: 'Save and send link' }));
  expect(await screen.findByText(/We sent a link to dewi@example.com/)).toBeInTheDocument();
  expect(fake.calls.at(-1)).toEqual({ method: 'POST', path: 'user/email', body: { email: 'dewi@example.com' } });
});

test('the server’s refusal is shown and what the user typed stays', async () => {
  const fake = api(({ method }) =>
    method === 'POST'
      ? json({ error: { code: 'email_taken', message: 'Another Sasar account already uses this e-mail address.' } }, 409)
      : json({ data: { email: 'old@example.com', verified_at: '2030-01-01T00:00:00Z', pending_email: null } }),
  );
  renderRoutes([{ path: '/setting/account', element: <EmailCard /> }], '/setting/account', fake.fetch);
  const u = userEvent.setup();
  expect(await screen.findByText('old@example.com')).toBeInTheDocument();
  const input = screen.getByRole('textbox', { name: 'E-mail address' });
  await u.clear(input);
  await u.type(input, 'taken@example.com');
  await u.click(screen.getByRole('button', { name: 'Change address' }));
  expect(await screen.findByText('Another Sasar account already uses this e-mail address.')).toBeInTheDocument();
  expect(input).toHaveValue('taken@example.com');
});

test('emailProblem says what is wrong before sending', () => {
  expect(emailProblem('  ')).toBe('Enter your e-mail address.');
  expect(emailProblem('a b@example.com')).toMatch(/look like/);
  expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toMatch(/at most 254/);
  expect(emailProblem(' dewi@example.com ')).toBeNull();
});
