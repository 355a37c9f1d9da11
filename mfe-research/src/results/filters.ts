// The research table's filters (SPEC §2, §9): type, reach size, and a local text filter that contains or not.
import type { FilterFn } from 'shared-ui/table';
import type { ResearchRow } from './rows';

export const TYPE_FILTERS = ['all', 'interests', 'demographics', 'behaviors'] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

export const SIZE_FILTERS = ['all', 'lt100k', 'gt100k', '100k-1m', 'gt1m', '1m-10m', 'gt10m'] as const;
export type SizeFilter = (typeof SIZE_FILTERS)[number];

export type TextMode = 'contains' | 'not-contains';

export interface Filters {
  type: TypeFilter;
  size: SizeFilter;
  text: string;
  textMode: TextMode;
}

export const DEFAULT_FILTERS: Filters = { type: 'all', size: 'all', text: '', textMode: 'contains' };

export const TYPE_FILTER_LABELS: Record<TypeFilter, string> = {
  all: 'All types',
  interests: 'Interests',
  demographics: 'Demographics',
  behaviors: 'Behaviours',
};

export const SIZE_FILTER_LABELS: Record<SizeFilter, string> = {
  all: 'Any size',
  lt100k: '< 100K',
  gt100k: '> 100K',
  '100k-1m': '100K – 1M',
  gt1m: '> 1M',
  '1m-10m': '1M – 10M',
  gt10m: '> 10M',
};

const K100 = 100_000;
const M1 = 1_000_000;
const M10 = 10_000_000;

/** Which type filter a platform type falls under: interests (and pages), behaviours, everything else is demographic. */
export function typeCategory(type: string): Exclude<TypeFilter, 'all'> {
  if (type === 'interests' || type === 'interest' || type === 'page') return 'interests';
  if (type === 'behaviors' || type === 'behavior') return 'behaviors';
  return 'demographics';
}

export function matchesSize(size: number, filter: SizeFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'lt100k':
      return size < K100;
    case 'gt100k':
      return size >= K100;
    case '100k-1m':
      return size >= K100 && size < M1;
    case 'gt1m':
      return size >= M1;
    case '1m-10m':
      return size >= M1 && size < M10;
    case 'gt10m':
      return size >= M10;
  }
}

/** Case-insensitive match of the name or the path. */
function matchesText(row: ResearchRow, needle: string): boolean {
  if (row.name.toLowerCase().includes(needle)) return true;
  return row.path.some((part) => part.toLowerCase().includes(needle));
}

export function isFiltering(filters: Filters): boolean {
  return filters.type !== 'all' || filters.size !== 'all' || filters.text.trim() !== '';
}

/** The column filters of the shared table for these filters (inactive ones left out). */
export function columnFilters(filters: Filters): Array<{ id: string; value: unknown }> {
  const list: Array<{ id: string; value: unknown }> = [];
  if (filters.type !== 'all') list.push({ id: 'type', value: filters.type });
  if (filters.size !== 'all') list.push({ id: 'audience', value: filters.size });
  if (filters.text.trim() !== '') list.push({ id: 'name', value: { text: filters.text.trim().toLowerCase(), mode: filters.textMode } });
  return list;
}

export const typeFilter: FilterFn<ResearchRow> = (row, _id, value: TypeFilter) => value === 'all' || typeCategory(row.original.type) === value;
export const sizeFilter: FilterFn<ResearchRow> = (row, _id, value: SizeFilter) => matchesSize(row.original.audience_size, value);
export const nameFilter: FilterFn<ResearchRow> = (row, _id, value: { text: string; mode: TextMode }) =>
  value.text === '' || matchesText(row.original, value.text) === (value.mode === 'contains');
