import { parseInsightsRow } from 'shared-graph';
import { figureChange, isCurrencyBound, metricFigures, type AccountRows } from './figures';
import { changeTone, formatMetric, formatMetricChange } from './metricFormat';

const row = (spend: string, impressions: string, clicks: string, purchases?: string, value?: string) =>
  parseInsightsRow({
    date_start: '2026-11-16',
    date_stop: '2026-11-22',
    spend,
    impressions,
    clicks,
    ...(purchases ? { actions: [{ action_type: 'purchase', value: purchases }], action_values: [{ action_type: 'purchase', value }] } : {}),
  });

const idr: AccountRows = { currency: 'IDR', current: [row('1500000', '10000', '200', '4', '6000000')], previous: [row('1000000', '8000', '100', '2', '2000000')] };
const usd: AccountRows = { currency: 'USD', current: [row('100.50', '5000', '50')], previous: [row('0', '0', '0')] };
const usd2: AccountRows = { currency: 'USD', current: [row('49.50', '5000', '150', '3', '300')], previous: [row('50', '2000', '20')] };

it('never adds money across currencies: spend comes per currency', () => {
  expect(metricFigures('spend', [idr, usd, usd2])).toEqual([
    { metricId: 'spend', currency: 'IDR', current: 1500000, previous: 1000000 },
    { metricId: 'spend', currency: 'USD', current: 150, previous: 50 },
  ]);
});

it('keeps ratios built on money per currency too (ROAS, cost per purchase)', () => {
  expect(isCurrencyBound('roas')).toBe(true);
  expect(isCurrencyBound('cost_per_purchase')).toBe(true);
  expect(metricFigures('roas', [idr, usd, usd2])).toEqual([
    { metricId: 'roas', currency: 'IDR', current: 4, previous: 2 },
    { metricId: 'roas', currency: 'USD', current: 2, previous: 0 },
  ]);
});

it('adds counts across every account and computes rates from the summed parts', () => {
  expect(isCurrencyBound('ctr')).toBe(false);
  expect(metricFigures('impressions', [idr, usd, usd2])).toEqual([{ metricId: 'impressions', currency: null, current: 20000, previous: 10000 }]);
  // (200 + 50 + 150) / 20,000 — not the average of the three accounts' CTRs.
  expect(metricFigures('ctr', [idr, usd, usd2])[0]).toMatchObject({ current: 2, previous: 1.2 });
});

it('gives the change as an amount and a percentage, none against a zero period', () => {
  expect(figureChange({ current: 150, previous: 100 })).toEqual({ absolute: 50, percent: 50 });
  expect(figureChange({ current: 80, previous: 100 })).toEqual({ absolute: -20, percent: -20 });
  expect(figureChange({ current: 5, previous: 0 })).toEqual({ absolute: 5, percent: null });
});

it('formats figures with the currency and the metric unit, and says whether a change is good news', () => {
  expect(formatMetric('spend', 1500000, 'IDR')).toMatch(/^IDR\s1,500,000$/);
  expect(formatMetric('spend', 150, 'USD')).toBe('$150.00');
  expect(formatMetric('impressions', 20000, null)).toBe('20,000');
  expect(formatMetric('ctr', 2, null)).toBe('2.00%');
  expect(formatMetric('roas', 4, 'IDR')).toBe('4.00');
  expect(formatMetricChange('spend', -20, 'USD')).toBe('-$20.00');
  expect(formatMetricChange('impressions', 1234, null)).toBe('+1,234');
  expect(changeTone('cost_per_purchase', -5)).toBe('good');
  expect(changeTone('purchases', -1)).toBe('bad');
  expect(changeTone('spend', 10)).toBe('neutral');
});
