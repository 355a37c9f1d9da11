// The standalone login page (host/src/login-page) and the app are two documents. The page hands the user view its
// POST /user/login answered with to the app's first user load, so the app starts without a second GET /user.
// sessionStorage keeps it to this tab; it is taken once, and only shortly after the login.
import { readItem, writeItem } from '../internal/storage';
import { STORAGE_KEYS } from '../session/storageKeys';

const HANDOVER_KEY = 'sasar.loginHandover';
/** A hand-over older than this is not the login that just happened (the navigation failed, the tab was left). */
export const HANDOVER_LIFETIME_MS = 60_000;

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Sets the logged-in flag (SPEC §2: the guard reads it from localStorage) and leaves the login answer for the
 * app's next document. Without storage the app still starts: it reads the user with GET /user.
 */
export function handOverLogin(user: unknown, now = Date.now()): void {
  // A flag that cannot be kept (storage refused) sends the visitor back to login from the app's guard.
  writeItem(STORAGE_KEYS.loggedIn, 'true');
  try {
    tabStorage()?.setItem(HANDOVER_KEY, JSON.stringify({ at: now, user }));
  } catch {
    // Quota or a refused storage: the app asks for the user instead.
  }
}

/** The logged-in flag as the app's guard reads it (SPEC §6: login is judged by this local flag only). */
export function loggedInFlagSet(): boolean {
  return readItem(STORAGE_KEYS.loggedIn) === 'true';
}

/** Whether a login handed a view over in this tab within HANDOVER_LIFETIME_MS (it stays for takeLoginHandover). */
export function loginHandedOver(now = Date.now()): boolean {
  return readHandover(tabStorage(), now) !== undefined;
}

/** The user view a login handed over in this tab within HANDOVER_LIFETIME_MS, removed as it is read; else undefined. */
export function takeLoginHandover(now = Date.now()): unknown {
  const storage = tabStorage();
  const user = readHandover(storage, now);
  try {
    storage?.removeItem(HANDOVER_KEY);
  } catch {
    // Nothing to remove from a storage that refuses.
  }
  return user;
}

function readHandover(storage: Storage | null, now: number): unknown {
  let raw: string | null;
  try {
    raw = storage?.getItem(HANDOVER_KEY) ?? null;
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const { at, user } = JSON.parse(raw) as { at?: unknown; user?: unknown };
    if (typeof at !== 'number' || now - at < 0 || now - at > HANDOVER_LIFETIME_MS) return undefined;
    return user;
  } catch {
    return undefined;
  }
}
