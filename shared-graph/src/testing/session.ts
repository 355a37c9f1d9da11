// A fresh page for one test: empty storage, a logged-out session reset to its defaults, no toasts, and the runtime
// pointed at the real fetch (answered by the doubles); then, when told, a user signed in with an ad account chosen.
import { configureRuntime } from '../runtime';
import { resetSession } from '../auth/resetSession';
import { notify } from '../notify';
import { extensionInstalledAtom, localeAtom, loggedInAtom, sessionStore, userAtom } from '../session/atoms';
import { selectAdAccount } from '../session/selection';
import type { User } from '../session/types';
import { makeUser } from '../test-utils';

export interface SessionOptions {
  /** The signed-in user (makeUser's Dewi with these changes); null: nobody is signed in. */
  user?: Partial<User> | null;
  /** The ad account chosen, in `team` (none when null). */
  adAccount?: string | null;
  team?: number;
  /** The page's path, as the runtime reports it. */
  path?: string;
  /** The login flag in storage is set too (the host's shell reads it). */
  loggedIn?: boolean;
}

export interface TestSession {
  navigate: jest.Mock;
  reportError: jest.Mock;
}

export function startSession({ user = {}, adAccount = null, team = 0, path = '/', loggedIn = false }: SessionOptions = {}): TestSession {
  localStorage.clear();
  resetSession();
  sessionStore.set(localeAtom, 'auto');
  sessionStore.set(extensionInstalledAtom, false);
  notify.clear();
  const navigate = jest.fn();
  const reportError = jest.fn();
  configureRuntime({ navigate, reportError, getCurrentPath: () => path });
  if (user) sessionStore.set(userAtom, makeUser(user));
  if (loggedIn) sessionStore.set(loggedInAtom, true);
  if (adAccount) selectAdAccount(team, adAccount);
  return { navigate, reportError };
}
