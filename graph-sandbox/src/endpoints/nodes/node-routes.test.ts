import type { FastifyInstance } from 'fastify';
import { decodeCursor } from '../../graph/paging/cursor';
import { activeAccount, APP_TOKEN, BUDI_TOKEN, DEWI_TOKEN, graphGet, SITI_TOKEN, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
beforeAll(() => {
  app = testSandbox();
});
afterAll(() => app.close());

describe('GET /me', () => {
  it('returns name and id by default', async () => {
    const { status, body } = await graphGet(app, '/me');
    expect(status).toBe(200);
    expect(body).toEqual({ name: 'Dewi Lestari', id: '100090000000001' });
  });

  it('expands picture and adaccounts', async () => {
    const { body } = await graphGet(app, '/me', { fields: 'id,name,picture.width(200).height(200),adaccounts.limit(1000){id,name,currency,account_status,min_daily_budget}' });
    expect(body.picture.data).toMatchObject({ width: 200, height: 200, is_silhouette: false });
    expect(body.picture.data.url).toMatch(/\/platform\/profilepic\/\?asid=100090000000001&height=200&width=200/);
    expect(body.adaccounts.data).toHaveLength(4);
    expect(body.adaccounts.data.map((a: Json) => [a.currency, a.account_status])).toEqual([
      ['IDR', 1],
      ['USD', 1],
      ['JPY', 3],
      ['IDR', 2],
    ]);
    expect(body.adaccounts.paging.next).toBeUndefined();
  });

  it('leaves an empty edge out instead of returning an empty list', async () => {
    const { body } = await graphGet(app, '/me', { fields: 'id,adaccounts{id}' }, SITI_TOKEN);
    expect(body).toEqual({ id: '100090000000003' });
  });

  it('rejects unknown fields the way Meta does', async () => {
    const { status, body } = await graphGet(app, '/me', { fields: 'id,foo' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ message: '(#100) Tried accessing nonexisting field (foo) on node type (User)', type: 'OAuthException', code: 100 });
    expect(typeof body.error.fbtrace_id).toBe('string');
  });

  it('needs a user token', async () => {
    const { status, body } = await graphGet(app, '/me', {}, APP_TOKEN);
    expect(status).toBe(400);
    expect(body.error.code).toBe(2500);
  });
});

describe('GET /me/adaccounts', () => {
  it('returns id and account_id by default, with money as minor-unit strings when asked', async () => {
    const { body } = await graphGet(app, '/me/adaccounts', { fields: 'id,account_id,currency,amount_spent,balance,spend_cap,min_daily_budget,created_time,timezone_name,age,funding_source_details,is_prepay_account,user_tasks,business,disable_reason' });
    const idr = body.data.find((a: Json) => a.currency === 'IDR' && a.disable_reason === 0);
    expect(idr.id).toBe(`act_${idr.account_id}`);
    expect(idr.account_id).toMatch(/^\d{15,16}$/);
    for (const key of ['amount_spent', 'balance', 'spend_cap']) expect(idr[key]).toMatch(/^\d+$/);
    expect(idr.min_daily_budget).toBe(15000);
    expect(idr.created_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0700$/);
    expect(idr.timezone_name).toBe('Asia/Jakarta');
    expect(typeof idr.age).toBe('number');
    expect(idr.funding_source_details).toMatchObject({ type: 1, display_string: expect.stringMatching(/\*\d{4}$/) });
    expect(idr.user_tasks).toEqual(['DRAFT', 'ANALYZE', 'ADVERTISE', 'MANAGE']);
    const usd = body.data.find((a: Json) => a.currency === 'USD');
    expect(usd.min_daily_budget).toBe(100);
    expect(usd.created_time).toMatch(/-0[78]00$/);
    const disabled = body.data.find((a: Json) => a.disable_reason !== 0);
    expect(disabled.funding_source_details).toBeUndefined();
    const plain = await graphGet(app, '/me/adaccounts');
    expect(Object.keys(plain.body.data[0])).toEqual(['account_id', 'id']);
  });

  it('gives Dewi an unsettled (3) and a disabled (2, RISK_PAYMENT) account with Meta’s integer codes; the unsettled one’s ads wait for billing', async () => {
    const accounts = (await graphGet(app, '/me/adaccounts', { fields: 'id,name,currency,account_status,disable_reason,balance', limit: '100' })).body.data;
    const unsettled = accounts.find((a: Json) => a.account_status === 3);
    expect(unsettled).toMatchObject({ name: 'Lestari Japan Pop-up', currency: 'JPY', disable_reason: 0 });
    expect(Number(unsettled.balance)).toBeGreaterThan(0);
    expect(accounts.find((a: Json) => a.account_status === 2)).toMatchObject({ name: 'Lestari Lama (personal)', currency: 'IDR', disable_reason: 3 });
    const campaigns = (await graphGet(app, `/${unsettled.id}/campaigns`, { fields: 'effective_status', limit: '50' })).body.data;
    expect(campaigns.length).toBeGreaterThan(0);
    const ads = (await graphGet(app, `/${unsettled.id}/ads`, { fields: 'status,effective_status', limit: '100' })).body.data;
    const running = ads.filter((ad: Json) => ad.status === 'ACTIVE' && !['CAMPAIGN_PAUSED', 'ADSET_PAUSED', 'DISAPPROVED', 'PENDING_REVIEW'].includes(ad.effective_status));
    expect(running.length).toBeGreaterThan(0);
    for (const ad of running) expect(ad.effective_status).toBe('PENDING_BILLING_INFO');
  });

  it('pages with cursors and full next/previous URLs until there is no next', async () => {
    const first = await graphGet(app, '/me/adaccounts', { limit: '3' });
    expect(first.body.data).toHaveLength(3);
    expect(first.body.paging.cursors).toEqual({ before: 'MAZDZD', after: 'MgZDZD' });
    expect(first.body.paging.previous).toBeUndefined();
    const next = new URL(first.body.paging.next);
    expect(next.pathname).toBe('/v21.0/100090000000001/adaccounts');
    expect(next.searchParams.get('access_token')).toBe(DEWI_TOKEN);
    expect(next.searchParams.get('limit')).toBe('3');

    const second = await app.inject({ method: 'GET', url: `${next.pathname}${next.search}` });
    const page = second.json();
    expect(page.data).toHaveLength(1);
    expect(page.paging.next).toBeUndefined();
    expect(decodeCursor(page.paging.cursors.after)).toBe(3);
    const previous = new URL(page.paging.previous);
    const back = (await app.inject({ method: 'GET', url: `${previous.pathname}${previous.search}` })).json();
    expect(back.data.map((a: Json) => a.id)).toEqual(first.body.data.map((a: Json) => a.id));
  });

  it('answers a cursor past the end with Meta’s error', async () => {
    const { status, body } = await graphGet(app, '/me/adaccounts', { after: 'NTAwZDZD' });
    expect(status).toBe(400);
    expect(body.error.code).toBe(100);
  });
});

describe('conventions', () => {
  it('accepts unversioned and other-version paths and every token transport', async () => {
    const expected = { name: 'Dewi Lestari', id: '100090000000001' };
    expect((await app.inject({ url: `/me?access_token=${DEWI_TOKEN}` })).json()).toEqual(expected);
    expect((await app.inject({ url: `/v19.0/me?access_token=${DEWI_TOKEN}` })).json()).toEqual(expected);
    expect((await app.inject({ url: '/v21.0/me', headers: { authorization: `Bearer ${DEWI_TOKEN}` } })).json()).toEqual(expected);
    expect((await app.inject({ url: '/v21.0/me', headers: { authorization: `OAuth ${DEWI_TOKEN}` } })).json()).toEqual(expected);
  });

  it('sets the platform headers on every response', async () => {
    const { headers } = await graphGet(app, '/me');
    expect(headers['facebook-api-version']).toBe('v21.0');
    expect(headers['x-fb-trace-id']).toEqual(expect.any(String));
    expect(JSON.parse(headers['x-app-usage'] as string)).toEqual({ call_count: expect.any(Number), total_cputime: expect.any(Number), total_time: expect.any(Number) });
    expect(headers['x-business-use-case-usage']).toBeUndefined();
  });

  it('adds business-use-case usage keyed by account number on ad-account calls', async () => {
    const account = await activeAccount(app);
    const { headers } = await graphGet(app, `/${account}/campaigns`);
    const usage = JSON.parse(headers['x-business-use-case-usage'] as string);
    const [entry] = usage[account.replace('act_', '')];
    expect(entry).toMatchObject({ type: 'ads_management', estimated_time_to_regain_access: 0, ads_api_access_tier: 'standard_access' });
    expect(JSON.parse(headers['x-ad-account-usage'] as string)).toHaveProperty('acc_id_util_pct');
  });

  it('answers token problems with code 104 and 190', async () => {
    const missing = await graphGet(app, '/me', {}, null);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 104, message: 'An access token is required to request this resource.' });
    const invalid = await graphGet(app, '/me', {}, 'EAAnot-a-token');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 });
    expect(invalid.headers['www-authenticate']).toContain('invalid_token');
    const expired = await graphGet(app, '/me', {}, 'EAAsandbox-dewi-expired');
    expect(expired.body.error).toMatchObject({ code: 190, error_subcode: 463, message: expect.stringMatching(/^Error validating access token: Session has expired on \w+day, \d\d-\w{3}-\d\d \d\d:\d\d:\d\d P[SD]T\. The current time is/) });
  });

  it('hides other users’ objects and names unknown aliases', async () => {
    const budiAccounts = await graphGet(app, '/me/adaccounts', {}, BUDI_TOKEN);
    const foreign = budiAccounts.body.data[0].id;
    const denied = await graphGet(app, `/${foreign}`);
    expect(denied.status).toBe(400);
    expect(denied.body.error).toMatchObject({ code: 100, error_subcode: 33, type: 'GraphMethodException' });
    expect(denied.body.error.message).toContain(`Object with ID '${foreign}' does not exist`);
    const alias = await graphGet(app, '/no_such_page');
    expect(alias.body.error).toMatchObject({ code: 803, message: '(#803) Some of the aliases you requested do not exist: no_such_page' });
  });

  it('reports unknown edges and unsupported methods', async () => {
    const account = await activeAccount(app);
    expect((await graphGet(app, `/${account}/nonsense`)).body.error).toMatchObject({ code: 2500, message: 'Unknown path components: /nonsense' });
    const post = await app.inject({ method: 'POST', url: `/v21.0/${account}`, payload: { access_token: DEWI_TOKEN, name: 'x' } });
    expect(post.statusCode).toBe(400);
    expect(post.json().error.message).toMatch(/^Unsupported post request/);
  });

  it('answers a bad fields expression with a syntax error', async () => {
    const { body } = await graphGet(app, '/me', { fields: 'adaccounts{id' });
    expect(body.error).toMatchObject({ code: 2500, message: expect.stringMatching(/^Syntax error/) });
  });
});

describe('ad objects', () => {
  it('lists campaigns newest first without deleted or archived ones, with budgets as strings', async () => {
    const account = await activeAccount(app);
    const { body } = await graphGet(app, `/${account}/campaigns`, { fields: 'id,name,objective,status,configured_status,effective_status,daily_budget,lifetime_budget,created_time,buying_type,special_ad_categories', limit: '50' });
    const statuses = body.data.map((c: Json) => c.effective_status);
    expect(statuses).not.toContain('DELETED');
    expect(statuses).not.toContain('ARCHIVED');
    const created = body.data.map((c: Json) => c.created_time);
    expect([...created].sort().reverse()).toEqual(created);
    for (const campaign of body.data) {
      expect(campaign.id).toMatch(/^\d{17,18}$/);
      expect(campaign.configured_status).toBe(campaign.status);
      expect(campaign.buying_type).toBe('AUCTION');
      if (campaign.daily_budget !== undefined) {
        expect(campaign.daily_budget).toMatch(/^\d+$/);
        expect(campaign.lifetime_budget).toMatch(/^\d+$/);
      }
    }
    expect(body.data.some((c: Json) => c.daily_budget === undefined)).toBe(true);
  });

  it('filters by effective_status and filtering, and counts with summary', async () => {
    const account = await activeAccount(app);
    const all = await graphGet(app, `/${account}/campaigns`, { effective_status: '["ACTIVE","PAUSED","ARCHIVED","DELETED"]', summary: 'true', fields: 'name,effective_status', limit: '100' });
    expect(all.body.data.map((c: Json) => c.effective_status)).toEqual(expect.arrayContaining(['ARCHIVED', 'DELETED']));
    expect(all.body.summary).toEqual({ total_count: all.body.data.length });
    const named = await graphGet(app, `/${account}/campaigns`, { filtering: JSON.stringify([{ field: 'name', operator: 'CONTAIN', value: 'awareness' }]), fields: 'name' });
    expect(named.body.data.length).toBeGreaterThan(0);
    expect(named.body.data.every((c: Json) => /awareness/i.test(c.name))).toBe(true);
    const bad = await graphGet(app, `/${account}/campaigns`, { filtering: '[{"field":"name","operator":"LIKE","value":"x"}]' });
    expect(bad.status).toBe(400);
  });

  it('reads ad sets and ads as nodes and edges with parents and statuses', async () => {
    const account = await activeAccount(app);
    const ads = await graphGet(app, `/${account}/ads`, { fields: 'id,name,adset_id,campaign_id,effective_status,creative,adset{name,daily_budget},campaign{objective}', limit: '200' });
    expect(ads.body.data.length).toBeGreaterThan(10);
    const ad = ads.body.data[0];
    expect(ad.creative).toEqual({ id: expect.stringMatching(/^\d+$/) });
    expect(ad.adset.id).toBe(ad.adset_id);
    expect(ad.campaign.objective).toMatch(/^[A-Z_]+$/);
    const effective = new Set(ads.body.data.map((a: Json) => a.effective_status));
    expect(effective).toContain('CAMPAIGN_PAUSED');

    const node = await graphGet(app, `/${ad.adset_id}`, { fields: 'id,name,targeting,optimization_goal,billing_event,effective_status,campaign' });
    expect(node.body.targeting).toMatchObject({ age_min: expect.any(Number), geo_locations: expect.any(Object) });
    expect(node.body.campaign).toEqual({ id: ad.campaign_id });
    const children = await graphGet(app, `/${ad.campaign_id}/ads`, { fields: 'campaign_id' });
    expect(children.body.data.every((a: Json) => a.campaign_id === ad.campaign_id)).toBe(true);
    const bare = await graphGet(app, `/${ad.campaign_id}`);
    expect(bare.body).toEqual({ id: ad.campaign_id });
  });

  it('expands an account’s campaigns inside fields', async () => {
    const account = await activeAccount(app);
    const { body } = await graphGet(app, `/${account}`, { fields: 'name,campaigns.limit(2){name,adsets.limit(1){name}}' });
    expect(body.campaigns.data).toHaveLength(2);
    expect(body.campaigns.data[0].adsets.data.length).toBeLessThanOrEqual(1);
    expect(new URL(body.campaigns.paging.next).pathname).toBe(`/v21.0/${account}/campaigns`);
  });
});
