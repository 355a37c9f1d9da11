// shared-graph/host: what only the shell (the host, or a remote's standalone dev shell and tests, which play the
// host) may call — runtime configuration, login, loading the user, the session's end and its atoms, the remote
// contract's checks, the product account API, extension detection, the banners and the toast stack, providing the
// query client. Remotes import `shared-graph`; lint keeps this entry out of their production code. It is not a shared
// module of its own: only the host bundles it, beside (and importing the same modules as) the `shared-graph` it offers.

// runtime
export { configureRuntime } from './runtime';

// the session's flows (SPEC §4): user loading and its decision, login, logout
export { decideSession, type SessionDecision } from './auth/decideSession';
export { applyUser } from './auth/applyUser';
export { loadUser, type LoadUserResult, type LoadUserOptions } from './auth/loadUser';
export { login, applyLogin } from './auth/login';
export { handOverLogin, loggedInFlagSet } from './auth/loginHandover';
export { logout } from './auth/logout';
export { resetSession } from './auth/resetSession';
export { expireLogin } from './session/expireLogin';
export { setLanguage } from './session/atoms';
export { storedLanguage, storeLanguage } from './session/language';
export { deviceFingerprint } from './session/fingerprint';
export { runTokenCheck, selectExtensionAccount, isSetupReason, SETUP_REASON_MESSAGES, type SetupReason } from './auth/platform-check';

// the product's user and account API (login, captcha, password reset, settings, deletion, platform connection)
export { userApi, type LoginPayload, type UpdateTokenPayload, type DisconnectFacebookPayload } from './api/user';
export {
  accountApi,
  type CaptchaChallenge,
  type NotificationSettings,
  type AccountSettings,
  type DeletionRequest,
  type PlatformConnection,
  type TokenCheckResult,
  type EmailStatus,
} from './api/account';

// the extension is detected once, by the shell
export { detectExtension, startExtensionDetection } from './graph/extension';

// the shell renders the toast stack
export { useToasts } from './notify';

// the shell provides the one query client: <QueryClientProvider client={queryClient}>
export { queryClient } from './server-state/queryClient';

// the remote contract's checks: the host refuses a remote built against another contract (loadArea)
export { isCompatibleRemote, resolveRemoteModule, type PageText, type RouteMeta } from './contract';

// the session's state the shell sets up and reads (tests that play the shell set it too)
export {
  sessionStore,
  loggedInAtom,
  userAtom,
  activeTeamIdAtom,
  activeAdAccountAtom,
  adAccountSpanAtom,
  audienceSettingsAtom,
  adSettingsAtom,
  graphErrorAtom,
  bannersAtom,
  localeAtom,
  languageAtom,
  extensionInstalledAtom,
  extensionCheckedAtom,
  extensionSeenAtom,
  defaultAudienceSettings,
  addBanner,
} from './session/atoms';
export { defaultAdSettings } from './session/placements';
export type { Team, User, UserRole } from './session/types';
export { selectAdAccount, type AdAccountSelection } from './session/selection';
export { chooseAdAccounts } from './account-choice/useAdAccountChoice';
export { useActiveTeam, useBanners, useExtensionInstalled, useExtensionMissing, useGraphError } from './session/hooks';
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from './session/language';
export { routePaths, redirectTarget } from './routes';
export { reportError } from './runtime';
export { selectTransport } from './graph/client';
export { api } from './api/client';
export { createQueryClient } from './server-state/queryClient';
export { toastsAtom } from './notify';
export { figureFreshnessAtom } from './freshness/figureFreshness';

// the rate-limit meter in the header
export { useRateLimitState } from './rate-limit/useRateLimitUsage';
export { rateLimitUsageAtom, usageFor, type AccountUsageView, type RateLimitState, type UsageLevel } from './rate-limit/rateLimitUsage';

// the activity log's undo of one change
export { undoActivity } from './undo/undoChanges';

