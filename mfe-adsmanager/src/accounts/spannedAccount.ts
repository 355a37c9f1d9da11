// An ad account a list spans, with what its rows need: the team that reads and writes it, its currency and floor.
import { fromMinorUnits, type UserAdAccount } from 'shared-graph';

export interface SpannedAccount {
  /** act_… */
  id: string;
  teamId: number;
  name: string;
  currency: string;
  /** Major units of `currency`. */
  minDailyBudget: number | null;
}

export function spannedAccount(account: UserAdAccount): SpannedAccount {
  return {
    id: account.id,
    teamId: account.team,
    name: account.name,
    currency: account.currency,
    minDailyBudget: fromMinorUnits(account.min_daily_budget ?? null, account.currency),
  };
}

export const spannedKey = (account: Pick<SpannedAccount, 'teamId' | 'id'>) => `${account.teamId}:${account.id}`;

/** The currencies of the accounts, each once, in the accounts' order: one totals line each. */
export function currenciesOf(accounts: readonly Pick<SpannedAccount, 'currency'>[]): string[] {
  return [...new Set(accounts.map((a) => a.currency))];
}
