import { EMPTY_USER_DATA } from '../errors/messages';
import { adAccountSpanAtom, languageAtom, loggedInAtom, userAtom, userErrorAtom, type SessionStore } from '../session/atoms';
import { isLanguage } from '../session/language';
import { rememberedAdAccount, rememberedAdAccountSpan, selectAdAccount } from '../session/selection';
import type { User } from '../session/types';
import { decideSession, type SessionDecision } from './decideSession';

/** True for an answer that holds no user (null, not an object, or `{}`). */
export function isEmptyUser(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (typeof data !== 'object' || Array.isArray(data)) return true;
  return Object.keys(data).length === 0;
}

/**
 * Takes a user view the server answered with (GET /user or POST /user/login): stores the user and the logged-in
 * flag, and applies the SPEC §4 decision's ad-account part (the remembered or first pickable account).
 * Navigating for a setup decision is the caller's part. An empty view sets 'Empty User Data' and returns null.
 */
export function applyUser(data: unknown, store: SessionStore): SessionDecision | null {
  if (isEmptyUser(data)) {
    store.set(userErrorAtom, EMPTY_USER_DATA);
    return null;
  }
  const raw = data as User;
  const user: User = { ...raw, teams: raw.teams ?? [], ad_accounts: raw.ad_accounts ?? [] };
  store.set(userErrorAtom, null);
  store.set(userAtom, user);
  store.set(loggedInAtom, true);
  // The user's own choice follows them to any browser; without one, this browser's last choice stays.
  if (isLanguage(user.language)) store.set(languageAtom, user.language);
  const decision = decideSession(user, rememberedAdAccount(user.id));
  if (decision.kind === 'ready') {
    selectAdAccount(decision.teamId, decision.accountId, store);
    // "All ad accounts" or a set chosen in the header stays chosen across reloads.
    store.set(adAccountSpanAtom, rememberedAdAccountSpan(user));
  }
  return decision;
}
