import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, productApiDouble } from 'shared-graph/testing';
import { renderRoutes } from '../../testing/renderShell';
import { JoinScreen } from './JoinScreen';

const TOKEN = 'b'.repeat(40);
const PREVIEW = { team: { id: 7, name: 'Budi Agency', owner: 'budi', members: 2 }, already_member: false, expires_at: '2030-01-08T10:00:00Z' };
const JOINED = { id: 7, name: 'Budi Agency', created_by: 1, package: 'Agency', is_owner: false, created_at: '2030-01-01T10:00:00Z', users: [{ id: 1, name: 'budi', role: 'owner' as const }] };

const render = () =>
  renderRoutes(
    [
      { path: '/join/:token', element: <JoinScreen /> },
      { path: '/setting/team', element: <h1>Your teams</h1> },
    ],
    `/join/${TOKEN}`,
  );

test('a used or expired link says so and leads to the teams page', async () => {
  const api = productApiDouble().on('get', '/api/join/{token}', apiError(404, 'not_found', 'No invitation'));
  render();
  expect(await screen.findByText('This invitation link is invalid, already used or expired. Ask the team owner for a new one.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Your teams' })).toHaveAttribute('href', '/setting/team');
  expect(api.requestsTo('get', '/api/join/{token}').map((r) => r.params.token)).toEqual([TOKEN]);
});

test('joining accepts the invitation once and opens the teams page', async () => {
  const api = productApiDouble().on('get', '/api/join/{token}', PREVIEW).on('post', '/api/join/{token}', JOINED);
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Join Budi Agency' }));
  expect(await screen.findByRole('heading', { name: 'Your teams' })).toBeInTheDocument();
  expect(api.requestsTo('post', '/api/join/{token}').map((r) => r.path)).toEqual([`/api/join/${TOKEN}`]);
});

test('a refused join shows the reason beside the button, which can be pressed again', async () => {
  productApiDouble().on('get', '/api/join/{token}', PREVIEW).on('post', '/api/join/{token}', apiError(409, 'team_full', 'This team has no free seat left.'));
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Join Budi Agency' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This team has no free seat left.');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Join Budi Agency' })).toBeEnabled());
});
