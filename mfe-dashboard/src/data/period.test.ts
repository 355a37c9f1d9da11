import { customRangeProblem, periodFor, selectionFromParams, selectionToParams } from './period';

// 2026-11-23 02:00 UTC: already Monday the 23rd in Jakarta (UTC+7), still Sunday the 22nd in Los Angeles.
const now = Date.UTC(2026, 10, 23, 2, 0);

it("computes a preset in each account's own time zone, with the previous period of the same length", () => {
  expect(periodFor({ kind: 'preset', preset: 'yesterday' }, 'Asia/Jakarta', now)).toEqual({
    range: { since: '2026-11-22', until: '2026-11-22' },
    comparison: { since: '2026-11-21', until: '2026-11-21' },
  });
  expect(periodFor({ kind: 'preset', preset: 'yesterday' }, 'America/Los_Angeles', now).range).toEqual({ since: '2026-11-21', until: '2026-11-21' });
});

it('defaults to the 6 days before yesterday through yesterday', () => {
  const { range, comparison } = periodFor(selectionFromParams(new URLSearchParams()), 'Asia/Jakarta', now);
  expect(range).toEqual({ since: '2026-11-16', until: '2026-11-22' });
  expect(comparison).toEqual({ since: '2026-11-09', until: '2026-11-15' });
});

it('uses a custom range as given, whatever the zone', () => {
  const selection = selectionFromParams(new URLSearchParams('since=2026-10-01&until=2026-10-31'));
  expect(periodFor(selection, 'America/Los_Angeles', now)).toEqual({
    range: { since: '2026-10-01', until: '2026-10-31' },
    comparison: { since: '2026-08-31', until: '2026-09-30' },
  });
});

it('refuses a reversed, incomplete or too long custom range with a sentence, and falls back to the default', () => {
  expect(customRangeProblem('2026-11-10', '2026-11-01')).toBe('The start date must be on or before the end date.');
  expect(customRangeProblem('', '2026-11-01')).toBe('Pick both a start and an end date.');
  expect(customRangeProblem('2024-01-01', '2026-01-01')).toBe('Pick at most 366 days.');
  expect(selectionFromParams(new URLSearchParams('since=2026-02-30&until=2026-03-01'))).toEqual({ kind: 'preset', preset: 'last_7d' });
  expect(selectionFromParams(new URLSearchParams('since=2026-11-10&until=2026-11-01'))).toEqual({ kind: 'preset', preset: 'last_7d' });
  expect(selectionFromParams(new URLSearchParams('date=last_2_weeks'))).toEqual({ kind: 'preset', preset: 'last_7d' });
});

it('writes the selection to the URL, leaving the default out', () => {
  expect(selectionToParams({ kind: 'preset', preset: 'last_30d' }, new URLSearchParams('a=1')).toString()).toBe('a=1&date=last_30d');
  expect(selectionToParams({ kind: 'preset', preset: 'last_7d' }, new URLSearchParams('date=today')).toString()).toBe('');
  expect(selectionToParams({ kind: 'custom', since: '2026-10-01', until: '2026-10-02' }, new URLSearchParams()).toString()).toBe('since=2026-10-01&until=2026-10-02');
});

it("refuses a range Meta has no insights for: one starting after today, or one whose comparison period starts beyond Meta's 37 months", () => {
  const today = '2026-11-26';
  expect(customRangeProblem('2026-11-26', '2026-11-30', today)).toBeNull();
  expect(customRangeProblem('2030-01-01', '2030-01-31', today)).toBe('The range starts after today, so there is nothing to show yet: pick a start date up to today.');
  // 37 months before 2026-11-26 is 2023-10-26; a day of margin makes 2023-10-27 the earliest day read, for the comparison too.
  expect(customRangeProblem('2023-11-06', '2023-11-15', today)).toBeNull();
  expect(customRangeProblem('2023-11-05', '2023-11-14', today)).toBe(
    'Insights go back 37 months, including the period compared before the range: pick a start date on or after 2023-11-06.',
  );
  expect(customRangeProblem('2019-01-01', '2019-06-30', today)).toMatch(/^Insights go back 37 months/);
  expect(selectionFromParams(new URLSearchParams('since=2019-01-01&until=2019-06-30'))).toEqual({ kind: 'preset', preset: 'last_7d' });
});
