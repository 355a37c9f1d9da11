import { api } from './client';

/** A captcha challenge the server issued: show `image`, send back `{ id, answer }` with the login. */
export interface CaptchaChallenge {
  id: string;
  image: string;
  expires_at: string;
}

export interface NotificationSettings {
  rule_execution_email: boolean;
  weekly_report: boolean;
  product_news: boolean;
}

export interface AccountSettings {
  login: string;
  email: string | null;
  device_fingerprint: string | null;
  plan: { package: string | null; expires_at: string | null };
  api_version: string;
  api_versions: string[];
  notification: NotificationSettings;
}

export interface DeletionRequest {
  id: string;
  status: 'pending' | 'completed';
  requested_at: string;
  scheduled_for: string;
  completed_at: string | null;
}

export interface PlatformConnection {
  platform_user_id: string;
  name: string;
  picture_url: string | null;
  token_last4: string;
  scopes: string[];
  expires_at: string | null;
  status: 'active' | 'expired';
  connected_at: string;
}

/** The server's debug_token check of the stored platform token (SPEC §4 "Token check"). */
export type TokenCheckResult =
  | { status: 'ok'; checked_at: string }
  | { status: 'no_adstoken'; message: string }
  | { status: 'disconnected'; reason: 'invalid' | 'offline_access' | 'not_app_token' | 'check_failed'; message: string }
  | { status: 'unavailable'; message: string };

/** The account's e-mail address: `email` is verified (reset and rule mails go there), `pending_email` awaits its link. */
export interface EmailStatus {
  email: string | null;
  verified_at: string | null;
  pending_email: string | null;
}

interface CallOptions {
  signal?: AbortSignal;
}

/** Product-API calls for accounts: captcha, password reset, settings, deletion, platform connection. */
export const accountApi = {
  captcha: (opts: CallOptions = {}) => api.get<CaptchaChallenge>('captcha', { ...opts, skipAuthRedirect: true }),
  requestReset: (login: string) => api.post<{ sent: true }>('user/reset', { login }, { skipAuthRedirect: true }),
  checkReset: (token: string) => api.post<{ valid: true }>('user/reset/check', { token }, { skipAuthRedirect: true }),
  confirmReset: (token: string, password: string) =>
    api.post<{ reset: true; login: string | null }>('user/reset/confirm', { token, password }, { skipAuthRedirect: true }),
  settings: (opts: CallOptions = {}) => api.get<AccountSettings>('user/settings', opts),
  email: (opts: CallOptions = {}) => api.get<EmailStatus>('user/email', opts),
  /** Mails a confirmation link to `email`; it becomes the account's address once the link is opened. */
  setEmail: (email: string) => api.post<EmailStatus>('user/email', { email }),
  removeEmail: () => api.delete<EmailStatus>('user/email'),
  verifyEmail: (token: string) => api.post<{ verified: true; email: string }>('user/email/verify', { token }, { skipAuthRedirect: true }),
  agree: (agree: boolean) => api.post<unknown>('user/agree', { agree }),
  setApiVersion: (value: string) => api.post<AccountSettings>('user/setting/api_version', { value }),
  setNotification: (fields: Partial<NotificationSettings>) => api.post<AccountSettings>('user/notification', fields),
  changePassword: (current: string, next: string) =>
    api.post<{ changed: true }>('user/password', { current_password: current, new_password: next }),
  requestDeletion: (confirm: string, reason?: string) => api.post<DeletionRequest>('user/deletion-request', { confirm, reason: reason ?? null }),
  myDeletion: (opts: CallOptions = {}) => api.get<DeletionRequest | null>('user/deletion-request', opts),
  cancelDeletion: () => api.delete<{ cancelled: true }>('user/deletion-request'),
  deletionStatus: (id: string, opts: CallOptions = {}) =>
    api.get<DeletionRequest>(`deletion-request/${encodeURIComponent(id)}`, { ...opts, skipAuthRedirect: true }),
  tokenCheck: (opts: CallOptions & { force?: boolean } = {}) =>
    api.get<TokenCheckResult>('user/token-check', { signal: opts.signal, searchParams: opts.force ? { force: 1 } : undefined }),
  connection: (opts: CallOptions = {}) => api.get<PlatformConnection | null>('user/connection', opts),
  /** Where the browser goes to start "Connect Facebook" (a full-page navigation to the platform's dialog). */
  oauthStartUrl: (returnTo: 'setup' | 'integrations' = 'setup') => `/api/platform/oauth/start?return=${returnTo}`,
};
