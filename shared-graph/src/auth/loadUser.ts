import { ApiError } from '../api/client';
import { userApi } from '../api/user';
import { isCancelled } from '../errors/cancel';
import { EMPTY_USER_DATA } from '../errors/messages';
import { getRuntime, navigateTo } from '../runtime';
import { sessionStore, userErrorAtom, type SessionStore } from '../session/atoms';
import { applyUser, isEmptyUser } from './applyUser';
import { takeLoginHandover } from './loginHandover';
import type { SessionDecision } from './decideSession';
import { takeFirstUserView } from './firstUserView';

/** Outcome of loadUser: a decision, or why there is none. */
export type LoadUserResult =
  | SessionDecision
  | { kind: 'unauthorized' }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'cancelled' };

export interface LoadUserOptions {
  signal?: AbortSignal;
  /** Sent as `skip` (the server skips the platform refresh). */
  skip?: boolean | string;
  /** Navigate for setup-facebook/setup-adaccount decisions. Default true. */
  redirect?: boolean;
  /** Name of the current route; 'admin-…' routes are exempt from the platform redirects (SPEC §2). */
  routeName?: string;
  store?: SessionStore;
}

/**
 * Reads the user — the view the standalone login page handed over, on the first load after it; else GET /user, which
 * on the page's first load is the answer to the request the page sent as it started, when that asked the same
 * (firstUserView.ts) — stores it with the token, then applies the SPEC §4 decision (navigate to setup-facebook /
 * setup-adaccount, or select the remembered or first pickable ad account). Resolves with what happened; never
 * rejects. A 401 clears the session and goes to login (unless already there); a failure sets userErrorAtom to the
 * server's message (status text as fallback); empty data sets 'Empty User Data'.
 */
export async function loadUser(opts: LoadUserOptions = {}): Promise<LoadUserResult> {
  const store = opts.store ?? sessionStore;
  store.set(userErrorAtom, null);
  let data: unknown = takeLoginHandover();
  try {
    if (isEmptyUser(data)) {
      const firstView = takeFirstUserView();
      // The first view went through the browser's fetch: it does not stand in for a runtime that has a fetch of its own.
      data = await userApi.get({ signal: opts.signal, skip: opts.skip, fetch: getRuntime().fetch ? undefined : firstView });
    }
  } catch (error) {
    if (isCancelled(error)) return { kind: 'cancelled' };
    if (error instanceof ApiError && error.status === 401) return { kind: 'unauthorized' };
    const status = error instanceof ApiError ? error.status : 0;
    const message = error instanceof Error ? error.message : String(error);
    store.set(userErrorAtom, message);
    return { kind: 'error', status, message };
  }
  const decision = applyUser(data, store);
  if (!decision) return { kind: 'error', status: 200, message: EMPTY_USER_DATA };
  if (decision.kind !== 'ready' && opts.redirect !== false && !opts.routeName?.startsWith('admin-')) navigateTo(decision.path);
  return decision;
}
