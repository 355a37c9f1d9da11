import { selectionFromParams } from 'shared-graph';
import { periodFor } from './period';

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
  const selection = selectionFromParams(new URLSearchParams('date=custom&since=2026-10-01&until=2026-10-31'), '2026-11-23');
  expect(periodFor(selection, 'America/Los_Angeles', now)).toEqual({
    range: { since: '2026-10-01', until: '2026-10-31' },
    comparison: { since: '2026-08-31', until: '2026-09-30' },
  });
});
