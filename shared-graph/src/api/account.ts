import { productApi } from './typed';
import type { ApiBody, ApiData } from './types';
import type { Language } from '../session/language';

/** A captcha challenge the server issued: show `image`, send back `{ id, answer }` with the login. */
export type CaptchaChallenge = ApiData<'/api/captcha'>;
export type AccountSettings = ApiData<'/api/user/settings'>;
export type NotificationSettings = AccountSettings['notification'];
export type DeletionRequest = ApiData<'/api/deletion-request/{id}'>;
export type PlatformConnection = NonNullable<ApiData<'/api/user/connection'>>;
/** The server's debug_token check of the stored platform token (SPEC §4 "Token check"). */
export type TokenCheckResult = ApiData<'/api/user/token-check'>;
/** The account's e-mail address: `email` is verified (reset and rule mails go there), `pending_email` awaits its link. */
export type EmailStatus = ApiData<'/api/user/email'>;

interface CallOptions {
  signal?: AbortSignal;
}

/** Product-API calls for accounts: captcha, password reset, settings, deletion, platform connection. */
export const accountApi = {
  captcha: (opts: CallOptions = {}) => productApi.get('/api/captcha', { ...opts, skipAuthRedirect: true }),
  requestReset: (login: string) => productApi.post('/api/user/reset', { body: { login }, skipAuthRedirect: true }),
  checkReset: (token: string) => productApi.post('/api/user/reset/check', { body: { token }, skipAuthRedirect: true }),
  confirmReset: (token: string, password: string) => productApi.post('/api/user/reset/confirm', { body: { token, password }, skipAuthRedirect: true }),
  settings: (opts: CallOptions = {}) => productApi.get('/api/user/settings', opts),
  email: (opts: CallOptions = {}) => productApi.get('/api/user/email', opts),
  /** Mails a confirmation link to `email`; it becomes the account's address once the link is opened. */
  setEmail: (email: string) => productApi.post('/api/user/email', { body: { email } }),
  removeEmail: () => productApi.delete('/api/user/email'),
  verifyEmail: (token: string) => productApi.post('/api/user/email/verify', { body: { token }, skipAuthRedirect: true }),
  agree: (agree: boolean) => productApi.post('/api/user/agree', { body: { agree } }),
  /** `value` is one of the settings' `api_versions` (the server refuses any other). */
  setApiVersion: (value: string) =>
    productApi.post('/api/user/setting/api_version', { body: { value: value as ApiBody<'/api/user/setting/api_version', 'post'>['value'] } }),
  /** The language of titles, descriptions and country names, stored for the user (session/language.ts). */
  setLanguage: (value: Language) => productApi.post('/api/user/setting/language', { body: { value } }),
  setNotification: (fields: Partial<NotificationSettings>) => productApi.post('/api/user/notification', { body: fields }),
  changePassword: (current: string, next: string) =>
    productApi.post('/api/user/password', { body: { current_password: current, new_password: next } }),
  requestDeletion: (confirm: string, reason?: string) => productApi.post('/api/user/deletion-request', { body: { confirm, reason: reason ?? null } }),
  myDeletion: (opts: CallOptions = {}) => productApi.get('/api/user/deletion-request', opts),
  cancelDeletion: () => productApi.delete('/api/user/deletion-request'),
  deletionStatus: (id: string, opts: CallOptions = {}) =>
    productApi.get('/api/deletion-request/{id}', { params: { id }, ...opts, skipAuthRedirect: true }),
  tokenCheck: (opts: CallOptions & { force?: boolean } = {}) =>
    productApi.get('/api/user/token-check', { signal: opts.signal, query: opts.force ? { force: '1' } : undefined }),
  connection: (opts: CallOptions = {}) => productApi.get('/api/user/connection', opts),
  /** Where the browser goes to start "Connect Facebook" (a full-page navigation to the platform's dialog). */
  oauthStartUrl: (returnTo: 'setup' | 'integrations' = 'setup') => `/api/platform/oauth/start?return=${returnTo}`,
};
