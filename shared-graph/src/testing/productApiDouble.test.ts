import { waitFor } from '@testing-library/react';
import { ApiError } from '../api/client';
import { productApi } from '../api/typed';
import { graph } from '../graph/client';
import { apiError, apiPage, networkError, noAnswer, productApiDouble } from './productApiDouble';
import { GRAPH_NULL, graphError, graphReply } from './graphDouble';
import { startSession } from './session';

beforeEach(() => {
  startSession({ adAccount: 'act_1' });
});

describe('the product API double', () => {
  it('answers a route with its data in the envelope and records method, path, query and body', async () => {
    const api = productApiDouble().on('patch', '/api/rules/{id}', ({ params, body }) => sampleRule(Number(params.id), body.enabled ?? true));
    document.cookie = 'sasar_csrf=tok; path=/';
    await expect(productApi.patch('/api/rules/{id}', { params: { id: 7 }, query: { team: 3 }, body: { enabled: false } })).resolves.toMatchObject({ id: 7, enabled: false });
    const sent = api.lastRequestTo('patch', '/api/rules/{id}');
    expect(sent).toMatchObject({ method: 'PATCH', path: '/api/rules/7', query: { team: '3' }, body: { enabled: false }, params: { id: '7' } });
    expect(sent.headers.get('x-csrf-token')).toBe('tok');
  });

  it('answers pages with has_more and total', async () => {
    productApiDouble().on('get', '/api/rules/history', ({ query }) => apiPage([], { has_more: query.page === '1', total: 30 }));
    await expect(productApi.page.get('/api/rules/history', { query: { team: 0, page: 1 } })).resolves.toEqual({ data: [], has_more: true, total: 30 });
  });

  it("refuses with the server's error object, which the client throws as ApiError", async () => {
    productApiDouble().on('get', '/api/rules/{id}', apiError(404, 'not_found', 'There is no such rule.'));
    const error = await productApi.get('/api/rules/{id}', { params: { id: 9 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'There is no such rule.' });
  });

  it('prefers the most specific route, and a later answer for a route replaces the earlier one', async () => {
    const api = productApiDouble()
      .on('get', '/api/rules/{id}', sampleRule(1))
      .on('get', '/api/rules/history', apiPage([]))
      .on('get', '/api/rules/history', apiPage([], { total: 0, has_more: true }));
    await expect(productApi.page.get('/api/rules/history', { query: { team: 0 } })).resolves.toMatchObject({ has_more: true, total: 0 });
    expect(api.requestsTo('get', '/api/rules/{id}').map((r) => r.path)).toEqual(['/api/rules/history']);
  });

  it('says which call it has no answer for (404), and a lost connection or a cancelled wait end the call', async () => {
    const api = productApiDouble().on('get', '/api/user', networkError()).on('get', '/api/rules/{id}', noAnswer());
    await expect(productApi.get('/api/changelog')).rejects.toMatchObject({ status: 404, message: 'The test double has no answer for GET /api/changelog' });
    await expect(productApi.get('/api/user')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    const controller = new AbortController();
    const waiting = productApi.get('/api/rules/{id}', { params: { id: 1 }, signal: controller.signal });
    await waitFor(() => expect(api.requests).toHaveLength(3));
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/changelog', 'GET /api/user', 'GET /api/rules/1']);
  });
});

describe('the Graph double', () => {
  it('answers a direct call and the same path inside a batch, recording both', async () => {
    const api = productApiDouble();
    api.graph.on('GET', ':id/insights', ({ params, query }) => ({ data: [{ spend: params.id === 'act_1' ? '1000' : '5', date_start: JSON.parse(query.get('time_range')!).since }] }));
    const direct = await graph.get<{ data: Array<{ spend: string }> }>('act_1/insights', { time_range: { since: '2026-11-01', until: '2026-11-02' } });
    expect(direct.data[0]!.spend).toBe('1000');
    const items = await graph.batch([
      { method: 'GET', relative_url: 'act_2/insights?time_range={"since":"2026-11-03","until":"2026-11-03"}' },
      { method: 'GET', relative_url: 'v21.0/act_1/unknown_edge' },
    ]);
    expect(items[0]).toMatchObject({ code: 200, body: { data: [{ spend: '5', date_start: '2026-11-03' }] } });
    expect(items[1]).toMatchObject({ code: 400, error: { code: 100, subCode: 33 } });
    expect(api.graph.operations.map((op) => `${op.method} ${op.path} ${op.batched ? 'batched' : 'direct'}`)).toEqual([
      'GET act_1/insights direct',
      'GET act_2/insights batched',
      'GET act_1/unknown_edge batched',
    ]);
    expect(api.graph.operations[0]!.query.get('team_id')).toBe('0');
    expect(api.graph.batches).toHaveLength(1);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/graph/v21.0/act_1/insights', 'POST /api/graph/v21.0/batch']);
  });

  it("answers writes with their fields and Meta's error objects, with headers on batch items", async () => {
    const api = productApiDouble();
    api.graph
      .on('POST', ':id', ({ body }) => (body.daily_budget === '100' ? graphError({ message: 'Invalid parameter', code: 100, error_subcode: 1885272, error_user_msg: 'Budget too low' }) : { success: true }))
      .on('GET', 'act_1', graphReply({ id: 'act_1', currency: 'IDR' }, { headers: { 'x-sasar-as-of': '2026-11-27T10:00:00Z' } }));
    const items = await graph.batch([
      { method: 'POST', relative_url: '11', body: 'daily_budget=100' },
      { method: 'POST', relative_url: '12', body: 'daily_budget=90000' },
      { method: 'GET', relative_url: 'act_1?fields=currency' },
    ]);
    expect(items.map((item) => item?.code)).toEqual([400, 200, 200]);
    expect(items[0]!.error).toMatchObject({ code: 100, subCode: 1885272, userMessage: 'Budget too low' });
    expect(items[2]!.headers).toEqual([{ name: 'x-sasar-as-of', value: '2026-11-27T10:00:00Z' }]);
    expect(api.graph.operationsTo('POST', ':id').map((op) => [op.path, op.body])).toEqual([
      ['11', { daily_budget: '100' }],
      ['12', { daily_budget: '90000' }],
    ]);
  });

  it('tells a batch operation its place, answers null items, takes over whole batches when told, and can leave a call unanswered', async () => {
    const api = productApiDouble();
    api.graph.on('GET', ':id', ({ index }) => (index === 1 ? GRAPH_NULL : { id: String(index) }));
    const items = await graph.batch([
      { method: 'GET', relative_url: 'a' },
      { method: 'GET', relative_url: 'b' },
    ]);
    expect(items.map((item) => item?.body ?? null)).toEqual([{ id: '0' }, null]);
    api.graph.on('POST', 'batch', { data: 'not a list' });
    await expect(graph.batch([{ method: 'GET', relative_url: 'a' }])).rejects.toMatchObject({ message: 'Batch result not found' });
    api.graph.on('GET', 'me', noAnswer());
    const controller = new AbortController();
    const waiting = graph.get('me', {}, { signal: controller.signal });
    await waitFor(() => expect(api.graph.operationsTo('GET', 'me')).toHaveLength(1));
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});

function sampleRule(id: number, enabled = true) {
  return { id, name: 'Pause', enabled } as never;
}
