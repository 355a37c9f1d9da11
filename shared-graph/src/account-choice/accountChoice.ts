// What the header's ad-account picker holds: one account, every account ("All ad accounts") or a chosen set —
// and how an area's URL writes it (`team:act_…` keys, as the dashboard's `accounts=` already did).
import type { AdAccountSelection } from '../session/selection';
import type { UserAdAccount } from '../session/types';

export type AdAccountChoice =
  | { kind: 'account'; teamId: number; accountId: string }
  | { kind: 'all' }
  | { kind: 'set'; accounts: readonly AdAccountSelection[] };

/** A key that is equal for equal choices (a set's order does not matter). */
export function choiceKey(choice: AdAccountChoice): string {
  if (choice.kind === 'all') return 'all';
  if (choice.kind === 'account') return `${choice.teamId}:${choice.accountId}`;
  return `set:${formatAccountKeys(choice.accounts).split(',').sort().join(',')}`;
}

/** `0:act_1,7:act_70` — a set as a URL parameter. */
export function formatAccountKeys(accounts: readonly AdAccountSelection[]): string {
  return accounts.map((a) => `${a.teamId}:${a.accountId}`).join(',');
}

const ACCOUNT_KEY = /^(\d{1,9}):(act_\d{1,30})$/;

/** The well-formed `team:act_…` keys of a URL parameter, each once; anything else is left out. */
export function parseAccountKeys(text: string | null | undefined): AdAccountSelection[] {
  const seen = new Set<string>();
  const out: AdAccountSelection[] = [];
  for (const part of (text ?? '').split(',').slice(0, 200)) {
    const match = ACCOUNT_KEY.exec(part.trim());
    if (!match || seen.has(match[0])) continue;
    seen.add(match[0]);
    out.push({ teamId: Number(match[1]), accountId: match[2]! });
  }
  return out;
}

const isIn = (account: UserAdAccount, wanted: readonly AdAccountSelection[]) => wanted.some((w) => w.accountId === account.id && w.teamId === account.team);

/** The pickable accounts a choice spans, in the picker's order (unknown or unpickable ones are left out). */
export function accountsOf(choice: AdAccountChoice | null, pickable: readonly UserAdAccount[]): UserAdAccount[] {
  if (!choice) return [];
  if (choice.kind === 'all') return [...pickable];
  if (choice.kind === 'set') return pickable.filter((a) => isIn(a, choice.accounts));
  return pickable.filter((a) => a.id === choice.accountId && a.team === choice.teamId);
}

/**
 * The choice an area's URL names by account id alone (`/adsmanager/act_1`): through the active team when it has the
 * account, else the first team that does. Null when the user cannot pick that account.
 */
export function choiceForAccountId(accountId: string, pickable: readonly UserAdAccount[], activeTeamId: number): AdAccountChoice | null {
  const match = pickable.find((a) => a.id === accountId && a.team === activeTeamId) ?? pickable.find((a) => a.id === accountId);
  return match ? { kind: 'account', teamId: match.team, accountId: match.id } : null;
}

/** A set of the given keys as the user can pick them: one account is an account choice, none is null. */
export function choiceForSet(wanted: readonly AdAccountSelection[], pickable: readonly UserAdAccount[]): AdAccountChoice | null {
  const accounts = pickable.filter((a) => isIn(a, wanted)).map((a) => ({ teamId: a.team, accountId: a.id }));
  if (accounts.length === 0) return null;
  if (accounts.length === 1) return { kind: 'account', ...accounts[0]! };
  return { kind: 'set', accounts };
}
