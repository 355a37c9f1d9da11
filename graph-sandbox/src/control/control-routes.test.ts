import type { FastifyInstance } from 'fastify';
import { activeAccount, DEWI_TOKEN, graphGet, postJson, testSandbox, type Json } from '../test-support/sandbox-harness';
import { FAULT_KINDS } from './fault-kinds';

let app: FastifyInstance;
beforeEach(() => {
  app = testSandbox({ timeoutFaultMs: 200 });
});
afterEach(() => app.close());

const addFault = (fault: Record<string, unknown>) => postJson(app, '/__sandbox/faults', fault);

const EXPECTED_ERRORS: Record<string, { status: number; error: Record<string, unknown> }> = {
  token_expired: { status: 400, error: { code: 190, error_subcode: 463, type: 'OAuthException', message: expect.stringMatching(/^Error validating access token: Session has expired on /) } },
  checkpoint: { status: 400, error: { code: 190, error_subcode: 459, message: expect.stringContaining('log in to www.facebook.com') } },
  rate_limit: { status: 400, error: { code: 17, error_subcode: 2446079, is_transient: true, message: '(#17) User request limit reached' } },
  ads_rate_limit: {
    status: 400,
    error: { code: 80004, error_subcode: 2446079, is_transient: true, message: expect.stringMatching(/^\(#80004\) There have been too many calls to this ad-account\. Wait a bit and try again\./) },
  },
  insights_rate_limit: {
    status: 400,
    error: {
      code: 80000,
      error_subcode: 2446079,
      is_transient: true,
      type: 'OAuthException',
      message: '(#80000) There have been too many calls from this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting#ads-insights.',
    },
  },
  custom_audience_rate_limit: {
    status: 400,
    error: {
      code: 80003,
      error_subcode: 2446079,
      is_transient: true,
      type: 'OAuthException',
      message: '(#80003) There have been too many calls from this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting#custom-audience.',
    },
  },
  spam_block: { status: 400, error: { code: 368, error_subcode: 1390008 } },
  unauthorized: { status: 401, error: { code: 190, type: 'OAuthException' } },
  app_rate_limit: { status: 403, error: { code: 4, is_transient: true, message: '(#4) Application request limit reached' } },
  server_error: { status: 500, error: { code: 1, is_transient: true } },
};

describe('fault injection', () => {
  it.each(Object.entries(EXPECTED_ERRORS))('%s fails the next call with Meta’s error, then calls work again', async (kind, expected) => {
    expect((await addFault({ kind })).status).toBe(201);
    const failed = await graphGet(app, '/me');
    expect(failed.status).toBe(expected.status);
    expect(failed.body.error).toMatchObject({ ...expected.error, fbtrace_id: expect.any(String) });
    if (kind === 'unauthorized') expect(failed.body.error.error_subcode).toBeUndefined();
    expect((await graphGet(app, '/me')).status).toBe(200);
  });

  it('reports throttled usage headers with rate-limit faults', async () => {
    const account = await activeAccount(app);
    await addFault({ kind: 'ads_rate_limit', path: account });
    const { headers } = await graphGet(app, `/${account}/campaigns`);
    const [usage] = JSON.parse(headers['x-business-use-case-usage'] as string)[account.replace('act_', '')];
    expect(usage).toMatchObject({ call_count: 100, estimated_time_to_regain_access: 5 });
    await addFault({ kind: 'app_rate_limit' });
    expect(JSON.parse((await graphGet(app, '/me')).headers['x-app-usage'] as string).call_count).toBe(100);
  });

  it.each([
    ['ads_rate_limit', 80004, 'ads_management', 'campaigns'],
    ['insights_rate_limit', 80000, 'ads_insights', 'insights'],
    ['custom_audience_rate_limit', 80003, 'custom_audience', 'customaudiences'],
    ['insights_rate_limit', 80000, 'ads_insights', 'campaigns'],
  ])('%s answers %d and reports %s at 100 %% with time to regain access (on %s)', async (kind, code, useCase, edge) => {
    const account = await activeAccount(app);
    await addFault({ kind, path: account });
    const response = await graphGet(app, `/${account}/${edge}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code, error_subcode: 2446079, is_transient: true });
    const [usage] = JSON.parse(response.headers['x-business-use-case-usage'] as string)[account.replace('act_', '')];
    expect(usage).toMatchObject({ type: useCase, call_count: 100, estimated_time_to_regain_access: 5, ads_api_access_tier: 'standard_access' });
    expect(JSON.parse(response.headers['x-ad-account-usage'] as string)).toMatchObject({ acc_id_util_pct: 100, reset_time_duration: 300 });
  });

  it('honours count and path', async () => {
    await addFault({ kind: 'rate_limit', count: 2, path: 'adaccounts' });
    expect((await graphGet(app, '/me')).status).toBe(200);
    expect((await graphGet(app, '/me/adaccounts')).status).toBe(400);
    expect((await app.inject({ url: '/__sandbox/faults' })).json().faults).toEqual([expect.objectContaining({ kind: 'rate_limit', path: 'adaccounts', count: 2, remaining: 1 })]);
    expect((await graphGet(app, '/me/adaccounts')).status).toBe(400);
    expect((await graphGet(app, '/me/adaccounts')).status).toBe(200);
  });

  it('matches the versioned path too', async () => {
    await addFault({ kind: 'checkpoint', path: '/v21.0/me' });
    expect((await graphGet(app, '/me')).body.error.error_subcode).toBe(459);
  });

  it('holds a call for the timeout, then answers', async () => {
    await addFault({ kind: 'timeout' });
    const started = Date.now();
    const response = await graphGet(app, '/me');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(response.status).toBe(200);
  });

  it('applies to batch operations: errors inside items, batch_null and timeouts as null items', async () => {
    const account = await activeAccount(app);
    await addFault({ kind: 'rate_limit', path: 'adaccounts' });
    await addFault({ kind: 'batch_null', path: 'debug_token' });
    await addFault({ kind: 'timeout', path: `${account}/campaigns` });
    const started = Date.now();
    const { status, body } = await postJson(app, '/', {
      access_token: DEWI_TOKEN,
      batch: [
        { method: 'GET', relative_url: 'me/adaccounts' },
        { method: 'GET', relative_url: `debug_token?input_token=${DEWI_TOKEN}` },
        { method: 'GET', relative_url: `${account}/campaigns` },
        { method: 'GET', relative_url: 'me' },
      ],
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(status).toBe(200);
    expect(body[0].code).toBe(400);
    expect(JSON.parse(body[0].body).error).toMatchObject({ code: 17, error_subcode: 2446079 });
    expect(body[1]).toBeNull();
    expect(body[2]).toBeNull();
    expect(body[3].code).toBe(200);
  });

  it('does not spend batch_null on a single call', async () => {
    await addFault({ kind: 'batch_null' });
    expect((await graphGet(app, '/me')).status).toBe(200);
    expect((await app.inject({ url: '/__sandbox/faults' })).json().faults).toHaveLength(1);
  });

  it('rejects bad fault requests with a clear message', async () => {
    const bad = await addFault({ kind: 'meteor_strike' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('bad_request');
    for (const kind of FAULT_KINDS) expect(bad.body.error.message).toContain(kind);
    expect((await addFault({ kind: 'rate_limit', count: -1 })).status).toBe(400);
    const broken = await app.inject({ method: 'POST', url: '/__sandbox/faults', headers: { 'content-type': 'application/json' }, payload: '{nope' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('bad_request');
  });

  it('lists and clears faults', async () => {
    await addFault({ kind: 'rate_limit' });
    await addFault({ kind: 'spam_block', count: 3 });
    expect((await app.inject({ url: '/__sandbox/faults' })).json().faults.map((f: Json) => f.kind)).toEqual(['rate_limit', 'spam_block']);
    expect((await app.inject({ method: 'DELETE', url: '/__sandbox/faults' })).json()).toEqual({ ok: true, cleared: 2 });
    expect((await graphGet(app, '/me')).status).toBe(200);
  });
});

describe('control API', () => {
  it('answers health, and 404 for unknown control paths', async () => {
    expect((await app.inject({ url: '/__sandbox/health' })).json()).toEqual({ ok: true });
    const unknown = await app.inject({ url: '/__sandbox/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
  });

  it('counts graph calls by path and resets them, faults and the world on reset', async () => {
    await graphGet(app, '/me');
    await graphGet(app, '/me');
    await graphGet(app, '/me/adaccounts');
    expect((await app.inject({ url: '/__sandbox/calls' })).json()).toEqual({ total: 3, http_requests: 3, batch_requests: 0, by_path: { '/me': 2, '/me/adaccounts': 1 } });
    await addFault({ kind: 'rate_limit' });
    const before = (await app.inject({ url: '/__sandbox/world' })).json();
    const reset = await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect(reset.json()).toMatchObject({ ok: true, seed: 1 });
    expect((await app.inject({ url: '/__sandbox/calls' })).json().total).toBe(0);
    expect((await app.inject({ url: '/__sandbox/faults' })).json().faults).toEqual([]);
    expect((await app.inject({ url: '/__sandbox/world' })).json().ad_accounts).toEqual(before.ad_accounts);
  });

  it('describes the world: users, tokens and accounts', async () => {
    const world = (await app.inject({ url: '/__sandbox/world' })).json();
    expect(world.users.map((u: Json) => u.token)).toEqual(['EAAsandbox-dewi', 'EAAsandbox-budi', 'EAAsandbox-siti']);
    expect(world.tokens.map((t: Json) => t.token)).toEqual(expect.arrayContaining(['EAAsandbox-dewi-short', 'EAAsandbox-dewi-offline', 'EAAsandbox-dewi-expired', '1234567890|sandbox-app-secret']));
    expect(world.taxonomy_size).toBeGreaterThan(3000);
  });
});
