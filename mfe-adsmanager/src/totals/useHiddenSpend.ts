// How much the deleted and archived objects the list leaves out spent in the range, and how many of them did.
import { useInsightsQuery, type AssetLevel, type DateRange, type InsightsRow } from 'shared-graph';
import type { ListFilters } from '../list/listFilters';
import { HIDDEN_ROW_LIMIT, hiddenSpendQuery } from './hiddenSpendQuery';

export interface HiddenSpend {
  /** Major units of the account currency. */
  spend: number;
  /** Objects with spend in the range. */
  objects: number;
  /** The read hit its row limit: there may be more. */
  capped: boolean;
}

/** What the hidden objects' rows add up to; null when they spent nothing (or there are no rows yet). */
export function hiddenSpendOf(rows: readonly InsightsRow[] | undefined): HiddenSpend | null {
  if (!rows) return null;
  const spending = rows.filter((row) => (row.numbers.spend ?? 0) > 0);
  const spend = spending.reduce((sum, row) => sum + (row.numbers.spend ?? 0), 0);
  return spend > 0 ? { spend, objects: spending.length, capped: rows.length >= HIDDEN_ROW_LIMIT } : null;
}

/** Null while loading, when nothing is hidden, or when the read failed (the list does not depend on it). */
export function useHiddenSpend(accountId: string, level: AssetLevel, filters: ListFilters, range: DateRange, enabled: boolean): HiddenSpend | null {
  const query = hiddenSpendQuery(accountId, level, filters, range);
  return hiddenSpendOf(useInsightsQuery(enabled ? query : null).data);
}
