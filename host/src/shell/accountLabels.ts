// How the header names an ad account: the option text, and the part that tells alike names apart.
import type { UserAdAccount } from 'shared-graph';
import type { Team } from 'shared-graph/host';

export const selectionValue = (account: Pick<UserAdAccount, 'team' | 'id'>) => `${account.team}:${account.id}`;

/** The part that tells accounts apart when their names begin alike: currency and the id's last four digits. */
export function accountTail(account: Pick<UserAdAccount, 'currency' | 'account_id' | 'id'>): string {
  const digits = (account.account_id || account.id.replace(/^act_/, '')).slice(-4);
  return `${account.currency} ·${digits}`;
}

export function accountExtras(account: UserAdAccount, teams: readonly Team[]): string {
  const status = account.account_status === 3 ? ', unsettled' : '';
  const team = account.team === 0 ? '' : ` · ${teams.find((t) => t.id === account.team)?.name ?? `team ${account.team}`}`;
  return `${status}${team}`;
}

/** The option's text: "Batik Lestari ID — IDR ·0045", then ", unsettled" and the team when there is one. */
export function accountLabel(account: UserAdAccount, teams: readonly Team[]): string {
  return `${account.name} — ${accountTail(account)}${accountExtras(account, teams)}`;
}

/** "IDR, USD": the currencies of several accounts, each once, in the accounts' order. */
export function currenciesOf(accounts: readonly UserAdAccount[]): string {
  return [...new Set(accounts.map((a) => a.currency))].join(', ');
}
