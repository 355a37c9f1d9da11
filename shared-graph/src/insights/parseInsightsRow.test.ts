import { graphNumber, parseActionList, parseInsightsRow } from './parseInsightsRow';

// GRAPH-API.md §7.2's sample row.
const SAMPLE = {
  account_id: '123456789',
  campaign_id: '987654321',
  campaign_name: 'Sales | Broad | US',
  date_start: '2024-11-07',
  date_stop: '2024-11-07',
  spend: '120.50',
  impressions: '10000',
  reach: '7400',
  frequency: '1.351351',
  clicks: '243',
  ctr: '2.43',
  cpc: '0.495885',
  cpm: '12.05',
  actions: [
    { action_type: 'link_click', value: '80' },
    { action_type: 'landing_page_view', value: '61' },
    { action_type: 'add_to_cart', value: '12' },
    { action_type: 'purchase', value: '5' },
  ],
  action_values: [{ action_type: 'purchase', value: '725.25' }],
  cost_per_action_type: [{ action_type: 'purchase', value: '24.1' }],
  purchase_roas: [{ action_type: 'omni_purchase', value: '6.02' }],
  video_p25_watched_actions: [{ action_type: 'video_view', value: '900' }],
};

describe('parseInsightsRow', () => {
  it("reads Meta's strings into numbers and keeps ids and names as text", () => {
    const row = parseInsightsRow(SAMPLE);
    expect(row.dateStart).toBe('2024-11-07');
    expect(row.dateStop).toBe('2024-11-07');
    expect(row.dimensions).toEqual({ account_id: '123456789', campaign_id: '987654321', campaign_name: 'Sales | Broad | US' });
    expect(row.numbers).toEqual({ spend: 120.5, impressions: 10000, reach: 7400, frequency: 1.351351, clicks: 243, ctr: 2.43, cpc: 0.495885, cpm: 12.05 });
    expect(row.actions.actions).toEqual({ link_click: 80, landing_page_view: 61, add_to_cart: 12, purchase: 5 });
    expect(row.actions.action_values).toEqual({ purchase: 725.25 });
    expect(row.actions.purchase_roas).toEqual({ omni_purchase: 6.02 });
    expect(row.actions.video_p25_watched_actions).toEqual({ video_view: 900 });
  });

  it('keeps breakdown values as text, even numeric-looking ones', () => {
    const row = parseInsightsRow({ date_start: '2026-11-01', date_stop: '2026-11-01', age: '65+', gender: 'female', region: 'Jawa Barat', hourly_stats_aggregated_by_advertiser_time_zone: '00:00:00 - 00:59:59', spend: '5' });
    expect(row.dimensions).toEqual({ age: '65+', gender: 'female', region: 'Jawa Barat', hourly_stats_aggregated_by_advertiser_time_zone: '00:00:00 - 00:59:59' });
    expect(row.numbers).toEqual({ spend: 5 });
  });

  it('uses the default window value and ignores broken entries', () => {
    expect(parseActionList([{ action_type: 'link_click', value: '6608', '1d_view': '86', '1d_click': '6510' }, { action_type: 'x' }, { value: '3' }, null])).toEqual({ link_click: 6608 });
    expect(parseActionList('nope')).toEqual({});
  });

  it('treats what is not a number as not a number', () => {
    expect(graphNumber('1.5')).toBe(1.5);
    expect(graphNumber(2)).toBe(2);
    expect(graphNumber('')).toBeNull();
    expect(graphNumber('abc')).toBeNull();
    expect(graphNumber(Number.NaN)).toBeNull();
    expect(graphNumber(null)).toBeNull();
  });
});
