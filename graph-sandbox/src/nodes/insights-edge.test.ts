import type { FastifyInstance } from 'fastify';
import { activeAccount, graphGet, testSandbox, type Json } from '../test-support/sandbox-harness';

let app: FastifyInstance;
let act: string;

beforeAll(async () => {
  app = testSandbox();
  act = await activeAccount(app, 'USD');
});
afterAll(() => app.close());

const RANGES = JSON.stringify([
  { since: '2025-06-07', until: '2025-06-13' },
  { since: '2025-05-31', until: '2025-06-06' },
]);

describe('insights inside fields= (GRAPH-API §6.7)', () => {
  it('lists campaigns with two-range insights in one call, the same numbers /insights gives', async () => {
    const list = await graphGet(app, `/${act}/campaigns`, { fields: `name,effective_status,insights.time_ranges(${RANGES}){spend,impressions,actions,date_start,date_stop}`, limit: '50' });
    expect(list.status).toBe(200);
    const delivering = list.body.data.filter((c: Json) => c.insights);
    expect(delivering.length).toBeGreaterThan(0);
    const campaign = delivering[0];
    expect(campaign.insights.data.map((r: Json) => [r.date_start, r.date_stop])).toEqual([
      ['2025-06-07', '2025-06-13'],
      ['2025-05-31', '2025-06-06'],
    ]);
    expect(Object.keys(campaign.insights.data[0])).toEqual(expect.arrayContaining(['spend', 'impressions', 'date_start', 'date_stop']));
    expect(campaign.insights.paging.cursors).toEqual({ before: 'MAZDZD', after: 'MQZDZD' });
    const direct = await graphGet(app, `/${campaign.id}/insights`, { time_ranges: RANGES, fields: 'spend,impressions' });
    expect(direct.body.data.map((r: Json) => r.spend)).toEqual(campaign.insights.data.map((r: Json) => r.spend));
  });

  it('leaves the insights key out for objects without delivery in the range', async () => {
    const list = await graphGet(app, `/${act}/campaigns`, { fields: 'name,insights.date_preset(today){spend}', effective_status: '["PAUSED","ARCHIVED"]' });
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const campaign of list.body.data) expect(campaign.insights).toBeUndefined();
  });

  it('takes date_preset from the list call when the expansion has none, and works on ad sets and ads', async () => {
    const scoped = await graphGet(app, `/${act}/ads`, { fields: 'name,insights{spend,reach}', date_preset: 'last_7d' });
    const withInsights = scoped.body.data.find((ad: Json) => ad.insights);
    expect(withInsights.insights.data[0]).toMatchObject({ date_start: '2025-06-07', date_stop: '2025-06-13' });
    const adsets = await graphGet(app, `/${act}/adsets`, { fields: 'insights.date_preset(last_3d).time_increment(1){impressions}' });
    const adset = adsets.body.data.find((a: Json) => a.insights);
    expect(adset.insights.data).toHaveLength(3);
  });

  it('answers Meta errors inside the expansion', async () => {
    const bad = await graphGet(app, `/${act}/campaigns`, { fields: 'insights{colour}' });
    expect(bad.body.error.message).toContain('colour is not valid for fields param');
  });
});
