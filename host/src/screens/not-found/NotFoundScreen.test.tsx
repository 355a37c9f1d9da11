import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { loggedInAtom, sessionStore } from 'shared-graph/host';
import { parseRegistry } from '../../remotes/registry';
import { RegistryProvider } from '../../remotes/RegistryContext';
import { renderRoutes } from '../../testing/renderShell';
import { NotFoundScreen } from './NotFoundScreen';

const registry = parseRegistry({
  start: { manifest: '/s.json', label: 'Insight', paths: [{ path: '/', access: 'login' }], nav: [] },
  dashboard: { manifest: '/d.json', label: 'Dashboard', paths: [{ path: '/dashboard', access: 'open' }], nav: [{ to: '/dashboard', label: 'Dashboard' }] },
  rules: { manifest: '/ru.json', label: 'Rules', paths: [{ path: '/rules', access: 'login' }], nav: [{ to: '/rules', label: 'Rules' }] },
  admin: {
    manifest: '/ad.json',
    label: 'Admin',
    paths: [{ path: '/admin', access: { roles: ['admin'] } }, { path: '/setting/cs', access: { roles: ['admin', 'cs'] } }],
    nav: [{ to: '/setting/cs/users', label: 'Customer service' }],
  },
});
const HOST_PAGES = ['/setting', '/setting/account', '/setting/team', '/updates', '/user/login'];

function renderNotFound(path: string, { loggedIn = true } = {}) {
  act(() => sessionStore.set(loggedInAtom, loggedIn));
  return renderRoutes(
    [
      { path: '/dashboard/*', element: <h1>Dashboard</h1> },
      { path: '/user/login', element: <h1>Log in</h1> },
      { path: '/', element: <h1>Research</h1> },
      {
        path: '*',
        element: (
          <RegistryProvider registry={registry}>
            <NotFoundScreen knownPaths={HOST_PAGES} />
          </RegistryProvider>
        ),
      },
    ],
    path,
  );
}

async function seriousViolations() {
  const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

afterEach(() => act(() => sessionStore.set(loggedInAtom, false)));

test('a mistyped area offers the page it most likely meant, keeping the query, and the start page named by its area', async () => {
  const { router } = renderNotFound('/dashbord?from=mail&range=7');
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText(/There is no page at \/dashbord\./)).toBeInTheDocument();
  const meant = screen.getByRole('link', { name: 'Did you mean /dashboard?' });
  expect(meant).toHaveAttribute('href', '/dashboard?from=mail&range=7');
  expect(screen.getByRole('link', { name: 'Go to Insight' })).toHaveAttribute('href', '/');
  expect(await seriousViolations()).toEqual([]);
  await userEvent.click(meant);
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?from=mail&range=7');
});

test.each([
  ['/rule', '/rules'],
  ['/settings', '/setting'],
  ['/settings/team', '/setting/team'],
  ['/setting/acount', '/setting/account'],
  ['/setting/cs', '/setting/cs/users'],
])('%s offers %s (the host’s own pages and the registry’s areas)', (typed, meant) => {
  renderNotFound(typed);
  expect(screen.getByRole('link', { name: `Did you mean ${meant}?` })).toHaveAttribute('href', meant);
});

test('an address far from every page offers no guess, only the way on', () => {
  renderNotFound('/nowhere/at/all');
  expect(screen.getByText('There is no page at /nowhere/at/all.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Did you mean/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Insight' })).toBeInTheDocument();
});

test('a guest is offered to log in instead of the start page, which would only send them there', async () => {
  renderNotFound('/dashbord', { loggedIn: false });
  expect(screen.getByRole('link', { name: 'Did you mean /dashboard?' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Go to Insight' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
});
