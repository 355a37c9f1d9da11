// The host's own part of the route table of SPEC §2. Remote areas are patched in at runtime (remotePatcher).
// Every screen, and the layout, is a chunk of its own that the router fetches on the first visit (the shell frame
// shows meanwhile). A cold visit to /user/login never starts the app: it gets the standalone login page
// (host/src/login-page); the app's LoginScreen serves a guest the app sends there.
import { Navigate, type RouteObject } from 'react-router-dom';
import type { LocalizedPageText } from 'shared-graph';
import type { RouteMeta } from 'shared-graph/host';
import { GuestOnly, RequireLogin } from '../access/guards';
import { Root } from '../shell/Root';
import { ShellFrame } from '../shell/ShellFrame';
import { staticPaths } from '../screens/not-found/staticPaths';
import { lazyScreen } from './lazyScreen';
import { HOST_PAGE_TEXTS as TEXT } from '../shell/pageTexts';

export const ROOT_ROUTE_ID = 'root';
export const LAYOUT_ROUTE_ID = 'layout';

const meta = (name: string, text: LocalizedPageText): RouteMeta => ({ name, meta: text });

const settings = {
  layout: lazyScreen(() => import('../screens/settings/SettingsLayout'), (m) => m.SettingsLayout),
  account: lazyScreen(() => import('../screens/settings/AccountSettingsScreen'), (m) => m.AccountSettingsScreen),
  team: lazyScreen(() => import('../screens/settings/TeamScreen'), (m) => m.TeamScreen),
  subscription: lazyScreen(() => import('../screens/settings/SubscriptionScreen'), (m) => m.SubscriptionScreen),
  integrations: lazyScreen(() => import('../screens/settings/IntegrationsScreen'), (m) => m.IntegrationsScreen),
  activity: lazyScreen(() => import('../screens/settings/ActivityScreen'), (m) => m.ActivityScreen),
  join: lazyScreen(() => import('../screens/settings/JoinScreen'), (m) => m.JoinScreen),
  upgrade: lazyScreen(() => import('../screens/settings/UpgradeScreen'), (m) => m.UpgradeScreen),
};

const setup = {
  welcome: lazyScreen(() => import('../screens/setup/SetupWelcomeScreen'), (m) => m.SetupWelcomeScreen),
  extension: lazyScreen(() => import('../screens/setup/SetupExtensionScreen'), (m) => m.SetupExtensionScreen),
  facebook: lazyScreen(() => import('../screens/setup/SetupFacebookScreen'), (m) => m.SetupFacebookScreen),
  adAccount: lazyScreen(() => import('../screens/setup/SetupAdAccountScreen'), (m) => m.SetupAdAccountScreen),
};

/** The app's frame (sidebar, header, banners) and the error screen that keeps it: not needed by guest screens. */
export async function shellLayout(): Promise<Pick<RouteObject, 'Component' | 'ErrorBoundary'>> {
  const { ShellLayout, ShellLayoutError } = await import('../shell/ShellLayout');
  return { Component: ShellLayout, ErrorBoundary: ShellLayoutError };
}

/** Addresses that do something on arrival (log out, move on): never offered for a mistyped one. */
const NEVER_SUGGESTED = new Set(['/logout', '/login-success']);

/** The not-found screen, told the host's own pages so it can offer the one a mistyped address meant. */
function notFoundScreen(hostRoutes: () => RouteObject[]): NonNullable<RouteObject['lazy']> {
  return async () => {
    const { NotFoundScreen } = await import('../screens/not-found/NotFoundScreen');
    const pages = staticPaths(hostRoutes()).filter((path) => !NEVER_SUGGESTED.has(path));
    return { element: <NotFoundScreen knownPaths={pages} /> };
  };
}

export function createHostRoutes(): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: ROOT_ROUTE_ID,
      element: <Root />,
      hydrateFallbackElement: <ShellFrame />,
      children: [
        {
          element: <GuestOnly />,
          children: [
            { path: '/user/login', handle: meta('login', TEXT.login), lazy: lazyScreen(() => import('../screens/login/LoginScreen'), (m) => m.LoginScreen) },
            { path: '/user/reset', handle: meta('reset', TEXT.reset), lazy: lazyScreen(() => import('../screens/reset/ResetScreen'), (m) => m.ResetScreen) },
          ],
        },
        { path: '/logout', handle: meta('logout', TEXT.logout), lazy: lazyScreen(() => import('../screens/logout/LogoutScreen'), (m) => m.LogoutScreen) },
        { path: '/user/verify-email', handle: meta('verify-email', TEXT.verifyEmail), lazy: lazyScreen(() => import('../screens/verify-email/VerifyEmailScreen'), (m) => m.VerifyEmailScreen) },
        {
          id: LAYOUT_ROUTE_ID,
          lazy: shellLayout,
          children: [
            {
              path: '/setting',
              element: <RequireLogin />,
              handle: { ...meta('setting', TEXT.setting), ribbon: true },
              children: [
                {
                  lazy: settings.layout,
                  children: [
                    { index: true, element: <Navigate to="account" replace /> },
                    { path: 'account', handle: meta('setting-account', TEXT.settingAccount), lazy: settings.account },
                    { path: 'team', handle: meta('setting-team', TEXT.settingTeam), lazy: settings.team },
                    { path: 'subscription', handle: meta('setting-subscription', TEXT.settingSubscription), lazy: settings.subscription },
                    { path: 'integrations', handle: meta('integrations', TEXT.integrations), lazy: settings.integrations },
                    { path: 'activity', handle: meta('setting-activity', TEXT.settingActivity), lazy: settings.activity },
                  ],
                },
              ],
            },
            {
              path: '/setup',
              handle: meta('setup', TEXT.setup),
              element: <RequireLogin />,
              children: [
                { index: true, handle: meta('setup', TEXT.setupWelcome), lazy: setup.welcome },
                { path: 'extension', handle: meta('setup-extension', TEXT.setupExtension), lazy: setup.extension },
                { path: 'facebook', handle: meta('setup-facebook', TEXT.setupFacebook), lazy: setup.facebook },
                { path: 'adaccount', handle: meta('setup-adaccount', TEXT.setupAdAccount), lazy: setup.adAccount },
              ],
            },
            {
              element: <RequireLogin />,
              children: [
                { path: '/join/:token', handle: meta('join', TEXT.join), lazy: settings.join },
                { path: '/upgrade', handle: meta('upgrade', TEXT.upgrade), lazy: settings.upgrade },
                { path: '/welcome', handle: meta('welcome', TEXT.welcome), lazy: lazyScreen(() => import('../screens/welcome/WelcomeScreen'), (m) => m.WelcomeScreen) },
                { path: '/select-adaccount', handle: meta('select-adaccount', TEXT.selectAdAccount), lazy: setup.adAccount },
              ],
            },
            { path: '/login-success', handle: meta('login-success', TEXT.loginSuccess), element: <Navigate to="/" replace /> },
            { path: '/updates', handle: meta('updates', TEXT.updates), lazy: lazyScreen(() => import('../screens/updates/UpdatesScreen'), (m) => m.UpdatesScreen) },
            { path: '/deletion-request/:id', handle: meta('deletion-request', TEXT.deletionRequest), lazy: lazyScreen(() => import('../screens/deletion/DeletionRequestScreen'), (m) => m.DeletionRequestScreen) },
            { path: '*', handle: meta('not-found', TEXT.notFound), lazy: notFoundScreen(() => routes) },
          ],
        },
      ],
    },
  ];
  return routes;
}
