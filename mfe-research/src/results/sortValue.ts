// What each research column sorts by (SPEC §4 sort keys); the shared table does the sorting.
import type { ResearchRow } from './rows';

export const SORT_KEYS = [
  'rank',
  'name',
  'audience_size',
  'monthly_reach',
  'daily_reach',
  'overlap',
  'percent_comparison',
  'percent_selected',
  'page_audience',
  'affinity',
  'category',
  'likes',
  'ptat',
  'eng_rate',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
type Value = number | string | undefined;

/**
 * The value a row sorts by. Page audience is the size of the interest a page resolved to; affinity is the share of that
 * audience inside the selection (percent comparison of the overlap tool).
 */
export function sortValue(row: ResearchRow, key: SortKey): Value {
  const value = rawValue(row, key);
  return typeof value === 'number' && !Number.isFinite(value) ? undefined : value;
}

function rawValue(row: ResearchRow, key: SortKey): Value {
  switch (key) {
    case 'rank':
      return row.rank;
    case 'name':
      return row.name.toLowerCase();
    case 'audience_size':
      return row.audience_size;
    case 'monthly_reach':
      return row.reach?.estimate_mau;
    case 'daily_reach':
      return row.reach?.estimate_dau;
    case 'overlap':
      return row.overlap;
    case 'percent_comparison':
    case 'affinity':
      return row.percent_comparison;
    case 'percent_selected':
      return row.percent_selected;
    case 'page_audience':
      return row.page ? row.page.interest?.audience_size : undefined;
    case 'category':
      return row.page?.category.toLowerCase();
    case 'likes':
      return row.page?.fan_count;
    case 'ptat':
      return row.page?.talking_about_count;
    case 'eng_rate':
      return row.page?.eng_rate;
  }
}
