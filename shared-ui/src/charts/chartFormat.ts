/** How chart values read (tooltips, axes, the text alternative), always through the shared-ui formatters. */
import { formatMoney } from '../format/currency';
import { EMPTY_VALUE, formatCompact, formatCount, formatNumber, formatPercent, numberFormatter } from '../format/number';

/** A chart value's unit: a count, a plain number, a percentage (already in percent, as Meta's `ctr`), or money in major units. */
export type ChartValueFormat = 'count' | 'number' | 'percent' | { currency: string };

export interface ChartFormatOptions {
  /** Axis labels: K/M/B compact numbers (SPEC §9) instead of the full figure. */
  compact?: boolean;
}

function currencySymbol(currency: string): string {
  try {
    const parts = numberFormatter('en-US', { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? `${currency} `;
  } catch {
    return `${currency} `;
  }
}

// Axis ticks below 1 are often 0.05 apart (a 0.12% conversion rate, a $0.30 CPC): a second decimal keeps them apart.
const compactDecimals = (value: number): number => (Math.abs(value) < 1 ? 2 : 1);

/** One value as text: 1234 → "1,234" (count), "$1,234.00" (USD), "12.50%" (percent); null/NaN → "-". */
export function formatChartValue(value: number | null | undefined, format: ChartValueFormat, { compact = false }: ChartFormatOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_VALUE;
  if (format === 'percent') return compact ? `${formatCompact(value, compactDecimals(value))}%` : formatPercent(value, 2);
  if (format === 'count') return compact ? formatCompact(value) : formatCount(value);
  if (format === 'number') return compact ? formatCompact(value, compactDecimals(value)) : formatNumber(value);
  if (!compact) return formatMoney(value, format.currency);
  const symbol = currencySymbol(format.currency.toUpperCase());
  const text = formatCompact(Math.abs(value), compactDecimals(value));
  return `${value < 0 ? '-' : ''}${symbol}${text}`;
}

/** Escape text that goes into an echarts tooltip (its formatter returns HTML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
