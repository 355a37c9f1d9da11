import { screen } from '@testing-library/react';
import { renderRoutes } from '../../testing/renderShell';
import { VerifyEmailScreen } from './VerifyEmailScreen';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeFetch(response: () => Response) {
  const bodies: unknown[] = [];
  const fetchFake = jest.fn(async (input: RequestInfo | URL) => {
    bodies.push(JSON.parse(await (input as Request).clone().text()));
    return response();
  });
  return { fetch: fetchFake as unknown as typeof fetch, bodies };
}

test('opening the mailed link confirms the address once', async () => {
  const fake = fakeFetch(() => json({ data: { verified: true, email: 'dewi@example.com' } }));
  renderRoutes([{ path: '/user/verify-email', element: <VerifyEmailScreen /> }], '/user/verify-email?token=abc123', fake.fetch);
  expect(await screen.findByText(/dewi@example.com is now your account’s e-mail address/)).toBeInTheDocument();
  expect(fake.bodies).toEqual([{ token: 'abc123' }]);
});

test('a used or expired link says so', async () => {
  const fake = fakeFetch(() => json({ error: { code: 'invalid_token', message: 'This link does not work any more.' } }, 400));
  renderRoutes([{ path: '/user/verify-email', element: <VerifyEmailScreen /> }], '/user/verify-email?token=old', fake.fetch);
  expect(await screen.findByText('This link does not work any more.')).toBeInTheDocument();
});
