import { graph } from '../graph/client';
import { jsonResponse, setupRuntime, type RecordedCall } from '../test-utils';
import { api } from './client';
import { newIdempotencyKey, retryingWrites, WRITE_RETRIES, type WriteRetryPolicy } from './idempotency';

const keyOf = (call: RecordedCall) => call.headers.get('idempotency-key');
const QUOTED_UUID = /^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/;

const gatewayPage = (status: number) => new Response('<html><body>Bad Gateway</body></html>', { status, headers: { 'content-type': 'text/html' } });
const stillRunning = (retryAfter?: string) => {
  const response = jsonResponse({ error: { code: 'idempotency_key_in_flight', message: 'still being applied' } }, 409);
  if (retryAfter) response.headers.set('retry-after', retryAfter);
  return response;
};

/** Answers each call with the next of `answers` (the last one from then on). */
const inTurn = (...answers: Array<() => Response>) => {
  let index = 0;
  return () => answers[Math.min(index++, answers.length - 1)]!();
};

describe('writes with an Idempotency-Key', () => {
  it('every write call gets its own key, as a quoted UUID; reads and read-only batches get none', async () => {
    const rt = setupRuntime((call) => (call.url.pathname.endsWith('/batch') ? jsonResponse([]) : jsonResponse({ data: { id: 1 } })));
    await api.post('group', { name: 'A' });
    await api.post('group', { name: 'A' });
    await api.patch('group/1', { name: 'B' });
    await api.delete('group/1');
    await api.get('group');
    await graph.batch([{ method: 'GET', relative_url: 'act_1/campaigns' }], { transport: 'proxy' });
    await graph.batch([{ method: 'POST', relative_url: '120', body: { status: 'PAUSED' } }], { transport: 'proxy' });
    const keys = rt.calls.map(keyOf);
    expect(keys.slice(0, 4)).toEqual([expect.stringMatching(QUOTED_UUID), expect.stringMatching(QUOTED_UUID), expect.stringMatching(QUOTED_UUID), expect.stringMatching(QUOTED_UUID)]);
    expect(new Set(keys.slice(0, 4)).size).toBe(4);
    expect(keys.slice(4)).toEqual([null, null, expect.stringMatching(QUOTED_UUID)]);
  });

  it('a write the balancer could not deliver is sent again with the same key, and its answer is the result', async () => {
    const rt = setupRuntime(inTurn(() => gatewayPage(502), () => jsonResponse({ data: { id: 7 } }, 201)));
    await expect(api.post('group', { name: 'Runners' })).resolves.toEqual({ id: 7 });
    expect(rt.calls).toHaveLength(2);
    expect(keyOf(rt.calls[1]!)).toBe(keyOf(rt.calls[0]!));
    expect(rt.calls.map((call) => JSON.parse(call.body))).toEqual([{ name: 'Runners' }, { name: 'Runners' }]);
  });

  it('a graph write through the proxy is retried with its key too, and the next write has another key', async () => {
    const rt = setupRuntime(inTurn(() => gatewayPage(503), () => jsonResponse([{ code: 200, body: '{"success":true}' }]), () => jsonResponse([{ code: 200, body: '{"success":true}' }])));
    await graph.batch([{ method: 'POST', relative_url: '120', body: { daily_budget: '5000' } }], { transport: 'proxy' });
    await graph.batch([{ method: 'POST', relative_url: '120', body: { daily_budget: '6000' } }], { transport: 'proxy' });
    expect(rt.calls).toHaveLength(3);
    expect(keyOf(rt.calls[1]!)).toBe(keyOf(rt.calls[0]!));
    expect(keyOf(rt.calls[2]!)).not.toBe(keyOf(rt.calls[0]!));
  });

  it("the server's own refusal is final: a 502 in the error envelope or a 500 is not sent again", async () => {
    const rt = setupRuntime(() => jsonResponse({ error: { code: 'graph_unreachable', message: 'Facebook cannot be reached right now.' } }, 502));
    await expect(api.post('group', { name: 'A' })).rejects.toMatchObject({ status: 502, code: 'graph_unreachable' });
    expect(rt.calls).toHaveLength(1);
  });
});

describe('retryingWrites', () => {
  const instant: WriteRetryPolicy = { ...WRITE_RETRIES, sleep: jest.fn(async () => undefined) };
  const write = (key = '"k-1"') => new Request('http://localhost/api/group', { method: 'POST', headers: { 'idempotency-key': key }, body: '{"name":"A"}' });

  function serve(...answers: Array<() => Response | Promise<Response>>) {
    const seen: Array<{ key: string | null; body: string }> = [];
    let index = 0;
    const fetch = jest.fn(async (request: Request) => {
      seen.push({ key: request.headers.get('idempotency-key'), body: await request.text() });
      return answers[Math.min(index++, answers.length - 1)]!();
    });
    return { seen, base: () => fetch as unknown as typeof globalThis.fetch };
  }

  beforeEach(() => (instant.sleep as jest.Mock).mockClear());

  it('waits out "still being applied" (409) as long as the server asks, then returns the stored answer', async () => {
    const platform = serve(() => gatewayPage(502), () => stillRunning(), () => stillRunning('2'), () => jsonResponse({ data: { id: 1 } }, 201, 'Created'));
    const response = await retryingWrites(platform.base, instant)(write());
    expect(response.status).toBe(201);
    expect(platform.seen).toEqual(Array(4).fill({ key: '"k-1"', body: '{"name":"A"}' }));
    expect((instant.sleep as jest.Mock).mock.calls.map(([ms]) => ms)).toEqual([250, 1000, 2000]);
  });

  it('gives up after its gateway retries and returns the last answer', async () => {
    const platform = serve(() => gatewayPage(504));
    const response = await retryingWrites(platform.base, instant)(write());
    expect(response.status).toBe(504);
    expect(platform.seen).toHaveLength(1 + WRITE_RETRIES.gatewayDelaysMs.length);
  });

  it('sends once more after no answer at all, then lets the failure through', async () => {
    const failing = serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(retryingWrites(failing.base, instant)(write())).rejects.toThrow('Failed to fetch');
    expect(failing.seen).toHaveLength(2);
    const recovering = serve(() => Promise.reject(new TypeError('Failed to fetch')), () => jsonResponse({ data: 1 }));
    expect((await retryingWrites(recovering.base, instant)(write())).status).toBe(200);
  });

  it('a cancelled write is not sent again', async () => {
    const controller = new AbortController();
    const platform = serve(() => {
      controller.abort();
      return gatewayPage(502);
    });
    const request = new Request('http://localhost/api/group', { method: 'POST', headers: { 'idempotency-key': 'k' }, body: '{}', signal: controller.signal });
    await expect(retryingWrites(platform.base, WRITE_RETRIES)(request)).rejects.toMatchObject({ name: 'AbortError' });
    expect(platform.seen).toHaveLength(1);
  });

  it('leaves a write without a key and a read alone', async () => {
    const platform = serve(() => gatewayPage(502));
    expect((await retryingWrites(platform.base, instant)(new Request('http://localhost/api/group', { method: 'POST', body: '{}' }))).status).toBe(502);
    expect((await retryingWrites(platform.base, instant)(new Request('http://localhost/api/group', { headers: { 'idempotency-key': 'k' } }))).status).toBe(502);
    expect(platform.seen).toHaveLength(2);
  });

  it('makes distinct version-4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(`"${key}"`).toMatch(QUOTED_UUID);
  });
});
