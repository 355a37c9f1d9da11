import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activeAdAccountAtom,
  activeTeamIdAtom,
  addBanner,
  bannersAtom,
  extensionCheckedAtom,
  extensionInstalledAtom,
  extensionSeenAtom,
  sessionStore,
  userAtom,
  type User,
} from 'shared-graph/host';
import { AppLayout } from 'shared-ui';
import { productApiDouble } from 'shared-graph/testing';
import { renderRoutes } from '../../testing/renderShell';
import { EXTENSION_NOTICE_DISMISSED_KEY } from './ExtensionBanner';
import { NoticeArea } from './NoticeArea';

const DAY = 86_400_000;
const user = (expiresInDays: number, expired = false, connected = false) =>
  ({
    id: 9, login: 'demo', role: 'user', agree: true, facebook_connected: connected, teams: [], ad_accounts: [],
    subscription: { package: 'Pro', expires_at: new Date(Date.now() + expiresInDays * DAY).toISOString() },
    subscription_expired: expired,
  }) as unknown as User;

const announcement = { id: 3, message: 'Maintenance on Sunday', extra_title: null, extra_link: null, dismissable: true, background_color: null };

const shell = <AppLayout navItems={[]} banners={<NoticeArea />}><p>page</p></AppLayout>;
const routes = [
  { path: '/search', handle: { name: 'search', extensionRequired: true, ribbon: true }, element: shell },
  { path: '/explore', handle: { name: 'explore', extensionRequired: true, ribbon: true }, element: shell },
  { path: '/dashboard', handle: { name: 'dashboard', ribbon: true }, element: shell },
];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  act(() => {
    sessionStore.set(userAtom, user(12));
    sessionStore.set(extensionInstalledAtom, false);
    sessionStore.set(extensionCheckedAtom, false);
    sessionStore.set(extensionSeenAtom, false);
    sessionStore.set(bannersAtom, []);
  });
});

test('one notice shows, most important first; the others wait behind "+2 more", which opens and closes them', async () => {
  productApiDouble().on('get', '/api/anouncements', [announcement]);
  renderRoutes(routes, '/search');
  const area = screen.getByRole('region', { name: 'Notices' });
  const more = await within(area).findByRole('button', { name: '+2 more notices' });
  // The expiry leads; the extension notice and the ribbon are counted, not shown.
  expect(within(area).getByTestId('expiry-banner')).toBeVisible();
  expect(within(area).getByTestId('expiry-banner')).toHaveTextContent('Your subscription expires in 12 days');
  expect(within(area).getByTestId('extension-required')).not.toBeVisible();
  expect(within(area).getByTestId('ribbon')).not.toBeVisible();
  expect(within(area).getAllByRole('button', { name: /Dismiss/ })).toHaveLength(1);
  expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(more).toHaveAttribute('aria-controls', area.id);

  more.focus();
  await userEvent.keyboard('{Enter}');
  expect(more).toHaveAttribute('aria-expanded', 'true');
  expect(more).toHaveAccessibleName('Show fewer');
  expect(within(area).getByText('Maintenance on Sunday')).toBeVisible();
  expect(within(area).getByTestId('extension-required')).toHaveTextContent(
    'This page needs the Sasar browser extension to read audience data through your own Facebook session.',
  );
  expect(within(area).getByTestId('extension-required')).toBeVisible();
  // Each still closes on its own.
  expect(within(area).getAllByRole('button', { name: /Dismiss/ })).toHaveLength(3);
  await userEvent.click(within(area).getByRole('button', { name: 'Show fewer' }));
  expect(within(area).getByTestId('ribbon')).not.toBeVisible();

  // Closing the one shown brings the next forward, and the count follows.
  await userEvent.click(within(area).getByRole('button', { name: 'Dismiss the subscription notice' }));
  expect(within(area).getByTestId('extension-required')).toBeVisible();
  expect(await within(area).findByRole('button', { name: '+1 more notice' })).toBeInTheDocument();
  await userEvent.click(within(area).getByRole('button', { name: 'Dismiss the extension notice' }));
  expect(within(area).getByTestId('ribbon')).toBeVisible();
  await waitFor(() => expect(within(area).queryByRole('button', { name: /more/ })).not.toBeInTheDocument());
});

test('a session error (a team owner’s expired session) comes before the expiry and the ribbon', async () => {
  productApiDouble().on('get', '/api/anouncements', [announcement]);
  renderRoutes(routes, '/dashboard');
  const area = screen.getByRole('region', { name: 'Notices' });
  act(() => {
    addBanner({ id: 'note', type: 'info', message: 'Heads up' });
    addBanner({ id: 'token-expired-4', type: 'error', message: 'Team owner session expired', persistent: true });
  });
  expect(await within(area).findByRole('button', { name: '+3 more notices' })).toBeInTheDocument();
  expect(within(area).getByText('Team owner session expired')).toBeVisible();
  expect(within(area).getByText('Heads up')).not.toBeVisible();
  expect(within(area).getByTestId('expiry-banner')).not.toBeVisible();
  expect(within(area).getByTestId('ribbon')).not.toBeVisible();
});

test('research through a connected Facebook account (the proxy carries it): no extension notice', async () => {
  act(() => sessionStore.set(userAtom, user(90, false, true)));
  productApiDouble().on('get', '/api/anouncements', []);
  renderRoutes(routes, '/search');
  await act(async () => {});
  expect(screen.queryByTestId('extension-required')).not.toBeInTheDocument();
  expect(screen.getByTestId('banners')).toBeEmptyDOMElement();
});

test('an ad account of a team whose owner is not connected: the extension notice shows on research routes only', async () => {
  const teamUser = {
    ...user(90, false, true),
    ad_accounts: [{ id: 'act_7', account_id: '7', name: 'Team shop', currency: 'IDR', team: 4, min_daily_budget: 1, account_status: 1, facebook_connected: false }],
  } as unknown as User;
  act(() => {
    sessionStore.set(userAtom, teamUser);
    sessionStore.set(activeTeamIdAtom, 4);
    sessionStore.set(activeAdAccountAtom, 'act_7');
  });
  productApiDouble().on('get', '/api/anouncements', []);
  const { router } = renderRoutes(routes, '/search');
  expect(await screen.findByTestId('extension-required')).toBeVisible();
  await act(() => router.navigate('/dashboard'));
  expect(screen.queryByTestId('extension-required')).not.toBeInTheDocument();
  act(() => {
    sessionStore.set(activeTeamIdAtom, 0);
    sessionStore.set(activeAdAccountAtom, null);
  });
});

test('a dismissed extension notice stays away on the other research routes and after a reload, for this session', async () => {
  act(() => sessionStore.set(userAtom, user(90)));
  productApiDouble().on('get', '/api/anouncements', []);
  const { router, unmount } = renderRoutes(routes, '/search');
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss the extension notice' }));
  expect(screen.queryByTestId('extension-required')).not.toBeInTheDocument();
  await act(() => router.navigate('/explore'));
  expect(screen.queryByTestId('extension-required')).not.toBeInTheDocument();
  unmount();

  const reloaded = renderRoutes(routes, '/explore');
  expect(screen.queryByTestId('extension-required')).not.toBeInTheDocument();
  reloaded.unmount();

  // A new browser session shows it again.
  sessionStorage.removeItem(EXTENSION_NOTICE_DISMISSED_KEY);
  renderRoutes(routes, '/explore');
  expect(screen.getByTestId('extension-required')).toBeInTheDocument();
});

test('an expired subscription notice can be closed too; it keeps its Renew link while shown', async () => {
  act(() => sessionStore.set(userAtom, user(-3, true)));
  productApiDouble().on('get', '/api/anouncements', []);
  renderRoutes(routes, '/dashboard');
  const notice = screen.getByTestId('expiry-banner');
  expect(notice).toHaveTextContent(/Your subscription expired on/);
  expect(within(notice).getByRole('link', { name: 'Renew now' })).toHaveAttribute('href', '/upgrade');
  await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss the subscription notice' }));
  expect(screen.queryByTestId('expiry-banner')).not.toBeInTheDocument();
});

test('session banners join the same area; a persistent one has no close button', async () => {
  act(() => sessionStore.set(userAtom, user(90)));
  productApiDouble().on('get', '/api/anouncements', []);
  renderRoutes(routes, '/dashboard');
  act(() => {
    addBanner({ id: 'token-expired-4', type: 'error', message: 'Team owner session expired', persistent: true });
    addBanner({ id: 'buc-rate-limit', type: 'error', message: 'Rate limit reached' });
  });
  const area = screen.getByRole('region', { name: 'Notices' });
  expect(within(area).getAllByRole('alert')).toHaveLength(2);
  expect(within(area).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
  await userEvent.click(within(area).getByRole('button', { name: 'Dismiss' }));
  expect(within(area).queryByText('Rate limit reached')).not.toBeInTheDocument();
  expect(within(area).getByText('Team owner session expired')).toBeInTheDocument();
});

test('nothing to say: the notice area takes no room', async () => {
  act(() => sessionStore.set(userAtom, user(90)));
  act(() => sessionStore.set(extensionInstalledAtom, true));
  productApiDouble().on('get', '/api/anouncements', []);
  renderRoutes(routes, '/search');
  await act(async () => {});
  expect(screen.getByTestId('banners')).toBeEmptyDOMElement();
});

test('a visitor whose extension answered last time sees no extension notice while the first ping runs; no answer brings it', async () => {
  act(() => sessionStore.set(extensionSeenAtom, true));
  productApiDouble().on('get', '/api/anouncements', []);
  renderRoutes(routes, '/search');
  await act(async () => {});
  expect(screen.queryByTestId('extension-required')).not.toBeInTheDocument();
  act(() => sessionStore.set(extensionCheckedAtom, true)); // the ping went unanswered
  expect(screen.getByTestId('extension-required')).toBeInTheDocument();
});
