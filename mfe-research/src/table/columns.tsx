import type { ReactNode } from 'react';
import { EMPTY_VALUE, formatCompact, formatCount, formatPercent } from 'shared-ui';
import { audienceSizeLabel, overlapCell, percentCell, reachRangeLabel } from './display';
import type { ColumnMode, ResearchRow } from './rows';
import type { SortKey } from './sort';

export interface Column {
  id: string;
  label: string;
  /** CSS grid track. */
  width: string;
  numeric?: boolean;
  sortKey?: SortKey;
  render: (row: ResearchRow) => ReactNode;
  title?: (row: ResearchRow) => string | undefined;
}

const audience: Column = {
  id: 'audience',
  label: 'Audience size',
  width: '110px',
  numeric: true,
  sortKey: 'audience_size',
  render: audienceSizeLabel,
  title: (row) =>
    row.audience_size_lower_bound || row.audience_size_upper_bound
      ? `${formatCount(row.audience_size_lower_bound)} – ${formatCount(row.audience_size_upper_bound)}`
      : undefined,
};

const MODE_COLUMNS: Record<ColumnMode, Column[]> = {
  reach: [
    { id: 'monthly', label: 'Monthly reach', width: '130px', numeric: true, sortKey: 'monthly_reach', render: (r) => reachRangeLabel(r.reach?.estimate_mau) },
    { id: 'daily', label: 'Daily reach', width: '120px', numeric: true, sortKey: 'daily_reach', render: (r) => reachRangeLabel(r.reach?.estimate_dau) },
  ],
  overlap: [
    { id: 'overlap', label: 'Overlap', width: '100px', numeric: true, sortKey: 'overlap', render: (r) => overlapCell(r.overlap) },
    { id: 'pct-comparison', label: '% comparison', width: '115px', numeric: true, sortKey: 'percent_comparison', render: (r) => percentCell(r.percent_comparison) },
    { id: 'pct-selected', label: '% selected', width: '100px', numeric: true, sortKey: 'percent_selected', render: (r) => percentCell(r.percent_selected) },
  ],
  page: [
    { id: 'likes', label: 'Likes', width: '95px', numeric: true, sortKey: 'likes', render: (r) => (r.page ? formatCompact(r.page.fan_count) : EMPTY_VALUE) },
    { id: 'ptat', label: 'Talking about', width: '115px', numeric: true, sortKey: 'ptat', render: (r) => (r.page ? formatCompact(r.page.talking_about_count) : EMPTY_VALUE) },
    { id: 'eng-rate', label: 'Engagement', width: '105px', numeric: true, sortKey: 'eng_rate', render: (r) => (r.page ? formatPercent(r.page.eng_rate) : EMPTY_VALUE) },
    { id: 'category', label: 'Category', width: 'minmax(90px, 160px)', sortKey: 'category', render: (r) => r.page?.category || EMPTY_VALUE },
    { id: 'page-audience', label: 'Page audience', width: '115px', numeric: true, sortKey: 'page_audience', render: (r) => (r.page?.interest ? formatCompact(r.page.interest.audience_size) : EMPTY_VALUE) },
    { id: 'overlap', label: 'Overlap', width: '90px', numeric: true, sortKey: 'overlap', render: (r) => overlapCell(r.overlap) },
    { id: 'affinity', label: 'Affinity', width: '90px', numeric: true, sortKey: 'affinity', render: (r) => percentCell(r.percent_comparison) },
  ],
};

export function columnsFor(mode: ColumnMode): Column[] {
  return [audience, ...MODE_COLUMNS[mode]];
}

export const MODE_LABELS: Record<ColumnMode, string> = {
  reach: 'Estimated reach',
  overlap: 'Audience overlap',
  page: 'Page data',
};
