import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, userAtom, type User } from 'shared-graph/host';
import { apiError, productApiDouble } from 'shared-graph/testing';
import { renderAt } from '../../testing/renderShell';
import type { TeamInfo } from './teamApi';
import { TeamScreen } from './TeamScreen';

jest.setTimeout(20_000);

const agency: TeamInfo = {
  id: 4, name: 'Budi Agency', created_by: 1, package: 'Agency', is_owner: false, created_at: '2025-01-01T00:00:00Z',
  users: [{ id: 1, name: 'budi', role: 'owner' }, { id: 2, name: 'demo', role: 'member' }],
};

beforeEach(() => {
  sessionStore.set(userAtom, {
    id: 2, login: 'demo', ad_accounts: [],
    teams: [{ id: 0, name: "demo's team", created_by: 2, package: null, users: [] }, { ...agency, users: [] }],
  } as unknown as User);
});

test("a member sees the team, the plan rule says 'Team member', and a failed create keeps the typed name", async () => {
  const api = productApiDouble()
    .on('get', '/api/team', { teams: [agency], plan_name: 'Team member' })
    .on('post', '/api/team', apiError(409, 'team_exists', 'You already own a team; invite people to it instead'));
  renderAt(<TeamScreen />, '/setting/team');

  expect(screen.getByText('Your plan in analytics: Team member')).toBeInTheDocument();
  const members = await screen.findByRole('table', { name: 'Members of Budi Agency' });
  expect(within(members).getByText('budi')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Leave team' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create invitation link' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Create team' }));
  expect(screen.getByText('Give your team a name.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/Team name/), 'Dewi Studio');
  await userEvent.click(screen.getByRole('button', { name: 'Create team' }));
  expect(await screen.findByText('You already own a team; invite people to it instead')).toBeInTheDocument();
  expect(screen.getByLabelText(/Team name/)).toHaveValue('Dewi Studio');
  expect(api.requestsTo('post', '/api/team').map((r) => r.body)).toEqual([{ name: 'Dewi Studio' }]);
});
