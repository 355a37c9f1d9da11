import type { FastifyInstance } from 'fastify';
import { BUDI_TOKEN, DEWI_TOKEN, postForm, postJson, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
beforeEach(async () => {
  app = testSandbox();
});
afterEach(() => app.close());

const batch = (operations: unknown, extra: Record<string, unknown> = {}) => postJson(app, '/v21.0/', { access_token: DEWI_TOKEN, batch: operations, ...extra });

describe('POST / batch', () => {
  it('answers an array aligned with the operations, bodies as JSON strings', async () => {
    const { status, body } = await batch([
      { method: 'GET', relative_url: 'me?fields=id,name' },
      { method: 'GET', relative_url: 'v21.0/me/adaccounts?limit=2' },
      { method: 'GET', relative_url: '/me?fields=first_name' },
    ]);
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    for (const item of body) {
      expect(item.code).toBe(200);
      expect(typeof item.body).toBe('string');
    }
    expect(JSON.parse(body[0].body)).toEqual({ id: '100090000000001', name: 'Dewi Lestari' });
    expect(JSON.parse(body[1].body).data).toHaveLength(2);
    expect(JSON.parse(body[2].body)).toEqual({ first_name: 'Dewi', id: '100090000000001' });
    expect(body[0].headers).toEqual(expect.arrayContaining([{ name: 'Content-Type', value: 'text/javascript; charset=UTF-8' }, { name: 'facebook-api-version', value: 'v21.0' }]));
  });

  it('keeps going after a failing operation and puts the error in its item', async () => {
    const { body } = await batch([{ method: 'GET', relative_url: 'me?fields=bogus' }, { method: 'GET', relative_url: 'nobody_here' }, { method: 'GET', relative_url: 'me' }]);
    expect(body[0].code).toBe(400);
    expect(JSON.parse(body[0].body).error).toMatchObject({ code: 100, message: '(#100) Tried accessing nonexisting field (bogus) on node type (User)', fbtrace_id: expect.any(String) });
    expect(JSON.parse(body[1].body).error.code).toBe(803);
    expect(body[2].code).toBe(200);
  });

  it('returns null for successful operations with omit_response_on_success, not for failed ones', async () => {
    const { body } = await batch([
      { method: 'GET', relative_url: 'me', omit_response_on_success: true },
      { method: 'GET', relative_url: 'me?fields=bogus', omit_response_on_success: true },
      { method: 'GET', relative_url: 'me', omit_response_on_success: false },
    ]);
    expect(body[0]).toBeNull();
    expect(body[1].code).toBe(400);
    expect(body[2].code).toBe(200);
  });

  it('accepts the form-encoded batch of the official SDKs and include_headers=false', async () => {
    const response = await postForm(app, '/', { access_token: DEWI_TOKEN, include_headers: 'false', batch: JSON.stringify([{ method: 'GET', relative_url: 'me' }]) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ code: 200, body: JSON.stringify({ name: 'Dewi Lestari', id: '100090000000001' }) }]);
  });

  it('uses an operation’s own token over the batch token', async () => {
    const { body } = await batch([
      { method: 'GET', relative_url: `me?access_token=${BUDI_TOKEN}` },
      { method: 'GET', relative_url: 'me', body: `access_token=${BUDI_TOKEN}` },
      { method: 'GET', relative_url: 'me' },
    ]);
    expect(body.map((item: Json) => JSON.parse(item.body).name)).toEqual(['Budi Santoso', 'Budi Santoso', 'Dewi Lestari']);
  });

  it('rejects more than 50 operations, a missing or malformed batch, and a missing token', async () => {
    const tooMany = await batch(Array.from({ length: 51 }, () => ({ method: 'GET', relative_url: 'me' })));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ code: 100, message: '(#100) Too many requests in batch message. Maximum batch size is 50' });
    expect((await batch(Array.from({ length: 50 }, () => ({ method: 'GET', relative_url: 'me' })))).body).toHaveLength(50);
    expect((await postJson(app, '/', { access_token: DEWI_TOKEN })).body.error.message).toBe('(#100) The parameter batch is required');
    expect((await batch('not json')).body.error.code).toBe(100);
    expect((await postJson(app, '/', { batch: [{ method: 'GET', relative_url: 'me' }] })).body.error.code).toBe(104);
  });

  it('reports bad operations in their own item', async () => {
    const { status, body } = await batch([{ method: 'GET' }, 'me', { method: 'PATCH', relative_url: 'me' }, { method: 'GET', relative_url: 'me' }]);
    expect(status).toBe(200);
    expect(body.slice(0, 3).map((item: Json) => item.code)).toEqual([400, 400, 400]);
    expect(JSON.parse(body[0].body).error.message).toContain('relative_url');
    expect(body[3].code).toBe(200);
  });

  it('resolves {result=name:$.path} references between operations', async () => {
    const { body } = await batch([
      { method: 'GET', name: 'accounts', relative_url: 'me/adaccounts?limit=2', omit_response_on_success: false },
      { method: 'GET', relative_url: '?ids={result=accounts:$.data.*.id}&fields=name,currency' },
      { method: 'GET', relative_url: '{result=missing:$.id}' },
    ]);
    const accounts = JSON.parse(body[0].body).data.map((a: Json) => a.id);
    expect(Object.keys(JSON.parse(body[1].body))).toEqual(accounts);
    expect(body[2].code).toBe(400);
  });

  it('also answers at POST /me and counts each operation as a call', async () => {
    const response = await postJson(app, '/v21.0/me', { access_token: DEWI_TOKEN, batch: [{ method: 'GET', relative_url: 'me' }, { method: 'GET', relative_url: 'me/adaccounts' }] });
    expect(response.body).toHaveLength(2);
    const calls = (await app.inject({ url: '/__sandbox/calls' })).json();
    expect(calls).toMatchObject({ total: 2, http_requests: 1, batch_requests: 1, by_path: { '/me': 1, '/me/adaccounts': 1 } });
  });

  it('runs an operation after the one it depends_on, leaves the parent’s result out by default, and keeps it on request', async () => {
    const { body } = await batch([
      { method: 'GET', relative_url: '{result=first:$.id}?fields=name', depends_on: 'first' },
      { method: 'GET', relative_url: 'me', name: 'first' },
      { method: 'GET', relative_url: 'me/adaccounts?limit=1', name: 'kept', omit_response_on_success: false },
      { method: 'GET', relative_url: '{result=kept:$.data[0].id}?fields=currency' },
    ]);
    expect(JSON.parse(body[0].body)).toEqual({ name: 'Dewi Lestari', id: '100090000000001' });
    expect(body[1]).toBeNull();
    expect(body[2].code).toBe(200);
    expect(JSON.parse(body[3].body).currency).toEqual(expect.any(String));
  });

  it('does not run an operation whose dependency failed, and says so in its item; the chain fails on', async () => {
    const { body } = await batch([
      { method: 'GET', relative_url: 'me?fields=bogus', name: 'broken' },
      { method: 'GET', relative_url: 'me', name: 'child', depends_on: 'broken' },
      { method: 'GET', relative_url: 'me', depends_on: 'child' },
      { method: 'GET', relative_url: 'me', depends_on: 'nobody' },
      { method: 'GET', relative_url: 'me' },
    ]);
    expect(body[0].code).toBe(400);
    expect(body[1].code).toBe(400);
    expect(JSON.parse(body[1].body).error).toMatchObject({ code: 100, message: '(#100) This request depends on the request named "broken", which did not complete successfully, so it was not run' });
    expect(JSON.parse(body[2].body).error.message).toContain('"child"');
    expect(JSON.parse(body[3].body).error.message).toContain('"nobody"');
    expect(body[4].code).toBe(200);
    const calls = (await app.inject({ url: '/__sandbox/calls' })).json();
    expect(calls.total).toBe(2);
  });

  it('creates a campaign and its ad set in one batch through a result reference', async () => {
    const account = (await postJson(app, '/v21.0/', { access_token: DEWI_TOKEN, batch: [{ method: 'GET', relative_url: 'me/adaccounts?fields=currency&limit=10' }] })).body;
    const usd = JSON.parse(account[0].body).data.find((a: Json) => a.currency === 'USD').id;
    const { body } = await batch([
      { method: 'POST', name: 'campaign', relative_url: `${usd}/campaigns`, body: 'name=Batch%20made&objective=OUTCOME_TRAFFIC&special_ad_categories=%5B%5D&daily_budget=5000' },
      {
        method: 'POST',
        relative_url: `${usd}/adsets`,
        body: `name=Child&campaign_id={result=campaign:$.id}&optimization_goal=LINK_CLICKS&billing_event=IMPRESSIONS&targeting=${encodeURIComponent('{"geo_locations":{"countries":["US"]}}')}`,
      },
    ]);
    expect(body[0]).toBeNull();
    const adset = JSON.parse(body[1].body);
    expect(adset.id).toEqual(expect.any(String));
  });
});
