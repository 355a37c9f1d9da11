// The research table's columns (SPEC §3, §4): the interest's name first, then sizes, reach, overlap and page data.
import { EMPTY_VALUE, formatCompact, formatCount, formatPercent } from 'shared-ui';
import { type ColumnDef, type ColumnPreset } from 'shared-ui/table';
import { audienceSizeLabel, overlapCell, percentCell, reachRangeLabel } from './display';
import { nameFilter, sizeFilter, typeFilter } from './filters';
import { InterestName } from './InterestName';
import type { ColumnMode, ResearchRow } from './rows';
import { sortValue, type SortKey } from './sortValue';

type Column = ColumnDef<ResearchRow, unknown>;

/**
 * Search gives each interest's audience size for the whole world: the locations, ages and other audience settings
 * do not change it (Yoga is 328.9 M with Indonesia chosen). The header says so; the chosen audience's own figures
 * are the monthly and daily reach, estimated with those settings (issue 27).
 */
export const AUDIENCE_SIZE_HEADER = 'Audience size (worldwide)';
export const AUDIENCE_SIZE_NOTE = "The interest's size worldwide, before your locations and other audience settings. Monthly and daily reach are for your audience.";

/** A sortable figure column; rows without a value sort last either way. */
function figure(id: string, header: string, size: number, key: SortKey, render: (row: ResearchRow) => string, title?: (row: ResearchRow) => string | undefined, note?: string): Column {
  return {
    id,
    // A note on what the figure is shows as the header's tooltip; the chooser names the column by its text.
    header: note ? () => <span title={note}>{header}</span> : header,
    size,
    accessorFn: (row) => sortValue(row, key),
    sortingFn: 'basic',
    enableGlobalFilter: false,
    meta: note ? { numeric: true, label: header } : { numeric: true },
    cell: ({ row }) => <span title={title?.(row.original)}>{render(row.original)}</span>,
  };
}

export const RESEARCH_COLUMNS: Column[] = [
  {
    id: 'name',
    header: 'Name',
    size: 200,
    accessorFn: (row) => row.name,
    sortingFn: 'text',
    filterFn: nameFilter,
    meta: { grow: true, required: true },
    cell: ({ row }) => <InterestName row={row.original} />,
  },
  { id: 'type', header: 'Type', size: 110, accessorFn: (row) => row.type, filterFn: typeFilter, enableSorting: true, sortingFn: 'text' },
  { id: 'rank', header: 'Rank', size: 64, accessorFn: (row) => row.rank, sortingFn: 'basic', sortDescFirst: false, meta: { numeric: true } },
  {
    ...figure(
      'audience',
      AUDIENCE_SIZE_HEADER,
      120,
      'audience_size',
      audienceSizeLabel,
      (row) => (row.audience_size_lower_bound || row.audience_size_upper_bound ? `${formatCount(row.audience_size_lower_bound)} – ${formatCount(row.audience_size_upper_bound)} worldwide` : undefined),
      AUDIENCE_SIZE_NOTE,
    ),
    filterFn: sizeFilter,
  },
  figure('monthly', 'Monthly reach', 130, 'monthly_reach', (r) => reachRangeLabel(r.reach?.estimate_mau)),
  figure('daily', 'Daily reach', 120, 'daily_reach', (r) => reachRangeLabel(r.reach?.estimate_dau)),
  figure('overlap', 'Overlap', 100, 'overlap', (r) => overlapCell(r.overlap)),
  figure('pct-comparison', '% comparison', 115, 'percent_comparison', (r) => percentCell(r.percent_comparison)),
  figure('pct-selected', '% selected', 100, 'percent_selected', (r) => percentCell(r.percent_selected)),
  figure('likes', 'Likes', 95, 'likes', (r) => (r.page ? formatCompact(r.page.fan_count) : EMPTY_VALUE)),
  figure('ptat', 'Talking about', 115, 'ptat', (r) => (r.page ? formatCompact(r.page.talking_about_count) : EMPTY_VALUE)),
  figure('eng-rate', 'Engagement', 105, 'eng_rate', (r) => (r.page ? formatPercent(r.page.eng_rate) : EMPTY_VALUE)),
  {
    id: 'category',
    header: 'Category',
    size: 150,
    accessorFn: (row) => sortValue(row, 'category'),
    sortingFn: 'text',
    enableGlobalFilter: false,
    cell: ({ row }) => row.original.page?.category || EMPTY_VALUE,
  },
  figure('page-audience', 'Page audience', 115, 'page_audience', (r) => (r.page?.interest ? formatCompact(r.page.interest.audience_size) : EMPTY_VALUE)),
  figure('affinity', 'Affinity', 90, 'affinity', (r) => percentCell(r.percent_comparison)),
];

const ALL_IDS = RESEARCH_COLUMNS.map((c) => c.id!);
const showing = (...ids: string[]) => ({ order: ids, hidden: ALL_IDS.filter((id) => !ids.includes(id)) });

/** SPEC §4: "columns switch between estimated reach, audience overlap and page data". */
export const MODE_PRESETS: Record<ColumnMode, ColumnPreset> = {
  reach: { name: 'Estimated reach', settings: showing('name', 'rank', 'audience', 'monthly', 'daily') },
  overlap: { name: 'Audience overlap', settings: showing('name', 'rank', 'audience', 'overlap', 'pct-comparison', 'pct-selected') },
  page: { name: 'Page data', settings: showing('name', 'rank', 'audience', 'likes', 'ptat', 'eng-rate', 'category', 'page-audience', 'overlap', 'affinity') },
};

export const MODE_LABELS: Record<ColumnMode, string> = {
  reach: MODE_PRESETS.reach.name,
  overlap: MODE_PRESETS.overlap.name,
  page: MODE_PRESETS.page.name,
};
