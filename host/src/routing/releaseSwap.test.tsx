// A new release of an open area takes effect on the next navigation into it, without a reload.
import { act, configure, render, screen } from '@testing-library/react';
import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { configureRuntime, loggedInAtom, sessionStore, userAtom } from 'shared-graph/host';
import { makeUser, productApiDouble } from 'shared-graph/testing';
import { App } from '../App';
import { createAreaLoader, type FederationRuntime } from '../remotes/loadArea';
import { parseRegistry, type RemoteRegistry } from '../remotes/registry';
import { createRegistryWatch } from '../remotes/registryWatch';
import { createHostRouter } from './createHostRouter';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const demoUser = makeUser({
  id: 1, login: 'demo',
  teams: [{ id: 0, name: 'Own', created_by: 1, package: 'Pro', users: [] }],
  ad_accounts: [{ id: 'act_1', account_id: '1', name: 'Toko Dewi', currency: 'IDR', team: 0, min_daily_budget: 15000, account_status: 1, facebook_connected: true }],
});

const registryWith = (dashboardVersion: string): RemoteRegistry =>
  parseRegistry({
    dashboard: {
      manifest: `/remotes/dashboard/${dashboardVersion}/mf-manifest.json`,
      label: 'Dashboard',
      paths: [{ path: '/dashboard', access: 'login' }],
      nav: [{ to: '/dashboard', label: 'Dashboard', section: 'Manage', order: 50 }],
      release: { id: Number(dashboardVersion[0]), version: dashboardVersion, channel: 'live' },
    },
    rules: { manifest: '/rules.json', label: 'Rules', paths: [{ path: '/rules', access: 'login' }], nav: [{ to: '/rules', label: 'Rules', section: 'Manage', order: 70 }] },
  });

const screens = (heading: string): RemoteRouteModule => ({
  contractVersion: CONTRACT_VERSION,
  routes: [
    { path: '/dashboard', handle: { name: 'overview' }, element: <h1>{heading}</h1> },
    { path: '/dashboard/funnel', handle: { name: 'funnel' }, element: <h1>{`${heading}: funnel`}</h1> },
  ],
});

beforeEach(() => {
  localStorage.clear();
  sessionStore.set(loggedInAtom, true);
  sessionStore.set(userAtom, null);
  // The shell's own reads: the user, no announcements, nothing new.
  productApiDouble().on('get', '/api/user', demoUser).on('get', '/api/anouncements', []).on('get', '/api/changelog', []);
});

function renderWithWatch(initial: RemoteRegistry) {
  const byManifest: Record<string, RemoteRouteModule> = {
    '/remotes/dashboard/1.0.0/mf-manifest.json': screens('Overview v1'),
    '/remotes/dashboard/2.0.0/mf-manifest.json': screens('Overview v2'),
    '/rules.json': { contractVersion: CONTRACT_VERSION, routes: [{ path: '/rules', handle: { name: 'rules' }, element: <h1>Rules list</h1> }] },
  };
  const registered = new Map<string, string>();
  const forced: string[] = [];
  const runtime: FederationRuntime = {
    register: (name, url, force) => {
      registered.set(name, url);
      if (force) forced.push(`${name} ${url}`);
    },
    load: async (id) => ({ default: byManifest[registered.get(id.split('/')[0]!)!] }),
  };
  let answer: RemoteRegistry = initial;
  const watch = createRegistryWatch(initial, async () => ({ registry: answer, etag: null }));
  const router = createHostRouter({
    registry: initial,
    loadAreaRoutes: createAreaLoader(runtime, async (fresh) => (fresh ? watch.refresh() : watch.current()), []),
    initialEntries: ['/dashboard'],
    watch,
  });
  configureRuntime({ navigate: (to) => void router.navigate(to) });
  render(<App router={router} registry={initial} />);
  const release = async (registry: RemoteRegistry) => {
    answer = registry;
    await act(async () => void (await watch.refresh()));
  };
  return { router, release, forced };
}

it('the open page keeps its screen until the next navigation, which shows the new release; a rollback works the same way', async () => {
  const { router, release, forced } = renderWithWatch(registryWith('1.0.0'));
  expect(await screen.findByRole('heading', { name: 'Overview v1' })).toBeInTheDocument();

  await release(registryWith('2.0.0'));
  expect(screen.getByRole('heading', { name: 'Overview v1' })).toBeInTheDocument();

  await act(async () => router.navigate('/rules'));
  expect(await screen.findByRole('heading', { name: 'Rules list' })).toBeInTheDocument();
  await act(async () => router.navigate('/dashboard'));
  expect(await screen.findByRole('heading', { name: 'Overview v2' })).toBeInTheDocument();
  expect(forced).toEqual(['dashboard /remotes/dashboard/2.0.0/mf-manifest.json']);

  // Rolled back while the user is in the area: the next navigation inside it already runs the earlier release.
  await release(registryWith('1.0.0'));
  expect(screen.getByRole('heading', { name: 'Overview v2' })).toBeInTheDocument();
  await act(async () => router.navigate('/dashboard/funnel'));
  expect(await screen.findByRole('heading', { name: 'Overview v1: funnel' })).toBeInTheDocument();
  await act(async () => router.navigate('/dashboard'));
  expect(await screen.findByRole('heading', { name: 'Overview v1' })).toBeInTheDocument();
  expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
});

it('a change to an area the page never opened swaps nothing: its first visit loads the release the registry names', async () => {
  const { router, release, forced } = renderWithWatch(registryWith('1.0.0'));
  expect(await screen.findByRole('heading', { name: 'Overview v1' })).toBeInTheDocument();
  const changedRules = new Map(registryWith('1.0.0'));
  changedRules.set('rules', { ...changedRules.get('rules')!, label: 'Automated rules' });
  await release(changedRules);
  await act(async () => router.navigate('/rules'));
  expect(await screen.findByRole('heading', { name: 'Rules list' })).toBeInTheDocument();
  expect(forced).toEqual([]);
});
