import { currentPath, navigateTo } from '../runtime';
import { isRoute, loginRedirectPath } from '../routes';
import { adsTokenAtom, loggedInAtom, sessionStore, userAtom, type SessionStore } from './atoms';

/**
 * The product session is gone (a 401 from the product API): clear the logged-in flag, the token and the user,
 * and go to login with `?redirect=<current full path>` — unless already on a guest page (login, reset).
 */
export function expireLogin(store: SessionStore = sessionStore, opts: { redirect?: boolean } = {}): void {
  store.set(loggedInAtom, false);
  store.set(userAtom, null);
  store.set(adsTokenAtom, null);
  if (opts.redirect === false) return;
  const path = currentPath();
  if (isRoute(path, 'login') || isRoute(path, 'reset')) return;
  navigateTo(loginRedirectPath(path), { replace: true });
}
