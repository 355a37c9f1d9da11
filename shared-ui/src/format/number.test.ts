import { EMPTY_VALUE, formatCompact, formatCount, formatNumber, formatPercent, toNumber } from './number';

describe('toNumber', () => {
  it('parses numbers, numeric strings and bigint', () => {
    expect(toNumber(12)).toBe(12);
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(toNumber(BigInt(7))).toBe(7);
  });
  it('is NaN for missing or non-numeric input', () => {
    expect(toNumber(null)).toBeNaN();
    expect(toNumber(undefined)).toBeNaN();
    expect(toNumber('')).toBeNaN();
    expect(toNumber('abc')).toBeNaN();
  });
});

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1549, '1.5K'],
    [1550, '1.6K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_960, '1M'],
    [1_000_000, '1M'],
    [2_000_000, '2M'],
    [2_500_000, '2.5M'],
    [999_999_999, '1B'],
    [1_000_000_000, '1B'],
    [3_750_000_000, '3.8B'],
    [1_500_000_000_000, '1500B'],
  ])('%p → %p', (input, expected) => {
    expect(formatCompact(input)).toBe(expected);
  });

  it('handles negatives', () => {
    expect(formatCompact(-1500)).toBe('-1.5K');
    expect(formatCompact(-2_000_000)).toBe('-2M');
    expect(formatCompact(-999)).toBe('-999');
  });

  it('never prints a negative zero', () => {
    expect(formatCompact(-0)).toBe('0');
    expect(formatCompact(-0.01)).toBe('0');
  });

  it('rounds values below 1000 to the given decimals', () => {
    expect(formatCompact(12.345)).toBe('12.3');
    expect(formatCompact(999.96)).toBe('1K');
    expect(formatCompact(12.345, 2)).toBe('12.35');
  });

  it('accepts numeric strings (Graph API) and a decimals argument', () => {
    expect(formatCompact('1500')).toBe('1.5K');
    expect(formatCompact(1234, 2)).toBe('1.23K');
    expect(formatCompact(1234, 0)).toBe('1K');
  });

  it('prints the empty value for missing or invalid input', () => {
    expect(formatCompact(null)).toBe(EMPTY_VALUE);
    expect(formatCompact(undefined)).toBe(EMPTY_VALUE);
    expect(formatCompact('n/a')).toBe(EMPTY_VALUE);
    expect(formatCompact(Number.NaN)).toBe(EMPTY_VALUE);
    expect(formatCompact(Number.POSITIVE_INFINITY)).toBe(EMPTY_VALUE);
  });
});

describe('formatNumber', () => {
  it('defaults to 2 decimals with thousands separators', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber(1_234_567.891)).toBe('1,234,567.89');
  });
  it('rounds to the requested decimals', () => {
    expect(formatNumber(1.005, 1)).toBe('1.0');
    expect(formatNumber(2.675, 0)).toBe('3');
    expect(formatNumber(12.3456, 3)).toBe('12.346');
  });
  it('handles negatives and avoids "-0.00"', () => {
    expect(formatNumber(-1234.5)).toBe('-1,234.50');
    expect(formatNumber(-0.001)).toBe('0.00');
  });
  it('uses the locale when given', () => {
    expect(formatNumber(1234.5, 2, 'id-ID')).toBe('1.234,50');
  });
  it('accepts numeric strings and prints "-" for invalid input', () => {
    expect(formatNumber('42')).toBe('42.00');
    expect(formatNumber('x')).toBe(EMPTY_VALUE);
    expect(formatNumber(null)).toBe(EMPTY_VALUE);
  });
});

describe('formatCount', () => {
  it('has no decimals and thousands separators', () => {
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234.6)).toBe('1,235');
    expect(formatCount('25000')).toBe('25,000');
    expect(formatCount(-1500)).toBe('-1,500');
    expect(formatCount(undefined)).toBe(EMPTY_VALUE);
  });
  it('prints a whole number under 1,000 as Intl would, without making a formatter', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'negative' });
    for (let n = -1000; n <= 1000; n += 1) expect(formatCount(n)).toBe(intl.format(n));
    expect(formatCount(-0)).toBe('0');
    expect(formatCount(999.6)).toBe('1,000');
    expect(formatCount(-999.6)).toBe('-1,000');
  });
});

describe('formatPercent', () => {
  it('formats values already in percent', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent('1.5')).toBe('1.50%');
  });
  it('converts ratios', () => {
    expect(formatPercent(0.125, 1, { fromRatio: true })).toBe('12.5%');
  });
  it('can show a sign for comparisons', () => {
    expect(formatPercent(12.5, 1, { signed: true })).toBe('+12.5%');
    expect(formatPercent(-3, 0, { signed: true })).toBe('-3%');
    expect(formatPercent(0, 0, { signed: true })).toBe('0%');
  });
  it('prints "-" for invalid input', () => {
    expect(formatPercent(null)).toBe(EMPTY_VALUE);
  });
});
