// The host's own part of the route table of SPEC §2. Remote areas are patched in at runtime (remotePatcher).
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteMeta } from 'shared-graph';
import { FullPageSpinner, ScreenPlaceholder } from 'shared-ui';
import { GuestOnly, RequireLogin } from './guards';
import { Root } from '../shell/Root';
import { ShellLayout, ShellLayoutError } from '../shell/ShellLayout';
import { LoginScreen } from '../screens/login/LoginScreen';
import { LogoutScreen } from '../screens/logout/LogoutScreen';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen';

export const ROOT_ROUTE_ID = 'root';
export const LAYOUT_ROUTE_ID = 'layout';

const meta = (name: string, title?: string, description?: string): RouteMeta => ({
  name,
  ...(title ? { title } : {}),
  ...(description ? { description } : {}),
});

/** A host screen that its feature issue has not built yet: it shows the route's name. */
function placeholder(path: string, name: string, title: string): RouteObject {
  return { path, handle: meta(name, title), element: <ScreenPlaceholder name={name} title={title} /> };
}

export function createHostRoutes(): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <Root />,
      hydrateFallbackElement: <FullPageSpinner label="Loading Sasar…" />,
      children: [
        {
          element: <GuestOnly />,
          children: [
            { path: '/user/login', handle: meta('login', 'Masuk — Sasar', 'Masuk ke Sasar untuk riset audiens dan mengelola iklan.'), element: <LoginScreen /> },
            placeholder('/user/reset', 'reset', 'Reset password'),
          ],
        },
        { path: '/logout', handle: meta('logout', 'Logging out'), element: <LogoutScreen /> },
        {
          id: LAYOUT_ROUTE_ID,
          element: <ShellLayout />,
          errorElement: <ShellLayoutError />,
          children: [
            {
              path: '/setting',
              element: <RequireLogin />,
              handle: meta('setting', 'Settings'),
              children: [
                { index: true, element: <Navigate to="account" replace /> },
                placeholder('account', 'setting-account', 'Account settings'),
                placeholder('team', 'setting-team', 'Team'),
                placeholder('subscription', 'setting-subscription', 'Subscription'),
                placeholder('integrations', 'integrations', 'Integrations'),
                placeholder('activity', 'setting-activity', 'Activity log'),
              ],
            },
            {
              path: '/setup',
              handle: meta('setup', 'Setup'),
              children: [
                placeholder('', 'setup', 'Welcome to Sasar'),
                placeholder('extension', 'setup-extension', 'Install the extension'),
                placeholder('facebook', 'setup-facebook', 'Connect Facebook'),
                placeholder('adaccount', 'setup-adaccount', 'Choose an ad account'),
              ],
            },
            placeholder('/join/:token', 'join', 'Join a team'),
            placeholder('/login-success', 'login-success', 'Signed in'),
            placeholder('/upgrade', 'upgrade', 'Upgrade'),
            placeholder('/welcome', 'welcome', 'Welcome'),
            placeholder('/select-adaccount', 'select-adaccount', 'Select an ad account'),
            placeholder('/updates', 'updates', "What's new"),
            placeholder('/deletion-request/:id', 'deletion-request', 'Deletion request'),
            { path: '*', handle: meta('not-found', 'Page not found — Sasar'), element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}
