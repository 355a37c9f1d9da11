import { userApi, type LoginPayload } from '../api/user';
import { queryClient } from '../server-state/queryClient';
import { loggedInAtom, sessionStore, userAtom, type SessionStore } from '../session/atoms';
import { applyUser } from './applyUser';
import { forgetFirstUserView } from './firstUserView';
import type { SessionDecision } from './decideSession';

/**
 * POST /user/login, then apply the user view the server answered with — no second `GET /user`: the user, token and
 * logged-in flag are set and the SPEC §4 decision runs at once (the remembered or first ad account is selected).
 * Resolves with the decision; the caller navigates (`decision.path` for a setup decision, else where the user was
 * going). Rejects with ApiError on failure (wrong password, captcha …). Cached server state of an earlier session
 * is dropped. Should a server answer without a user, the flag is set and the shell's loadUser reads it (null).
 */
export async function login(payload: LoginPayload, opts: { signal?: AbortSignal; store?: SessionStore } = {}): Promise<SessionDecision | null> {
  const store = opts.store ?? sessionStore;
  const answer = await userApi.login(payload, { signal: opts.signal });
  forgetFirstUserView();
  queryClient.clear();
  const decision = applyUser(answer, store);
  if (!decision) {
    store.set(userAtom, null);
    store.set(loggedInAtom, true);
  }
  return decision;
}
