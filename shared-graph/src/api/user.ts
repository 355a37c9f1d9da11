import { deviceFingerprint } from '../session/fingerprint';
import type { User } from '../session/types';
import { productApi, type ApiBody } from './typed';

/** POST /api/user/login: `captcha` answers the server's challenge (required after repeated failures), `token` is a
 * platform token, `device` defaults to the stored fingerprint. */
export type LoginPayload = ApiBody<'/api/user/login', 'post'>;
/** POST /api/user/update-token: `id` is the platform user id the client expects. */
export type UpdateTokenPayload = ApiBody<'/api/user/update-token', 'post'>;
export type DisconnectFacebookPayload = ApiBody<'/api/user/disconnect-facebook', 'post'>;

interface CallOptions {
  signal?: AbortSignal;
}

/** Product-API calls of the user (SPEC §7). */
export const userApi = {
  /** POST /user/login. A wrong password rejects with ApiError; it does not redirect. */
  login(payload: LoginPayload, opts: CallOptions = {}): Promise<User | null> {
    return productApi.post('/api/user/login', { body: { ...payload, device: payload.device ?? deviceFingerprint() }, ...opts, skipAuthRedirect: true });
  },
  /** POST /user/logout. */
  logout(opts: CallOptions = {}): Promise<unknown> {
    return productApi.post('/api/user/logout', { ...opts, skipAuthRedirect: true });
  },
  /** GET /user with `X-Device-ID`; `fetch` sends it through another fetch than the runtime's. */
  get(opts: CallOptions & { skip?: boolean | string; deviceId?: string; fetch?: typeof fetch } = {}): Promise<User | null> {
    return productApi.get('/api/user', {
      signal: opts.signal,
      headers: { 'X-Device-ID': opts.deviceId ?? deviceFingerprint() },
      query: opts.skip === undefined ? undefined : { skip: opts.skip },
      ...(opts.fetch ? { fetch: opts.fetch } : {}),
    });
  },
  /** POST /user/update-token (connect or refresh the platform token). */
  updateToken(payload: UpdateTokenPayload, opts: CallOptions = {}): Promise<User> {
    return productApi.post('/api/user/update-token', { body: payload, ...opts });
  },
  /** POST /user/disconnect-facebook. */
  disconnectFacebook(payload: DisconnectFacebookPayload, opts: CallOptions = {}): Promise<unknown> {
    return productApi.post('/api/user/disconnect-facebook', { body: payload, ...opts });
  },
};
