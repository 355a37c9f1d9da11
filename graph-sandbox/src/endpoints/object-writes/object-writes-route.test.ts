import type { FastifyInstance } from 'fastify';
import { DEWI_TOKEN, FIXED_NOW, activeAccount, graphGet, postForm, postJson, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let clock = FIXED_NOW;
let account: string;
beforeAll(async () => {
  app = testSandbox({ now: () => clock });
  account = await activeAccount(app, 'IDR');
});
afterAll(() => app.close());
beforeEach(async () => {
  clock = FIXED_NOW;
  await app.inject({ method: 'POST', url: '/__sandbox/reset' });
});

const post = (id: string, fields: Record<string, unknown>) => postJson(app, `/v21.0/${id}`, { access_token: DEWI_TOKEN, ...fields });
const read = async (id: string, fields: string) => (await graphGet(app, `/${id}`, { fields })).body;

async function campaigns(): Promise<Json[]> {
  return (await graphGet(app, `/${account}/campaigns`, { fields: 'id,name,status,effective_status,daily_budget,lifetime_budget,objective', limit: '100' })).body.data;
}
async function campaignWith(predicate: (c: Json) => boolean): Promise<Json> {
  const found = (await campaigns()).find(predicate);
  if (!found) throw new Error('no such campaign in the seeded world');
  return found;
}
const isCbo = (c: Json) => c.daily_budget !== undefined && c.daily_budget !== '0';
const activeAbo = (c: Json) => c.effective_status === 'ACTIVE' && c.daily_budget === undefined;

describe('POST /{id} status', () => {
  it('pauses a campaign: {success:true}, its ad sets read CAMPAIGN_PAUSED, its ads too, updated_time moves', async () => {
    const campaign = await campaignWith((c) => c.effective_status === 'ACTIVE' && isCbo(c));
    const before = await read(campaign.id, 'updated_time');
    clock += 60_000;
    const { status, body } = await post(campaign.id, { status: 'PAUSED' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    const after = await read(campaign.id, 'status,configured_status,effective_status,updated_time');
    expect(after).toMatchObject({ status: 'PAUSED', configured_status: 'PAUSED', effective_status: 'PAUSED' });
    expect(after.updated_time).not.toBe(before.updated_time);
    const adsets = (await graphGet(app, `/${campaign.id}/adsets`, { fields: 'status,effective_status' })).body.data;
    expect(adsets.length).toBeGreaterThan(0);
    for (const adset of adsets.filter((a: Json) => a.status === 'ACTIVE')) expect(adset.effective_status).toBe('CAMPAIGN_PAUSED');
    const ads = (await graphGet(app, `/${campaign.id}/ads`, { fields: 'status,effective_status' })).body.data;
    for (const ad of ads.filter((a: Json) => a.status === 'ACTIVE')) expect(ad.effective_status).toBe('CAMPAIGN_PAUSED');
    // and back
    await post(campaign.id, { status: 'ACTIVE' });
    expect((await read(campaign.id, 'effective_status')).effective_status).toBe('ACTIVE');
  });

  it('pauses an ad set: its active ads read ADSET_PAUSED, in lists, node reads and batches alike', async () => {
    const campaign = await campaignWith(activeAbo);
    const adset = (await graphGet(app, `/${campaign.id}/adsets`, { fields: 'id,effective_status' })).body.data.find((a: Json) => a.effective_status === 'ACTIVE');
    await postForm(app, `/v21.0/${adset.id}`, { access_token: DEWI_TOKEN, status: 'PAUSED' });
    const ads = (await graphGet(app, `/${adset.id}/ads`, { fields: 'status,effective_status' })).body.data;
    for (const ad of ads.filter((a: Json) => a.status === 'ACTIVE')) expect(ad.effective_status).toBe('ADSET_PAUSED');
    const batch = await postJson(app, '/v21.0/', { access_token: DEWI_TOKEN, batch: [{ method: 'GET', relative_url: `${adset.id}?fields=effective_status` }] });
    expect(JSON.parse(batch.body[0].body).effective_status).toBe('PAUSED');
  });

  it('answers the node instead of {success} when the write asks for fields (read-after-write)', async () => {
    const campaign = await campaignWith((c) => c.effective_status === 'ACTIVE');
    const { body } = await post(campaign.id, { name: 'Renamed | Q3', fields: 'name,status' });
    expect(body).toEqual({ name: 'Renamed | Q3', status: 'ACTIVE', id: campaign.id });
  });

  it('refuses a status outside the enum with Meta’s enum error and changes nothing', async () => {
    const campaign = await campaignWith((c) => c.effective_status === 'ACTIVE');
    const { status, body } = await post(campaign.id, { status: 'STOPPED', name: 'Never applied' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 100, type: 'OAuthException', message: '(#100) Param status must be one of {ACTIVE, PAUSED, DELETED, ARCHIVED}' });
    expect((await read(campaign.id, 'name')).name).toBe(campaign.name);
  });

  it('tolerates an id repeated in the body, form and JSON bodies, and a JSON body on a GET', async () => {
    const campaign = await campaignWith((c) => c.effective_status === 'ACTIVE');
    const form = await postForm(app, `/v21.0/${campaign.id}`, { access_token: DEWI_TOKEN, id: campaign.id, name: 'Form name' });
    expect(form.json()).toEqual({ success: true });
    const json = await post(campaign.id, { id: campaign.id, name: 'JSON name' });
    expect(json.body).toEqual({ success: true });
    const get = await app.inject({ method: 'GET', url: `/v21.0/${campaign.id}?access_token=${DEWI_TOKEN}&fields=name`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ id: campaign.id }) });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ name: 'JSON name', id: campaign.id });
  });

  it('validate_only checks the write without making it', async () => {
    const campaign = await campaignWith((c) => c.effective_status === 'ACTIVE');
    expect((await post(campaign.id, { status: 'PAUSED', execution_options: '["validate_only"]' })).body).toEqual({ success: true });
    expect((await read(campaign.id, 'status')).status).toBe('ACTIVE');
  });
});

describe('DELETE /{id} and status=DELETED', () => {
  it('removes the object from default lists; it stays readable by id and listable with a status filter', async () => {
    const campaign = await campaignWith((c) => c.effective_status === 'ACTIVE');
    const { body } = await toJson(app.inject({ method: 'DELETE', url: `/v21.0/${campaign.id}?access_token=${DEWI_TOKEN}` }));
    expect(body).toEqual({ success: true });
    expect((await campaigns()).map((c) => c.id)).not.toContain(campaign.id);
    expect(await read(campaign.id, 'status,effective_status')).toEqual({ status: 'DELETED', effective_status: 'DELETED', id: campaign.id });
    const withDeleted = (await graphGet(app, `/${account}/campaigns`, { effective_status: '["DELETED"]', limit: '100' })).body.data.map((c: Json) => c.id);
    expect(withDeleted).toContain(campaign.id);
    // its ad sets leave the account's default list too
    const adsets = (await graphGet(app, `/${account}/adsets`, { fields: 'campaign_id', limit: '100' })).body.data;
    expect(adsets.some((a: Json) => a.campaign_id === campaign.id)).toBe(false);
    // a deleted object takes no more edits
    const edit = await post(campaign.id, { name: 'Back from the dead' });
    expect(edit.body.error).toMatchObject({ code: 100, message: 'Invalid parameter', error_user_title: "Deleted Objects Can't Be Edited" });
  });

  it('archives with status=ARCHIVED (hidden by default); an archived object can only be deleted', async () => {
    const campaign = await campaignWith((c) => c.effective_status === 'ACTIVE');
    await post(campaign.id, { status: 'ARCHIVED' });
    expect((await campaigns()).map((c) => c.id)).not.toContain(campaign.id);
    expect((await post(campaign.id, { status: 'ACTIVE' })).body.error.error_user_title).toBe("Archived Objects Can't Be Edited");
    expect((await post(campaign.id, { method: 'delete' })).body).toEqual({ success: true });
    expect((await read(campaign.id, 'status')).status).toBe('DELETED');
  });

  it('answers 100/33 for ids that do not exist or belong to someone else', async () => {
    const { body } = await post('120200000000000001', { status: 'PAUSED' });
    expect(body.error).toMatchObject({ code: 100, error_subcode: 33, type: 'GraphMethodException' });
  });
});

describe('budgets', () => {
  it('changes an ad-set budget in minor units (a string on reads)', async () => {
    const campaign = await campaignWith(activeAbo);
    const adset = (await graphGet(app, `/${campaign.id}/adsets`, { fields: 'id,daily_budget' })).body.data[0];
    expect((await post(adset.id, { daily_budget: '250000' })).body).toEqual({ success: true });
    expect((await read(adset.id, 'daily_budget')).daily_budget).toBe('250000');
  });

  it('refuses a budget under the account’s min_daily_budget with 100/1885272', async () => {
    const campaign = await campaignWith(activeAbo);
    const adset = (await graphGet(app, `/${campaign.id}/adsets`, { fields: 'id' })).body.data[0];
    const { min_daily_budget: floor } = await read(account, 'min_daily_budget');
    const { status, body } = await post(adset.id, { daily_budget: String(floor - 1) });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      message: 'Invalid parameter',
      type: 'OAuthException',
      code: 100,
      error_subcode: 1885272,
      error_user_title: 'Your Budget Is Too Low',
      error_user_msg: `Your ad set budget must be more than IDR${floor} or your ads may not be delivered.`,
    });
    expect(JSON.parse(body.error.error_data)).toEqual({ blame_field_specs: [['daily_budget']] });
  });

  it('refuses a budget on an ad set whose campaign holds the budget, and a campaign budget over budgeted ad sets', async () => {
    const cbo = await campaignWith((c) => c.effective_status === 'ACTIVE' && isCbo(c));
    const child = (await graphGet(app, `/${cbo.id}/adsets`, { fields: 'id' })).body.data[0];
    const onAdSet = await post(child.id, { daily_budget: '500000' });
    expect(onAdSet.body.error).toMatchObject({ code: 100, error_subcode: 1885621, error_user_title: 'Budget Conflict: Campaign Already Has a Budget' });
    const abo = await campaignWith(activeAbo);
    const onCampaign = await post(abo.id, { daily_budget: '5000000' });
    expect(onCampaign.body.error).toMatchObject({ code: 100, error_subcode: 1885621 });
  });

  it('allows 4 budget changes an hour per object, then answers error 17 until the hour has passed', async () => {
    const campaign = await campaignWith(activeAbo);
    const adset = (await graphGet(app, `/${campaign.id}/adsets`, { fields: 'id' })).body.data[0];
    for (let i = 1; i <= 4; i += 1) {
      clock += 60_000;
      expect((await post(adset.id, { daily_budget: String(200000 + i * 10000) })).body).toEqual({ success: true });
    }
    clock += 60_000;
    const fifth = await post(adset.id, { daily_budget: '900000' });
    expect(fifth.status).toBe(400);
    expect(fifth.body.error).toMatchObject({ code: 17, message: '(#17) User request limit reached', is_transient: true });
    // other fields still change
    expect((await post(adset.id, { name: 'Still editable' })).body).toEqual({ success: true });
    clock += 3600_000;
    expect((await post(adset.id, { daily_budget: '900000' })).body).toEqual({ success: true });
  });

  it('takes a bid_amount only with a cap strategy', async () => {
    const campaign = await campaignWith(activeAbo);
    const adset = (await graphGet(app, `/${campaign.id}/adsets`, { fields: 'id,bid_strategy' })).body.data.find((a: Json) => a.bid_strategy === 'LOWEST_COST_WITHOUT_CAP');
    const refused = await post(adset.id, { bid_amount: '5000' });
    expect(refused.body.error).toMatchObject({ code: 100, error_user_title: 'Bid Amount Not Supported' });
    const needsBid = await post(adset.id, { bid_strategy: 'COST_CAP' });
    expect(needsBid.body.error).toMatchObject({ code: 100, error_subcode: 2490487 });
    expect((await post(adset.id, { bid_strategy: 'COST_CAP', bid_amount: '5000', fields: 'bid_strategy,bid_amount' })).body).toEqual({ bid_strategy: 'COST_CAP', bid_amount: 5000, id: adset.id });
  });

  it('refuses a bid cap or cost goal under the floor for the ad set’s goal (100, Bid Amount Too Low) and keeps the bid', async () => {
    const adsets = (await graphGet(app, `/${account}/adsets`, { fields: 'id,optimization_goal,bid_strategy,daily_budget', limit: '100' })).body.data as Json[];
    const conversions = adsets.find((a) => a.optimization_goal === 'OFFSITE_CONVERSIONS' && a.daily_budget !== undefined)!;
    const { status, body } = await post(conversions.id, { bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: '1000' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: 100,
      error_subcode: 1885094,
      error_user_title: 'Bid Amount Too Low',
      error_user_msg: 'Your bid cap must be at least IDR1500 per result for this ad set. Raise it, or choose the Highest volume bid strategy.',
    });
    expect(JSON.parse(body.error.error_data).blame_field_specs).toEqual([['bid_amount']]);
    expect((await post(conversions.id, { bid_strategy: 'COST_CAP', bid_amount: '1500', fields: 'bid_amount' })).body).toEqual({ bid_amount: 1500, id: conversions.id });
    // An amount alone is held to the strategy the ad set has.
    expect((await post(conversions.id, { bid_amount: '900' })).body.error.error_user_msg).toMatch(/^Your cost per result goal must be at least IDR1500 per result/);
    expect((await read(conversions.id, 'bid_amount')).bid_amount).toBe(1500);
    const clicks = adsets.find((a) => a.optimization_goal === 'LINK_CLICKS' && a.daily_budget !== undefined)!;
    expect((await post(clicks.id, { bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: '149' })).body.error.error_user_msg).toMatch(/at least IDR150 per click or view/);
    expect((await post(clicks.id, { bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: '150' })).body).toEqual({ success: true });
  });

  it('moves an ad set’s end_time', async () => {
    const campaign = await campaignWith(activeAbo);
    const adset = (await graphGet(app, `/${campaign.id}/adsets`, { fields: 'id' })).body.data[0];
    await post(adset.id, { end_time: '2025-07-31T23:59:00+0700' });
    expect((await read(adset.id, 'end_time')).end_time).toBe('2025-07-31T23:59:00+0700');
    const past = await post(adset.id, { end_time: '2001-01-01T00:00:00+0000' });
    expect(past.body.error).toMatchObject({ code: 100, error_subcode: 1487182, error_user_title: 'End Time In The Past' });
    const reversed = await post(adset.id, { start_time: '2025-09-01T00:00:00+0700', end_time: '2025-08-01T00:00:00+0700' });
    expect(reversed.body.error.error_user_title).toBe('Invalid End Time');
    expect((await read(adset.id, 'end_time')).end_time).toBe('2025-07-31T23:59:00+0700');
  });

  it('answers a field the object cannot take with Meta’s error for that field, not “does not exist”', async () => {
    const campaign = await campaignWith(activeAbo);
    const ad = (await graphGet(app, `/${campaign.id}/ads`, { fields: 'id' })).body.data[0];
    const { body } = await post(ad.id, { daily_budget: '500000' });
    expect(body.error).toMatchObject({ code: 100, message: 'Invalid parameter' });
    expect(body.error.error_subcode).toBeUndefined();
    expect(JSON.parse(body.error.error_data)).toEqual({ blame_field_specs: [['daily_budget']] });
    const onCampaign = await post(campaign.id, { bid_amount: '100' });
    expect(JSON.parse(onCampaign.body.error.error_data)).toEqual({ blame_field_specs: [['bid_amount']] });
  });
});

describe('writes in a batch and reset', () => {
  it('runs POST and DELETE operations with form-string bodies; POST /__sandbox/reset restores the seeded world', async () => {
    const campaign = await campaignWith((c) => c.effective_status === 'ACTIVE');
    const other = (await campaigns()).find((c) => c.id !== campaign.id && c.effective_status === 'ACTIVE') as Json;
    const { body } = await postJson(app, '/v21.0/', {
      access_token: DEWI_TOKEN,
      batch: [
        { method: 'POST', relative_url: campaign.id, body: 'status=PAUSED&name=Batch%20paused' },
        { method: 'DELETE', relative_url: `v21.0/${other.id}` },
        { method: 'GET', relative_url: `${campaign.id}?fields=name,effective_status` },
      ],
    });
    expect(body.map((item: Json) => item.code)).toEqual([200, 200, 200]);
    expect(JSON.parse(body[0].body)).toEqual({ success: true });
    expect(JSON.parse(body[2].body)).toEqual({ name: 'Batch paused', effective_status: 'PAUSED', id: campaign.id });
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect(await read(campaign.id, 'name,effective_status')).toEqual({ name: campaign.name, effective_status: 'ACTIVE', id: campaign.id });
    expect((await read(other.id, 'status')).status).toBe('ACTIVE');
  });
});

async function toJson(response: Promise<{ statusCode: number; json(): unknown }>): Promise<{ status: number; body: Json }> {
  const r = await response;
  return { status: r.statusCode, body: r.json() };
}
