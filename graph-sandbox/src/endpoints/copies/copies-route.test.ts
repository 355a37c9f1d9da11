import type { FastifyInstance } from 'fastify';
import { DEWI_TOKEN, activeAccount, graphGet, postJson, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let account: string;
beforeAll(async () => {
  app = testSandbox();
  account = await activeAccount(app, 'IDR');
});
afterAll(() => app.close());
beforeEach(() => app.inject({ method: 'POST', url: '/__sandbox/reset' }));

const copy = (id: string, fields: Record<string, unknown> = {}) => postJson(app, `/v21.0/${id}/copies`, { access_token: DEWI_TOKEN, ...fields });
const read = async (id: string, fields: string) => (await graphGet(app, `/${id}`, { fields })).body;

async function smallCampaign(): Promise<{ campaign: Json; adsets: Json[]; ads: Json[] }> {
  const campaigns = (await graphGet(app, `/${account}/campaigns`, { fields: 'id,name,status', limit: '100' })).body.data;
  for (const campaign of campaigns) {
    const adsets = (await graphGet(app, `/${campaign.id}/adsets`, { fields: 'id,name', limit: '100' })).body.data;
    const ads = (await graphGet(app, `/${campaign.id}/ads`, { fields: 'id,name,adset_id', limit: '100' })).body.data;
    if (ads.length > 3) return { campaign, adsets, ads };
  }
  throw new Error('no campaign with more than 3 ads');
}

describe('POST /{id}/copies', () => {
  it('copies a campaign alone by default: PAUSED, " - Copy" suffix, Meta’s answer shape, readable and listed', async () => {
    const { campaign } = await smallCampaign();
    const { status, body } = await copy(campaign.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      copied_campaign_id: expect.stringMatching(/^\d+$/),
      ad_object_ids: [{ ad_object_type: 'campaign', source_id: campaign.id, copied_id: body.copied_campaign_id }],
    });
    expect(await read(body.copied_campaign_id, 'name,status,source_campaign_id')).toEqual({
      name: `${campaign.name} - Copy`,
      status: 'PAUSED',
      source_campaign_id: campaign.id,
      id: body.copied_campaign_id,
    });
    expect((await graphGet(app, `/${body.copied_campaign_id}/adsets`)).body.data).toEqual([]);
  });

  it('refuses a synchronous deep copy of more than 3 ads with Meta’s error', async () => {
    const { campaign, ads } = await smallCampaign();
    const { status, body } = await copy(campaign.id, { deep_copy: true });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 100, message: 'Invalid parameter', error_user_title: 'Too Many Objects to Copy' });
    expect(body.error.error_user_msg).toContain(`${ads.length} ads`);
  });

  it('deep-copies an ad set with its ads, renaming every level with DEEP_RENAME and keeping statuses with INHERITED_FROM_SOURCE', async () => {
    const { adsets } = await smallCampaign();
    let source: Json | undefined;
    let sourceAds: Json[] = [];
    for (const adset of adsets) {
      sourceAds = (await graphGet(app, `/${adset.id}/ads`, { fields: 'id,name,status' })).body.data;
      if (sourceAds.length <= 3) {
        source = adset;
        break;
      }
    }
    const { body } = await copy(source!.id, {
      deep_copy: 'true',
      status_option: 'INHERITED_FROM_SOURCE',
      rename_options: JSON.stringify({ rename_strategy: 'DEEP_RENAME', rename_suffix: ' - Copy 2' }),
    });
    expect(body.copied_adset_id).toEqual(expect.any(String));
    expect(body.ad_object_ids.map((o: Json) => o.ad_object_type)).toEqual(['ad_set', ...sourceAds.map(() => 'ad')]);
    const copiedAds = (await graphGet(app, `/${body.copied_adset_id}/ads`, { fields: 'name,status,source_ad_id' })).body.data;
    expect(copiedAds.map((a: Json) => a.name).sort()).toEqual(sourceAds.map((a: Json) => `${a.name} - Copy 2`).sort());
    expect((await read(body.copied_adset_id, 'name')).name).toBe(`${source!.name} - Copy 2`);
  });

  it('copies an ad into another ad set', async () => {
    const { ads, adsets } = await smallCampaign();
    const target = adsets.find((a) => a.id !== ads[0].adset_id) ?? adsets[0];
    const { body } = await copy(ads[0].id, { adset_id: target.id, status_option: 'ACTIVE' });
    expect(await read(body.copied_ad_id, 'adset_id,status,name')).toEqual({ adset_id: target.id, status: 'ACTIVE', name: `${ads[0].name} - Copy`, id: body.copied_ad_id });
  });

  it('checks status_option and rename_options', async () => {
    const { campaign } = await smallCampaign();
    expect((await copy(campaign.id, { status_option: 'LIVE' })).body.error.message).toBe('(#100) Param status_option must be one of {ACTIVE, PAUSED, INHERITED_FROM_SOURCE}');
    expect((await copy(campaign.id, { rename_options: '{"rename_strategy":"SOMETIMES"}' })).body.error.code).toBe(100);
  });

  it('moves an ad set into another campaign of the account whose objective allows its goal, with a rename pattern and status', async () => {
    const adsets = (await graphGet(app, `/${account}/adsets`, { fields: 'id,name,campaign_id,optimization_goal,daily_budget', limit: '200' })).body.data;
    const campaigns = (await graphGet(app, `/${account}/campaigns`, { fields: 'id,objective', limit: '100' })).body.data;
    const source = adsets.find((a: Json) => a.optimization_goal === 'LINK_CLICKS' && a.daily_budget) as Json;
    const target = (await postJson(app, `/v21.0/${account}/campaigns`, { access_token: DEWI_TOKEN, name: 'Winners', objective: 'OUTCOME_TRAFFIC', special_ad_categories: [] })).body.id;
    expect(campaigns.some((c: Json) => c.id === target)).toBe(false);
    const { body } = await copy(source.id, { campaign_id: target, rename_options: { rename_strategy: 'ONLY_TOP_LEVEL_RENAME', rename_prefix: '[Moved] ', rename_suffix: '' }, status_option: 'PAUSED' });
    expect(body.copied_adset_id).toEqual(expect.any(String));
    expect(await read(body.copied_adset_id, 'campaign_id,name,status,daily_budget,source_adset_id')).toEqual({
      campaign_id: target,
      name: `[Moved] ${source.name}`,
      status: 'PAUSED',
      daily_budget: source.daily_budget,
      source_adset_id: source.id,
      id: body.copied_adset_id,
    });
    expect((await graphGet(app, `/${target}/adsets`, { fields: 'id' })).body.data).toEqual([{ id: body.copied_adset_id }]);
  });

  it('refuses to move an ad set with its own budget under a campaign budget, and one without a budget under a campaign without one (1885621, Budget Required)', async () => {
    const adsets = (await graphGet(app, `/${account}/adsets`, { fields: 'id,optimization_goal,daily_budget,lifetime_budget', limit: '200' })).body.data;
    const budgeted = adsets.find((a: Json) => a.optimization_goal === 'LINK_CLICKS' && (a.daily_budget || a.lifetime_budget)) as Json;
    const cbo = (await postJson(app, `/v21.0/${account}/campaigns`, { access_token: DEWI_TOKEN, name: 'Winners CBO', objective: 'OUTCOME_TRAFFIC', special_ad_categories: [], daily_budget: '500000' })).body.id;
    const refused = await copy(budgeted.id, { campaign_id: cbo, deep_copy: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 100,
      error_subcode: 1885621,
      error_user_title: 'Budget Conflict: Campaign Already Has a Budget',
      error_data: JSON.stringify({ blame_field_specs: [['campaign_id']] }),
    });
    expect(refused.body.error.error_user_msg).toContain('"Winners CBO" uses Advantage campaign budget');
    expect((await graphGet(app, `/${cbo}/adsets`)).body.data).toEqual([]);

    // Its copy without a budget (made under the campaign budget) can't go back under a campaign without one.
    const plain = (await postJson(app, `/v21.0/${account}/campaigns`, { access_token: DEWI_TOKEN, name: 'Plain', objective: 'OUTCOME_TRAFFIC', special_ad_categories: [] })).body.id;
    const adset = (await postJson(app, `/v21.0/${account}/adsets`, {
      access_token: DEWI_TOKEN, name: 'Under CBO', campaign_id: cbo, optimization_goal: 'LINK_CLICKS', billing_event: 'IMPRESSIONS', status: 'PAUSED', targeting: { geo_locations: { countries: ['ID'] } },
    })).body.id;
    expect(adset).toEqual(expect.any(String));
    expect((await copy(adset, { campaign_id: plain })).body.error).toMatchObject({ code: 100, error_user_title: 'Budget Required', error_data: JSON.stringify({ blame_field_specs: [['campaign_id']] }) });
    expect((await copy(adset, { campaign_id: cbo })).body.copied_adset_id).toEqual(expect.any(String));
  });

  it('refuses to move an ad set into a campaign whose objective does not allow its goal, or into another account', async () => {
    const adsets = (await graphGet(app, `/${account}/adsets`, { fields: 'id,optimization_goal', limit: '200' })).body.data;
    const purchases = adsets.find((a: Json) => a.optimization_goal === 'OFFSITE_CONVERSIONS') as Json;
    const awareness = (await postJson(app, `/v21.0/${account}/campaigns`, { access_token: DEWI_TOKEN, name: 'Awareness', objective: 'OUTCOME_AWARENESS', special_ad_categories: [], daily_budget: '500000' })).body.id;
    const refused = await copy(purchases.id, { campaign_id: awareness });
    expect(refused.body.error).toMatchObject({ code: 100, error_subcode: 2490408, error_user_title: 'Performance Goal Not Available' });
    expect(refused.body.error.error_user_msg).toContain('OUTCOME_AWARENESS');
    expect((await graphGet(app, `/${awareness}/adsets`)).body.data).toEqual([]);
    const usd = await activeAccount(app, 'USD');
    const foreign = (await graphGet(app, `/${usd}/campaigns`, { fields: 'id', limit: '1' })).body.data[0].id;
    expect((await copy(purchases.id, { campaign_id: foreign })).body.error).toMatchObject({ code: 100, error_user_title: 'Campaign Not In This Ad Account' });
    const ad = (await graphGet(app, `/${account}/ads`, { fields: 'id', limit: '1' })).body.data[0];
    const foreignAdset = (await graphGet(app, `/${usd}/adsets`, { fields: 'id', limit: '1' })).body.data[0].id;
    expect((await copy(ad.id, { adset_id: foreignAdset })).body.error).toMatchObject({ code: 100, error_user_title: 'Ad Set Not In This Ad Account' });
  });

  it('has every seeded ad set under a campaign whose objective allows its goal', async () => {
    const campaigns = new Map<string, string>((await graphGet(app, `/${account}/campaigns`, { fields: 'objective', limit: '100', effective_status: '["ACTIVE","PAUSED","ARCHIVED","DELETED"]' })).body.data.map((c: Json) => [c.id, c.objective]));
    const adsets = (await graphGet(app, `/${account}/adsets`, { fields: 'campaign_id,optimization_goal', limit: '200', effective_status: '["ACTIVE","PAUSED","CAMPAIGN_PAUSED","ARCHIVED","DELETED"]' })).body.data;
    const { goalFitsObjective } = await import('../../writes/objective-goals');
    for (const adset of adsets) expect([adset.optimization_goal, goalFitsObjective(adset.optimization_goal, campaigns.get(adset.campaign_id) ?? '')]).toEqual([adset.optimization_goal, true]);
  });
});
