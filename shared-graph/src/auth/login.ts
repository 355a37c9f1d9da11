import { userApi, type LoginPayload } from '../api/user';
import { queryClient } from '../server-state/queryClient';
import { loggedInAtom, sessionStore, userAtom, type SessionStore } from '../session/atoms';
import { applyUser } from './applyUser';
import { forgetFirstUserView } from './firstUserView';
import type { SessionDecision } from './decideSession';

/**
 * Applies the user view POST /user/login answered with — no second `GET /user`: the user, token and logged-in flag
 * are set and the SPEC §4 decision runs at once (the remembered or first ad account is selected). Returns the
 * decision; the caller navigates (`decision.path` for a setup decision, else where the user was going). Cached
 * server state of an earlier session is dropped. Should the server answer without a user, the flag is set and the
 * shell's loadUser reads it (null).
 */
export function applyLogin(answer: unknown, store: SessionStore = sessionStore): SessionDecision | null {
  forgetFirstUserView();
  queryClient.clear();
  const decision = applyUser(answer, store);
  if (!decision) {
    store.set(userAtom, null);
    store.set(loggedInAtom, true);
  }
  return decision;
}

/** POST /user/login, then applyLogin. Rejects with ApiError on failure (wrong password, captcha …). */
export async function login(payload: LoginPayload, opts: { signal?: AbortSignal; store?: SessionStore } = {}): Promise<SessionDecision | null> {
  const answer = await userApi.login(payload, { signal: opts.signal });
  return applyLogin(answer, opts.store);
}
