// Metric values from components, with SPEC §5's rules for zero denominators and conversion rates.
import { componentField, rowComponents, sumComponents, type ComponentKey, type ComponentValues } from './metricComponents';
import { METRICS, metric, type MetricDefinition, type MetricFormula, type MetricId } from './metricCatalogue';
import type { InsightsRow } from './parseInsightsRow';

/** The components a formula reads. */
export function formulaComponents(formula: MetricFormula): ComponentKey[] {
  switch (formula.kind) {
    case 'value':
      return [formula.of];
    case 'ratio':
      return [formula.numerator, formula.denominator];
    case 'conversionRate':
      return [formula.conversions, formula.base];
  }
}

function definitionOf(m: MetricId | MetricDefinition): MetricDefinition {
  return typeof m === 'string' ? metric(m) : m;
}

/** Every component the metrics need, each once. */
export function componentsFor(metrics: Iterable<MetricId | MetricDefinition>): ComponentKey[] {
  const keys = new Set<ComponentKey>();
  for (const m of metrics) for (const key of formulaComponents(definitionOf(m).formula)) keys.add(key);
  return [...keys];
}

/** The insights `fields` to ask Graph for so these metrics can be computed (e.g. ['spend', 'actions', 'action_values']). */
export function insightsFieldsFor(metrics: Iterable<MetricId | MetricDefinition>): string[] {
  return [...new Set(componentsFor(metrics).map(componentField))];
}

/**
 * A metric from component values. Ratios (costs, CTRs, ROAS, frequency) are 0 when the denominator is 0 or less;
 * a conversion rate divides by 1 when clicks/views are 0 but conversions exist (SPEC §5).
 */
export function computeMetric(m: MetricId | MetricDefinition, values: ComponentValues): number {
  const { formula } = definitionOf(m);
  const read = (key: ComponentKey) => values[key] ?? 0;
  switch (formula.kind) {
    case 'value':
      return read(formula.of);
    case 'ratio': {
      const denominator = read(formula.denominator);
      return denominator > 0 ? (read(formula.numerator) / denominator) * formula.scale : 0;
    }
    case 'conversionRate': {
      const conversions = read(formula.conversions);
      if (conversions <= 0) return 0;
      const base = read(formula.base);
      return (conversions / (base > 0 ? base : 1)) * 100;
    }
  }
}

/** Several metrics of one row, by id. */
export function rowMetrics(row: InsightsRow, metrics: readonly MetricId[]): Record<MetricId, number> {
  const values = rowComponents(row, componentsFor(metrics));
  return Object.fromEntries(metrics.map((id) => [id, computeMetric(id, values)]));
}

export interface TotalsOptions {
  /**
   * Meta's own totals for components that do not add up over rows (reach: people seen on two days count once),
   * e.g. `{ reach: 51230 }` from a `time_increment=all_days` row. Without it, reach is the sum of the rows.
   */
  exact?: ComponentValues;
}

/**
 * Totals over rows, computed from summed components — never by summing or averaging ratios: the CTR of two days
 * is (clicks₁ + clicks₂) / (impressions₁ + impressions₂).
 */
export function metricTotals(rows: readonly InsightsRow[], metrics: readonly MetricId[], opts: TotalsOptions = {}): Record<MetricId, number> {
  const values = { ...sumComponents(rows, componentsFor(metrics)), ...opts.exact };
  return Object.fromEntries(metrics.map((id) => [id, computeMetric(id, values)]));
}

const NOTHING: Record<ComponentKey, string> = { spend: 'Nothing spent', impressions: 'No impressions', reach: 'No one reached', clicks: 'No clicks' };

/** "No link clicks", "Nothing spent": a component that is 0, in words. */
export function nothingOf(key: ComponentKey): string {
  const known = NOTHING[key];
  if (known) return known;
  const counted = METRICS.find((m) => m.unit === 'count' && m.formula.kind === 'value' && m.formula.of === key);
  return counted ? `No ${lowerFirst(counted.label)}` : 'Nothing to divide by';
}

/** "Cost per purchase" → "cost per purchase"; "CPC (all)" and "ROAS" stay as they are. */
export function lowerFirst(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

/**
 * Why a metric has no meaningful value, or null when it has one: a ratio whose denominator is 0 (SPEC §5 makes it
 * 0 for sorting and export; on screen it reads "—" with this reason), or a conversion rate with neither
 * conversions nor clicks. E.g. "No clicks in this period, so no CPC (all)".
 */
export function metricGap(m: MetricId | MetricDefinition, values: ComponentValues): string | null {
  const def = definitionOf(m);
  const { formula } = def;
  const read = (key: ComponentKey) => values[key] ?? 0;
  if (formula.kind === 'ratio' && read(formula.denominator) <= 0) return `${nothingOf(formula.denominator)} in this period, so no ${lowerFirst(def.label)}`;
  if (formula.kind === 'conversionRate' && read(formula.conversions) <= 0 && read(formula.base) <= 0) return `${nothingOf(formula.base)} in this period, so no ${lowerFirst(def.label)}`;
  return null;
}

/** `metricGap` of one insights row. */
export function rowMetricGap(row: InsightsRow, m: MetricId | MetricDefinition): string | null {
  return metricGap(m, rowComponents(row, formulaComponents(definitionOf(m).formula)));
}
