import type { FastifyInstance } from 'fastify';
import { DEWI_TOKEN, FIXED_NOW, activeAccount, graphGet, postJson, testSandbox, type Json } from '../test-support/sandbox-harness';

let app: FastifyInstance;
let clock = FIXED_NOW;
let account: string;
let campaign: Json;
let adset: Json;
beforeAll(async () => {
  app = testSandbox({ now: () => clock, timeoutFaultMs: 5, asyncSessionMs: 1000 });
  account = await activeAccount(app, 'USD');
});
afterAll(() => app.close());
beforeEach(async () => {
  clock = FIXED_NOW;
  await app.inject({ method: 'POST', url: '/__sandbox/reset' });
  const campaigns = (await graphGet(app, `/${account}/campaigns`, { fields: 'id,name,effective_status,daily_budget', limit: '100' })).body.data;
  campaign = campaigns.find((c: Json) => c.effective_status === 'ACTIVE' && c.daily_budget === undefined);
  adset = (await graphGet(app, `/${campaign.id}/adsets`, { fields: 'id,name' })).body.data[0];
});

const fault = (kind: string, path?: string, count = 1) => postJson(app, '/__sandbox/faults', { kind, path, count });
const post = (id: string, fields: Record<string, unknown>) => postJson(app, `/v21.0/${id}`, { access_token: DEWI_TOKEN, ...fields });

describe('faults on writes', () => {
  it('budget_too_low answers 100/1885272 with the account’s floor and leaves the object as it was', async () => {
    await fault('budget_too_low', adset.id);
    const { status, body } = await post(adset.id, { daily_budget: '100000' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 100, error_subcode: 1885272, error_user_msg: 'Your ad set budget must be more than USD1.00 or your ads may not be delivered.' });
    expect((await graphGet(app, `/${adset.id}`, { fields: 'daily_budget' })).body.daily_budget).not.toBe('100000');
    await fault('budget_too_low', campaign.id);
    expect((await post(campaign.id, { name: 'x' })).body.error.error_user_msg).toContain('campaign budget');
  });

  it('ads_rate_limit on a create answers 80004/2446079 with the BUC header at 100 % for the account', async () => {
    await fault('ads_rate_limit', '/campaigns');
    const response = await postJson(app, `/v21.0/${account}/campaigns`, { access_token: DEWI_TOKEN, name: 'x', objective: 'OUTCOME_SALES', special_ad_categories: [] });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 80004, error_subcode: 2446079, is_transient: true });
    const usage = JSON.parse(response.headers['x-business-use-case-usage'] as string);
    expect(usage[account.replace('act_', '')][0]).toMatchObject({ type: 'ads_management', call_count: 100, estimated_time_to_regain_access: 5 });
  });

  it('token_expired on a DELETE answers 190/463; the object survives', async () => {
    await fault('token_expired', adset.id);
    const response = await app.inject({ method: 'DELETE', url: `/v21.0/${adset.id}?access_token=${DEWI_TOKEN}` });
    expect(response.json().error).toMatchObject({ code: 190, error_subcode: 463 });
    expect(response.headers['www-authenticate']).toContain('invalid_token');
    expect((await graphGet(app, `/${adset.id}`, { fields: 'status' })).body.status).not.toBe('DELETED');
  });

  it('a timed-out write inside a batch comes back null and is not applied (safe to retry)', async () => {
    await fault('timeout', campaign.id);
    const { body } = await postJson(app, '/v21.0/', { access_token: DEWI_TOKEN, batch: [{ method: 'POST', relative_url: campaign.id, body: 'status=PAUSED' }, { method: 'GET', relative_url: 'me' }] });
    expect(body[0]).toBeNull();
    expect(body[1].code).toBe(200);
    expect((await graphGet(app, `/${campaign.id}`, { fields: 'status' })).body.status).toBe('ACTIVE');
  });

  it('a fault on a copy fails its async session with that error', async () => {
    await fault('server_error', '/copies');
    const { body } = await postJson(app, '/v21.0/', { access_token: DEWI_TOKEN, asyncbatch: [{ name: 'c', relative_url: `${adset.id}/copies` }] });
    clock += 5000;
    const session = (await graphGet(app, `/${body.async_sessions[0].id}`, { fields: 'status,error_code,exception' })).body;
    expect(session).toMatchObject({ status: 'FAILED', error_code: 1, exception: 'An unknown error has occurred.' });
  });

  it('custom audience reads report the custom_audience business use case', async () => {
    const response = await graphGet(app, `/${account}/customaudiences`, { fields: 'id' });
    const usage = JSON.parse(response.headers['x-business-use-case-usage'] as string);
    expect(usage[account.replace('act_', '')][0].type).toBe('custom_audience');
  });
});
