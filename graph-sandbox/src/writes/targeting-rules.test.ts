import type { FastifyInstance } from 'fastify';
import { buildWorld } from '../world/world';
import { DEWI_TOKEN, FIXED_NOW, activeAccount, graphGet, postJson, testSandbox, type Json } from '../test-support/sandbox-harness';

const world = buildWorld({ seed: 1, app: { id: '1', secret: 's', name: 'Sasar' }, builtAt: FIXED_NOW });
const interest = world.taxonomy.items.find((i) => i.type === 'interests' && !i.status) as { id: string; name: string };
const retired = world.taxonomy.items.find((i) => i.type === 'interests' && i.status?.current === 'NON-DELIVERABLE') as { id: string; name: string };
const LOS_ANGELES = '2420379';
const KANSAS = '3859';

let app: FastifyInstance;
let account: string;
let campaign: string;
let adset: Json;

beforeAll(async () => {
  app = testSandbox();
  account = await activeAccount(app, 'USD');
  campaign = (await postJson(app, `/v21.0/${account}/campaigns`, { access_token: DEWI_TOKEN, name: 'Targeting', objective: 'OUTCOME_TRAFFIC', special_ad_categories: [] })).body.id;
  adset = (await graphGet(app, `/${account}/adsets`, { fields: 'id,targeting', limit: '1' })).body.data[0];
});
afterAll(() => app.close());

const base = { geo_locations: { countries: ['US'] }, age_min: 25, age_max: 54 };
const create = (targeting: unknown) =>
  postJson(app, `/v21.0/${account}/adsets`, { access_token: DEWI_TOKEN, name: 'T', campaign_id: campaign, optimization_goal: 'LINK_CLICKS', billing_event: 'IMPRESSIONS', daily_budget: '2000', targeting });
const update = (targeting: unknown) => postJson(app, `/v21.0/${adset.id}`, { access_token: DEWI_TOKEN, targeting });

describe('ad set targeting, on create and on update', () => {
  it('keeps cities with a radius, regions and exclusions, read back with their names', async () => {
    const targeting = {
      geo_locations: { cities: [{ key: LOS_ANGELES, radius: 25, distance_unit: 'mile' }], regions: [{ key: KANSAS }] },
      excluded_geo_locations: { cities: [{ key: '2447439' }] },
      age_min: 21,
      age_max: 65,
      genders: [2],
      flexible_spec: [{ interests: [{ id: interest.id, name: interest.name }] }],
      publisher_platforms: ['facebook', 'instagram'],
      facebook_positions: ['feed', 'facebook_reels', 'marketplace', 'search', 'story', 'video_feeds', 'profile_feed', 'instream_video'],
      instagram_positions: ['stream', 'reels', 'story', 'explore', 'explore_home', 'ig_search', 'profile_feed'],
    };
    const { body } = await create(targeting);
    expect(body.id).toEqual(expect.any(String));
    const read = (await graphGet(app, `/${body.id}`, { fields: 'targeting' })).body.targeting;
    expect(read.geo_locations).toEqual({
      cities: [{ key: LOS_ANGELES, name: 'Los Angeles', region: 'California', region_id: '3847', country: 'US', radius: 25, distance_unit: 'mile' }],
      regions: [{ key: KANSAS, name: 'Kansas', country: 'US' }],
    });
    expect(read.excluded_geo_locations.cities[0]).toMatchObject({ key: '2447439', name: 'Manhattan', region: 'Kansas' });
    expect(read).toMatchObject({ age_min: 21, age_max: 65, genders: [2], instagram_positions: targeting.instagram_positions });
    // What was read back goes back in unchanged.
    expect((await postJson(app, `/v21.0/${body.id}`, { access_token: DEWI_TOKEN, targeting: read })).body).toEqual({ success: true });
  });

  type Case = [string, unknown, number, string, string?];
  const rows: Case[] = [
    ['no locations', { ...base, geo_locations: {} }, 1487756, 'Location is required'],
    ['no geo_locations at all', { age_min: 20 }, 1487756, 'Location is required'],
    ['an unknown city', { ...base, geo_locations: { cities: [{ key: '999' }] } }, 1487756, 'Invalid Location', '"999"'],
    ['an unknown excluded region', { ...base, excluded_geo_locations: { regions: [{ key: '1' }] } }, 1487756, 'Invalid Location'],
    ['a city radius of 100 km', { ...base, geo_locations: { cities: [{ key: LOS_ANGELES, radius: 100, distance_unit: 'kilometer' }] } }, 1487756, 'Invalid Radius', '10–80 kilometers'],
    ['age_min under 18', { ...base, age_min: 13 }, 1870189, 'Invalid Minimum Age'],
    ['age_max over 65', { ...base, age_max: 70 }, 1870189, 'Invalid Maximum Age'],
    ['age_max under age_min', { ...base, age_min: 40, age_max: 30 }, 1870189, 'Invalid Age Range'],
    ['genders other than 1 and 2', { ...base, genders: [3] }, 1870189, 'Invalid Gender'],
    ['an unknown interest id', { ...base, flexible_spec: [{ interests: [{ id: '6003000000001' }] }] }, 1487079, 'Invalid Interest', '6003000000001'],
    ['an unknown behaviour id', { ...base, behaviors: [{ id: '42' }] }, 1487079, 'Invalid Behavior', '42'],
    ['a retired interest', { ...base, interests: [{ id: retired.id }] }, 1487694, 'Targeting Option Unavailable', retired.id],
    ['a position without its platform', { ...base, publisher_platforms: ['facebook'], instagram_positions: ['reels'] }, 1885364, 'Placement Needs Its Platform', 'instagram'],
    ['a position Meta does not have', { ...base, facebook_positions: ['reels'] }, 1885364, 'Invalid Placement', 'facebook_reels'],
    ['Instagram Explore without the Instagram feed', { ...base, instagram_positions: ['explore'] }, 1885364, 'Invalid Placement Combination'],
    ['Audience Network without Facebook', { ...base, publisher_platforms: ['instagram', 'audience_network'] }, 1885364, 'Invalid Placement Combination'],
    ['the right column on mobile only', { ...base, device_platforms: ['mobile'], facebook_positions: ['right_hand_column'] }, 1885364, 'Invalid Placement Combination'],
    ['Instagram on desktop only', { ...base, device_platforms: ['desktop'], publisher_platforms: ['instagram'] }, 1885364, 'Invalid Placement Combination'],
  ];
  // Every row has five entries: jest would take a fifth parameter missing from a row for a `done` callback.
  const cases = rows.map(([name, targeting, subcode, title, mentions]) => [name, targeting, subcode, title, mentions ?? ''] as const);

  it.each(cases)('refuses %s in Meta\'s words on create', async (_case, targeting, subcode, title, mentions) => {
    const { status, body } = await create(targeting);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 100, message: 'Invalid parameter', error_subcode: subcode, error_user_title: title });
    if (mentions) expect(body.error.error_user_msg).toContain(mentions);
    expect(JSON.parse(body.error.error_data).blame_field_specs[0][0]).toBe('targeting');
  });

  it.each(cases)('refuses %s on update and leaves the targeting as it was', async (_case, targeting, subcode) => {
    const { body } = await update(targeting);
    expect(body.error).toMatchObject({ code: 100, error_subcode: subcode });
    expect((await graphGet(app, `/${adset.id}`, { fields: 'targeting' })).body.targeting).toEqual(adset.targeting);
  });

  it('refuses a custom audience of another account, included or excluded', async () => {
    const { body } = await update({ ...base, excluded_custom_audiences: [{ id: '23850000000000009' }] });
    expect(body.error).toMatchObject({ code: 100, error_user_title: 'Custom Audience Unavailable' });
  });
});

describe('minimum ROAS bids', () => {
  const valueAdSet = (fields: Record<string, unknown>) =>
    postJson(app, `/v21.0/${account}/adsets`, {
      access_token: DEWI_TOKEN,
      name: 'ROAS',
      campaign_id: campaign,
      optimization_goal: 'LINK_CLICKS',
      billing_event: 'IMPRESSIONS',
      daily_budget: '2000',
      targeting: base,
      bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS',
      ...fields,
    });

  it('refuses LOWEST_COST_WITH_MIN_ROAS on a goal other than VALUE, without a floor, and a floor with another strategy', async () => {
    expect((await valueAdSet({ bid_constraints: { roas_average_floor: 15000 } })).body.error).toMatchObject({ code: 100, error_user_title: 'Bid Strategy Not Available' });
    const sales = (await postJson(app, `/v21.0/${account}/campaigns`, { access_token: DEWI_TOKEN, name: 'Sales', objective: 'OUTCOME_SALES', special_ad_categories: [] })).body.id;
    const pixel = (await graphGet(app, `/${account}/adspixels`, { fields: 'id' })).body.data[0].id;
    const value = { campaign_id: sales, optimization_goal: 'VALUE', promoted_object: { pixel_id: pixel, custom_event_type: 'PURCHASE' } };
    expect((await valueAdSet(value)).body.error).toMatchObject({ code: 100, error_subcode: 2490487 });
    const made = await valueAdSet({ ...value, bid_constraints: JSON.stringify({ roas_average_floor: 15000 }) });
    expect((await graphGet(app, `/${made.body.id}`, { fields: 'bid_strategy,bid_constraints' })).body).toMatchObject({ bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS', bid_constraints: { roas_average_floor: 15000 } });
    expect((await postJson(app, `/v21.0/${made.body.id}`, { access_token: DEWI_TOKEN, bid_constraints: { roas_average_floor: 20000 } })).body).toEqual({ success: true });
    expect((await graphGet(app, `/${made.body.id}`, { fields: 'bid_constraints' })).body.bid_constraints).toEqual({ roas_average_floor: 20000 });
    expect((await valueAdSet({ ...value, bid_strategy: 'LOWEST_COST_WITHOUT_CAP', bid_constraints: { roas_average_floor: 15000 } })).body.error).toMatchObject({ error_user_title: 'Bid Constraints Not Supported' });
    expect((await postJson(app, `/v21.0/${made.body.id}`, { access_token: DEWI_TOKEN, bid_strategy: 'LOWEST_COST_WITHOUT_CAP' })).body).toEqual({ success: true });
    expect((await graphGet(app, `/${made.body.id}`, { fields: 'bid_constraints' })).body.bid_constraints).toBeUndefined();
  });
});
