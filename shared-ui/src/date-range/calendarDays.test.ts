import { dayName, isDay, monthWeeks, previousPeriod, rangeText, shiftDayByMonths, shiftMonth } from './calendarDays';

it('lays a month out in Sunday-first weeks, padded at both ends', () => {
  const weeks = monthWeeks('2026-11');
  expect(weeks).toHaveLength(5);
  expect(weeks[0]![0]).toBe('2026-11-01');
  expect(weeks[4]!.filter(Boolean)).toEqual(['2026-11-29', '2026-11-30']);
  // February 2026 starts on a Sunday and fills exactly four weeks.
  expect(monthWeeks('2026-02')).toHaveLength(4);
  expect(monthWeeks('2024-02').flat().filter(Boolean)).toHaveLength(29);
});

it('moves by months, keeping the day inside shorter months', () => {
  expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  expect(shiftDayByMonths('2026-03-31', -1)).toBe('2026-02-28');
  expect(shiftDayByMonths('2024-03-31', -1)).toBe('2024-02-29');
  expect(shiftDayByMonths('2026-12-15', 1)).toBe('2027-01-15');
});

it('words days and ranges, and knows real days', () => {
  expect(dayName('2026-11-18')).toBe('Wednesday 18 November 2026');
  expect(rangeText({ since: '2026-11-18', until: '2026-11-18' })).toMatch(/^18 Nov 2026$/);
  expect(rangeText({ since: '2025-12-28', until: '2026-01-03' })).toMatch(/^28 Dec 2025 – 3 Jan 2026$/);
  expect(rangeText({ since: 'x', until: 'y' })).toBe('x – y');
  expect(isDay('2026-02-29')).toBe(false);
  expect(previousPeriod({ since: '2026-03-01', until: '2026-03-31' })).toEqual({ since: '2026-01-29', until: '2026-02-28' });
});
