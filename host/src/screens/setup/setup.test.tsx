import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeAdAccountAtom, activeTeamIdAtom, extensionInstalledAtom, sessionStore, userAtom, type User } from 'shared-graph/host';
import { productApiDouble } from 'shared-graph/testing';
import { renderRoutes } from '../../testing/renderShell';
import { ExtensionBanner } from '../../shell/notices/ExtensionBanner';
import { connectErrorMessage } from '../../platform-connect/connectErrorMessage';
import { SetupAdAccountScreen } from './SetupAdAccountScreen';
import { SetupFacebookScreen } from './SetupFacebookScreen';
import { SetupWelcomeScreen } from './SetupWelcomeScreen';

const acc = (id: string, name: string, team: number, status: number, currency = 'IDR') => ({
  id, account_id: id.slice(4), name, currency, team, min_daily_budget: 1, account_status: status, facebook_connected: true,
});
const user: User = {
  id: 9, login: 'demo', suite_id: null, role: 'user', agree: true, facebook_connected: true,
  subscription: { package: null, expires_at: null }, subscription_expired: false,
  teams: [{ id: 0, name: 'demo', created_by: 9, package: null, users: [] }, { id: 4, name: 'Budi Agency', created_by: 2, package: 'Agency', users: [] }],
  ad_accounts: [acc('act_1', 'Active', 0, 1), acc('act_2', 'Disabled', 0, 2), acc('act_3', 'Unsettled', 0, 3, 'JPY'), acc('act_4', 'Team account', 4, 1)],
} as unknown as User;

beforeEach(() => act(() => {
  sessionStore.set(userAtom, user);
  sessionStore.set(extensionInstalledAtom, false);
}));

test('the picker lists statuses 1 and 3 only, names the team, and selects team + account', async () => {
  const { router } = renderRoutes([{ path: '/setup/adaccount', element: <SetupAdAccountScreen /> }, { path: '/', element: <p>research</p> }], '/setup/adaccount');
  const list = screen.getByRole('list', { name: 'Ad accounts' });
  expect(list.querySelectorAll('button')).toHaveLength(3);
  expect(screen.queryByText(/Disabled/)).not.toBeInTheDocument();
  // Each button is named by what it shows (WCAG 2.5.3).
  expect(screen.getByRole('button', { name: 'Unsettled · JPY · Your account · unsettled' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Team account · IDR · Budi Agency' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Team account · IDR · Budi Agency' }));
  expect(sessionStore.get(activeTeamIdAtom)).toBe(4);
  expect(sessionStore.get(activeAdAccountAtom)).toBe('act_4');
  expect(router.state.location.pathname).toBe('/');
});

test('setup-facebook explains why the user is there', () => {
  renderRoutes([{ path: '/setup/facebook', element: <SetupFacebookScreen /> }], '/setup/facebook?reason=check_failed&connect_error=cancelled');
  expect(screen.getByText(/error checking token/)).toBeInTheDocument();
  expect(screen.getByText(/Connecting was cancelled on Facebook/)).toBeInTheDocument();
  expect(connectErrorMessage('something-new')).toBe('Connecting failed. Please try again.');
  expect(connectErrorMessage(null)).toBeNull();
});

test('the extension banner shows only on routes that need it, until the extension answers', () => {
  // Only when no Facebook connection can carry the page's calls through the proxy (NoticeArea.test.tsx).
  act(() => sessionStore.set(userAtom, { ...user, facebook_connected: false, ad_accounts: user.ad_accounts.map((a) => ({ ...a, facebook_connected: false })) }));
  renderRoutes(
    [
      { path: '/search', handle: { name: 'search', extensionRequired: true }, element: <ExtensionBanner /> },
      { path: '/dashboard', handle: { name: 'dashboard' }, element: <ExtensionBanner /> },
    ],
    '/search',
  );
  expect(screen.getByTestId('extension-required')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Install the extension' })).toHaveAttribute('href', '/setup/extension');
  act(() => sessionStore.set(extensionInstalledAtom, true));
  expect(screen.queryByTestId('extension-required')).not.toBeInTheDocument();
});

test('no extension banner on other routes', () => {
  renderRoutes([{ path: '/dashboard', handle: { name: 'dashboard' }, element: <ExtensionBanner /> }], '/dashboard');
  expect(screen.queryByTestId('extension-required')).not.toBeInTheDocument();
});

test('welcome: the terms must be accepted once before starting', async () => {
  act(() => sessionStore.set(userAtom, { ...user, agree: false }));
  const api = productApiDouble().on('post', '/api/user/agree', { ...user, agree: true });
  const bodies = () => api.requests.map((request) => `${request.method} ${request.path} ${JSON.stringify(request.body)}`);
  const { router } = renderRoutes([{ path: '/setup', element: <SetupWelcomeScreen /> }, { path: '/setup/extension', element: <p>extension</p> }], '/setup');
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'Accept and start' }));
  expect(screen.getByText('Please accept the terms of service to continue.')).toBeInTheDocument();
  expect(bodies()).toEqual([]);
  await u.click(screen.getByRole('checkbox', { name: /I accept the Sasar terms/ }));
  await u.click(screen.getByRole('button', { name: 'Accept and start' }));
  await screen.findByText('extension');
  expect(bodies()).toEqual(['POST /api/user/agree {"agree":true}']);
  expect(router.state.location.pathname).toBe('/setup/extension');
  expect(sessionStore.get(userAtom)!.agree).toBe(true);
});
