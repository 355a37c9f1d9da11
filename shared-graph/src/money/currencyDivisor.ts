// Meta keeps budgets and bids in the currency's minor unit (GRAPH-API.md §1.5); SPEC §9 lists the divisors.

/** Currencies Meta counts in whole units (divisor 1). */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['CLP', 'COP', 'CRC', 'HUF', 'ISK', 'IDR', 'JPY', 'KRW', 'PYG', 'TWD', 'VND'];

/** Minor units per major unit: 1 for the zero-decimal currencies, 100 for every other (and an unknown) one. */
export function currencyDivisor(currency: string | null | undefined): 1 | 100 {
  return currency && ZERO_DECIMAL_CURRENCIES.includes(currency.trim().toUpperCase()) ? 1 : 100;
}

/** Minor units (Meta's `"5000"`) → major units (50 for USD, 5000 for IDR); null when it is not a number. */
export function fromMinorUnits(minor: string | number | null | undefined, currency: string | null | undefined): number | null {
  if (minor === null || minor === undefined || minor === '') return null;
  const n = Number(minor);
  return Number.isFinite(n) ? n / currencyDivisor(currency) : null;
}

/** Major units → whole minor units as Meta takes them (10.15 USD → 1015, rounding half away from zero). */
export function toMinorUnits(major: number, currency: string | null | undefined): number {
  if (!Number.isFinite(major)) throw new RangeError(`Not an amount: ${String(major)}`);
  // Round the scaled value at 6 places first so 10.15 × 100 (= 1014.9999…) counts as 1015.
  const scaled = Number((Math.abs(major) * currencyDivisor(currency)).toFixed(6));
  const minor = Math.round(scaled);
  return major < 0 ? -minor : minor;
}
