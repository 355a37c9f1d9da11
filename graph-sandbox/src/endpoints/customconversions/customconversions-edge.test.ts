import type { FastifyInstance } from 'fastify';
import { BUDI_TOKEN, DEWI_TOKEN, activeAccount, dewiAccounts, graphGet, postJson, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
beforeAll(() => {
  app = testSandbox();
});
afterAll(() => app.close());

const META_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}$/;
const FIELDS = 'id,account_id,name,custom_event_type,rule,pixel,creation_time,first_fired_time,last_fired_time,default_conversion_value,is_archived,data_sources';
const ALL_STATUSES = JSON.stringify(['ACTIVE', 'PAUSED', 'CAMPAIGN_PAUSED', 'ADSET_PAUSED', 'ARCHIVED', 'DELETED', 'WITH_ISSUES']);
const conversionsOf = async (account: string): Promise<Json[]> => (await graphGet(app, `/${account}/customconversions`, { fields: FIELDS, limit: '50' })).body.data;
const entry = (list: Json[] | undefined, type: string): Json => (list ?? []).find((a: Json) => a.action_type === type);

async function customAdSet(account: string): Promise<Json> {
  const adsets = (await graphGet(app, `/${account}/adsets`, { fields: 'id,name,promoted_object,optimization_goal,campaign{objective}', limit: '100', effective_status: ALL_STATUSES })).body.data;
  return adsets.find((a: Json) => a.promoted_object?.custom_conversion_id);
}

describe('GET /{act}/customconversions', () => {
  it('lists the account’s conversions on its pixel in Meta’s shapes: rule as a JSON string, pixel as {id}, times, archived flag', async () => {
    const account = await activeAccount(app, 'IDR');
    const [pixel] = (await graphGet(app, `/${account}/adspixels`)).body.data;
    const { status, body } = await graphGet(app, `/${account}/customconversions`, { fields: FIELDS, limit: '2' });
    expect(status).toBe(200);
    expect(body.paging.next).toContain('/customconversions');
    const conversions = await conversionsOf(account);
    expect(conversions).toHaveLength(4);
    for (const conversion of conversions) {
      expect(conversion).toMatchObject({ id: expect.stringMatching(/^\d{16}$/), account_id: account.replace('act_', ''), pixel: { id: pixel.id }, data_sources: [{ id: pixel.id, source_type: 'PIXEL', name: expect.any(String) }] });
      expect(typeof conversion.rule).toBe('string');
      expect(JSON.parse(conversion.rule)).toEqual({ and: [{ event: { eq: expect.any(String) } }, { or: [{ URL: { i_contains: expect.any(String) } }] }] });
      for (const time of [conversion.creation_time, conversion.first_fired_time, conversion.last_fired_time]) expect(time).toMatch(META_TIME);
      expect(Number.isInteger(conversion.default_conversion_value)).toBe(true);
    }
    expect(conversions.filter((c) => c.is_archived).map((c) => c.custom_event_type)).toEqual(['PURCHASE']);
    const optimised = conversions.find((c) => c.custom_event_type === 'OTHER');
    expect(optimised.default_conversion_value).toBeGreaterThan(0);
    const created = conversions.map((c) => Date.parse(c.creation_time.replace(/([+-]\d\d)(\d\d)$/, '$1:$2')));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('reads one by id with pixel{…} expansion; other users, unknown fields and ids answer Meta’s errors', async () => {
    const account = await activeAccount(app, 'USD');
    const [conversion] = await conversionsOf(account);
    const node = (await graphGet(app, `/${conversion.id}`, { fields: 'name,pixel{id,name},is_archived' })).body;
    expect(node).toEqual({ name: conversion.name, pixel: { id: conversion.pixel.id, name: expect.stringContaining('Pixel') }, is_archived: conversion.is_archived, id: conversion.id });
    expect((await graphGet(app, `/${conversion.id}`, { fields: 'name' }, BUDI_TOKEN)).body.error).toMatchObject({ code: 100, error_subcode: 33 });
    expect((await graphGet(app, `/${conversion.id}`, { fields: 'name,conversions_count' })).body.error.message).toBe('(#100) Tried accessing nonexisting field (conversions_count) on node type (CustomConversion)');
    expect((await graphGet(app, '/9999999999999999', { fields: 'name' })).body.error).toMatchObject({ code: 100, error_subcode: 33 });
    expect((await graphGet(app, `/${conversion.id}/adaccounts`)).body.error.code).toBe(2500);
  });
});

describe('ad sets that optimise for a custom conversion', () => {
  it('exist in every account, point at its OTHER conversion on the account’s pixel', async () => {
    for (const account of await dewiAccounts(app)) {
      const adset = await customAdSet(account.id);
      expect(adset).toBeDefined();
      const optimised = (await conversionsOf(account.id)).find((c) => c.custom_event_type === 'OTHER');
      expect(adset.promoted_object).toEqual({ pixel_id: optimised.pixel.id, custom_conversion_id: optimised.id, custom_event_type: 'OTHER' });
      expect(adset.optimization_goal).toBe('OFFSITE_CONVERSIONS');
    }
  });

  it('report offsite_conversion.custom.<id> in actions, action_values and cost_per_action_type, the same at every level and summed over breakdowns', async () => {
    const account = await activeAccount(app, 'IDR');
    const adset = await customAdSet(account);
    const type = `offsite_conversion.custom.${adset.promoted_object.custom_conversion_id}`;
    const fields = 'spend,actions,action_values,cost_per_action_type';
    const own = (await graphGet(app, `/${adset.id}/insights`, { date_preset: 'last_90d', fields })).body.data[0];
    const count = Number(entry(own.actions, type).value);
    expect(count).toBeGreaterThan(0);
    expect(Number(entry(own.cost_per_action_type, type).value)).toBeCloseTo(Number(own.spend) / count, 4);
    expect(Number(entry(own.action_values, type).value)).toBeGreaterThan(0);
    // Purchases still count beside it: the pixel fires Purchase too.
    expect(entry(own.actions, 'offsite_conversion.fb_pixel_purchase')).toBeDefined();

    const campaign = (await graphGet(app, `/${account}/insights`, { date_preset: 'last_90d', level: 'campaign', fields: 'campaign_id,actions', limit: '100' })).body.data;
    const accountRow = (await graphGet(app, `/${account}/insights`, { date_preset: 'last_90d', fields: 'actions' })).body.data[0];
    const campaignCount = campaign.reduce((sum: number, row: Json) => sum + Number(entry(row.actions, type)?.value ?? 0), 0);
    expect(campaignCount).toBe(count);
    expect(Number(entry(accountRow.actions, type).value)).toBe(count);

    const byAge = (await graphGet(app, `/${adset.id}/insights`, { date_preset: 'last_90d', fields: 'actions', breakdowns: 'age', limit: '50' })).body.data;
    expect(byAge.reduce((sum: number, row: Json) => sum + Number(entry(row.actions, type)?.value ?? 0), 0)).toBe(count);
    const byRegion = (await graphGet(app, `/${adset.id}/insights`, { date_preset: 'last_90d', fields: 'actions', breakdowns: 'region', limit: '200' })).body.data;
    expect(byRegion.some((row: Json) => entry(row.actions, type))).toBe(false);
  });

  it('can be created with a custom conversion of the account; another account’s or an archived one is refused', async () => {
    const account = await activeAccount(app, 'IDR');
    const usd = await activeAccount(app, 'USD');
    const conversions = await conversionsOf(account);
    const optimised = conversions.find((c) => c.custom_event_type === 'OTHER');
    const archived = conversions.find((c) => c.is_archived);
    const [foreign] = await conversionsOf(usd);
    const campaigns = (await graphGet(app, `/${account}/campaigns`, { fields: 'id,objective,daily_budget', limit: '100' })).body.data;
    const abo = campaigns.find((c: Json) => c.objective === 'OUTCOME_LEADS' && c.daily_budget === undefined);
    const create = (custom: string) =>
      postJson(app, `/v21.0/${account}/adsets`, {
        access_token: DEWI_TOKEN,
        name: 'Custom conversion test',
        campaign_id: abo.id,
        optimization_goal: 'OFFSITE_CONVERSIONS',
        billing_event: 'IMPRESSIONS',
        daily_budget: '200000',
        targeting: { geo_locations: { countries: ['ID'] }, age_min: 18, age_max: 65 },
        promoted_object: { pixel_id: optimised.pixel.id, custom_conversion_id: custom, custom_event_type: 'OTHER' },
        execution_options: ['validate_only'],
      });
    expect((await create(optimised.id)).body).toEqual({ success: true });
    const message = `(#100) Param promoted_object[custom_conversion_id] must be an active custom conversion of ${account} on its pixel`;
    expect((await create(archived.id)).body.error.message).toBe(message);
    expect((await create(foreign.id)).body.error.message).toBe(message);
  });
});
