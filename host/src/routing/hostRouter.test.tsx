import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { CONTRACT_VERSION, configureRuntime, loggedInAtom, sessionStore, userAtom, type RemoteRouteModule } from 'shared-graph';
import { App } from '../App';
import { createAreaLoader, type FederationRuntime } from '../remotes/loadArea';
import type { RemoteName } from '../remotes/registry';
import { createRemotePatcher } from './remotePatcher';
import { createHostRoutes } from './routes';

const demoUser = {
  id: 1, login: 'demo', suite_id: null, role: 'user', agree: true, facebook_connected: true,
  subscription: null, subscription_expired: false,
  teams: [{ id: 0, name: 'Own', created_by: 1, package: 'Pro', users: [] }],
  ad_accounts: [{ id: 'act_1', account_id: '1', name: 'Toko Dewi', currency: 'IDR', team: 0, min_daily_budget: 15000, account_status: 1, facebook_connected: true }],
};

function remoteModule(path: string, heading: string): RemoteRouteModule {
  return { contractVersion: CONTRACT_VERSION, routes: [{ path, handle: { name: heading, title: `${heading} title` }, element: <h1>{heading}</h1> }] };
}

function renderApp(initialPath: string, modules: Partial<Record<RemoteName, RemoteRouteModule | Error>>) {
  const runtime: FederationRuntime = {
    register: () => undefined,
    load: async (id) => {
      const module = modules[id.split('/')[0] as RemoteName];
      if (module instanceof Error || !module) throw module ?? new Error('unknown remote');
      return { default: module };
    },
  };
  const registry = { research: '/r.json', dashboard: '/d.json', rules: '/ru.json', adsmanager: '/a.json', admin: '/ad.json' };
  const router = createMemoryRouter(createHostRoutes(), {
    initialEntries: [initialPath],
    patchRoutesOnNavigation: createRemotePatcher(createAreaLoader(runtime, async () => registry, [0])),
  });
  configureRuntime({ navigate: (to) => void router.navigate(to) });
  render(<App router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.set(loggedInAtom, false);
  sessionStore.set(userAtom, null);
  global.fetch = jest.fn(async () => new Response(JSON.stringify({ data: demoUser }), { headers: { 'content-type': 'application/json' } }));
});

it('sends a guest from a protected area to login with the full path', async () => {
  const router = renderApp('/rules/history?x=1', { rules: remoteModule('/rules/history', 'Execution log') });
  await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
  expect(router.state.location.search).toBe('?redirect=%2Frules%2Fhistory%3Fx%3D1');
});

it('patches a remote area into the router and titles the page from its route metadata', async () => {
  sessionStore.set(loggedInAtom, true);
  renderApp('/dashboard', { dashboard: remoteModule('/dashboard', 'Overview') });
  expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Overview title'));
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
});

it('shows a dead remote as an error panel inside the layout, and Retry loads it once it is back', async () => {
  sessionStore.set(loggedInAtom, true);
  const modules: Partial<Record<RemoteName, RemoteRouteModule | Error>> = { rules: new Error('connection refused') };
  renderApp('/rules', modules);
  expect(await screen.findByText('Rules is unavailable')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

  modules.rules = remoteModule('/rules', 'Rules list');
  await act(async () => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByRole('heading', { name: 'Rules list' })).toBeInTheDocument();
});

it('refuses a remote built against another contract and says why', async () => {
  sessionStore.set(loggedInAtom, true);
  renderApp('/admin', { admin: { contractVersion: CONTRACT_VERSION + 1, routes: [] } });
  expect(await screen.findByText(/Admin is unavailable/)).toBeInTheDocument();
  expect(screen.getByText(/built against contract version/)).toBeInTheDocument();
});

it('keeps unknown paths on the not-found page without loading any remote', async () => {
  renderApp('/nowhere/at/all', {});
  expect(await screen.findByText('Page not found')).toBeInTheDocument();
  expect(screen.queryByText(/is unavailable/)).not.toBeInTheDocument();
});

it('sends a logged-in visitor from login to /dashboard keeping the query', async () => {
  sessionStore.set(loggedInAtom, true);
  const router = renderApp('/user/login?ref=mail', { dashboard: remoteModule('/dashboard', 'Overview') });
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(router.state.location.search).toBe('?ref=mail');
});
