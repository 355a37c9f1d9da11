import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../testing/renderShell';
import { JoinScreen } from './JoinScreen';

const TOKEN = 'b'.repeat(40);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const PREVIEW = { data: { team: { id: 7, name: 'Budi Agency', owner: 'budi', members: 2 }, already_member: false, expires_at: '2030-01-08T10:00:00Z' } };

function platform(answers: { preview: () => Response; accept?: () => Response }) {
  const calls: string[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    if (pathname === `/api/join/${TOKEN}`) return request.method === 'POST' ? (answers.accept ?? (() => json({ data: { id: 7, name: 'Budi Agency' } })))() : answers.preview();
    return json({ error: { code: 'not_found', message: 'Not here' } }, 404);
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

const render = (fetchImpl: typeof fetch) =>
  renderRoutes(
    [
      { path: '/join/:token', element: <JoinScreen /> },
      { path: '/setting/team', element: <h1>Your teams</h1> },
    ],
    `/join/${TOKEN}`,
    fetchImpl,
  );

test('a used or expired link says so and leads to the teams page', async () => {
  const { fetchImpl } = platform({ preview: () => json({ error: { code: 'not_found', message: 'No invitation' } }, 404) });
  render(fetchImpl);
  expect(await screen.findByText('This invitation link is invalid, already used or expired. Ask the team owner for a new one.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Your teams' })).toHaveAttribute('href', '/setting/team');
});

test('joining accepts the invitation once and opens the teams page', async () => {
  const { fetchImpl, calls } = platform({ preview: () => json(PREVIEW) });
  render(fetchImpl);
  await userEvent.click(await screen.findByRole('button', { name: 'Join Budi Agency' }));
  expect(await screen.findByRole('heading', { name: 'Your teams' })).toBeInTheDocument();
  expect(calls.filter((call) => call === `POST /api/join/${TOKEN}`)).toHaveLength(1);
});

test('a refused join shows the reason beside the button, which can be pressed again', async () => {
  const { fetchImpl } = platform({ preview: () => json(PREVIEW), accept: () => json({ error: { code: 'team_full', message: 'This team has no free seat left.' } }, 409) });
  render(fetchImpl);
  await userEvent.click(await screen.findByRole('button', { name: 'Join Budi Agency' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This team has no free seat left.');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Join Budi Agency' })).toBeEnabled());
});
