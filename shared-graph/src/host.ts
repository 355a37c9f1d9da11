// shared-graph/host: what only the shell (the host, or a remote's standalone dev shell and tests, which play the
// host) may call — runtime configuration, login, loading the user, the session's end, the product account API,
// extension detection, rendering the toast stack, providing the query client. Remotes import `shared-graph`.

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
