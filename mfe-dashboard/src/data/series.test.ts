import { parseInsightsRow } from 'shared-graph';
import { bucketLabel, metricSeries, seriesBuckets, type AccountSeries } from './series';

const day = (date: string, spend: string, clicks = '0', impressions = '0') =>
  parseInsightsRow({ date_start: date, date_stop: date, spend, clicks, impressions });

it('sums each bucket across accounts, per currency for money, and lines the comparison period up by position', () => {
  const { buckets, previousBuckets } = seriesBuckets({ since: '2026-11-20', until: '2026-11-22' }, 1);
  expect(previousBuckets.map((b) => b.since)).toEqual(['2026-11-17', '2026-11-18', '2026-11-19']);
  const a: AccountSeries = { currency: 'USD', buckets, previousBuckets, current: [day('2026-11-20', '10', '5', '100'), day('2026-11-22', '30', '5', '100')], previous: [day('2026-11-17', '7')] };
  const b: AccountSeries = { currency: 'USD', buckets, previousBuckets, current: [day('2026-11-20', '1.5', '15', '100')], previous: [] };
  const c: AccountSeries = { currency: 'IDR', buckets, previousBuckets, current: [day('2026-11-21', '5000')], previous: [] };
  const spend = metricSeries('spend', [a, b, c]);
  expect(spend.map((s) => [s.currency, s.current, s.previous])).toEqual([
    ['IDR', [0, 5000, 0], [0, 0, 0]],
    ['USD', [11.5, 0, 30], [7, 0, 0]],
  ]);
  // CTR of Nov 20 over both USD and IDR accounts: (5 + 15) / (100 + 100).
  expect(metricSeries('ctr', [a, b, c])[0]!.current).toEqual([10, 0, 5]);
});

it('labels days and multi-day buckets', () => {
  expect(bucketLabel({ since: '2026-11-17', until: '2026-11-17' })).toBe('Nov 17');
  expect(bucketLabel({ since: '2026-11-17', until: '2026-11-19' })).toBe('Nov 17 – Nov 19');
  expect(seriesBuckets({ since: '2026-09-01', until: '2026-11-29' }, 7).buckets).toHaveLength(13);
});
