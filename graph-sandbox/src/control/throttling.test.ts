import type { FastifyInstance } from 'fastify';
import { activeAccount, BUDI_TOKEN, DEWI_TOKEN, FIXED_NOW, graphGet, postJson, testSandbox, type Json, type JsonResponse } from '../test-support/sandbox-harness';
import type { SandboxOptions } from '../sandbox/options';

let app: FastifyInstance;
let clock = FIXED_NOW;
let account: string;
let number: string;

async function open(options: SandboxOptions): Promise<void> {
  clock = FIXED_NOW;
  app = testSandbox({ now: () => clock, ...options });
  account = await activeAccount(app);
  number = account.replace('act_', '');
}
afterEach(() => app.close());

const header = (response: JsonResponse<Json>, name: string): Json => JSON.parse(response.headers[name] as string);
const buc = (response: JsonResponse<Json>): Json => header(response, 'x-business-use-case-usage')[number][0];
const MINUTE = 60_000;

const CODES = {
  ads_insights: { code: 80000, anchor: '#ads-insights', path: () => `/${account}/insights` },
  ads_management: { code: 80004, anchor: '#ads-management', path: () => `/${account}/campaigns` },
  custom_audience: { code: 80003, anchor: '#custom-audience', path: () => `/${account}/customaudiences` },
} as const;

describe('enforced hourly quotas', () => {
  it.each(Object.entries(CODES))('%s: the call that would reach 100 %% is refused with %o, and the window frees it', async (useCase, { code, anchor, path }) => {
    await open({ throttle: true, quotas: { [useCase]: 4 } });
    clock += 1000;
    for (let i = 1; i <= 3; i += 1) {
      const ok = await graphGet(app, path());
      expect(ok.status).toBe(200);
      expect(buc(ok)).toMatchObject({ type: useCase, call_count: Math.floor((i / 4) * 100), estimated_time_to_regain_access: 0 });
      clock += MINUTE;
    }
    const refused = await graphGet(app, path());
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code, error_subcode: 2446079, is_transient: true, type: 'OAuthException', fbtrace_id: expect.any(String) });
    expect(refused.body.error.message).toMatch(new RegExp(`^\\(#${code}\\) There have been too many calls (from|to) this ad-account\\. Wait a bit and try again\\. For more info, please refer to https://developers\\.facebook\\.com/docs/graph-api/overview/rate-limiting${anchor}\\.$`));
    // The oldest of the 3 calls was 3 minutes ago; it leaves the window in 57 minutes.
    expect(buc(refused)).toMatchObject({ type: useCase, call_count: 100, estimated_time_to_regain_access: 57, ads_api_access_tier: 'standard_access' });
    expect(header(refused, 'x-ad-account-usage')).toEqual({ acc_id_util_pct: 100, reset_time_duration: 57 * 60, ads_api_access_tier: 'standard_access' });
    // Refused calls are not counted: waiting it out is enough.
    clock += 56 * MINUTE;
    expect((await graphGet(app, path())).status).toBe(400);
    clock += MINUTE;
    const again = await graphGet(app, path());
    expect(again.status).toBe(200);
    expect(buc(again).call_count).toBe(75);
  });

  it('keeps use cases and accounts apart', async () => {
    await open({ throttle: true, quotas: { ads_management: 2 } });
    expect((await graphGet(app, `/${account}/campaigns`)).status).toBe(200);
    expect((await graphGet(app, `/${account}/adsets`)).body.error.code).toBe(80004);
    expect((await graphGet(app, `/${account}/insights`)).status).toBe(200);
    const other = (await graphGet(app, '/me/adaccounts', { fields: 'id,currency' })).body.data.find((a: Json) => a.id !== account).id;
    expect((await graphGet(app, `/${other}`)).status).toBe(200);
    expect((await graphGet(app, '/me')).status).toBe(200);
  });

  it('scales the formulas: the ads_management quota grows with active ads', async () => {
    await open({ throttle: true, quotas: { scale: 0.05, app: 10_000 } });
    const ads = (await graphGet(app, `/${account}/ads`, { fields: 'effective_status', limit: '500' })).body.data;
    const active = ads.filter((ad: Json) => ad.effective_status === 'ACTIVE').length;
    expect(active).toBeGreaterThan(0);
    const quota = Math.round((300 + 40 * active) * 0.05);
    let succeeded = 1;
    for (; succeeded < 1000; succeeded += 1) if ((await graphGet(app, `/${account}/campaigns`)).status === 400) break;
    expect(succeeded).toBe(quota - 1);
    // ads_insights: (600 + 400 × active ads) × 0.05 is far from reached.
    expect((await graphGet(app, `/${account}/insights`)).status).toBe(200);
  });

  it('refuses the app with 4 (HTTP 403) when the app quota is reached', async () => {
    await open({ throttle: true, quotas: { app: 5 } });
    // activeAccount used one call.
    for (let i = 0; i < 3; i += 1) expect((await graphGet(app, '/me')).status).toBe(200);
    const refused = await graphGet(app, '/me');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 4, is_transient: true, message: '(#4) Application request limit reached' });
    expect(header(refused, 'x-app-usage').call_count).toBe(100);
    clock += 60 * MINUTE;
    expect((await graphGet(app, '/me')).status).toBe(200);
  });

  it('is not enforced by default', async () => {
    await open({ quotas: { ads_management: 2 } });
    for (let i = 0; i < 4; i += 1) expect((await graphGet(app, `/${account}/campaigns`)).status).toBe(200);
  });

  it('is enforced with realistic latency unless throttle is off', async () => {
    await open({ latency: 'realistic', sleep: async () => undefined, quotas: { ads_management: 2 } });
    await graphGet(app, `/${account}/campaigns`);
    expect((await graphGet(app, `/${account}/campaigns`)).body.error.code).toBe(80004);
    await app.close();
    await open({ latency: 'realistic', throttle: false, sleep: async () => undefined, quotas: { ads_management: 2 } });
    await graphGet(app, `/${account}/campaigns`);
    expect((await graphGet(app, `/${account}/campaigns`)).status).toBe(200);
  });

  it('sends x-fb-ads-insights-throttle on every insights call', async () => {
    await open({ quotas: { ads_insights: 10, app: 100 } });
    const first = await graphGet(app, `/${account}/insights`);
    expect(header(first, 'x-fb-ads-insights-throttle')).toEqual({ app_id_util_pct: 2, acc_id_util_pct: 10, ads_api_access_tier: 'standard_access' });
    const campaign = (await graphGet(app, `/${account}/campaigns`)).body.data[0].id;
    expect(header(await graphGet(app, `/${campaign}/insights`), 'x-fb-ads-insights-throttle')).toEqual({ app_id_util_pct: 4, acc_id_util_pct: 20, ads_api_access_tier: 'standard_access' });
    expect((await graphGet(app, `/${account}/campaigns`)).headers['x-fb-ads-insights-throttle']).toBeUndefined();
  });
});

describe('POST /__sandbox/throttles', () => {
  const throttle = (body: unknown) => postJson(app, '/__sandbox/throttles', body);

  it('throttles one account’s use cases for a window, with the minutes left, then lets calls through', async () => {
    await open({});
    const created = await throttle({ account_id: account, use_case: 'ads_insights', seconds: 150 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ throttle: { account_id: account, use_case: 'ads_insights', until: new Date(FIXED_NOW + 150_000).toISOString() } });

    const campaign = (await graphGet(app, `/${account}/campaigns`, { fields: 'id' })).body.data[0].id;
    for (const path of [`/${account}/insights`, `/${campaign}/insights`]) {
      const refused = await graphGet(app, path);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 80000, error_subcode: 2446079, is_transient: true, type: 'OAuthException' });
      expect(buc(refused)).toMatchObject({ type: 'ads_insights', call_count: 100, estimated_time_to_regain_access: 3 });
      expect(header(refused, 'x-fb-ads-insights-throttle').acc_id_util_pct).toBe(100);
    }
    // Other use cases of the account work.
    expect((await graphGet(app, `/${campaign}`)).status).toBe(200);
    clock += 100_000;
    expect(buc(await graphGet(app, `/${account}/insights`)).estimated_time_to_regain_access).toBe(1);
    expect((await app.inject({ url: '/__sandbox/throttles' })).json()).toEqual({ throttles: [{ account_id: account, use_case: 'ads_insights', until: new Date(FIXED_NOW + 150_000).toISOString(), seconds_left: 50 }] });
    clock += 50_000;
    expect((await graphGet(app, `/${account}/insights`)).status).toBe(200);
    expect((await app.inject({ url: '/__sandbox/throttles' })).json()).toEqual({ throttles: [] });
  });

  it('defaults to every use case, takes the digits alone, and answers each use case’s code', async () => {
    await open({});
    expect((await throttle({ account_id: number, seconds: 600 })).body.throttle).toMatchObject({ account_id: account, use_case: 'all' });
    const campaign = (await graphGet(app, `/${account}/campaigns`)).body;
    expect(campaign.error.code).toBe(80004);
    expect((await graphGet(app, `/${account}`)).body.error.code).toBe(80004);
    expect((await graphGet(app, `/${account}/insights`)).body.error.code).toBe(80000);
    const audiences = await graphGet(app, `/${account}/customaudiences`);
    expect(audiences.body.error.code).toBe(80003);
    expect(buc(audiences)).toMatchObject({ type: 'custom_audience', call_count: 100, estimated_time_to_regain_access: 10 });
    expect((await graphGet(app, '/me')).status).toBe(200);
  });

  it('judges batch operations one by one', async () => {
    await open({});
    await throttle({ account_id: account, use_case: 'ads_management', seconds: 60 });
    const { status, body } = await postJson(app, '/v21.0/', {
      access_token: DEWI_TOKEN,
      batch: [
        { method: 'GET', relative_url: `${account}/campaigns` },
        { method: 'GET', relative_url: `${account}/insights` },
        { method: 'GET', relative_url: 'me' },
        { method: 'POST', relative_url: `${account}/campaigns`, body: 'name=x&objective=OUTCOME_SALES&special_ad_categories=[]' },
      ],
    });
    expect(status).toBe(200);
    expect(body.map((item: Json) => item.code)).toEqual([400, 200, 200, 400]);
    expect(JSON.parse(body[0].body).error).toMatchObject({ code: 80004, error_subcode: 2446079 });
    const usage = JSON.parse(body[0].headers.find((h: Json) => h.name === 'x-business-use-case-usage').value)[number][0];
    expect(usage).toMatchObject({ type: 'ads_management', call_count: 100, estimated_time_to_regain_access: 1 });
  });

  it('lists, clears, and is cleared by reset', async () => {
    await open({});
    await throttle({ account_id: account, seconds: 60 });
    await throttle({ account_id: account, use_case: 'custom_audience', seconds: 120 });
    expect((await app.inject({ url: '/__sandbox/throttles' })).json().throttles.map((t: Json) => t.use_case)).toEqual(['all', 'custom_audience']);
    expect((await app.inject({ method: 'DELETE', url: '/__sandbox/throttles' })).json()).toEqual({ ok: true, cleared: 2 });
    expect((await graphGet(app, `/${account}`)).status).toBe(200);
    await throttle({ account_id: account, seconds: 60 });
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect((await app.inject({ url: '/__sandbox/throttles' })).json().throttles).toEqual([]);
    expect((await graphGet(app, `/${account}`, {}, BUDI_TOKEN)).body.error.code).not.toBe(80004);
  });

  it('rejects bad input with bad_request', async () => {
    await open({});
    const bad = async (body: unknown, text: string): Promise<void> => {
      const response = await throttle(body);
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({ code: 'bad_request', message: expect.stringContaining(text) });
    };
    await bad({ seconds: 60 }, 'account_id');
    await bad({ account_id: 'act_abc', seconds: 60 }, 'account_id');
    await bad({ account_id: 'act_999', seconds: 60 }, 'No ad account act_999');
    await bad({ account_id: account, use_case: 'pages', seconds: 60 }, 'use_case must be one of: ads_insights, ads_management, custom_audience, all');
    await bad({ account_id: account }, 'seconds');
    await bad({ account_id: account, seconds: 0 }, 'seconds');
    await bad({ account_id: account, seconds: 86_401 }, 'seconds');
    await bad({ account_id: account, seconds: 1.5 }, 'seconds');
    await bad([account], 'JSON object');
    const broken = await app.inject({ method: 'POST', url: '/__sandbox/throttles', headers: { 'content-type': 'application/json' }, payload: '{nope' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('bad_request');
    expect((await throttle({ account_id: account, seconds: 86_400 })).status).toBe(201);
  });
});
