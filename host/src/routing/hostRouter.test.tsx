import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { configureRuntime, loggedInAtom, sessionStore, userAtom } from 'shared-graph/host';
import { makeUser, productApiDouble, type ProductApiDouble } from 'shared-graph/testing';
import { App } from '../App';
import { createAreaLoader, type FederationRuntime } from '../remotes/loadArea';
import { parseRegistry } from '../remotes/registry';
import { createHostRouter, routerReady } from './createHostRouter';

// Remote loads resolve through several promise hops; give them room on a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const demoUser = makeUser({
  id: 1, login: 'demo',
  teams: [{ id: 0, name: 'Own', created_by: 1, package: 'Pro', users: [] }],
  ad_accounts: [{ id: 'act_1', account_id: '1', name: 'Toko Dewi', currency: 'IDR', team: 0, min_daily_budget: 15000, account_status: 1, facebook_connected: true }],
});

const registry = parseRegistry({
  dashboard: { manifest: '/d.json', label: 'Dashboard', paths: [{ path: '/dashboard', access: 'open' }], nav: [{ to: '/dashboard', label: 'Dashboard', section: 'Manage', order: 50 }] },
  rules: { manifest: '/ru.json', label: 'Rules', paths: [{ path: '/rules', access: 'login' }], nav: [{ to: '/rules', label: 'Rules', section: 'Manage', order: 70 }] },
  admin: {
    manifest: '/ad.json',
    label: 'Admin',
    paths: [{ path: '/admin', access: { roles: ['admin'] } }, { path: '/setting/cs', access: { roles: ['admin', 'cs'] } }],
    nav: [
      { to: '/admin', label: 'Admin', section: 'Account', order: 90 },
      { to: '/setting/cs/users', label: 'Customer service', section: 'Account', order: 95 },
    ],
  },
  research: { manifest: '/rs.json', label: 'Research', paths: [{ path: '/', access: 'login' }, { path: '/search', access: 'login' }], nav: [] },
  reports: { manifest: '/re.json', label: 'Reports', paths: [{ path: '/reports', access: 'login' }], nav: [{ to: '/reports', label: 'Reports', section: 'Manage', order: 60 }] },
});

function remoteModule(routes: Array<[string, string]>, contractVersion = CONTRACT_VERSION): RemoteRouteModule {
  return { contractVersion, routes: routes.map(([path, heading]) => ({ path, handle: { name: heading, title: `${heading} title` }, element: <h1>{heading}</h1> })) };
}

type Modules = Partial<Record<string, RemoteRouteModule | Error | Promise<RemoteRouteModule>>>;

function renderApp(initialPath: string, modules: Modules) {
  const runtime: FederationRuntime = {
    register: () => undefined,
    load: async (id) => {
      const module = await modules[id.split('/')[0]!];
      if (module instanceof Error || !module) throw module ?? new Error('unknown remote');
      return { default: module };
    },
  };
  const router = createHostRouter({ registry, loadAreaRoutes: createAreaLoader(runtime, async () => registry, [0]), initialEntries: [initialPath] });
  configureRuntime({ navigate: (to) => void router.navigate(to) });
  render(<App router={router} registry={registry} />);
  return router;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let api: ProductApiDouble;

beforeEach(() => {
  localStorage.clear();
  sessionStore.set(loggedInAtom, false);
  sessionStore.set(userAtom, null);
  // The shell's own reads: the user, no announcements, nothing new.
  api = productApiDouble().on('get', '/api/user', demoUser).on('get', '/api/anouncements', []).on('get', '/api/changelog', []);
});

it('sends a guest from a protected area to login with the full path, without waiting for the remote', async () => {
  const router = renderApp('/rules/history?x=1', { rules: new Promise(() => undefined) });
  await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
  expect(router.state.location.search).toBe('?redirect=%2Frules%2Fhistory%3Fx%3D1');
});

it('patches a remote area into the router and titles the page from its route metadata', async () => {
  sessionStore.set(loggedInAtom, true);
  renderApp('/dashboard', { dashboard: remoteModule([['/dashboard', 'Overview']]) });
  expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Overview title'));
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
});

it('a direct load of a slow area shows the shell at once, with the loading state inside it', async () => {
  sessionStore.set(loggedInAtom, true);
  const slow = deferred<RemoteRouteModule>();
  renderApp('/dashboard', { dashboard: slow.promise });
  expect(await screen.findByText('Loading Dashboard…')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  await act(async () => slow.resolve(remoteModule([['/dashboard', 'Overview']])));
  expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  expect(screen.queryByText('Loading Dashboard…')).not.toBeInTheDocument();
});

it('a click into a slow area changes the URL and shows the pending state at once', async () => {
  sessionStore.set(loggedInAtom, true);
  const slow = deferred<RemoteRouteModule>();
  const router = renderApp('/rules', { rules: remoteModule([['/rules', 'Rules list']]), dashboard: slow.promise });
  expect(await screen.findByRole('heading', { name: 'Rules list' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(await screen.findByText('Loading Dashboard…')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Rules list' })).not.toBeInTheDocument();
});

it('an interrupted visit to a slow area still ends on the area when the user comes back', async () => {
  sessionStore.set(loggedInAtom, true);
  const slow = deferred<RemoteRouteModule>();
  const router = renderApp('/updates', { dashboard: slow.promise, rules: remoteModule([['/rules', 'Rules list']]) });
  await act(async () => router.navigate('/dashboard/funnel'));
  await act(async () => router.navigate('/rules'));
  expect(await screen.findByRole('heading', { name: 'Rules list' })).toBeInTheDocument();
  await act(async () => slow.resolve(remoteModule([['/dashboard/funnel', 'Funnel']])));
  await act(async () => router.navigate('/dashboard/funnel'));
  expect(await screen.findByRole('heading', { name: 'Funnel' })).toBeInTheDocument();
  expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
});

it('a path the registry gives a remote works the same on a direct load and after an in-app visit', async () => {
  sessionStore.set(loggedInAtom, true);
  const reports = remoteModule([['/reports', 'Reports'], ['/reports/weekly', 'Weekly report']]);
  renderApp('/reports/weekly', { reports });
  expect(await screen.findByRole('heading', { name: 'Weekly report' })).toBeInTheDocument();
});

it('routes a remote serves outside the paths its entry claims are left out, whichever way the user comes', async () => {
  sessionStore.set(loggedInAtom, true);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const router = renderApp('/dashboard', { dashboard: remoteModule([['/dashboard', 'Overview'], ['/stats', 'Sneaky stats']]) });
  expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  await act(async () => router.navigate('/stats'));
  expect(await screen.findByText('Page not found')).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('/stats'));
  warn.mockRestore();
});

it('an area owning "/" takes the start page once loaded', async () => {
  sessionStore.set(loggedInAtom, true);
  const research: RemoteRouteModule = {
    contractVersion: CONTRACT_VERSION,
    routes: [{ path: '/', handle: { name: 'main' }, children: [{ index: true, element: <h1>Start</h1> }, { path: 'search', element: <h1>Search</h1> }] }],
  };
  renderApp('/', { research });
  expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
});

it('a path inside a loaded area that the remote does not serve is "Page not found"', async () => {
  sessionStore.set(loggedInAtom, true);
  renderApp('/dashboard/nope', { dashboard: remoteModule([['/dashboard', 'Overview']]) });
  expect(await screen.findByText('Page not found')).toBeInTheDocument();
});

it("a mistyped path inside a loaded area is offered the area's page it most likely meant", async () => {
  sessionStore.set(loggedInAtom, true);
  renderApp('/dashboard/funel?range=7', { dashboard: remoteModule([['/dashboard', 'Overview'], ['/dashboard/funnel', 'Funnel']]) });
  await userEvent.click(await screen.findByRole('link', { name: 'Did you mean /dashboard/funnel?' }));
  expect(await screen.findByRole('heading', { name: 'Funnel' })).toBeInTheDocument();
});

it("a mistyped address is offered the host's own page or the registry's area it meant, but never one that acts on arrival", async () => {
  sessionStore.set(loggedInAtom, true);
  const router = renderApp('/settings/acount', {});
  expect(await screen.findByRole('link', { name: 'Did you mean /setting/account?' })).toHaveAttribute('href', '/setting/account');
  await act(async () => router.navigate('/reprots'));
  expect(await screen.findByRole('link', { name: 'Did you mean /reports?' })).toHaveAttribute('href', '/reports');
  await act(async () => router.navigate('/logut'));
  expect(await screen.findByText('There is no page at /logut.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Did you mean/ })).not.toBeInTheDocument();
});

it('shows a dead remote as an error panel inside the layout, and Retry loads it once it is back', async () => {
  sessionStore.set(loggedInAtom, true);
  const modules: Modules = { rules: new Error('connection refused') };
  renderApp('/rules', modules);
  expect(await screen.findByText('Rules is unavailable')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

  modules.rules = remoteModule([['/rules', 'Rules list']]);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Rules list' })).toBeInTheDocument();
});

it('refuses a remote built against another contract and says why, in full sentences', async () => {
  sessionStore.set(loggedInAtom, true);
  api.on('get', '/api/user', { ...demoUser, role: 'admin' });
  renderApp('/admin', { admin: remoteModule([['/admin', 'Admin overview']], CONTRACT_VERSION + 1) });
  expect(await screen.findByText(/Admin is unavailable/)).toBeInTheDocument();
  expect(
    screen.getByText(
      `The admin area cannot run in this shell: admin was built against contract version ${CONTRACT_VERSION + 1}, the host supports version ${CONTRACT_VERSION}. The rest of Sasar keeps working.`,
    ),
  ).toBeInTheDocument();
});

it('a user without the role sees "no access" inside the layout, and no Admin entry in the sidebar', async () => {
  sessionStore.set(loggedInAtom, true);
  renderApp('/setting/cs/users', { admin: remoteModule([['/setting/cs/users', 'CS users']]) });
  expect(await screen.findByText('You have no access to this page')).toBeInTheDocument();
  expect(screen.getByText(/^Customer service is open to other roles only\./)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'CS users' })).not.toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(nav).toHaveTextContent('Dashboard');
  expect(nav).not.toHaveTextContent('Admin');
});

it('an admin enters the role-guarded area and sees its sidebar entry', async () => {
  sessionStore.set(loggedInAtom, true);
  api.on('get', '/api/user', { ...demoUser, role: 'admin' });
  renderApp('/admin', { admin: remoteModule([['/admin', 'Admin overview']]) });
  expect(await screen.findByRole('heading', { name: 'Admin overview' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Admin');
});

it('keeps unknown paths on the not-found page without loading any remote', async () => {
  renderApp('/nowhere/at/all', {});
  expect(await screen.findByText('Page not found')).toBeInTheDocument();
  expect(screen.queryByText(/is unavailable/)).not.toBeInTheDocument();
});

it('sends a logged-in visitor from login to /dashboard keeping the query', async () => {
  sessionStore.set(loggedInAtom, true);
  const router = renderApp('/user/login?ref=mail', { dashboard: remoteModule([['/dashboard', 'Overview']]) });
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(router.state.location.search).toBe('?ref=mail');
});

describe('a direct visit to an area', () => {
  function loaderSpy(modules: Modules) {
    const loaded: string[] = [];
    const runtime: FederationRuntime = {
      register: () => undefined,
      load: async (id) => {
        loaded.push(id);
        const module = await modules[id.split('/')[0]!];
        if (module instanceof Error || !module) throw module ?? new Error('unknown remote');
        return { default: module };
      },
    };
    return { loaded, loadAreaRoutes: createAreaLoader(runtime, async () => registry, [0]) };
  }

  it('starts loading the remote with the router, before anything renders, and loads it once', async () => {
    sessionStore.set(loggedInAtom, true);
    const { loaded, loadAreaRoutes } = loaderSpy({ rules: remoteModule([['/rules', 'Rules home']]) });
    const router = createHostRouter({ registry, loadAreaRoutes, initialEntries: ['/rules'], firstVisit: { path: '/rules', loggedIn: true } });
    await waitFor(() => expect(loaded).toEqual(['rules/routes']));
    configureRuntime({ navigate: (to) => void router.navigate(to) });
    render(<App router={router} registry={registry} />);
    expect(await screen.findByRole('heading', { name: 'Rules home' })).toBeInTheDocument();
    expect(loaded).toEqual(['rules/routes']);
  });

  it('renders the page once, whole, when the area arrives within the wait: its loading state never shows', async () => {
    sessionStore.set(loggedInAtom, true);
    // It arrives after the layout, as a remote does.
    const rules = new Promise<RemoteRouteModule>((resolve) => setTimeout(resolve, 50, remoteModule([['/rules', 'Rules home']])));
    const { loaded, loadAreaRoutes } = loaderSpy({ rules });
    const router = createHostRouter({ registry, loadAreaRoutes, initialEntries: ['/rules'], firstVisit: { path: '/rules', loggedIn: true } });
    await act(async () => routerReady(router));
    configureRuntime({ navigate: (to) => void router.navigate(to) });
    render(<App router={router} registry={registry} />);
    expect(screen.getByRole('heading', { name: 'Rules home' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByTestId('area-loading')).not.toBeInTheDocument();
    expect(loaded).toEqual(['rules/routes']);
  });

  it('an area slower than the wait: the shell renders with the area loading, and the area follows', async () => {
    sessionStore.set(loggedInAtom, true);
    const slow = deferred<RemoteRouteModule>();
    const { loaded, loadAreaRoutes } = loaderSpy({ rules: slow.promise });
    const router = createHostRouter({ registry, loadAreaRoutes, initialEntries: ['/rules'], firstVisit: { path: '/rules', loggedIn: true }, firstAreaWaitMs: 10 });
    await act(async () => routerReady(router));
    configureRuntime({ navigate: (to) => void router.navigate(to) });
    render(<App router={router} registry={registry} />);
    expect(screen.getByText('Loading Rules…')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await act(async () => slow.resolve(remoteModule([['/rules', 'Rules home']])));
    expect(await screen.findByRole('heading', { name: 'Rules home' })).toBeInTheDocument();
    expect(loaded).toEqual(['rules/routes']);
  });

  it('does not load a remote a guest is not let into', async () => {
    const { loaded, loadAreaRoutes } = loaderSpy({ rules: remoteModule([['/rules', 'Rules home']]) });
    createHostRouter({ registry, loadAreaRoutes, initialEntries: ['/rules'], firstVisit: { path: '/rules', loggedIn: false } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loaded).toEqual([]);
  });

  it('loads afresh on Retry after the early load failed', async () => {
    sessionStore.set(loggedInAtom, true);
    const modules: Modules = { rules: new Error('network down') };
    const { loaded, loadAreaRoutes } = loaderSpy(modules);
    const router = createHostRouter({ registry, loadAreaRoutes, initialEntries: ['/rules'], firstVisit: { path: '/rules', loggedIn: true } });
    configureRuntime({ navigate: (to) => void router.navigate(to) });
    render(<App router={router} registry={registry} />);
    const retry = await screen.findByRole('button', { name: /retry/i });
    const loadsBeforeRetry = loaded.length;
    modules.rules = remoteModule([['/rules', 'Rules home']]);
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Rules home' })).toBeInTheDocument();
    expect(loaded.length).toBe(loadsBeforeRetry + 1);
  });
});
