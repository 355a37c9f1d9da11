import type { FastifyInstance } from 'fastify';
import { DEWI_TOKEN, activeAccount, graphGet, postJson, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let account: string;
let abo: string;
let cbo: string;
let pixelId: string;
let audience: Json;
beforeAll(async () => {
  app = testSandbox();
  account = await activeAccount(app, 'USD');
  const post = (fields: Record<string, unknown>) => postJson(app, `/v21.0/${account}/campaigns`, { access_token: DEWI_TOKEN, special_ad_categories: [], ...fields });
  abo = (await post({ name: 'ABO', objective: 'OUTCOME_SALES' })).body.id;
  cbo = (await post({ name: 'CBO', objective: 'OUTCOME_TRAFFIC', daily_budget: '10000' })).body.id;
  const adset = (await graphGet(app, `/${account}/adsets`, { fields: 'promoted_object', limit: '100' })).body.data.find((a: Json) => a.promoted_object?.pixel_id);
  pixelId = adset.promoted_object.pixel_id;
  audience = (await graphGet(app, `/${account}/customaudiences`, { fields: 'id,name,subtype' })).body.data.find((a: Json) => a.subtype === 'WEBSITE');
});
afterAll(() => app.close());

const targeting = { geo_locations: { countries: ['US'] }, age_min: 25, age_max: 54 };
const create = (fields: Record<string, unknown>) =>
  postJson(app, `/v21.0/${account}/adsets`, { access_token: DEWI_TOKEN, name: 'New ad set', billing_event: 'IMPRESSIONS', targeting, ...fields });

describe('POST /{act}/adsets', () => {
  it('creates an ad set under an ABO campaign with budget, goal, promoted object and custom audiences', async () => {
    const { status, body } = await create({
      campaign_id: abo,
      optimization_goal: 'OFFSITE_CONVERSIONS',
      daily_budget: '2500',
      promoted_object: { pixel_id: pixelId, custom_event_type: 'PURCHASE' },
      targeting: { ...targeting, custom_audiences: [{ id: audience.id }] },
      end_time: '2025-08-01T00:00:00-0700',
    });
    expect(status).toBe(200);
    const node = (await graphGet(app, `/${body.id}`, { fields: 'campaign_id,optimization_goal,billing_event,daily_budget,bid_strategy,promoted_object,targeting,end_time,effective_status' })).body;
    expect(node).toMatchObject({
      campaign_id: abo,
      optimization_goal: 'OFFSITE_CONVERSIONS',
      billing_event: 'IMPRESSIONS',
      daily_budget: '2500',
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      promoted_object: { pixel_id: pixelId, custom_event_type: 'PURCHASE' },
      end_time: '2025-08-01T00:00:00-0700',
      effective_status: 'ACTIVE',
    });
    expect(node.targeting).toMatchObject({ age_min: 25, age_max: 54, geo_locations: { countries: ['US'] }, custom_audiences: [{ id: audience.id, name: audience.name }] });
    expect((await graphGet(app, `/${abo}/adsets`, { fields: 'id' })).body.data.map((a: Json) => a.id)).toContain(body.id);
  });

  it('needs a budget under ABO and refuses one under CBO', async () => {
    const none = await create({ campaign_id: abo, optimization_goal: 'LINK_CLICKS' });
    expect(none.body.error).toMatchObject({ code: 100, error_user_title: 'Budget Required' });
    const twice = await create({ campaign_id: cbo, optimization_goal: 'LINK_CLICKS', daily_budget: '2000' });
    expect(twice.body.error).toMatchObject({ code: 100, error_subcode: 1885621 });
    const ok = await create({ campaign_id: cbo, optimization_goal: 'LANDING_PAGE_VIEWS' });
    expect(ok.body.id).toEqual(expect.any(String));
    expect((await graphGet(app, `/${ok.body.id}`, { fields: 'daily_budget,bid_strategy' })).body).toEqual({ bid_strategy: 'LOWEST_COST_WITHOUT_CAP', id: ok.body.id });
  });

  it('checks goal and billing values, their pairing, the promoted object a goal needs, and the bid', async () => {
    expect((await create({ campaign_id: abo, optimization_goal: 'SALES', daily_budget: '2000' })).body.error.message).toMatch(/^\(#100\) Param optimization_goal must be one of \{AD_RECALL_LIFT, /);
    expect((await create({ campaign_id: abo, optimization_goal: 'REACH', billing_event: 'LINK_CLICKS', daily_budget: '2000' })).body.error.message).toBe(
      "(#100) Billing event LINK_CLICKS can't be used with optimization goal REACH; use IMPRESSIONS",
    );
    expect((await create({ campaign_id: abo, optimization_goal: 'OFFSITE_CONVERSIONS', daily_budget: '2000' })).body.error.error_user_title).toBe('Promoted Object Required');
    expect((await create({ campaign_id: abo, optimization_goal: 'LINK_CLICKS', daily_budget: '2000', bid_amount: '300' })).body.error.error_user_title).toBe('Bid Amount Not Supported');
    expect((await create({ campaign_id: abo, optimization_goal: 'LINK_CLICKS', daily_budget: '2000', bid_strategy: 'LOWEST_COST_WITH_BID_CAP' })).body.error.error_subcode).toBe(2490487);
    const tooLow = await create({ campaign_id: abo, optimization_goal: 'LINK_CLICKS', daily_budget: '2000', bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: '0' });
    expect(tooLow.body.error).toMatchObject({ code: 100, error_subcode: 1885094, error_user_title: 'Bid Amount Too Low' });
    expect(tooLow.body.error.error_user_msg).toMatch(/at least USD0\.01 per click or view/);
    const capped = await create({ campaign_id: abo, optimization_goal: 'LINK_CLICKS', billing_event: 'LINK_CLICKS', daily_budget: '2000', bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: '150' });
    expect((await graphGet(app, `/${capped.body.id}`, { fields: 'bid_amount,bid_strategy' })).body).toMatchObject({ bid_amount: 150, bid_strategy: 'LOWEST_COST_WITH_BID_CAP' });
  });

  it('checks the targeting (locations, ages, audiences of this account) and required fields', async () => {
    expect((await create({ campaign_id: abo, optimization_goal: 'REACH', daily_budget: '2000', targeting: { age_min: 20 } })).body.error.code).toBe(100);
    expect((await create({ campaign_id: abo, optimization_goal: 'REACH', daily_budget: '2000', targeting: { ...targeting, age_min: 70 } })).body.error.code).toBe(100);
    const foreign = await create({ campaign_id: abo, optimization_goal: 'REACH', daily_budget: '2000', targeting: { ...targeting, custom_audiences: [{ id: '23850000000000000' }] } });
    expect(foreign.body.error.error_user_title).toBe('Custom Audience Unavailable');
    expect((await create({ optimization_goal: 'REACH', daily_budget: '2000' })).body.error.message).toBe('(#100) The parameter campaign_id is required');
    expect((await create({ campaign_id: abo, daily_budget: '2000' })).body.error.message).toBe('(#100) The parameter optimization_goal is required');
  });
});
