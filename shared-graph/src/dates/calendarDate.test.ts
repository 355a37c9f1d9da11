import fc from 'fast-check';
import { addDays, daysBetween, eachDay, endOfMonth, isIsoDate, rangeLength, startOfMonth, weekday } from './calendarDate';

const isoDates = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('calendar dates', () => {
  it('accepts real days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-4-1')).toBe(false);
    expect(isIsoDate(20260401)).toBe(false);
  });

  it('moves across month and year ends and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-31', -31)).toBe('2026-02-28');
  });

  it('throws on a value that is not a day instead of computing with it', () => {
    expect(() => addDays('2026-13-01', 1)).toThrow('Not a calendar date: 2026-13-01');
  });

  it('counts days between dates and range lengths with both ends included', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
    expect(rangeLength({ since: '2026-11-23', until: '2026-11-23' })).toBe(1);
    expect(rangeLength({ since: '2024-01-01', until: '2024-12-31' })).toBe(366);
  });

  it('knows the weekday (0 = Sunday)', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('2026-11-23')).toBe(1);
    expect(weekday('1970-01-01')).toBe(4);
    expect(weekday('1969-12-28')).toBe(0);
  });

  it('finds month starts and ends, February included', () => {
    expect(startOfMonth('2026-11-23')).toBe('2026-11-01');
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonth('2100-02-10')).toBe('2100-02-28');
    expect(endOfMonth('2026-12-05')).toBe('2026-12-31');
    expect(endOfMonth('2026-04-30')).toBe('2026-04-30');
  });

  it('lists every day of a range', () => {
    expect(eachDay({ since: '2026-02-27', until: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(eachDay({ since: '2026-03-02', until: '2026-03-01' })).toEqual([]);
  });

  it('adding then subtracting days returns the same day, and daysBetween measures the move', () => {
    fc.assert(
      fc.property(isoDates, fc.integer({ min: -4000, max: 4000 }), (date, n) => {
        const moved = addDays(date, n);
        expect(isIsoDate(moved)).toBe(true);
        expect(addDays(moved, -n)).toBe(date);
        expect(daysBetween(date, moved)).toBe(n);
        expect(weekday(moved)).toBe((((weekday(date) + n) % 7) + 7) % 7);
      }),
    );
  });
});
