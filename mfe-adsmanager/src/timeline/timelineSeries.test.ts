import { parseInsightsRow } from 'shared-graph';
import { timelinePoints, timelineTotals } from './timelineSeries';

const row = (since: string, until: string, spend: string, clicks: string) => parseInsightsRow({ date_start: since, date_stop: until, spend, clicks, impressions: '1000' });

test('cuts the range into buckets, fills days without delivery with 0 and pairs each with the previous period', () => {
  const points = timelinePoints(
    { since: '2026-11-20', until: '2026-11-22' },
    { since: '2026-11-17', until: '2026-11-19' },
    1,
    [row('2026-11-20', '2026-11-20', '100', '10'), row('2026-11-22', '2026-11-22', '300', '30')],
    [row('2026-11-17', '2026-11-17', '50', '5')],
    ['spend', 'cpc'],
  );
  expect(points.map((p) => [p.range.since, p.values.spend, p.values.cpc, p.previousRange?.since, p.previous.spend])).toEqual([
    ['2026-11-20', 100, 10, '2026-11-17', 50],
    ['2026-11-21', 0, 0, '2026-11-18', 0],
    ['2026-11-22', 300, 10, '2026-11-19', 0],
  ]);
});

test('weekly buckets are 7 days and totals come from summed parts', () => {
  const points = timelinePoints({ since: '2026-10-19', until: '2026-11-22' }, { since: '2026-09-14', until: '2026-10-18' }, 7, [], [], ['spend']);
  expect(points).toHaveLength(5);
  expect(points[0]!.range).toEqual({ since: '2026-10-19', until: '2026-10-25' });
  const totals = timelineTotals([row('2026-11-20', '2026-11-20', '100', '10'), row('2026-11-21', '2026-11-21', '100', '30')], [], ['cpc']);
  expect(totals.current.cpc).toBe(5);
});
