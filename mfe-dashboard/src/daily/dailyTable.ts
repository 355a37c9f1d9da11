// The day-by-day table: one row per day of the range, each chosen metric (per currency for money) for that day and
// for the same day of the comparison period; totals from the period totals (exact for reach), and a CSV of it all.
import type { MetricFigure } from '../data/figures';
import { groupTitle, type NamedAccount } from '../data/groupTitle';
import { bucketLabel, type MetricSeries } from '../data/series';

export interface DailyColumn {
  key: string;
  label: string;
  series: MetricSeries;
  total: MetricFigure | undefined;
}

export interface DailyRow {
  id: string;
  date: string;
  previousDate: string;
  values: Record<string, { current: number; previous: number; currentGap?: string | null; previousGap?: string | null }>;
}

/** `accounts`: the accounts read, so a column per currency names them (ROAS is never "(USD)"). */
export function dailyColumns(series: readonly MetricSeries[], totals: readonly MetricFigure[], accounts: readonly NamedAccount[] = []): DailyColumn[] {
  return series.map((s) => {
    return {
      key: `${s.metricId}${s.currency ? `-${s.currency}` : ''}`,
      label: groupTitle(s.metricId, s.currency, accounts),
      series: s,
      total: totals.find((t) => t.metricId === s.metricId && t.currency === s.currency),
    };
  });
}

export function dailyRows(columns: readonly DailyColumn[]): DailyRow[] {
  const first = columns[0]?.series;
  if (!first) return [];
  return first.buckets.map((bucket, i) => ({
    id: bucket.since,
    date: bucket.since,
    previousDate: first.previousBuckets[i]?.since ?? '',
    values: Object.fromEntries(
      columns.map((c) => [
        c.key,
        { current: c.series.current[i] ?? 0, previous: c.series.previous[i] ?? 0, currentGap: c.series.currentGaps?.[i] ?? undefined, previousGap: c.series.previousGaps?.[i] ?? undefined },
      ]),
    ),
  }));
}

function csvCell(value: string | number): string {
  const text = String(value);
  // Quote what a spreadsheet would split or read as a formula.
  return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Plain numbers (no currency signs or separators), so a spreadsheet can add them up. */
export function dailyCsv(columns: readonly DailyColumn[], rows: readonly DailyRow[]): string {
  const header = ['Date', 'Previous period date', ...columns.flatMap((c) => [c.label, `${c.label}, previous period`])];
  const lines = rows.map((row) => [row.date, row.previousDate, ...columns.flatMap((c) => [round(row.values[c.key]!.current), round(row.values[c.key]!.previous)])]);
  const totals = ['Total', '', ...columns.flatMap((c) => [round(c.total?.current ?? 0), round(c.total?.previous ?? 0)])];
  return [header, ...lines, totals].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}

export { bucketLabel };
