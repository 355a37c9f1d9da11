// What a totals line holds, in words: "Totals of 12 campaigns (active, paused) · Last 30 days".
import type { Asset, AssetLevel } from 'shared-graph';
import { countOf } from '../common/levels';

/** Effective statuses → the word a buyer reads, in the order the line names them. */
const STATUS_WORD: ReadonlyArray<[string, readonly string[]]> = [
  ['active', ['ACTIVE']],
  ['paused', ['PAUSED', 'CAMPAIGN_PAUSED', 'ADSET_PAUSED']],
  ['with issues', ['WITH_ISSUES', 'DISAPPROVED']],
  ['in review', ['PENDING_REVIEW', 'PREAPPROVED', 'IN_PROCESS']],
  ['awaiting payment', ['PENDING_BILLING_INFO']],
  ['archived', ['ARCHIVED']],
  ['deleted', ['DELETED']],
];

/** The status words of the rows, each once, in a fixed order ("active, paused"). */
export function statusWords(assets: readonly Pick<Asset, 'effective_status'>[]): string[] {
  const present = new Set(assets.map((a) => a.effective_status));
  const words = STATUS_WORD.filter(([, statuses]) => statuses.some((s) => present.has(s))).map(([word]) => word);
  const known = new Set(STATUS_WORD.flatMap(([, statuses]) => statuses));
  if ([...present].some((s) => !known.has(s))) words.push('other');
  return words;
}

export interface TotalsLabelInput {
  level: AssetLevel;
  assets: readonly Pick<Asset, 'effective_status'>[];
  /** "Last 30 days". */
  periodLabel: string;
  /** The totals of one currency among several ("in IDR"). */
  currency?: string;
  /** More rows wait behind "Load more": the totals hold only the loaded ones. */
  partial?: boolean;
}

export function totalsLabel({ level, assets, periodLabel, currency, partial = false }: TotalsLabelInput): string {
  const words = statusWords(assets);
  const what = `${countOf(level, assets.length)}${partial ? ' loaded' : ''}`;
  return `Totals${currency ? ` in ${currency}` : ''} of ${what}${words.length ? ` (${words.join(', ')})` : ''} · ${periodLabel}`;
}
