import { currencyInfo, displayAmount, minorToMajorString, toMinor } from './currency';

describe('currency', () => {
  it('uses divisor 1 for zero-decimal currencies', () => {
    expect(currencyInfo('IDR').divisor).toBe(1);
    expect(currencyInfo('JPY').divisor).toBe(1);
    expect(currencyInfo('KRW').divisor).toBe(1);
    expect(currencyInfo('USD').divisor).toBe(100);
  });

  it('converts between major and minor units', () => {
    expect(toMinor(50, 'USD')).toBe(5000);
    expect(toMinor(150000, 'IDR')).toBe(150000);
    expect(minorToMajorString(12050, 'USD')).toBe('120.50');
    expect(minorToMajorString(150000, 'IDR')).toBe('150000');
  });

  it('formats display amounts', () => {
    expect(displayAmount(2452, 'USD')).toBe('$24.52');
    expect(displayAmount(1250000, 'IDR')).toBe('Rp1.250.000');
  });

  it('has a minimum daily budget in minor units', () => {
    expect(currencyInfo('IDR').minDailyBudget).toBe(15000);
    expect(currencyInfo('USD').minDailyBudget).toBe(100);
  });
});
