// How a catalogue metric reads in the ads manager: money in the account currency, counts whole, rates with 2 decimals.
import { metric, type MetricId } from 'shared-graph';
import { formatCount, formatMoney, formatNumber, formatPercent, type ChartValueFormat } from 'shared-ui';

export function formatMetric(id: MetricId, value: number | null | undefined, currency: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const def = metric(id);
  if (def.unit === 'money') return formatMoney(value, currency);
  if (def.unit === 'count') return formatCount(value);
  if (def.unit === 'percent') return formatPercent(value, def.decimals ?? 2);
  return formatNumber(value, def.decimals ?? 2);
}

export function chartFormat(id: MetricId, currency: string): ChartValueFormat {
  const unit = metric(id).unit;
  return unit === 'money' ? { currency } : unit === 'count' ? 'count' : unit === 'percent' ? 'percent' : 'number';
}

/** Percent change from the previous period, null when it has no meaning. */
export function changeOf(current: number | null | undefined, previous: number | null | undefined): number | null {
  if (current === null || current === undefined || previous === null || previous === undefined || previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}
