import { overlapLabel, reachRange } from '../interests/reachFormat';
import { EMPTY_VALUE, formatCompact, formatPercent } from 'shared-ui';
import type { ResearchRow } from './rows';

/** A monthly/daily reach as a range (SPEC §5), e.g. "50K – 250K"; '-' before it is estimated. */
export function reachRangeLabel(estimate: number | undefined): string {
  if (estimate === undefined || !Number.isFinite(estimate)) return EMPTY_VALUE;
  const { lower, upper } = reachRange(estimate);
  return `${formatCompact(lower)} – ${formatCompact(upper)}`;
}

export function audienceSizeLabel(row: ResearchRow): string {
  if (row.type === 'page' && !row.audience_size) return EMPTY_VALUE;
  return formatCompact(row.audience_size);
}

/** Overlap as the table shows it: '-' before it is measured, 'none' at 1000 or less. */
export function overlapCell(overlap: number | undefined): string {
  return overlap === undefined ? EMPTY_VALUE : overlapLabel(overlap);
}

export function percentCell(value: number | undefined): string {
  return value === undefined ? EMPTY_VALUE : formatPercent(value);
}
