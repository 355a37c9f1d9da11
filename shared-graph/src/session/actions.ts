import { ApiError } from '../api/client';
import { userApi, type LoginPayload } from '../api/user';
import { isCancelled } from '../errors/cancel';
import { EMPTY_USER_DATA } from '../errors/messages';
import { navigateTo } from '../runtime';
import { pathFor, routePaths } from '../routes';
import {
  activeAdAccountAtom,
  activeTeamIdAtom,
  adSettingsAtom,
  adsTokenAtom,
  audienceSettingsAtom,
  bannersAtom,
  defaultAudienceSettings,
  graphErrorAtom,
  isPickable,
  loggedInAtom,
  sessionStore,
  userAtom,
  userErrorAtom,
  type SessionStore,
} from './atoms';
import { defaultAdSettings } from './placements';
import { rememberedAdAccount, selectAdAccount, type AdAccountSelection } from './selection';
import type { User } from './types';

/** What should happen after the user loaded (SPEC §4 "Connection and login"). */
export type SessionDecision =
  | { kind: 'setup-facebook'; path: string }
  | { kind: 'setup-adaccount'; path: string }
  | { kind: 'ready'; teamId: number; accountId: string; source: 'stored' | 'first' };

/** Outcome of loadUser: a decision, or why there is none. */
export type LoadUserResult =
  | SessionDecision
  | { kind: 'unauthorized' }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'cancelled' };

/**
 * The pure SPEC §4 decision: not connected → setup-facebook; no pickable ad account (status 1 or 3) →
 * setup-adaccount; else the remembered `team:account` when it is still one of the user's pickable accounts, else
 * the first pickable one.
 */
export function decideSession(user: User, remembered: AdAccountSelection | null): SessionDecision {
  if (!user.facebook_connected) return { kind: 'setup-facebook', path: pathFor('setup-facebook') };
  const pickable = (user.ad_accounts ?? []).filter(isPickable);
  const first = pickable[0];
  if (!first) return { kind: 'setup-adaccount', path: pathFor('setup-adaccount') };
  if (remembered && pickable.some((a) => a.id === remembered.accountId && a.team === remembered.teamId)) {
    return { kind: 'ready', teamId: remembered.teamId, accountId: remembered.accountId, source: 'stored' };
  }
  return { kind: 'ready', teamId: first.team, accountId: first.id, source: 'first' };
}

function isEmptyUser(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (typeof data !== 'object' || Array.isArray(data)) return true;
  return Object.keys(data).length === 0;
}

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
 * GET /user, store the user and token, then apply the SPEC §4 decision (navigate to setup-facebook /
 * setup-adaccount, or select the remembered or first pickable ad account). Resolves with what happened; never
 * rejects. A 401 clears the session and goes to login (unless already there); a failure sets userErrorAtom to the
 * server's message (status text as fallback); empty data sets 'Empty User Data'.
 */
export async function loadUser(opts: LoadUserOptions = {}): Promise<LoadUserResult> {
  const store = opts.store ?? sessionStore;
  store.set(userErrorAtom, null);
  let data: User | null;
  try {
    data = await userApi.get({ signal: opts.signal, skip: opts.skip });
  } catch (error) {
    if (isCancelled(error)) return { kind: 'cancelled' };
    if (error instanceof ApiError && error.status === 401) return { kind: 'unauthorized' };
    const status = error instanceof ApiError ? error.status : 0;
    const message = error instanceof Error ? error.message : String(error);
    store.set(userErrorAtom, message);
    return { kind: 'error', status, message };
  }
  if (isEmptyUser(data)) {
    store.set(userErrorAtom, EMPTY_USER_DATA);
    return { kind: 'error', status: 200, message: EMPTY_USER_DATA };
  }
  const raw = data as User;
  const user: User = { ...raw, teams: raw.teams ?? [], ad_accounts: raw.ad_accounts ?? [] };
  store.set(userAtom, user);
  store.set(loggedInAtom, true);

  const decision = decideSession(user, rememberedAdAccount(user.id));
  if (decision.kind === 'ready') {
    selectAdAccount(decision.teamId, decision.accountId, store);
  } else if (opts.redirect !== false && !opts.routeName?.startsWith('admin-')) {
    navigateTo(decision.path);
  }
  return decision;
}

/**
 * POST /user/login and set the logged-in flag. Rejects with ApiError on failure (wrong password …).
 * The user is not taken from the login answer: the shell's next `loadUser()` reads it and applies the SPEC §4
 * decision (setup redirects, or the remembered / first ad account), the same way as on any page load.
 */
export async function login(payload: LoginPayload, opts: { signal?: AbortSignal; store?: SessionStore } = {}): Promise<User | null> {
  const store = opts.store ?? sessionStore;
  const result = await userApi.login(payload, { signal: opts.signal });
  store.set(userAtom, null);
  store.set(loggedInAtom, true);
  return result;
}

/** Resets every session atom to its logged-out default (the remembered ad accounts stay in storage). */
export function resetSession(store: SessionStore = sessionStore): void {
  store.set(loggedInAtom, false);
  store.set(userAtom, null);
  store.set(userErrorAtom, null);
  store.set(adsTokenAtom, null);
  store.set(activeTeamIdAtom, 0);
  store.set(activeAdAccountAtom, null);
  store.set(audienceSettingsAtom, defaultAudienceSettings());
  store.set(adSettingsAtom, defaultAdSettings());
  store.set(graphErrorAtom, null);
  store.set(bannersAtom, []);
}

/**
 * POST /user/logout (failures ignored), reset the session, then go to login (pass `redirect: false` to stay).
 */
export async function logout(opts: { redirect?: boolean; store?: SessionStore } = {}): Promise<void> {
  try {
    await userApi.logout();
  } catch {
    // the local session ends either way
  }
  resetSession(opts.store ?? sessionStore);
  if (opts.redirect !== false) navigateTo(routePaths.login, { replace: true });
}

