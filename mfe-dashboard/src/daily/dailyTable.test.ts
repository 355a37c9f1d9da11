import type { MetricSeries } from '../data/series';
import { dailyColumns, dailyCsv, dailyRows } from './dailyTable';

const buckets = [
  { since: '2026-11-21', until: '2026-11-21' },
  { since: '2026-11-22', until: '2026-11-22' },
];
const previousBuckets = [
  { since: '2026-11-19', until: '2026-11-19' },
  { since: '2026-11-20', until: '2026-11-20' },
];
const spend: MetricSeries = { metricId: 'spend', currency: 'USD', buckets, previousBuckets, current: [10.5, 20], previous: [5, 0] };
const clicks: MetricSeries = { metricId: 'clicks', currency: null, buckets, previousBuckets, current: [3, 4], previous: [1, 2] };

it('has a row per day with each metric for the day and the same day of the previous period', () => {
  const columns = dailyColumns([spend, clicks], [{ metricId: 'spend', currency: 'USD', current: 30.5, previous: 5 }]);
  expect(columns.map((c) => c.label)).toEqual(['Amount spent (USD)', 'Clicks (all)']);
  expect(dailyRows(columns)).toEqual([
    { id: '2026-11-21', date: '2026-11-21', previousDate: '2026-11-19', values: { 'spend-USD': { current: 10.5, previous: 5 }, clicks: { current: 3, previous: 1 } } },
    { id: '2026-11-22', date: '2026-11-22', previousDate: '2026-11-20', values: { 'spend-USD': { current: 20, previous: 0 }, clicks: { current: 4, previous: 2 } } },
  ]);
});

it('exports plain numbers with a totals line, quoting what a spreadsheet would misread', () => {
  const columns = dailyColumns([spend, clicks], [{ metricId: 'spend', currency: 'USD', current: 30.5, previous: 5 }]);
  expect(dailyCsv(columns, dailyRows(columns)).split('\r\n')).toEqual([
    'Date,Previous period date,Amount spent (USD),"Amount spent (USD), previous period",Clicks (all),"Clicks (all), previous period"',
    '2026-11-21,2026-11-19,10.5,5,3,1',
    '2026-11-22,2026-11-20,20,0,4,2',
    'Total,,30.5,5,0,0',
    '',
  ]);
});

it("carries why a day's cost has no value, and keeps its 0 in the export (SPEC §5)", async () => {
  const { metricSeries } = await import('../data/series');
  const { parseInsightsRow } = await import('shared-graph');
  const day = (date: string, clicks: string) => parseInsightsRow({ date_start: date, date_stop: date, spend: '10', clicks });
  const [cpc] = metricSeries('cpc', [{ currency: 'USD', buckets, previousBuckets, current: [day('2026-11-21', '5'), day('2026-11-22', '0')], previous: [day('2026-11-19', '2'), day('2026-11-20', '4')] }]);
  const columns = dailyColumns([cpc!], []);
  const rows = dailyRows(columns);
  expect(rows[0]!.values['cpc-USD']).toEqual({ current: 2, previous: 5 });
  expect(rows[1]!.values['cpc-USD']).toEqual({ current: 0, previous: 2.5, currentGap: 'No clicks in this period, so no CPC (all)' });
  expect(dailyCsv(columns, rows).split('\r\n')[2]).toBe('2026-11-22,2026-11-20,0,2.5');
});
