import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addBanner, bannersAtom, extensionCheckedAtom, extensionInstalledAtom, extensionSeenAtom, sessionStore, userAtom, type User } from 'shared-graph';
import { AppLayout } from 'shared-ui';
import { fakeApi, renderRoutes } from '../../testing/renderShell';
import { EXTENSION_NOTICE_DISMISSED_KEY } from './ExtensionBanner';
import { NoticeArea } from './NoticeArea';

const DAY = 86_400_000;
const user = (expiresInDays: number, expired = false) =>
  ({
    id: 9, login: 'demo', role: 'user', agree: true, facebook_connected: true, teams: [], ad_accounts: [],
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

test('the ribbon, the expiry and the extension notice share one notice area, each with its own close button', async () => {
  renderRoutes(routes, '/search', fakeApi({ anouncements: [announcement] }).fetch);
  const area = screen.getByRole('region', { name: 'Notices' });
  expect(await within(area).findByText('Maintenance on Sunday')).toBeInTheDocument();
  expect(within(area).getByTestId('expiry-banner')).toHaveTextContent('Your subscription expires in 12 days');
  expect(within(area).getByTestId('extension-required')).toHaveTextContent(
    'This page needs the Sasar browser extension to read audience data through your own Facebook session.',
  );
  expect(within(area).getAllByRole('button', { name: /Dismiss/ })).toHaveLength(3);
});

test('a dismissed extension notice stays away on the other research routes and after a reload, for this session', async () => {
  const api = fakeApi({ anouncements: [] });
  const { router, unmount } = renderRoutes(routes, '/search', api.fetch);
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss the extension notice' }));
  expect(screen.queryByTestId('extension-required')).not.toBeInTheDocument();
  await act(() => router.navigate('/explore'));
  expect(screen.queryByTestId('extension-required')).not.toBeInTheDocument();
  unmount();

  const reloaded = renderRoutes(routes, '/explore', api.fetch);
  expect(screen.queryByTestId('extension-required')).not.toBeInTheDocument();
  reloaded.unmount();

  // A new browser session shows it again.
  sessionStorage.removeItem(EXTENSION_NOTICE_DISMISSED_KEY);
  renderRoutes(routes, '/explore', api.fetch);
  expect(screen.getByTestId('extension-required')).toBeInTheDocument();
});

test('an expired subscription notice can be closed too; it keeps its Renew link while shown', async () => {
  act(() => sessionStore.set(userAtom, user(-3, true)));
  renderRoutes(routes, '/dashboard', fakeApi({ anouncements: [] }).fetch);
  const notice = screen.getByTestId('expiry-banner');
  expect(notice).toHaveTextContent(/Your subscription expired on/);
  expect(within(notice).getByRole('link', { name: 'Renew now' })).toHaveAttribute('href', '/upgrade');
  await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss the subscription notice' }));
  expect(screen.queryByTestId('expiry-banner')).not.toBeInTheDocument();
});

test('session banners join the same area; a persistent one has no close button', async () => {
  act(() => sessionStore.set(userAtom, user(90)));
  renderRoutes(routes, '/dashboard', fakeApi({ anouncements: [] }).fetch);
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
  renderRoutes(routes, '/search', fakeApi({ anouncements: [] }).fetch);
  await act(async () => {});
  expect(screen.getByTestId('banners')).toBeEmptyDOMElement();
});

test('a visitor whose extension answered last time sees no extension notice while the first ping runs; no answer brings it', async () => {
  act(() => sessionStore.set(extensionSeenAtom, true));
  renderRoutes(routes, '/search', fakeApi({ anouncements: [] }).fetch);
  await act(async () => {});
  expect(screen.queryByTestId('extension-required')).not.toBeInTheDocument();
  act(() => sessionStore.set(extensionCheckedAtom, true)); // the ping went unanswered
  expect(screen.getByTestId('extension-required')).toBeInTheDocument();
});
