// How a date range is grouped into chart points (SPEC §4 "Other", §9 "Time bucketing").
import { addDays, rangeLength, type DateRange } from './calendarDate';

export type Grouping = 'daily' | 'weekly';

/** The dashboard's grouping: daily or weekly; anything else falls back to daily. */
export function normalizeGrouping(value: unknown): Grouping {
  return value === 'weekly' ? 'weekly' : 'daily';
}

/** Days per point: weekly is always 7; daily turns into 7 from 90 days on and 3 from 30 days on. */
export function bucketDays(range: DateRange, grouping: unknown = 'daily'): number {
  if (normalizeGrouping(grouping) === 'weekly') return 7;
  const length = rangeLength(range);
  if (length >= 90) return 7;
  if (length >= 30) return 3;
  return 1;
}

/**
 * The range cut into consecutive buckets of `size` days from its first day, the last one cut short at the
 * range's end — the same buckets Meta's `time_increment=<size>` answers with.
 */
export function bucketRanges(range: DateRange, size: number = bucketDays(range)): DateRange[] {
  const step = Math.max(1, Math.floor(size));
  const length = rangeLength(range);
  const buckets: DateRange[] = [];
  for (let start = 0; start < length; start += step) {
    const until = Math.min(start + step, length) - 1;
    buckets.push({ since: addDays(range.since, start), until: addDays(range.since, until) });
  }
  return buckets;
}

/** The trend chart's window, ending where `range` ends: 35 days when weekly, the range's own length when daily. */
export function trendRange(range: DateRange, grouping: unknown = 'daily'): DateRange {
  const days = normalizeGrouping(grouping) === 'weekly' ? 35 : rangeLength(range);
  return { since: addDays(range.until, 1 - days), until: range.until };
}
