import { computeMetric, insightsFieldsFor, metricGap, metricTotals, rowMetricGap, rowMetrics } from './computeMetric';
import { METRICS, findMetric, metric } from './metricCatalogue';
import { parseInsightsRow } from './parseInsightsRow';

const day = (date: string, extra: Record<string, unknown>) => parseInsightsRow({ date_start: date, date_stop: date, ...extra });

describe('metric catalogue', () => {
  it('names every SPEC §9 family, each metric once, with a unit, a direction and a formula', () => {
    const ids = METRICS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'spend', 'impressions', 'reach', 'frequency', 'clicks', 'link_clicks', 'ctr', 'cpc', 'cpm', 'video_plays', 'thruplays', 'video_p100',
      'purchases', 'purchase_value', 'roas', 'cost_per_purchase', 'leads', 'cost_per_lead', 'app_installs', 'cost_per_app_install',
      'cpas_purchases_shared', 'cpas_purchase_value_shared', 'cpas_roas_shared', 'cpas_cost_per_purchase_shared',
    ]) {
      expect(findMetric(id)).toBeDefined();
    }
    for (const m of METRICS) {
      expect(['money', 'count', 'percent', 'ratio']).toContain(m.unit);
      expect(['higher', 'lower', 'neutral']).toContain(m.direction);
      expect(m.label).not.toBe('');
    }
  });

  it('costs are lower-is-better money, counts have no decimals, money follows the currency', () => {
    expect(metric('cost_per_purchase')).toMatchObject({ unit: 'money', direction: 'lower', decimals: null });
    expect(metric('impressions')).toMatchObject({ unit: 'count', direction: 'higher', decimals: 0 });
    expect(metric('ctr')).toMatchObject({ unit: 'percent', decimals: 2 });
    expect(metric('spend').direction).toBe('neutral');
    expect(() => metric('nope')).toThrow('Unknown metric: nope');
  });

  it('asks Graph only for the fields the metrics read', () => {
    expect(insightsFieldsFor(['spend', 'ctr', 'roas', 'cost_per_purchase'])).toEqual(['spend', 'clicks', 'impressions', 'action_values', 'actions']);
    expect(insightsFieldsFor(['thruplays', 'cpas_roas_shared'])).toEqual(['video_thruplay_watched_actions', 'catalog_segment_value', 'spend']);
  });
});

describe('computeMetric', () => {
  const row = parseInsightsRow({
    date_start: '2024-11-07',
    date_stop: '2024-11-07',
    spend: '120.50',
    impressions: '10000',
    reach: '7400',
    clicks: '243',
    actions: [{ action_type: 'link_click', value: '80' }, { action_type: 'purchase', value: '5' }],
    action_values: [{ action_type: 'purchase', value: '725.25' }],
  });

  it("computes Ads Manager's numbers from components", () => {
    const m = rowMetrics(row, ['ctr', 'cpc', 'cpm', 'frequency', 'roas', 'cost_per_purchase', 'link_ctr', 'purchase_conversion_rate', 'average_order_value']);
    expect(m.ctr).toBeCloseTo(2.43);
    expect(m.cpc).toBeCloseTo(0.495885, 5);
    expect(m.cpm).toBeCloseTo(12.05);
    expect(m.frequency).toBeCloseTo(1.351351, 5);
    expect(m.roas).toBeCloseTo(6.0187, 3);
    expect(m.cost_per_purchase).toBeCloseTo(24.1);
    expect(m.link_ctr).toBeCloseTo(0.8);
    expect(m.purchase_conversion_rate).toBeCloseTo(6.25);
    expect(m.average_order_value).toBeCloseTo(145.05);
  });

  it('gives 0 for cost and ratio metrics whose denominator is 0 or less (SPEC §5)', () => {
    expect(computeMetric('cost_per_purchase', { spend: 50, 'actions:purchase': 0 })).toBe(0);
    expect(computeMetric('ctr', { clicks: 3, impressions: 0 })).toBe(0);
    expect(computeMetric('roas', { 'action_values:purchase': 100, spend: -1 })).toBe(0);
    expect(computeMetric('frequency', { impressions: 10 })).toBe(0);
  });

  it('divides conversion rates by 1 when there are conversions but no clicks (SPEC §5)', () => {
    expect(computeMetric('purchase_conversion_rate', { 'actions:purchase': 2, 'actions:link_click': 0 })).toBe(200);
    expect(computeMetric('purchase_conversion_rate', { 'actions:purchase': 0, 'actions:link_click': 0 })).toBe(0);
    expect(computeMetric('lead_conversion_rate', { 'actions:lead': 5, 'actions:link_click': 50 })).toBe(10);
  });

  it('reads a missing action as 0 (Meta leaves zero actions out)', () => {
    expect(rowMetrics(day('2026-11-01', { spend: '10' }), ['purchases', 'cost_per_purchase'])).toEqual({ purchases: 0, cost_per_purchase: 0 });
  });
});

describe('metricTotals', () => {
  const rows = [
    day('2026-11-01', { spend: '100', impressions: '1000', clicks: '10', reach: '800', actions: [{ action_type: 'purchase', value: '1' }], action_values: [{ action_type: 'purchase', value: '300' }] }),
    day('2026-11-02', { spend: '50', impressions: '9000', clicks: '270', reach: '6000', actions: [{ action_type: 'purchase', value: '4' }], action_values: [{ action_type: 'purchase', value: '100' }] }),
  ];

  it('computes totals from summed components, not by summing or averaging ratios', () => {
    const totals = metricTotals(rows, ['spend', 'ctr', 'cost_per_purchase', 'roas', 'purchases']);
    expect(totals.spend).toBe(150);
    expect(totals.purchases).toBe(5);
    expect(totals.ctr).toBeCloseTo(2.8); // 280 / 10000, not (1 + 3) / 2
    expect(totals.cost_per_purchase).toBe(30); // 150 / 5, not (100 + 12.5) / 2
    expect(totals.roas).toBeCloseTo(400 / 150);
  });

  it("takes Meta's own reach for the total when given (reach does not add up over days)", () => {
    expect(metricTotals(rows, ['reach', 'frequency'])).toEqual({ reach: 6800, frequency: 10000 / 6800 });
    expect(metricTotals(rows, ['reach', 'frequency'], { exact: { reach: 6100 } })).toEqual({ reach: 6100, frequency: 10000 / 6100 });
    expect(metric('reach').additive).toBe(false);
    expect(metric('spend').additive).toBe(true);
  });

  it('totals of no rows are zeros', () => {
    expect(metricTotals([], ['spend', 'ctr'])).toEqual({ spend: 0, ctr: 0 });
  });
});

describe('metricGap', () => {
  it('says why a ratio with nothing to divide by has no value, while computeMetric keeps its 0', () => {
    expect(metricGap('cpc', { spend: 50, clicks: 0 })).toBe('No clicks in this period, so no CPC (all)');
    expect(computeMetric('cpc', { spend: 50, clicks: 0 })).toBe(0);
    expect(metricGap('ctr', { clicks: 0, impressions: 0 })).toBe('No impressions in this period, so no CTR (all)');
    expect(metricGap('roas', { 'action_values:purchase': 0, spend: 0 })).toBe('Nothing spent in this period, so no purchase ROAS (return on ad spend)');
    expect(metricGap('cost_per_purchase', { spend: 10 })).toBe('No purchases in this period, so no cost per purchase');
    expect(metricGap('frequency', { impressions: 0, reach: 0 })).toBe('No one reached in this period, so no frequency');
  });
  it('is null where the value means something: a real 0, a count, a conversion rate with conversions', () => {
    expect(metricGap('cpc', { spend: 0, clicks: 4 })).toBeNull();
    expect(metricGap('purchases', {})).toBeNull();
    expect(metricGap('purchase_conversion_rate', { 'actions:purchase': 2, 'actions:link_click': 0 })).toBeNull();
    expect(metricGap('purchase_conversion_rate', { 'actions:purchase': 0, 'actions:link_click': 10 })).toBeNull();
    expect(metricGap('purchase_conversion_rate', {})).toBe('No link clicks in this period, so no purchase conversion rate (per link click)');
  });
  it('reads a row', () => {
    expect(rowMetricGap(day('2026-11-01', { spend: '10', impressions: '100' }), 'cost_per_link_click')).toBe('No link clicks in this period, so no CPC (cost per link click)');
    expect(rowMetricGap(day('2026-11-01', { spend: '10', clicks: '3' }), 'cpc')).toBeNull();
  });
});
