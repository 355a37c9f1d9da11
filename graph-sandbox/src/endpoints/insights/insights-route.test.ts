import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { activeAccount, graphGet, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let act: string;
let usdAct: string;

beforeAll(async () => {
  app = testSandbox();
  act = await activeAccount(app, 'IDR');
  usdAct = await activeAccount(app, 'USD');
});
afterAll(() => app.close());

const insights = (id: string, query: Record<string, string>) => graphGet(app, `/${id}/insights`, { limit: '5000', ...query });
const range = (since: string, until: string): string => JSON.stringify({ since, until });
const ALL_STATUSES = JSON.stringify([{ field: 'ad.effective_status', operator: 'IN', value: ['ACTIVE', 'PAUSED', 'DELETED', 'ARCHIVED', 'CAMPAIGN_PAUSED', 'ADSET_PAUSED', 'WITH_ISSUES', 'DISAPPROVED', 'PENDING_REVIEW', 'IN_PROCESS', 'PREAPPROVED', 'PENDING_BILLING_INFO'] }]);
const sum = (rows: Json[], field: string): number => rows.reduce((total, row) => total + Number(row[field] ?? 0), 0);
const actionSum = (rows: Json[], type: string): number =>
  rows.reduce((total, row) => total + Number((row.actions ?? []).find((a: Json) => a.action_type === type)?.value ?? 0), 0);

describe('GET /{id}/insights shapes', () => {
  it('answers Meta-typed rows: decimal strings in major units, action lists, dates as YYYY-MM-DD', async () => {
    const response = await insights(usdAct, {
      fields: 'account_id,account_currency,spend,impressions,reach,frequency,clicks,ctr,cpc,cpm,actions,action_values,cost_per_action_type,purchase_roas,outbound_clicks',
      date_preset: 'last_30d',
    });
    expect(response.status).toBe(200);
    const [row] = response.body.data;
    expect(row.account_id).toBe(usdAct.replace('act_', ''));
    expect(row.account_currency).toBe('USD');
    expect(row.spend).toMatch(/^\d+\.\d{2}$/);
    for (const key of ['impressions', 'reach', 'clicks']) expect(row[key]).toMatch(/^\d+$/);
    for (const key of ['frequency', 'ctr', 'cpc', 'cpm']) expect(row[key]).toMatch(/^\d+(\.\d{1,6})?$/);
    // Los Angeles is still on 2025-06-14: the last 30 days end the day before.
    expect(row.date_start).toBe('2025-05-15');
    expect(row.date_stop).toBe('2025-06-13');
    for (const list of ['actions', 'action_values', 'cost_per_action_type', 'purchase_roas', 'outbound_clicks']) {
      expect(Array.isArray(row[list])).toBe(true);
      for (const item of row[list]) {
        expect(Object.keys(item).sort()).toEqual(['action_type', 'value']);
        expect(typeof item.value).toBe('string');
      }
    }
    expect(row.purchase_roas[0].action_type).toBe('omni_purchase');
    expect(row.outbound_clicks[0].action_type).toBe('outbound_click');
    expect(row.actions.map((a: Json) => a.action_type)).toEqual(expect.arrayContaining(['link_click', 'purchase', 'omni_purchase', 'offsite_conversion.fb_pixel_purchase']));
    expect(Number(row.frequency)).toBeCloseTo(Number(row.impressions) / Number(row.reach), 5);
    expect(Number(row.cpm)).toBeCloseTo((Number(row.spend) * 1000) / Number(row.impressions), 4);
    expect(response.body.paging.cursors).toEqual({ before: 'MAZDZD', after: 'MAZDZD' });
    expect(response.body.paging.next).toBeUndefined();
  });

  it('prints zero-decimal currencies as whole units and defaults to impressions and spend over the last 30 days', async () => {
    const response = await graphGet(app, `/${act}/insights`);
    const [row] = response.body.data;
    expect(Object.keys(row)).toEqual(['impressions', 'spend', 'date_start', 'date_stop']);
    expect(row.spend).toMatch(/^\d+$/);
    expect([row.date_start, row.date_stop]).toEqual(['2025-05-16', '2025-06-14']);
  });

  it('reports video, outbound and CPAS catalogue metrics as lists', async () => {
    const response = await insights(act, {
      fields: 'video_play_actions,video_p25_watched_actions,video_p100_watched_actions,video_thruplay_watched_actions,video_avg_time_watched_actions,cost_per_thruplay,catalog_segment_actions,catalog_segment_value,catalog_segment_value_omni_purchase_roas',
      date_preset: 'maximum',
    });
    const [row] = response.body.data;
    for (const key of ['video_play_actions', 'video_p25_watched_actions', 'video_p100_watched_actions', 'video_thruplay_watched_actions', 'cost_per_thruplay']) {
      expect(row[key]).toEqual([{ action_type: 'video_view', value: expect.stringMatching(/^\d+(\.\d+)?$/) }]);
    }
    expect(Number(row.video_p100_watched_actions[0].value)).toBeLessThan(Number(row.video_p25_watched_actions[0].value));
    expect(row.catalog_segment_actions).toEqual([{ action_type: 'omni_purchase', value: expect.stringMatching(/^\d+$/) }]);
    expect(row.catalog_segment_value[0].action_type).toBe('omni_purchase');
  });

  it('adds per-window values to actions when action_attribution_windows is given', async () => {
    const response = await insights(act, { fields: 'actions', action_attribution_windows: '["1d_click","7d_click","1d_view"]', date_preset: 'last_7d' });
    const purchase = response.body.data[0].actions.find((a: Json) => a.action_type === 'purchase');
    expect(Object.keys(purchase)).toEqual(['action_type', 'value', '1d_click', '7d_click', '1d_view']);
    expect(Number(purchase['7d_click']) + Number(purchase['1d_view'])).toBe(Number(purchase.value));
    expect(Number(purchase['1d_click'])).toBeLessThanOrEqual(Number(purchase['7d_click']));
  });

  it('splits actions by action_breakdowns, the parts adding up to each action', async () => {
    const plain = await insights(act, { fields: 'actions', date_preset: 'last_7d' });
    const byDevice = await insights(act, { fields: 'actions', date_preset: 'last_7d', action_breakdowns: 'action_type,action_device' });
    const clicks = byDevice.body.data[0].actions.filter((a: Json) => a.action_type === 'link_click');
    expect(clicks.length).toBeGreaterThan(1);
    expect(clicks[0]).toEqual({ action_type: 'link_click', action_device: expect.any(String), value: expect.any(String) });
    expect(clicks.reduce((t: number, a: Json) => t + Number(a.value), 0)).toBe(actionSum(plain.body.data, 'link_click'));
  });
});

describe('dates', () => {
  // FIXED_NOW is Sunday 2025-06-15, 10:00 in Jakarta.
  const presets: Record<string, [string, string]> = {
    today: ['2025-06-15', '2025-06-15'],
    yesterday: ['2025-06-14', '2025-06-14'],
    last_3d: ['2025-06-12', '2025-06-14'],
    last_7d: ['2025-06-08', '2025-06-14'],
    last_14d: ['2025-06-01', '2025-06-14'],
    last_28d: ['2025-05-18', '2025-06-14'],
    last_90d: ['2025-03-17', '2025-06-14'],
    this_month: ['2025-06-01', '2025-06-15'],
    last_month: ['2025-05-01', '2025-05-31'],
    this_quarter: ['2025-04-01', '2025-06-15'],
    last_quarter: ['2025-01-01', '2025-03-31'],
    this_year: ['2025-01-01', '2025-06-15'],
    this_week_mon_today: ['2025-06-09', '2025-06-15'],
    this_week_sun_today: ['2025-06-15', '2025-06-15'],
    last_week_mon_sun: ['2025-06-02', '2025-06-08'],
    last_week_sun_sat: ['2025-06-08', '2025-06-14'],
    maximum: ['2022-05-15', '2025-06-15'],
    data_maximum: ['2025-02-16', '2025-06-15'],
  };

  it.each(Object.entries(presets))('date_preset=%s covers the account-time dates Meta would', async (preset, [since, until]) => {
    const response = await insights(act, { date_preset: preset, fields: 'spend' });
    expect(response.status).toBe(200);
    expect(response.body.data[0]).toMatchObject({ date_start: since, date_stop: until });
  });

  it('a period without delivery answers an empty list (last_year: the world holds 120 days)', async () => {
    expect((await insights(act, { date_preset: 'last_year' })).body).toEqual({ data: [] });
  });

  it('dates follow the ad account time zone (a Los Angeles account is still on the day before)', async () => {
    const response = await insights(usdAct, { date_preset: 'today', fields: 'spend' });
    expect(response.body.data[0]).toMatchObject({ date_start: '2025-06-14', date_stop: '2025-06-14' });
  });

  it('time_increment cuts the range into days, N-day steps and calendar months', async () => {
    const daily = await insights(act, { time_range: range('2025-06-01', '2025-06-10'), time_increment: '1', fields: 'spend' });
    expect(daily.body.data.map((r: Json) => r.date_start)).toEqual(Array.from({ length: 10 }, (_, i) => `2025-06-${String(i + 1).padStart(2, '0')}`));
    const weekly = await insights(act, { time_range: range('2025-06-01', '2025-06-10'), time_increment: '7', fields: 'spend' });
    expect(weekly.body.data.map((r: Json) => [r.date_start, r.date_stop])).toEqual([
      ['2025-06-01', '2025-06-07'],
      ['2025-06-08', '2025-06-10'],
    ]);
    expect(sum(weekly.body.data, 'spend')).toBe(sum(daily.body.data, 'spend'));
    const monthly = await insights(act, { time_range: range('2025-04-15', '2025-06-10'), time_increment: 'monthly', fields: 'spend' });
    expect(monthly.body.data.map((r: Json) => [r.date_start, r.date_stop])).toEqual([
      ['2025-04-15', '2025-04-30'],
      ['2025-05-01', '2025-05-31'],
      ['2025-06-01', '2025-06-10'],
    ]);
  });

  it('time_ranges answers one row per range, in order', async () => {
    const response = await insights(act, { time_ranges: JSON.stringify([{ since: '2025-06-08', until: '2025-06-14' }, { since: '2025-06-01', until: '2025-06-07' }]), fields: 'spend,impressions' });
    expect(response.body.data.map((r: Json) => r.date_start)).toEqual(['2025-06-08', '2025-06-01']);
  });

  it('refuses bad presets, ranges, increments and starts beyond 37 months as Meta does', async () => {
    const bad = async (query: Record<string, string>) => (await insights(act, query)).body.error;
    expect(await bad({ date_preset: 'last_2d' })).toMatchObject({ code: 100, type: 'OAuthException', message: expect.stringContaining('date_preset must be one of') });
    expect(await bad({ time_range: '{"since":"2025-06-10"}' })).toMatchObject({ code: 100 });
    expect(await bad({ time_range: range('2025-06-10', '2025-06-01') })).toMatchObject({ code: 100 });
    expect(await bad({ time_range: 'not json' })).toMatchObject({ code: 100 });
    expect(await bad({ time_increment: '91' })).toMatchObject({ code: 100 });
    expect(await bad({ time_range: range('2022-01-01', '2022-02-01') })).toMatchObject({ code: 3018, message: expect.stringContaining('37 months') });
  });
});

describe('breakdowns', () => {
  it('adds the breakdown values as string keys', async () => {
    const response = await insights(act, { breakdowns: 'age,gender', date_preset: 'last_7d', fields: 'impressions' });
    const row = response.body.data[0];
    expect(row.age).toMatch(/^(13-17|18-24|25-34|35-44|45-54|55-64|65\+)$/);
    expect(row.gender).toMatch(/^(female|male|unknown)$/);
    const hourly = await insights(act, { breakdowns: 'hourly_stats_aggregated_by_advertiser_time_zone', date_preset: 'yesterday', fields: 'impressions,reach,frequency,video_p25_watched_actions' });
    expect(hourly.body.data).toHaveLength(24);
    expect(hourly.body.data[0]).toMatchObject({ hourly_stats_aggregated_by_advertiser_time_zone: '00:00:00 - 00:59:59', reach: '0', frequency: '0' });
    expect(hourly.body.data[0].video_p25_watched_actions).toBeUndefined();
  });

  it('refuses breakdowns that do not combine with Meta’s error', async () => {
    for (const breakdowns of ['age,country', 'platform_position', 'gender,region', 'age,hourly_stats_aggregated_by_audience_time_zone']) {
      const response = await insights(act, { breakdowns });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 100, error_subcode: 1504041, message: expect.stringMatching(/^\(#100\) Current combination of data breakdown columns \(action_type, .*\) is invalid/) });
    }
    expect((await insights(act, { breakdowns: 'dma_region' })).body.error.code).toBe(100);
  });

  it('leaves off-Meta conversions out of region breakdowns', async () => {
    const response = await insights(act, { breakdowns: 'region', date_preset: 'last_30d', fields: 'actions' });
    const types = response.body.data.flatMap((r: Json) => (r.actions ?? []).map((a: Json) => a.action_type));
    expect(types).toContain('purchase');
    expect(types.some((t: string) => t.startsWith('offsite_conversion.'))).toBe(false);
  });

  const VALID = [['age'], ['gender'], ['age', 'gender'], ['country'], ['region'], ['device_platform'], ['publisher_platform'], ['publisher_platform', 'platform_position'], ['publisher_platform', 'impression_device'], ['publisher_platform', 'platform_position', 'impression_device'], ['impression_device'], ['hourly_stats_aggregated_by_audience_time_zone']];

  it('breakdown rows sum exactly to the unbroken totals for additive metrics (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...VALID), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 40 }), fc.constantFrom('all_days', '1', '7'), async (breakdowns, start, length, increment) => {
        const since = new Date(Date.UTC(2025, 1, 16 + start)).toISOString().slice(0, 10);
        const until = new Date(Date.UTC(2025, 1, 16 + Math.min(119, start + length))).toISOString().slice(0, 10);
        const query = { time_range: range(since, until), time_increment: increment, fields: 'spend,impressions,clicks,inline_link_clicks,actions' };
        const total = (await insights(act, query)).body.data;
        const broken = (await insights(act, { ...query, breakdowns: breakdowns.join(',') })).body.data;
        for (const field of ['spend', 'impressions', 'clicks', 'inline_link_clicks']) expect(sum(broken, field)).toBe(sum(total, field));
        for (const type of ['link_click', 'purchase', 'post_engagement']) expect(actionSum(broken, type)).toBe(actionSum(total, type));
      }),
      { numRuns: 12 },
    );
  });
});

describe('levels and reach', () => {
  it('account = Σ campaigns = Σ ad sets = Σ ads for additive metrics (property over ranges)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 110 }), fc.integer({ min: 0, max: 60 }), async (start, length) => {
        const since = new Date(Date.UTC(2025, 1, 16 + start)).toISOString().slice(0, 10);
        const until = new Date(Date.UTC(2025, 1, 16 + Math.min(119, start + length))).toISOString().slice(0, 10);
        const query = { time_range: range(since, until), fields: 'spend,impressions,clicks,actions', filtering: ALL_STATUSES };
        const account = (await insights(act, { ...query, filtering: '[]' })).body.data;
        for (const level of ['campaign', 'adset', 'ad']) {
          const rows = (await insights(act, { ...query, level })).body.data;
          for (const field of ['spend', 'impressions', 'clicks']) expect(sum(rows, field)).toBe(sum(account, field));
          expect(actionSum(rows, 'link_click')).toBe(actionSum(account, 'link_click'));
        }
      }),
      { numRuns: 6 },
    );
  });

  it('reach is not additive: a campaign’s 30-day reach is less than the sum of its daily reach, never above impressions', async () => {
    const campaigns = (await insights(act, { level: 'campaign', date_preset: 'last_30d', fields: 'campaign_id,reach,impressions,frequency' })).body.data;
    expect(campaigns.length).toBeGreaterThan(1);
    for (const campaign of campaigns) {
      const daily = (await insights(campaign.campaign_id, { date_preset: 'last_30d', time_increment: '1', fields: 'reach,impressions' })).body.data;
      expect(daily.length).toBeGreaterThan(1);
      expect(Number(campaign.reach)).toBeLessThan(sum(daily, 'reach'));
      expect(Number(campaign.reach)).toBeGreaterThanOrEqual(Math.max(...daily.map((d: Json) => Number(d.reach))));
      expect(Number(campaign.reach)).toBeLessThanOrEqual(Number(campaign.impressions));
      expect(Number(campaign.frequency)).toBeCloseTo(Number(campaign.impressions) / Number(campaign.reach), 5);
    }
  });

  it('reach ≤ impressions and frequency = impressions / reach in every row of any query (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('account', 'campaign', 'adset', 'ad'), fc.constantFrom('', 'age', 'gender', 'publisher_platform,platform_position', 'country'), fc.constantFrom('last_7d', 'last_30d', 'maximum', 'yesterday'), async (level, breakdowns, preset) => {
        const rows = (await insights(act, { level, breakdowns, date_preset: preset, fields: 'reach,impressions,frequency' })).body.data;
        for (const row of rows) {
          expect(Number(row.reach)).toBeLessThanOrEqual(Number(row.impressions));
          if (Number(row.reach) > 0) expect(Number(row.frequency)).toBeCloseTo(Number(row.impressions) / Number(row.reach), 5);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('level rows carry their ids and names; deleted and archived objects only with a status filter', async () => {
    const rows = (await insights(act, { level: 'campaign', date_preset: 'maximum', fields: 'campaign_id,campaign_name,objective,spend' })).body.data;
    expect(rows[0]).toEqual({ campaign_id: expect.stringMatching(/^\d+$/), campaign_name: expect.any(String), objective: expect.any(String), spend: expect.any(String), date_start: '2022-05-15', date_stop: '2025-06-15' });
    const withDeleted = (await insights(act, { level: 'campaign', date_preset: 'maximum', fields: 'campaign_id', filtering: JSON.stringify([{ field: 'campaign.effective_status', operator: 'IN', value: ['DELETED', 'ARCHIVED'] }]) })).body.data;
    expect(withDeleted.length).toBeGreaterThan(0);
    expect(rows.map((r: Json) => r.campaign_id)).not.toContain(withDeleted[0].campaign_id);
  });
});

describe('filtering, sorting, paging, summary', () => {
  it('sorts by a metric and filters rows by metrics and names', async () => {
    const sorted = (await insights(act, { level: 'ad', date_preset: 'last_30d', fields: 'ad_id,spend', sort: '["spend_descending"]' })).body.data;
    const spends = sorted.map((r: Json) => Number(r.spend));
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
    const filtered = (await insights(act, { level: 'ad', date_preset: 'last_30d', fields: 'ad_id,spend,impressions', filtering: JSON.stringify([{ field: 'ad.impressions', operator: 'GREATER_THAN', value: 20000 }]) })).body.data;
    expect(filtered.every((r: Json) => Number(r.impressions) > 20000)).toBe(true);
    const named = (await insights(act, { level: 'campaign', date_preset: 'maximum', fields: 'campaign_name', filtering: JSON.stringify([{ field: 'campaign.name', operator: 'CONTAIN', value: 'awareness' }]) })).body.data;
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((r: Json) => /awareness/i.test(r.campaign_name))).toBe(true);
    expect((await insights(act, { filtering: '[{"field":"ad.colour","operator":"EQUAL","value":1}]' })).body.error.code).toBe(100);
  });

  it('pages with cursors and carries a summary with totals of the whole result', async () => {
    const first = await graphGet(app, `/${act}/insights`, { level: 'ad', date_preset: 'last_30d', fields: 'spend,impressions', limit: '5', default_summary: 'true' });
    expect(first.body.data).toHaveLength(5);
    expect(first.body.paging.next).toContain('after=');
    const all = (await insights(act, { level: 'ad', date_preset: 'last_30d', fields: 'spend,impressions' })).body.data;
    expect(first.body.summary.impressions).toBe(String(sum(all, 'impressions')));
    const next = await app.inject({ method: 'GET', url: first.body.paging.next.replace(/^http:\/\/[^/]+/, '') });
    expect(next.json().data[0]).toEqual(all[5]);
    const summaryOnly = await insights(act, { date_preset: 'last_7d', fields: 'spend,impressions,reach', summary: '["reach"]' });
    expect(Object.keys(summaryOnly.body.summary)).toEqual(['reach', 'date_start', 'date_stop']);
  });

  it('answers Meta’s errors for unknown fields, levels and nodes without insights', async () => {
    expect((await insights(act, { fields: 'spend,colour' })).body.error.message).toBe(
      '(#100) colour is not valid for fields param. please check https://developers.facebook.com/docs/marketing-api/reference/ads-insights/ for all valid values',
    );
    expect((await insights(act, { level: 'page' })).body.error.code).toBe(100);
    expect((await graphGet(app, '/me/insights')).body.error.message).toBe('(#100) Tried accessing nonexisting field (insights) on node type (User)');
  });
});
