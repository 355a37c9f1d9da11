import { act, screen, within } from '@testing-library/react';
import { activeAdAccountAtom, activeTeamIdAtom, extensionInstalledAtom, loggedInAtom, sessionStore, userAtom, type User } from 'shared-graph/host';
import { parseRegistry, type RemoteRegistry } from '../../remotes/registry';
import { RegistryProvider } from '../../remotes/RegistryContext';
import { renderRoutes } from '../../testing/renderShell';
import { WelcomeScreen } from './WelcomeScreen';

// A registry as a test fixture: the screen lists what it is served, in the sidebar's order.
const REGISTRY = parseRegistry({
  insight: {
    manifest: '/i.json', label: 'Insight', description: 'Find the audiences that buy.',
    paths: [{ path: '/find', access: 'login' }, { path: '/collections', access: 'login' }],
    nav: [{ to: '/collections', label: 'Collections', order: 20 }, { to: '/find', label: 'Find', order: 10 }],
  },
  reports: { manifest: '/r.json', label: 'Reports', description: 'Spend and results by week.', paths: [{ path: '/reports', access: 'open' }], nav: [{ to: '/reports', label: 'Reports', order: 50 }] },
  staff: { manifest: '/s.json', label: 'Staff', description: 'For admins.', paths: [{ path: '/staff', access: { roles: ['admin'] } }], nav: [{ to: '/staff', label: 'Staff', order: 90 }] },
  quiet: { manifest: '/q.json', label: 'Quiet', paths: [{ path: '/quiet', access: 'login' }], nav: [{ to: '/quiet', label: 'Quiet', order: 70 }] },
});

const account = { id: 'act_1', account_id: '1', name: 'Toko', currency: 'IDR', team: 0, account_status: 1, min_daily_budget: 1, facebook_connected: true };
const setUser = (fields: Partial<User>, selected: string | null) =>
  act(() => {
    sessionStore.set(userAtom, { id: 5, login: 'sari', role: 'user', agree: false, facebook_connected: false, teams: [], ad_accounts: [], ...fields } as unknown as User);
    sessionStore.set(activeTeamIdAtom, 0);
    sessionStore.set(activeAdAccountAtom, selected);
    sessionStore.set(extensionInstalledAtom, false);
    sessionStore.set(loggedInAtom, true);
  });

const render = (registry: RemoteRegistry = REGISTRY) =>
  renderRoutes([{ path: '/welcome', element: <RegistryProvider registry={registry}><WelcomeScreen /></RegistryProvider> }], '/welcome');

test('a brand-new user sees what Sasar does and the steps ahead, the first one offered next', () => {
  setUser({}, null);
  render();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Sasar, sari' })).toBeInTheDocument();
  const steps = within(screen.getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');
  expect(steps.map((step) => step.querySelector('span')?.textContent)).toEqual([
    'Accept the terms', 'Connect Facebook', 'Choose an ad account', 'Add the browser extensionOptional',
  ]);
  expect(screen.getByRole('link', { name: 'Connect Facebook' })).toHaveAttribute('href', '/setup/facebook');
  expect(screen.getByRole('link', { name: 'Choose an ad account' })).toHaveAttribute('href', '/setup/adaccount');
  expect(screen.getByRole('link', { name: 'Next: accept the terms' })).toHaveAttribute('href', '/setup');
});

test('what you can do: each area the registry serves that the user may open, its sentence, from its first page', () => {
  setUser({}, null);
  render();
  const areas = within(screen.getByRole('region', { name: 'What you can do' })).getAllByRole('listitem');
  expect(areas.map((area) => area.textContent)).toEqual(['InsightFind the audiences that buy.', 'ReportsSpend and results by week.', 'Quiet']);
  expect(screen.getByRole('link', { name: 'Insight' })).toHaveAttribute('href', '/find');
  expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
  expect(screen.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
});

test("an admin also sees the areas only admins may open", () => {
  setUser({ role: 'admin' } as Partial<User>, null);
  render();
  expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/staff');
});

test('with no registry (it could not be read), the screen says so instead of an empty card', () => {
  setUser({ agree: true, facebook_connected: true, ad_accounts: [account] } as Partial<User>, 'act_1');
  render(new Map());
  expect(screen.getByText('Sasar’s areas could not be loaded just now. Reload the page to try again.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Open / })).not.toBeInTheDocument();
});

test('connected, but no account chosen yet: the next step is the ad account', () => {
  setUser({ agree: true, facebook_connected: true, ad_accounts: [account] } as Partial<User>, null);
  render();
  expect(screen.getAllByText('Done')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Next: choose an ad account' })).toHaveAttribute('href', '/setup/adaccount');
});

test('once set up, the way in is the first two areas', () => {
  setUser({ agree: true, facebook_connected: true, ad_accounts: [account] } as Partial<User>, 'act_1');
  render();
  expect(screen.getAllByText('Done')).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'Open Insight' })).toHaveAttribute('href', '/find');
  expect(screen.getByRole('link', { name: 'Open Reports' })).toHaveAttribute('href', '/reports');
  expect(screen.queryByRole('link', { name: 'Open Quiet' })).not.toBeInTheDocument();
});
