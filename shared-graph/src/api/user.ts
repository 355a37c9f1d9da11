import { deviceFingerprint } from '../session/fingerprint';
import type { User } from '../session/types';
import { api } from './client';

export interface LoginPayload {
  user: string;
  password: string;
  /** The answer to the server's captcha challenge (required after repeated failures). */
  captcha?: { id: string; answer: string };
  /** Platform token (login through the platform). */
  token?: string;
  /** Device id; defaults to the stored fingerprint. */
  device?: string;
}

export interface UpdateTokenPayload {
  token: string;
  /** Platform user id. */
  id: string;
  connect?: boolean;
}

export interface DisconnectFacebookPayload {
  keep_login: boolean;
  reason?: string;
}

interface CallOptions {
  signal?: AbortSignal;
}

/** Product-API calls of the user (SPEC §7). */
export const userApi = {
  /** POST /user/login. A wrong password rejects with ApiError; it does not redirect. */
  login(payload: LoginPayload, opts: CallOptions = {}): Promise<User | null> {
    return api.post<User | null>('user/login', { ...payload, device: payload.device ?? deviceFingerprint() }, { ...opts, skipAuthRedirect: true });
  },
  /** POST /user/logout. */
  logout(opts: CallOptions = {}): Promise<unknown> {
    return api.post('user/logout', undefined, { ...opts, skipAuthRedirect: true });
  },
  /** GET /user with `X-Device-ID`. */
  get(opts: CallOptions & { skip?: boolean | string; deviceId?: string } = {}): Promise<User | null> {
    return api.get<User | null>('user', {
      signal: opts.signal,
      headers: { 'X-Device-ID': opts.deviceId ?? deviceFingerprint() },
      searchParams: opts.skip === undefined ? undefined : { skip: opts.skip },
    });
  },
  /** POST /user/update-token (connect or refresh the platform token). */
  updateToken(payload: UpdateTokenPayload, opts: CallOptions = {}): Promise<unknown> {
    return api.post('user/update-token', payload, opts);
  },
  /** POST /user/disconnect-facebook. */
  disconnectFacebook(payload: DisconnectFacebookPayload, opts: CallOptions = {}): Promise<unknown> {
    return api.post('user/disconnect-facebook', payload, opts);
  },
};
