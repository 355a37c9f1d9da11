import {
  currencyDivisor,
  currencyFractionDigits,
  formatCurrency,
  formatMoney,
  majorToMinor,
  minorToMajor,
  ZERO_DECIMAL_CURRENCIES,
} from './currency';

/** Intl uses (narrow) no-break spaces; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('currencyDivisor', () => {
  it.each(['CLP', 'COP', 'CRC', 'HUF', 'ISK', 'IDR', 'JPY', 'KRW', 'PYG', 'TWD', 'VND'])('%s has divisor 1', (code) => {
    expect(currencyDivisor(code)).toBe(1);
  });
  it.each(['USD', 'EUR', 'GBP', 'SGD', 'MYR', 'THB', 'PHP', 'AUD'])('%s has divisor 100', (code) => {
    expect(currencyDivisor(code)).toBe(100);
  });
  it('defaults to 100 for unknown or missing currencies', () => {
    expect(currencyDivisor('XYZ')).toBe(100);
    expect(currencyDivisor('')).toBe(100);
    expect(currencyDivisor(null)).toBe(100);
    expect(currencyDivisor(undefined)).toBe(100);
  });
  it('is case-insensitive', () => {
    expect(currencyDivisor('idr')).toBe(1);
    expect(currencyDivisor(' jpy ')).toBe(1);
  });
  it('lists exactly the eleven zero-decimal currencies of the spec', () => {
    expect(ZERO_DECIMAL_CURRENCIES).toHaveLength(11);
  });
  it('gives matching fraction digits', () => {
    expect(currencyFractionDigits('IDR')).toBe(0);
    expect(currencyFractionDigits('USD')).toBe(2);
  });
});

describe('minorToMajor / majorToMinor', () => {
  it('converts minor units to major', () => {
    expect(minorToMajor('1050', 'USD')).toBe(10.5);
    expect(minorToMajor(150000, 'IDR')).toBe(150000);
    expect(minorToMajor('1000', 'JPY')).toBe(1000);
    expect(minorToMajor(99, undefined)).toBe(0.99);
  });
  it('is NaN for non-numeric minor units', () => {
    expect(minorToMajor('', 'USD')).toBeNaN();
    expect(minorToMajor(null, 'USD')).toBeNaN();
  });
  it('converts major to whole minor units', () => {
    expect(majorToMinor(10.5, 'USD')).toBe(1050);
    expect(majorToMinor('10.5', 'USD')).toBe(1050);
    expect(majorToMinor(150000, 'IDR')).toBe(150000);
    expect(majorToMinor(0, 'USD')).toBe(0);
  });
  it('uses exact decimal arithmetic', () => {
    expect(majorToMinor(10.15, 'USD')).toBe(1015); // 10.15 * 100 = 1014.9999999999999 in floating point
    expect(majorToMinor(0.29, 'EUR')).toBe(29);
    expect(majorToMinor(1.005, 'USD')).toBe(101);
    expect(majorToMinor(1.004, 'USD')).toBe(100);
  });
  it('rounds to whole units for zero-decimal currencies', () => {
    expect(majorToMinor(1500.4, 'IDR')).toBe(1500);
    expect(majorToMinor(1500.5, 'IDR')).toBe(1501);
  });
  it('handles negatives and very small/large values', () => {
    expect(majorToMinor(-10.5, 'USD')).toBe(-1050);
    expect(majorToMinor(1e-7, 'USD')).toBe(0);
    expect(majorToMinor(1e21, 'IDR')).toBe(1e21);
  });
  it('is NaN for non-numeric input', () => {
    expect(majorToMinor('abc', 'USD')).toBeNaN();
  });
  it('round-trips', () => {
    for (const [v, c] of [[12.34, 'USD'], [5000, 'IDR'], [0.01, 'EUR']] as const) {
      expect(minorToMajor(majorToMinor(v, c), c)).toBe(v);
    }
  });
});

describe('formatCurrency (minor units)', () => {
  it('formats USD with 2 fraction digits', () => {
    expect(formatCurrency('1050', 'USD')).toBe('$10.50');
    expect(formatCurrency(123456789, 'USD')).toBe('$1,234,567.89');
  });
  it('formats IDR and JPY with 0 fraction digits', () => {
    expect(plain(formatCurrency(150000, 'IDR'))).toBe('IDR 150,000');
    expect(formatCurrency(1000, 'JPY')).toBe('¥1,000');
  });
  it('uses the locale', () => {
    expect(plain(formatCurrency(150000, 'IDR', 'id-ID'))).toBe('Rp 150.000');
    expect(formatCurrency(1050, 'USD', 'id-ID')).toMatch(/^US\$\s?10,50$/);
  });
  it('handles negatives and unknown codes', () => {
    expect(formatCurrency(-1050, 'USD')).toBe('-$10.50');
    expect(plain(formatCurrency(1050, 'XYZ'))).toBe('XYZ 10.50');
    expect(plain(formatCurrency(1050, 'not-a-code'))).toBe('NOT-A-CODE 10.50');
  });
  it('without a currency prints the number', () => {
    expect(formatCurrency(1050, undefined)).toBe('10.50');
  });
  it('prints "-" for missing amounts', () => {
    expect(formatCurrency(null, 'USD')).toBe('-');
    expect(formatCurrency('', 'USD')).toBe('-');
  });
});

describe('formatMoney (major units)', () => {
  it('formats major amounts', () => {
    expect(formatMoney('12.5', 'USD')).toBe('$12.50');
    expect(plain(formatMoney(1234.56, 'IDR'))).toBe('IDR 1,235');
    expect(formatMoney(undefined, 'USD')).toBe('-');
  });
});
