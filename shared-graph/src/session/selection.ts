import { readItem, removeItem, writeItem } from '../internal/storage';
import {
  activeAdAccountAtom,
  activeTeamIdAtom,
  adAccountSpanAtom,
  adAccountStorageKey,
  isPickable,
  adSettingsAtom,
  sessionStore,
  userAtom,
  type SessionStore,
} from './atoms';
import { STORAGE_KEYS } from './storageKeys';

export interface AdAccountSelection {
  teamId: number;
  accountId: string;
}

/** Parses a remembered `team:account` value. */
export function parseSelection(value: string | null | undefined): AdAccountSelection | null {
  if (!value) return null;
  const at = value.indexOf(':');
  if (at <= 0) return null;
  const teamId = Number(value.slice(0, at));
  const accountId = value.slice(at + 1);
  if (!Number.isInteger(teamId) || !accountId) return null;
  return { teamId, accountId };
}

/** The `team:account` remembered for this user, if any. */
export function rememberedAdAccount(userId: number | string): AdAccountSelection | null {
  return parseSelection(readItem(adAccountStorageKey(userId)));
}

/**
 * Makes `accountId` (used through team `teamId`, 0 = own) the active ad account: sets the team and account atoms,
 * the ad settings' account and currency, and remembers `team:account` for the current user.
 */
export function selectAdAccount(teamId: number, accountId: string, store: SessionStore = sessionStore): void {
  const user = store.get(userAtom);
  const info = user?.ad_accounts.find((a) => a.id === accountId && a.team === teamId) ?? user?.ad_accounts.find((a) => a.id === accountId);
  store.set(activeTeamIdAtom, teamId);
  store.set(activeAdAccountAtom, accountId);
  store.set(adSettingsAtom, (s) => ({
    ...s,
    ad_account: accountId,
    ad_account_ext: s.ad_account === accountId ? s.ad_account_ext : null,
    currency: info?.currency ?? (s.ad_account === accountId ? s.currency : null),
  }));
  if (user) writeItem(adAccountStorageKey(user.id), `${teamId}:${accountId}`);
}

/** Clears the active ad account (back to the own team) and forgets the remembered one. */
export function clearAdAccountSelection(store: SessionStore = sessionStore): void {
  const user = store.get(userAtom);
  store.set(activeTeamIdAtom, 0);
  store.set(activeAdAccountAtom, null);
  store.set(adAccountSpanAtom, null);
  store.set(adSettingsAtom, (s) => ({ ...s, ad_account: null, ad_account_ext: null, currency: null }));
  if (user) removeItem(adAccountStorageKey(user.id));
  if (user) removeItem(`${STORAGE_KEYS.adAccountSpanPrefix}${user.id}`);
}

/**
 * Spans several ad accounts ('all', or a set), or back to one (null). The active account stays: screens that work on
 * one account (rules, research) keep it, and the proxy sends its team when a call names no other.
 */
export function selectAdAccountSpan(span: 'all' | readonly AdAccountSelection[] | null, store: SessionStore = sessionStore): void {
  store.set(adAccountSpanAtom, span === null || span === 'all' ? span : [...span]);
  const user = store.get(userAtom);
  if (!user) return;
  const key = `${STORAGE_KEYS.adAccountSpanPrefix}${user.id}`;
  if (span === null) removeItem(key);
  else writeItem(key, span === 'all' ? 'all' : span.map((s) => `${s.teamId}:${s.accountId}`).join(','));
}

/**
 * The "All ad accounts" or set choice remembered for this user, as far as the user can still pick it: a set keeps
 * its pickable accounts and is forgotten when fewer than two are left.
 */
export function rememberedAdAccountSpan(user: { id: number | string; ad_accounts: readonly { id: string; team: number; account_status: number }[] }): 'all' | AdAccountSelection[] | null {
  const value = readItem(`${STORAGE_KEYS.adAccountSpanPrefix}${user.id}`);
  if (!value) return null;
  const pickable = user.ad_accounts.filter(isPickable);
  if (value === 'all') return pickable.length > 1 ? 'all' : null;
  const set = value
    .split(',')
    .map(parseSelection)
    .filter((s): s is AdAccountSelection => s !== null && pickable.some((a) => a.id === s.accountId && a.team === s.teamId));
  return set.length > 1 ? set : null;
}
