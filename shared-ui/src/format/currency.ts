// A model for pure formatters with their test beside them (STYLE.md): the SPEC's money rules written once.
import { EMPTY_VALUE, numberFormatter, toNumber, type NumericInput } from './number';

/** Currencies whose amounts have no minor unit on Meta (divisor 1), SPEC §9. */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = [
  'CLP',
  'COP',
  'CRC',
  'HUF',
  'ISK',
  'IDR',
  'JPY',
  'KRW',
  'PYG',
  'TWD',
  'VND',
];

/**
 * How many minor units make one major unit: 1 for CLP, COP, CRC, HUF, ISK, IDR, JPY, KRW, PYG, TWD, VND;
 * 100 for every other (and an unknown or missing) currency.
 */
export function currencyDivisor(code?: string | null): 1 | 100 {
  if (!code) return 100;
  return ZERO_DECIMAL_CURRENCIES.includes(code.trim().toUpperCase()) ? 1 : 100;
}

/** Fraction digits shown for a currency: 0 where the divisor is 1, else 2. */
export function currencyFractionDigits(code?: string | null): 0 | 2 {
  return currencyDivisor(code) === 1 ? 0 : 2;
}

/** Minor units (Meta's budgets and spend caps, often strings) → major units: ("1050", "USD") → 10.5. NaN if not numeric. */
export function minorToMajor(minorUnits: NumericInput, currency?: string | null): number {
  const n = toNumber(minorUnits);
  if (!Number.isFinite(n)) return Number.NaN;
  return n / currencyDivisor(currency);
}

/** Expand a finite number to plain decimal digits (no exponent). */
function toPlainDecimal(n: number): string {
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return n.toFixed(20).replace(/\.?0+$/, '');
}

/**
 * Major units → whole minor units for the API: (10.5, "USD") → 1050, (150000, "IDR") → 150000.
 * Exact decimal arithmetic (10.15 → 1015, not 1014), rounding half away from zero. NaN if not numeric.
 */
export function majorToMinor(major: NumericInput, currency?: string | null): number {
  const n = toNumber(major);
  if (!Number.isFinite(n)) return Number.NaN;
  const digits = currencyDivisor(currency) === 1 ? 0 : 2;
  const plain = toPlainDecimal(Math.abs(n));
  const [intPart = '0', fracPart = ''] = plain.split('.');
  const kept = fracPart.slice(0, digits).padEnd(digits, '0');
  const next = fracPart.charAt(digits);
  let minor = Number(`${intPart}${kept}`);
  if (next !== '' && Number(next) >= 5) minor += 1;
  return n < 0 && minor !== 0 ? -minor : minor;
}

function formatMajorAmount(major: number, currency: string | null | undefined, locale: string): string {
  const digits = currencyFractionDigits(currency);
  const code = currency?.trim().toUpperCase();
  if (!code) {
    return numberFormatter(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: 'negative' }).format(major);
  }
  try {
    return numberFormatter(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    }).format(major);
  } catch {
    // Not an ISO 4217 shape: show the code next to the number.
    const amount = numberFormatter(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: 'negative' }).format(major);
    return `${code} ${amount}`;
  }
}

/**
 * Format an amount in minor units (budgets, balances, spend caps) with the currency's fraction digits:
 * ("1050", "USD") → "$10.50"; (150000, "IDR") → "IDR 150,000" (en-US) or "Rp 150.000" (id-ID).
 */
export function formatCurrency(minorUnits: NumericInput, currency?: string | null, locale = 'en-US'): string {
  const major = minorToMajor(minorUnits, currency);
  if (!Number.isFinite(major)) return EMPTY_VALUE;
  return formatMajorAmount(major, currency, locale);
}

/**
 * Format an amount already in major units (insights `spend`, cost-per metrics): ("12.5", "USD") → "$12.50".
 */
export function formatMoney(major: NumericInput, currency?: string | null, locale = 'en-US'): string {
  const n = toNumber(major);
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  return formatMajorAmount(n, currency, locale);
}
