// Time series for the trend charts and the daily table: an account's rows placed into buckets (SPEC §9 bucketing),
// then summed per bucket across accounts — per currency for money-bound metrics.
import { bucketRanges, comparisonRange, componentsFor, metricGap, metricTotals, sumComponents, type DateRange, type InsightsRow, type MetricId } from 'shared-graph';
import { groupsFor } from './figures';

/** One account's buckets for the window and the comparison window, and the rows Meta gave for them. */
export interface AccountSeries {
  currency: string;
  buckets: DateRange[];
  previousBuckets: DateRange[];
  current: readonly InsightsRow[];
  previous: readonly InsightsRow[];
}

export interface MetricSeries {
  metricId: MetricId;
  currency: string | null;
  /** The first account's buckets (accounts in other time zones line up by position). */
  buckets: DateRange[];
  previousBuckets: DateRange[];
  current: number[];
  previous: number[];
  /** Per bucket, why the figure has no value (a cost with nothing to divide by); null where it has one. */
  currentGaps?: Array<string | null>;
  previousGaps?: Array<string | null>;
}

export function seriesBuckets(window: DateRange, size: number): { buckets: DateRange[]; previousBuckets: DateRange[] } {
  return { buckets: bucketRanges(window, size), previousBuckets: bucketRanges(comparisonRange(window), size) };
}

function rowsAt(buckets: DateRange[], rows: readonly InsightsRow[]): InsightsRow[][] {
  const placed: InsightsRow[][] = buckets.map(() => []);
  for (const row of rows) {
    const index = buckets.findIndex((bucket) => bucket.since === row.dateStart);
    if (index >= 0) placed[index]!.push(row);
  }
  return placed;
}

export function metricSeries(metricId: MetricId, accounts: readonly AccountSeries[]): MetricSeries[] {
  if (accounts.length === 0) return [];
  return groupsFor(metricId, accounts).map(({ currency, items }) => {
    const first = items[0]!;
    const bucketRows = (pick: (a: AccountSeries) => [DateRange[], readonly InsightsRow[]]) => first.buckets.map((_, i) => items.flatMap((a) => rowsAt(...pick(a))[i] ?? []));
    const total = (pick: (a: AccountSeries) => [DateRange[], readonly InsightsRow[]]) => bucketRows(pick).map((rows) => metricTotals(rows, [metricId])[metricId] ?? 0);
    const gaps = (pick: (a: AccountSeries) => [DateRange[], readonly InsightsRow[]]) => bucketRows(pick).map((rows) => metricGap(metricId, sumComponents(rows, componentsFor([metricId]))));
    return {
      metricId,
      currency,
      buckets: first.buckets,
      previousBuckets: first.previousBuckets,
      current: total((a) => [a.buckets, a.current]),
      previous: total((a) => [a.previousBuckets, a.previous]),
      currentGaps: gaps((a) => [a.buckets, a.current]),
      previousGaps: gaps((a) => [a.previousBuckets, a.previous]),
    };
  });
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Nov 17", or "Nov 17 – Nov 19" for a bucket of several days. */
export function bucketLabel(bucket: DateRange): string {
  const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));
  return bucket.since === bucket.until ? day(bucket.since) : `${day(bucket.since)} – ${day(bucket.until)}`;
}
