// A model for pure formatters with their test beside them (STYLE.md): the SPEC's number rules written once.
/** What formatters print for a missing or non-numeric value. */
export const EMPTY_VALUE = '-';

/** Values formatters accept: numbers, numeric strings (the Graph API sends many numbers as strings), bigint. */
export type NumericInput = number | string | bigint | null | undefined;

/** Parse a numeric input; `NaN` for null, undefined, empty or non-numeric strings. */
export function toNumber(value: NumericInput): number {
  if (value === null || value === undefined) return Number.NaN;
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  const trimmed = value.trim();
  if (trimmed === '') return Number.NaN;
  return Number(trimmed);
}

const formatterCache = new Map<string, Intl.NumberFormat>();

/** A cached Intl.NumberFormat (creating one is slow; tables format thousands of cells). */
export function numberFormatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatterCache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatterCache.set(key, formatter);
  }
  return formatter;
}

const COMPACT_UNITS = [
  { value: 1, suffix: '' },
  { value: 1e3, suffix: 'K' },
  { value: 1e6, suffix: 'M' },
  { value: 1e9, suffix: 'B' },
] as const;

/**
 * Compact number with K/M/B at 1e3/1e6/1e9 (SPEC §9): 1500 → "1.5K", 2_000_000 → "2M", 999 → "999",
 * -1500 → "-1.5K", 999_960 → "1M". At most `decimals` fraction digits (default 1), trailing zeros dropped.
 */
export function formatCompact(value: NumericInput, decimals = 1): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  const abs = Math.abs(n);
  const plain = numberFormatter('en-US', { maximumFractionDigits: decimals, useGrouping: false });
  let tier = 0;
  for (let i = COMPACT_UNITS.length - 1; i > 0; i -= 1) {
    if (abs >= COMPACT_UNITS[i]!.value) {
      tier = i;
      break;
    }
  }
  let text = plain.format(abs / COMPACT_UNITS[tier]!.value);
  // Rounding can reach the next unit: 999_960 → "1000K" → "1M".
  if (Number(text) >= 1000 && tier < COMPACT_UNITS.length - 1) {
    tier += 1;
    text = plain.format(abs / COMPACT_UNITS[tier]!.value);
  }
  const sign = n < 0 && Number(text) !== 0 ? '-' : '';
  return `${sign}${text}${COMPACT_UNITS[tier]!.suffix}`;
}

/**
 * Number with thousands separators and exactly `decimals` fraction digits (SPEC §9: 2 by default):
 * 1234.5 → "1,234.50".
 */
export function formatNumber(value: NumericInput, decimals = 2, locale = 'en-US'): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  // A whole number under 1,000 is its own digits in en-US. The page's first Intl.NumberFormat loads the locale's
  // data (research's first render paid 15 ms, 60 ms on a slow CPU, to print "0" rows).
  if (decimals === 0 && locale === 'en-US' && Number.isInteger(n) && Math.abs(n) < 1000) return String(n === 0 ? 0 : n);
  return numberFormatter(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'negative',
  }).format(n);
}

/** A count: thousands separators, no decimals (SPEC §9): 1234567 → "1,234,567". */
export function formatCount(value: NumericInput, locale = 'en-US'): string {
  return formatNumber(value, 0, locale);
}

export interface FormatPercentOptions {
  /** The value is a ratio (0.125 → "12.50%") rather than already a percentage (12.5 → "12.50%"). */
  fromRatio?: boolean;
  /** Show a plus sign on positive values (for comparisons): "+12.50%". */
  signed?: boolean;
  locale?: string;
}

/**
 * A percentage. By default the value is already in percent (as Meta's `ctr` or the page engagement rate):
 * 12.345 → "12.35%". Pass `{ fromRatio: true }` for ratios.
 */
export function formatPercent(value: NumericInput, decimals = 2, options: FormatPercentOptions = {}): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  const pct = options.fromRatio ? n * 100 : n;
  const text = numberFormatter(options.locale ?? 'en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: options.signed ? 'exceptZero' : 'negative',
  }).format(pct);
  return `${text}%`;
}
