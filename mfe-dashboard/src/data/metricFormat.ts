// How a catalogue metric reads on the dashboard, through the shared-ui formatters.
import { metric, type MetricId } from 'shared-graph';
import { formatCount, formatMoney, formatNumber, formatPercent, type ChartValueFormat } from 'shared-ui';

export function formatMetric(metricId: MetricId, value: number | null | undefined, currency: string | null): string {
  const def = metric(metricId);
  const v = value ?? Number.NaN;
  switch (def.unit) {
    case 'money':
      return formatMoney(v, currency);
    case 'count':
      return formatCount(v);
    case 'percent':
      return formatPercent(v, def.decimals ?? 2);
    case 'ratio':
    default:
      return formatNumber(v, def.decimals ?? 2);
  }
}

/** A change as "+1,234" / "-$12.00" / "+0.42%" points (percent metrics change in points). */
export function formatMetricChange(metricId: MetricId, absolute: number, currency: string | null): string {
  const text = formatMetric(metricId, Math.abs(absolute), currency);
  if (absolute === 0) return text;
  return `${absolute > 0 ? '+' : '-'}${text}`;
}

export function chartFormat(metricId: MetricId, currency: string | null): ChartValueFormat {
  const def = metric(metricId);
  if (def.unit === 'money') return currency ? { currency } : 'number';
  if (def.unit === 'count') return 'count';
  if (def.unit === 'percent') return 'percent';
  return 'number';
}

/** Whether a change is good news for this metric (costs falling, results rising); null when neither. */
export function changeTone(metricId: MetricId, absolute: number): 'good' | 'bad' | 'neutral' {
  const { direction } = metric(metricId);
  if (absolute === 0 || direction === 'neutral') return 'neutral';
  return (absolute > 0) === (direction === 'higher') ? 'good' : 'bad';
}
