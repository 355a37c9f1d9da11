// The breakdowns of the breakdown screen (SPEC §7 insights breakdowns) and how their rows become figures.
import { metricTotals, weekday, type Breakdown, type InsightsRow, type Language, type MetricId } from 'shared-graph';
import { countryName } from 'shared-ui';
import { groupsFor } from '../data/figures';

export type BreakdownId = 'age' | 'gender' | 'country' | 'region' | 'device_platform' | 'publisher_platform' | 'hourly' | 'hourly_audience';

export interface BreakdownDefinition {
  id: BreakdownId;
  label: string;
  breakdowns: Breakdown[];
  /** Hourly rows also come per day (for the hour × weekday heat map). */
  daily?: boolean;
  /** Words after "by hour and weekday" in the heat map's name (which clock the hours are on). */
  clock?: string;
  /** Show at most this many values in the chart (countries, regions); the rest are in the table. */
  top?: number;
}

export const HOURLY_BREAKDOWN: Breakdown = 'hourly_stats_aggregated_by_advertiser_time_zone';
export const AUDIENCE_HOURLY_BREAKDOWN: Breakdown = 'hourly_stats_aggregated_by_audience_time_zone';

export const BREAKDOWNS: readonly BreakdownDefinition[] = [
  { id: 'age', label: 'Age', breakdowns: ['age'] },
  { id: 'gender', label: 'Gender', breakdowns: ['gender'] },
  { id: 'country', label: 'Country', breakdowns: ['country'], top: 15 },
  { id: 'region', label: 'Region', breakdowns: ['region'], top: 15 },
  { id: 'device_platform', label: 'Device', breakdowns: ['device_platform'] },
  { id: 'publisher_platform', label: 'Platform', breakdowns: ['publisher_platform'] },
  { id: 'hourly', label: 'Hour of day (ad account time)', breakdowns: [HOURLY_BREAKDOWN], daily: true },
  { id: 'hourly_audience', label: "Hour of day (viewer's time)", breakdowns: [AUDIENCE_HOURLY_BREAKDOWN], daily: true, clock: "in the viewer's time zone" },
];

/** Rows per breakdown query (SPEC §9: breakdowns 1000). */
export const BREAKDOWN_LIMIT = 1000;

const VALUE_LABELS: Record<string, string> = {
  female: 'Women',
  male: 'Men',
  unknown: 'Unknown',
  mobile_app: 'Mobile app',
  mobile_web: 'Mobile web',
  desktop: 'Desktop',
  facebook: 'Facebook',
  instagram: 'Instagram',
  audience_network: 'Audience Network',
  messenger: 'Messenger',
  threads: 'Threads',
};

/** A breakdown value as the chart names it; countries in `language` (the language setting, SPEC §1). */
export function valueLabel(breakdown: BreakdownId, value: string, language: Language): string {
  if (breakdown === 'country') return countryName(value, language);
  return VALUE_LABELS[value] ?? value;
}

export interface BreakdownFigures {
  currency: string | null;
  /** Values sorted by the metric, largest first. */
  values: Array<{ value: string; figure: number }>;
}

/** One figure per breakdown value over all accounts (per currency for money), largest first. */
export function breakdownFigures(metricId: MetricId, dimension: string, accounts: readonly { currency: string; rows: readonly InsightsRow[] }[]): BreakdownFigures[] {
  return groupsFor(metricId, accounts).map(({ currency, items }) => {
    const byValue = new Map<string, InsightsRow[]>();
    for (const row of items.flatMap((a) => a.rows)) {
      const value = row.dimensions[dimension] ?? '';
      byValue.set(value, [...(byValue.get(value) ?? []), row]);
    }
    const values = [...byValue.entries()].map(([value, rows]) => ({ value, figure: metricTotals(rows, [metricId])[metricId] ?? 0 }));
    values.sort((a, b) => b.figure - a.figure || a.value.localeCompare(b.value));
    return { currency, values };
  });
}

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** "13:00:00 - 13:59:59" → 13; null for anything else. */
export function hourOf(value: string | undefined): number | null {
  const match = /^(\d{2}):00:00/.exec(value ?? '');
  if (!match) return null;
  const hour = Number(match[1]);
  return hour >= 0 && hour <= 23 ? hour : null;
}

/** Weekday (Sunday first) × hour grid of a metric from hourly rows (of `dimension`) that also come per day. */
export function hourlyGrid(
  metricId: MetricId,
  accounts: readonly { currency: string; rows: readonly InsightsRow[] }[],
  dimension: string = HOURLY_BREAKDOWN,
): Array<{ currency: string | null; values: number[][] }> {
  return groupsFor(metricId, accounts).map(({ currency, items }) => {
    const cells: InsightsRow[][][] = WEEKDAYS.map(() => Array.from({ length: 24 }, () => []));
    for (const row of items.flatMap((a) => a.rows)) {
      const hour = hourOf(row.dimensions[dimension]);
      if (hour === null) continue;
      cells[weekday(row.dateStart)]![hour]!.push(row);
    }
    return { currency, values: cells.map((hours) => hours.map((rows) => metricTotals(rows, [metricId])[metricId] ?? 0)) };
  });
}
