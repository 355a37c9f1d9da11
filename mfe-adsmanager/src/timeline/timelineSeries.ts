// The timeline's points: the period cut into buckets (SPEC §9: daily, 3 or 7 days on long ranges; weekly 7),
// each with the metrics of its insights row, and the comparison period's bucket at the same position (none past the
// end of a shorter chosen period, or when nothing is compared).
import { bucketRanges, metricTotals, rowMetrics, type DateRange, type InsightsRow, type MetricId } from 'shared-graph';

export interface TimelinePoint {
  range: DateRange;
  values: Partial<Record<MetricId, number>>;
  previousRange: DateRange | null;
  previous: Partial<Record<MetricId, number>>;
}

function byStart(rows: readonly InsightsRow[]): Map<string, InsightsRow> {
  return new Map(rows.map((row) => [row.dateStart, row]));
}

export function timelinePoints(range: DateRange, previousRange: DateRange | null, size: number, rows: readonly InsightsRow[], previousRows: readonly InsightsRow[], metrics: readonly MetricId[]): TimelinePoint[] {
  const current = byStart(rows);
  const before = byStart(previousRows);
  const previousBuckets = previousRange ? bucketRanges(previousRange, size) : [];
  return bucketRanges(range, size).map((bucket, i) => {
    const row = current.get(bucket.since);
    const prevBucket = previousBuckets[i] ?? null;
    const prevRow = prevBucket ? before.get(prevBucket.since) : undefined;
    // A bucket without a row had no delivery: every figure is 0, not unknown.
    return {
      range: bucket,
      values: row ? rowMetrics(row, [...metrics]) : Object.fromEntries(metrics.map((m) => [m, 0])),
      previousRange: prevBucket,
      previous: prevRow ? rowMetrics(prevRow, [...metrics]) : Object.fromEntries(metrics.map((m) => [m, 0])),
    };
  });
}

/** Totals of both periods, from summed components (never summed ratios). */
export function timelineTotals(rows: readonly InsightsRow[], previousRows: readonly InsightsRow[], metrics: readonly MetricId[]) {
  return { current: metricTotals(rows, [...metrics]), previous: metricTotals(previousRows, [...metrics]) };
}
