// The dashboard's figures: a metric's value for the period and the comparison period, per currency when the metric
// is money-bound — amounts in IDR and USD are never added up (issue 10), and neither are ratios built on them.
import { componentsFor, metric, metricGap, metricTotals, sumComponents, type InsightsRow, type MetricId } from 'shared-graph';

/** One account's rows for the period and for the comparison period. */
export interface AccountRows {
  currency: string;
  current: readonly InsightsRow[];
  previous: readonly InsightsRow[];
}

export interface MetricFigure {
  metricId: MetricId;
  /** The currency of a money-bound metric's figure; null for counts and rates that hold across currencies. */
  currency: string | null;
  current: number;
  previous: number;
  /** Why a figure has no value (a cost with nothing to divide by): it reads "—" with this reason. */
  currentGap?: string | null;
  previousGap?: string | null;
}

/** True when a metric reads money (spend, conversion values): its figures are kept per currency (ROAS, CPC …). */
export function isCurrencyBound(metricId: MetricId): boolean {
  return componentsFor([metricId]).some((key) => key === 'spend' || key.startsWith('action_values:') || key.startsWith('catalog_segment_value:'));
}

/** Groups keyed by currency (for money-bound metrics) or one group for all (null). */
export function groupsFor<T extends { currency: string }>(metricId: MetricId, items: readonly T[]): Array<{ currency: string | null; items: T[] }> {
  if (!isCurrencyBound(metricId)) return [{ currency: null, items: [...items] }];
  const byCurrency = new Map<string, T[]>();
  for (const item of items) byCurrency.set(item.currency, [...(byCurrency.get(item.currency) ?? []), item]);
  return [...byCurrency.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, group]) => ({ currency, items: group }));
}

/**
 * A metric over accounts for both periods, from summed components (never summed ratios). Reach adds up across
 * accounts (Meta has no cross-account deduplication); within an account the rows are its period totals.
 */
export function metricFigures(metricId: MetricId, accounts: readonly AccountRows[]): MetricFigure[] {
  metric(metricId);
  return groupsFor(metricId, accounts).map(({ currency, items }) => ({
    metricId,
    currency,
    current: metricTotals(items.flatMap((a) => a.current), [metricId])[metricId] ?? 0,
    previous: metricTotals(items.flatMap((a) => a.previous), [metricId])[metricId] ?? 0,
    currentGap: metricGap(metricId, sumComponents(items.flatMap((a) => a.current), componentsFor([metricId]))) ?? undefined,
    previousGap: metricGap(metricId, sumComponents(items.flatMap((a) => a.previous), componentsFor([metricId]))) ?? undefined,
  }));
}

/** The change from the comparison period: absolute, and percent (null when the comparison value is 0). */
export function figureChange(figure: { current: number; previous: number }): { absolute: number; percent: number | null } {
  const absolute = figure.current - figure.previous;
  return { absolute, percent: figure.previous !== 0 ? (absolute / Math.abs(figure.previous)) * 100 : null };
}

/** Percent change for a table cell; undefined (sorted last) when the comparison value is 0. */
export function percentChangeOf(current: number, previous: number): number | undefined {
  return figureChange({ current, previous }).percent ?? undefined;
}
