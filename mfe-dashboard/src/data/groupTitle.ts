// Whose figure is this? Money-bound metrics are kept per currency (figures.ts); a money figure carries its currency
// as its unit, but a ratio or a percentage has no unit to tell its groups apart (ROAS 0.02 / 0.12 / 0.11). So when
// the chosen accounts have several currencies, each group names its accounts — short name and currency — and a
// ratio or percentage is never labelled with a currency as if it were money (issue 27).
import { metric, type MetricId } from 'shared-graph';

export interface NamedAccount {
  name: string;
  currency: string;
}

const SHORT_NAME = 24;
const NAMED = 2;

/** The account's name, cut to 24 characters ("Batik Lestari Jakarta Se…"). */
export function shortName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > SHORT_NAME ? `${trimmed.slice(0, SHORT_NAME - 1).trimEnd()}…` : trimmed;
}

/** "Batik ID (IDR)": an account by its short name and its currency. */
export function accountTag(account: NamedAccount): string {
  return `${shortName(account.name)} (${account.currency})`;
}

/** The accounts of one currency group, each once, as tags: "Batik Global (USD), Santoso Export (USD)"; "… and 3 more" past two. */
export function groupAccountsText(currency: string | null, accounts: readonly NamedAccount[], withCurrency = true): string {
  const seen = new Set<string>();
  const members = accounts.filter((a) => (currency === null || a.currency === currency) && !seen.has(`${a.name}\u0000${a.currency}`) && seen.add(`${a.name}\u0000${a.currency}`));
  const named = members
    .slice(0, NAMED)
    .map((a) => (withCurrency ? accountTag(a) : shortName(a.name)))
    .join(', ');
  return members.length > NAMED ? `${named} and ${members.length - NAMED} more` : named;
}

/** Whether a money-bound metric's figures are split over several currencies (then each group names its accounts). */
export function severalCurrencies(accounts: readonly NamedAccount[]): boolean {
  return new Set(accounts.map((a) => a.currency)).size > 1;
}

/**
 * A metric's title for one group: "Amount spent (USD)" (money: the currency is its unit); a ratio or a percentage
 * is never given a currency. With several currencies among the accounts, the group's accounts follow:
 * "Purchase ROAS — Batik Global (USD), Santoso Export (USD)", "Amount spent (USD) — Batik Global, Santoso Export".
 */
export function groupTitle(metricId: MetricId, currency: string | null, accounts: readonly NamedAccount[]): string {
  const { label, unit } = metric(metricId);
  const title = unit === 'money' && currency ? `${label} (${currency})` : label;
  if (currency === null || !severalCurrencies(accounts)) return title;
  // Money already says its currency once; a ratio's accounts each carry theirs.
  const who = groupAccountsText(currency, accounts, unit !== 'money');
  return who ? `${title} — ${who}` : title;
}
