import { userApi } from '../api/user';
import { navigateTo } from '../runtime';
import { routePaths } from '../routes';
import { sessionStore, type SessionStore } from '../session/atoms';
import { resetSession } from './resetSession';

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
