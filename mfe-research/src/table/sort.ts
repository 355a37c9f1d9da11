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
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { key: 'rank', direction: 'asc' };

/** Keys that read best largest-first when first clicked. */
const TEXT_KEYS = new Set<SortKey>(['rank', 'name', 'category']);

export function firstDirection(key: SortKey): SortDirection {
  return TEXT_KEYS.has(key) ? 'asc' : 'desc';
}

/** Clicking a header: the same key flips the direction; another key starts with its natural direction. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: firstDirection(key) };
}

type Value = number | string | undefined;

/**
 * The value a row sorts by. Page audience is the size of the interest a page resolved to; affinity is the share of that
 * audience inside the selection (percent comparison of the overlap tool).
 */
export function sortValue(row: ResearchRow, key: SortKey): Value {
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

/** A sorted copy; rows without a value for the key go last in either direction, ties keep rank order. */
export function sortRows(rows: readonly ResearchRow[], sort: SortState): ResearchRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: sortValue(row, sort.key) }));
  keyed.sort((a, b) => {
    const aMissing = a.value === undefined || (typeof a.value === 'number' && Number.isNaN(a.value));
    const bMissing = b.value === undefined || (typeof b.value === 'number' && Number.isNaN(b.value));
    if (aMissing || bMissing) return aMissing === bMissing ? a.row.rank - b.row.rank : aMissing ? 1 : -1;
    if (a.value! < b.value!) return -sign;
    if (a.value! > b.value!) return sign;
    return a.row.rank - b.row.rank;
  });
  return keyed.map((entry) => entry.row);
}
