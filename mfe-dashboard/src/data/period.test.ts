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
  expect(selectionFromParams(new URLSearchParams('since=2026-11-10&until=2026-11-01'))).toEqual({ kind: 'preset', preset: 'last_7d' });
  expect(selectionFromParams(new URLSearchParams('date=last_2_weeks'))).toEqual({ kind: 'preset', preset: 'last_7d' });
});

it('writes the selection to the URL, leaving the default out', () => {
  expect(selectionToParams({ kind: 'preset', preset: 'last_30d' }, new URLSearchParams('a=1')).toString()).toBe('a=1&date=last_30d');
  expect(selectionToParams({ kind: 'preset', preset: 'last_7d' }, new URLSearchParams('date=today')).toString()).toBe('');
  expect(selectionToParams({ kind: 'custom', since: '2026-10-01', until: '2026-10-02' }, new URLSearchParams()).toString()).toBe('since=2026-10-01&until=2026-10-02');
});
