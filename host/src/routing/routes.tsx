// The host's own part of the route table of SPEC §2. Remote areas are patched in at runtime (remotePatcher).
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteMeta } from 'shared-graph';
import { GuestOnly, RequireLogin } from '../access/guards';
import { Root } from '../shell/Root';
import { ShellFrame } from '../shell/ShellFrame';
import { ShellLayout, ShellLayoutError } from '../shell/ShellLayout';
import { LoginScreen } from '../screens/login/LoginScreen';
import { LogoutScreen } from '../screens/logout/LogoutScreen';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen';
import { ActivityScreen } from '../screens/settings/ActivityScreen';
import { JoinScreen } from '../screens/settings/JoinScreen';
import { SubscriptionScreen } from '../screens/settings/SubscriptionScreen';
import { TeamScreen } from '../screens/settings/TeamScreen';
import { UpdatesScreen } from '../screens/updates/UpdatesScreen';
import { UpgradeScreen } from '../screens/settings/UpgradeScreen';
import { ResetScreen } from '../screens/reset/ResetScreen';
import { VerifyEmailScreen } from '../screens/verify-email/VerifyEmailScreen';
import { DeletionRequestScreen } from '../screens/deletion/DeletionRequestScreen';
import { AccountSettingsScreen } from '../screens/settings/AccountSettingsScreen';
import { IntegrationsScreen } from '../screens/settings/IntegrationsScreen';
import { SettingsLayout } from '../screens/settings/SettingsLayout';
import { SetupAdAccountScreen } from '../screens/setup/SetupAdAccountScreen';
import { SetupExtensionScreen } from '../screens/setup/SetupExtensionScreen';
import { SetupFacebookScreen } from '../screens/setup/SetupFacebookScreen';
import { SetupWelcomeScreen } from '../screens/setup/SetupWelcomeScreen';
import { WelcomeScreen } from '../screens/welcome/WelcomeScreen';

export const ROOT_ROUTE_ID = 'root';
export const LAYOUT_ROUTE_ID = 'layout';

const meta = (name: string, title?: string, description?: string): RouteMeta => ({
  name,
  ...(title ? { title } : {}),
  ...(description ? { description } : {}),
});

export function createHostRoutes(): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <Root />,
      hydrateFallbackElement: <ShellFrame />,
      children: [
        {
          element: <GuestOnly />,
          children: [
            { path: '/user/login', handle: meta('login', 'Masuk — Sasar', 'Masuk ke Sasar untuk riset audiens dan mengelola iklan.'), element: <LoginScreen /> },
            { path: '/user/reset', handle: meta('reset', 'Reset password — Sasar'), element: <ResetScreen /> },
          ],
        },
        { path: '/logout', handle: meta('logout', 'Logging out'), element: <LogoutScreen /> },
        { path: '/user/verify-email', handle: meta('verify-email', 'Confirm your e-mail address — Sasar'), element: <VerifyEmailScreen /> },
        {
          id: LAYOUT_ROUTE_ID,
          element: <ShellLayout />,
          errorElement: <ShellLayoutError />,
          children: [
            {
              path: '/setting',
              element: <RequireLogin><SettingsLayout /></RequireLogin>,
              handle: { ...meta('setting', 'Settings'), ribbon: true },
              children: [
                { index: true, element: <Navigate to="account" replace /> },
                { path: 'account', handle: meta('setting-account', 'Account settings — Sasar'), element: <AccountSettingsScreen /> },
                { path: 'team', handle: meta('setting-team', 'Team — Sasar'), element: <TeamScreen /> },
                { path: 'subscription', handle: meta('setting-subscription', 'Subscription — Sasar'), element: <SubscriptionScreen /> },
                { path: 'integrations', handle: meta('integrations', 'Integrations — Sasar'), element: <IntegrationsScreen /> },
                { path: 'activity', handle: meta('setting-activity', 'Activity log — Sasar'), element: <ActivityScreen /> },
              ],
            },
            {
              path: '/setup',
              handle: meta('setup', 'Setup'),
              children: [
                { index: true, handle: meta('setup', 'Welcome to Sasar'), element: <RequireLogin><SetupWelcomeScreen /></RequireLogin> },
                { path: 'extension', handle: meta('setup-extension', 'Install the extension'), element: <RequireLogin><SetupExtensionScreen /></RequireLogin> },
                { path: 'facebook', handle: meta('setup-facebook', 'Connect Facebook'), element: <RequireLogin><SetupFacebookScreen /></RequireLogin> },
                { path: 'adaccount', handle: meta('setup-adaccount', 'Choose an ad account'), element: <RequireLogin><SetupAdAccountScreen /></RequireLogin> },
              ],
            },
            { path: '/join/:token', handle: meta('join', 'Join a team — Sasar'), element: <RequireLogin><JoinScreen /></RequireLogin> },
            { path: '/login-success', handle: meta('login-success', 'Signed in'), element: <Navigate to="/" replace /> },
            { path: '/upgrade', handle: meta('upgrade', 'Upgrade — Sasar'), element: <RequireLogin><UpgradeScreen /></RequireLogin> },
            { path: '/welcome', handle: meta('welcome', 'Welcome to Sasar'), element: <RequireLogin><WelcomeScreen /></RequireLogin> },
            { path: '/select-adaccount', handle: meta('select-adaccount', 'Select an ad account'), element: <RequireLogin><SetupAdAccountScreen /></RequireLogin> },
            { path: '/updates', handle: meta('updates', "What's new — Sasar"), element: <UpdatesScreen /> },
            { path: '/deletion-request/:id', handle: meta('deletion-request', 'Deletion request'), element: <DeletionRequestScreen /> },
            { path: '*', handle: meta('not-found', 'Page not found — Sasar'), element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}
