import { parseInsightsRow } from 'shared-graph';
import { breakdownFigures, hourlyGrid, hourOf, valueLabel } from './breakdowns';

const row = (dims: Record<string, string>, spend: string, impressions: string, date = '2026-11-22') =>
  parseInsightsRow({ date_start: date, date_stop: date, spend, impressions, ...dims });

it('sums each breakdown value over accounts, per currency for money, largest first', () => {
  const usd = { currency: 'USD', rows: [row({ age: '18-24' }, '5', '100'), row({ age: '25-34' }, '15', '300')] };
  const usd2 = { currency: 'USD', rows: [row({ age: '18-24' }, '20', '50')] };
  const idr = { currency: 'IDR', rows: [row({ age: '25-34' }, '9000', '1000')] };
  expect(breakdownFigures('spend', 'age', [usd, usd2, idr])).toEqual([
    { currency: 'IDR', values: [{ value: '25-34', figure: 9000 }] },
    { currency: 'USD', values: [{ value: '18-24', figure: 25 }, { value: '25-34', figure: 15 }] },
  ]);
  expect(breakdownFigures('impressions', 'age', [usd, usd2, idr])).toEqual([
    { currency: null, values: [{ value: '25-34', figure: 1300 }, { value: '18-24', figure: 150 }] },
  ]);
});

it('places hourly rows on a weekday × hour grid', () => {
  expect(hourOf('13:00:00 - 13:59:59')).toBe(13);
  expect(hourOf('bogus')).toBeNull();
  const rows = [
    row({ hourly_stats_aggregated_by_advertiser_time_zone: '13:00:00 - 13:59:59' }, '1', '40', '2026-11-22'), // a Sunday
    row({ hourly_stats_aggregated_by_advertiser_time_zone: '13:00:00 - 13:59:59' }, '1', '2', '2026-11-29'), // the next Sunday
    row({ hourly_stats_aggregated_by_advertiser_time_zone: '00:00:00 - 00:59:59' }, '1', '7', '2026-11-23'),
  ];
  const [grid] = hourlyGrid('impressions', [{ currency: 'USD', rows }]);
  expect(grid!.values[0]![13]).toBe(42);
  expect(grid!.values[1]![0]).toBe(7);
  expect(grid!.values.flat().reduce((a, b) => a + b, 0)).toBe(49);
});

it('names values for people: genders, platforms, countries in Indonesian', () => {
  expect(valueLabel('gender', 'female', 'id')).toBe('Women');
  expect(valueLabel('publisher_platform', 'audience_network', 'id')).toBe('Audience Network');
  expect(valueLabel('country', 'ID', 'id')).toBe('Indonesia');
  expect(valueLabel('country', 'US', 'id')).toBe('Amerika Serikat');
  expect(valueLabel('country', 'US', 'en')).toBe('United States');
  expect(valueLabel('country', 'unknown', 'en')).toBe('unknown');
  expect(valueLabel('region', 'Jawa Barat', 'en')).toBe('Jawa Barat');
});
