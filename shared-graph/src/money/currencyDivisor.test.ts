import { currencyDivisor, fromMinorUnits, toMinorUnits } from './currencyDivisor';

describe('currency minor units', () => {
  it('divides by 1 for the SPEC §9 zero-decimal currencies and by 100 for the rest', () => {
    for (const code of ['CLP', 'COP', 'CRC', 'HUF', 'ISK', 'IDR', 'JPY', 'KRW', 'PYG', 'TWD', 'VND']) expect(currencyDivisor(code)).toBe(1);
    for (const code of ['USD', 'EUR', 'MYR', 'SGD', 'XYZ']) expect(currencyDivisor(code)).toBe(100);
    expect(currencyDivisor('idr')).toBe(1);
    expect(currencyDivisor(null)).toBe(100);
  });

  it("reads Meta's minor-unit strings", () => {
    expect(fromMinorUnits('5000', 'USD')).toBe(50);
    expect(fromMinorUnits('150000', 'IDR')).toBe(150000);
    expect(fromMinorUnits('0', 'USD')).toBe(0);
    expect(fromMinorUnits('', 'USD')).toBeNull();
    expect(fromMinorUnits('abc', 'USD')).toBeNull();
    expect(fromMinorUnits(undefined, 'USD')).toBeNull();
  });

  it('writes whole minor units without float drift', () => {
    expect(toMinorUnits(10.15, 'USD')).toBe(1015);
    expect(toMinorUnits(0.29, 'EUR')).toBe(29);
    expect(toMinorUnits(150000, 'IDR')).toBe(150000);
    expect(toMinorUnits(1.005, 'USD')).toBe(101);
    expect(toMinorUnits(99.5, 'JPY')).toBe(100);
    expect(() => toMinorUnits(Number.NaN, 'USD')).toThrow('Not an amount');
  });
});
