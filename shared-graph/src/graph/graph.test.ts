import { isCancelled } from '../errors/cancel';
import { GraphError } from '../errors/graph-error';
import { RATE_LIMIT_MESSAGE, teamOwnerExpiredMessage } from '../errors/messages';
import {
  activeAdAccountAtom,
  activeTeamIdAtom,
  addBanner,
  adsTokenAtom,
  bannersAtom,
  graphErrorAtom,
  localeAtom,
  sessionStore,
  userAtom,
} from '../session/atoms';
import { selectAdAccount } from '../session/selection';
import { account, jsonResponse, makeUser, setupRuntime, type RecordedCall } from '../test-utils';
import { graph, selectTransport } from './client';
import { apiHitsKey, getApiHits } from './hits';
import type { BatchRequest } from './types';

const metaError = (code: number, subcode?: number, message = `(#${code}) failure`) => ({
  error: { message, type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: 'AbC' },
});

function loggedInAs(teamId = 0, accountId = 'act_1') {
  sessionStore.set(userAtom, makeUser());
  selectAdAccount(teamId, accountId);
}

describe('graph proxy transport', () => {
  it('sends team_id, locale and _adaccount with each call', async () => {
    const rt = setupRuntime(() => jsonResponse({ id: 'me' }));
    loggedInAs(7, 'act_70');
    sessionStore.set(localeAtom, 'id_ID');
    await expect(graph.get('search?type=adgeolocation&q=jak', { limit: 5, location_types: ['country', 'region'] })).resolves.toEqual({ id: 'me' });
    const url = rt.calls[0]!.url;
    expect(url.pathname).toBe('/api/graph/v21.0/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'adgeolocation',
      q: 'jak',
      limit: '5',
      location_types: '["country","region"]',
      team_id: '7',
      locale: 'id_ID',
      _adaccount: 'act_70',
    });
  });

  it("carries another team's id when a call names it (a dashboard over several teams' accounts)", async () => {
    const rt = setupRuntime((call) => jsonResponse(call.url.pathname.endsWith('/batch') ? [] : {}));
    loggedInAs(0, 'act_1');
    await graph.get('act_70/insights', {}, { teamId: 7 });
    await graph.batch([{ method: 'GET', relative_url: 'act_70/insights' }], { teamId: 7 });
    await graph.get('me');
    expect(rt.calls.map((call) => call.url.searchParams.get('team_id'))).toEqual(['7', '7', '0']);
  });

  it.each(['auto', ''])('leaves locale out when it is %j', async (locale) => {
    const rt = setupRuntime(() => jsonResponse({}));
    sessionStore.set(localeAtom, locale);
    await graph.get('me', { locale: 'xx_XX' });
    expect(rt.calls[0]!.url.searchParams.has('locale')).toBe(false);
    expect(rt.calls[0]!.url.searchParams.get('team_id')).toBe('0');
    expect(rt.calls[0]!.url.searchParams.has('_adaccount')).toBe(false);
  });

  it('posts JSON bodies with the CSRF header', async () => {
    const rt = setupRuntime(() => jsonResponse({ success: true }));
    document.cookie = 'sasar_csrf=c1; path=/';
    await graph.post('/120330000/', { status: 'PAUSED', targeting: { geo_locations: { countries: ['ID'] } } });
    const call = rt.calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/api/graph/v21.0/120330000/');
    expect(call.headers.get('x-csrf-token')).toBe('c1');
    expect(JSON.parse(call.body)).toEqual({ status: 'PAUSED', targeting: { geo_locations: { countries: ['ID'] } } });
  });

  it('counts calls per hour in localStorage (each batch operation counts)', async () => {
    setupRuntime((call) => jsonResponse(call.url.pathname.endsWith('/batch') ? [null, null, null] : {}));
    await graph.get('me');
    await graph.batch([1, 2, 3].map((i) => ({ method: 'GET' as const, relative_url: `${i}` })));
    expect(apiHitsKey(new Date(2025, 6, 4, 9))).toBe('sasar.apihits.2025-07-04-09');
    expect(getApiHits()).toBe(4);
    expect(localStorage.getItem(apiHitsKey())).toBe('4');
  });
});

describe('graph.batch', () => {
  const ops = (n: number): BatchRequest[] => Array.from({ length: n }, (_, i) => ({ method: 'GET', relative_url: `item-${i}` }));

  function batchServer(opts: { nullAt?: number[]; delays?: (chunk: number) => number } = {}) {
    let chunk = 0;
    return setupRuntime(async (call) => {
      const { batch } = JSON.parse(call.body) as { batch: BatchRequest[] };
      const index = chunk++;
      if (opts.delays) await new Promise((r) => setTimeout(r, opts.delays!(index)));
      return jsonResponse(
        batch.map((op) => {
          const n = Number(op.relative_url.split('-')[1]);
          if (opts.nullAt?.includes(n)) return null;
          return { code: 200, headers: [], body: JSON.stringify({ n }) };
        }),
      );
    });
  }

  it('chunks into batches of at most 50 and keeps request order', async () => {
    const rt = batchServer({ nullAt: [3, 77] });
    const results = await graph.batch(ops(120));
    expect(rt.calls.map((c) => (JSON.parse(c.body) as { batch: unknown[] }).batch.length)).toEqual([50, 50, 20]);
    expect(rt.calls[0]!.url.pathname).toBe('/api/graph/v21.0/batch');
    expect(results).toHaveLength(120);
    expect(results[3]).toBeNull();
    expect(results[77]).toBeNull();
    expect(results[119]).toEqual({ code: 200, headers: [], body: { n: 119 } });
    expect(results.every((r, i) => r === null || (r.body as { n: number }).n === i)).toBe(true);
  });

  it('takes a smaller chunk size and concurrency, realigning out-of-order answers', async () => {
    const rt = batchServer({ delays: (i) => (i % 2 === 0 ? 20 : 1) });
    const results = await graph.batch(ops(35), { chunkSize: 10, concurrency: 3 });
    expect(rt.calls).toHaveLength(4);
    expect(results.map((r) => (r?.body as { n: number }).n)).toEqual(Array.from({ length: 35 }, (_, i) => i));
  });

  it('never sends more than 50 even if asked to', async () => {
    const rt = batchServer();
    await graph.batch(ops(60), { chunkSize: 500 });
    expect(rt.calls).toHaveLength(2);
  });

  it('encodes object bodies as form strings', async () => {
    const rt = setupRuntime(() => jsonResponse([{ code: 200, body: '{"success":true}' }]));
    await graph.batch([{ method: 'POST', relative_url: '/123', body: { status: 'PAUSED', __metadata: { object_id: '123' } } }]);
    expect(JSON.parse(rt.calls[0]!.body)).toEqual({
      batch: [{ method: 'POST', relative_url: '123', body: 'status=PAUSED&__metadata=%7B%22object_id%22%3A%22123%22%7D' }],
    });
  });

  it('marks failed items with a GraphError', async () => {
    setupRuntime(() => jsonResponse([{ code: 400, body: JSON.stringify(metaError(100, 1885272, 'Invalid parameter')) }, { code: 200, body: 'not json' }]));
    const [bad, text] = await graph.batch(ops(2));
    expect(bad?.error).toBeInstanceOf(GraphError);
    expect(bad?.error).toMatchObject({ status: 400, code: 100, subCode: 1885272, message: 'Invalid parameter', fbtraceId: 'AbC' });
    expect(text).toEqual({ code: 200, body: 'not json' });
  });

  it("rejects with 'Batch result not found' when the answer is not a list", async () => {
    setupRuntime(() => jsonResponse({ data: [] }));
    await expect(graph.batch(ops(1))).rejects.toThrow('Batch result not found');
  });

  it("leaves a failed chunk's items null with onChunkError 'null'", async () => {
    let n = 0;
    setupRuntime((call) => {
      n += 1;
      if (n === 1) return jsonResponse(metaError(1, undefined, 'Unknown'), 500);
      const { batch } = JSON.parse(call.body) as { batch: unknown[] };
      return jsonResponse(batch.map(() => ({ code: 200, body: '{}' })));
    });
    const results = await graph.batch(ops(4), { chunkSize: 2, onChunkError: 'null' });
    expect(results.map((r) => r?.code ?? null)).toEqual([null, null, 200, 200]);
  });
});

describe('graph.asyncBatch', () => {
  const copies: BatchRequest[] = [{ method: 'POST', relative_url: '41/copies', name: 'copy_41_1', body: { deep_copy: true, campaign_id: '55' } }];

  it('posts the operations as asyncbatch and gives back the sessions with the activity batch the server logged them in', async () => {
    const rt = setupRuntime(() => {
      const answer = jsonResponse({ async_sessions: [{ id: '9001', name: 'copy_41_1' }] });
      answer.headers.set('x-sasar-activity-batch', 'b-77');
      return answer;
    });
    loggedInAs(4, 'act_1');
    const answer = await graph.asyncBatch<{ async_sessions: unknown[] }>(copies, { transport: 'proxy' });
    expect(answer).toEqual({ body: { async_sessions: [{ id: '9001', name: 'copy_41_1' }] }, activity: { teamId: 4, batchId: 'b-77' } });
    expect(rt.calls[0]!.url.pathname).toBe('/api/graph/v21.0/');
    expect(JSON.parse(rt.calls[0]!.body)).toEqual({ asyncbatch: [{ method: 'POST', relative_url: '41/copies', name: 'copy_41_1', body: 'deep_copy=true&campaign_id=55' }] });
  });

  it('has no activity when the server logged nothing; a refused start rejects with the GraphError', async () => {
    setupRuntime(() => jsonResponse({ async_sessions: [] }));
    expect(await graph.asyncBatch(copies, { transport: 'proxy' })).toEqual({ body: { async_sessions: [] } });
    setupRuntime(() => jsonResponse(metaError(100, undefined, 'Invalid parameter'), 400));
    await expect(graph.asyncBatch(copies, { transport: 'proxy', handleErrors: false })).rejects.toMatchObject({ status: 400, code: 100 });
  });
});

describe('error catalogue through the graph client', () => {
  let rt: ReturnType<typeof setupRuntime>;
  let answer: () => Response;
  beforeEach(() => {
    answer = () => jsonResponse({ ok: true });
    rt = setupRuntime(() => answer());
    loggedInAs(0, 'act_1');
  });

  it.each([1390008, 2446079, 459])('400 with sub-code %i sets the global graph error and reports it', async (subcode) => {
    answer = () => jsonResponse(metaError(subcode === 459 ? 190 : 17, subcode, 'Blocked'), 400);
    const error = await graph.get('act_1/insights').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphError);
    expect(sessionStore.get(graphErrorAtom)).toEqual({ code: subcode === 459 ? 190 : 17, subCode: subcode, message: 'Blocked' });
    expect(rt.reportError).toHaveBeenCalledWith(error, expect.objectContaining({ transport: 'proxy' }));
  });

  it('2446079 adds the rate-limit banner with the platform message', async () => {
    answer = () => jsonResponse(metaError(80004, 2446079, 'There have been too many calls to this ad-account.'), 400);
    await graph.get('act_1/campaigns').catch(() => undefined);
    expect(sessionStore.get(bannersAtom)).toEqual([
      { id: 'buc-rate-limit', type: 'error', group: 'research', message: 'There have been too many calls to this ad-account.' },
    ]);
  });

  it('2446079 without a message uses the fallback text', async () => {
    answer = () => jsonResponse({ error: { code: 17, error_subcode: 2446079 } }, 400);
    await graph.get('act_1/campaigns').catch(() => undefined);
    expect(sessionStore.get(bannersAtom)[0]?.message).toBe(RATE_LIMIT_MESSAGE);
    expect(RATE_LIMIT_MESSAGE).toBe(
      'Can not connect to Facebook API server, because ad account exceed Facebook API rate limit. Please try again in a few minutes.',
    );
  });

  it('code 190 with sub-code 459 inside a batch sets the global graph error', async () => {
    answer = () => jsonResponse([{ code: 400, body: JSON.stringify(metaError(190, 459, 'checkpoint')) }, { code: 200, body: '{}' }]);
    const results = await graph.batch([{ method: 'GET', relative_url: 'a' }, { method: 'GET', relative_url: 'b' }]);
    expect(results[0]?.error?.subCode).toBe(459);
    expect(sessionStore.get(graphErrorAtom)).toEqual({ code: 190, subCode: 459, message: 'checkpoint' });
  });

  it('other 400 errors are only reported', async () => {
    answer = () => jsonResponse(metaError(100, 33, 'Unsupported get request'), 400);
    await expect(graph.get('act_9')).rejects.toMatchObject({ code: 100, subCode: 33 });
    expect(sessionStore.get(graphErrorAtom)).toBeNull();
    expect(sessionStore.get(bannersAtom)).toEqual([]);
    expect(rt.reportError).toHaveBeenCalledTimes(1);
    expect(rt.navigate).not.toHaveBeenCalled();
  });

  it('proxy 401 with code 190 for a member team: persistent banner and switch to another team', async () => {
    selectAdAccount(7, 'act_70');
    answer = () => jsonResponse(metaError(190, 463, 'Session has expired'), 401);
    await expect(graph.get('act_70/campaigns')).rejects.toMatchObject({ status: 401, code: 190 });
    const banner = sessionStore.get(bannersAtom).find((b) => b.id === 'token-expired-7');
    expect(banner).toMatchObject({ type: 'error', persistent: true, message: teamOwnerExpiredMessage('Acme', 'Budi Santoso') });
    expect(banner?.message).toContain('Can not connect to Facebook API server, because team owner session is expired (Acme, Budi Santoso)');
    expect(banner?.message).toMatch(/password.*different device.*2 weeks/);
    expect(banner?.message).toContain('Reconnect Facebook in the integration menu');
    expect(sessionStore.get(activeTeamIdAtom)).toBe(0);
    expect(sessionStore.get(activeAdAccountAtom)).toBe('act_1');
    expect(localStorage.getItem('sasar.adaccount.42')).toBe('0:act_1');
    expect(rt.navigate).not.toHaveBeenCalled();
  });

  it('proxy 401 with code 190 for a member team with no other connected account clears the remembered account', async () => {
    sessionStore.set(userAtom, makeUser({ ad_accounts: [account('act_1', 0, 1, { facebook_connected: false }), account('act_70', 7)] }));
    selectAdAccount(7, 'act_70');
    answer = () => jsonResponse(metaError(190, 463), 401);
    await graph.get('me').catch(() => undefined);
    expect(sessionStore.get(activeAdAccountAtom)).toBeNull();
    expect(sessionStore.get(activeTeamIdAtom)).toBe(0);
    expect(localStorage.getItem('sasar.adaccount.42')).toBeNull();
  });

  it('proxy 401 with code 190 on the own team goes to integrations', async () => {
    answer = () => jsonResponse(metaError(190, 463), 401);
    await graph.get('me').catch(() => undefined);
    expect(rt.navigate).toHaveBeenCalledWith('/setting/integrations');
    expect(sessionStore.get(bannersAtom)).toEqual([]);
  });

  it('proxy 401 no_adstoken goes to setup-facebook', async () => {
    answer = () => jsonResponse({ error: { code: 'no_adstoken', message: 'Connect Facebook first' } }, 401);
    await expect(graph.get('me')).rejects.toMatchObject({ code: 'no_adstoken', message: 'Connect Facebook first' });
    expect(rt.navigate).toHaveBeenCalledWith('/setup/facebook');
  });

  it('proxy 401 from an expired product session goes to login', async () => {
    answer = () => jsonResponse({ error: { code: 'unauthorized', message: 'Login required' } }, 401);
    await graph.get('me').catch(() => undefined);
    expect(rt.navigate).toHaveBeenCalledWith('/user/login?redirect=%2Fsearch%3Fq%3Dshoes', { replace: true });
  });

  it('a later success dismisses buc-rate-limit and the token-expired banner of that team only', async () => {
    addBanner({ id: 'buc-rate-limit', type: 'error', message: 'x' });
    addBanner({ id: 'token-expired-0', type: 'error', message: 'x', persistent: true });
    addBanner({ id: 'token-expired-7', type: 'error', message: 'x', persistent: true });
    addBanner({ id: 'other', type: 'warning', message: 'keep' });
    await graph.get('me');
    expect(sessionStore.get(bannersAtom).map((b) => b.id)).toEqual(['token-expired-7', 'other']);
  });

  it('ignores cancelled requests silently', async () => {
    answer = () => new Promise<Response>(() => undefined) as unknown as Response;
    const controller = new AbortController();
    const pending = graph.get('me', undefined, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
    expect(rt.reportError).not.toHaveBeenCalled();
    expect(sessionStore.get(graphErrorAtom)).toBeNull();
    expect(rt.navigate).not.toHaveBeenCalled();
  });

  it('a cancelled batch stops before the next chunk', async () => {
    const controller = new AbortController();
    answer = () => {
      controller.abort();
      return jsonResponse([{ code: 200, body: '{}' }]);
    };
    const pending = graph.batch([{ method: 'GET', relative_url: 'a' }, { method: 'GET', relative_url: 'b' }], { chunkSize: 1, signal: controller.signal });
    expect(isCancelled(await pending.catch((e: unknown) => e))).toBe(true);
    expect(rt.calls).toHaveLength(1);
  });

  it('handleErrors: false skips the catalogue', async () => {
    answer = () => jsonResponse(metaError(17, 2446079), 400);
    await graph.get('me', undefined, { handleErrors: false }).catch(() => undefined);
    expect(sessionStore.get(graphErrorAtom)).toBeNull();
  });
});

describe('direct transport', () => {
  const direct = { baseUrl: 'https://graph.example.test/' };

  it('is selected when configured and a token is known, and sends the bearer token', async () => {
    const rt = setupRuntime(() => jsonResponse({ id: '1' }), { graphDirect: direct });
    expect(selectTransport().kind).toBe('proxy');
    sessionStore.set(adsTokenAtom, 'EAAsandbox-dewi');
    sessionStore.set(localeAtom, 'en_US');
    expect(selectTransport().kind).toBe('direct');
    await graph.get('me', { fields: 'id,name' });
    const call: RecordedCall = rt.calls[0]!;
    expect(call.url.href).toBe('https://graph.example.test/v21.0/me?fields=id%2Cname&locale=en_US');
    expect(call.headers.get('authorization')).toBe('Bearer EAAsandbox-dewi');
  });

  it('posts batches to / as form data', async () => {
    const rt = setupRuntime(() => jsonResponse([{ code: 200, body: '{"id":"1"}' }]), { graphDirect: direct });
    sessionStore.set(adsTokenAtom, 'EAA');
    const [item] = await graph.batch([{ method: 'GET', relative_url: 'me' }]);
    expect(item?.body).toEqual({ id: '1' });
    const call = rt.calls[0]!;
    expect(call.url.href).toBe('https://graph.example.test/v21.0/');
    const form = new URLSearchParams(call.body);
    expect(JSON.parse(form.get('batch')!)).toEqual([{ method: 'GET', relative_url: 'me' }]);
  });

  it('a 401 clears the token and goes to setup-facebook', async () => {
    const rt = setupRuntime(() => jsonResponse(metaError(190, undefined, 'Invalid OAuth access token'), 401), { graphDirect: direct });
    sessionStore.set(adsTokenAtom, 'EAA-old');
    await expect(graph.get('me')).rejects.toMatchObject({ status: 401, transport: 'direct' });
    expect(sessionStore.get(adsTokenAtom)).toBeNull();
    expect(rt.navigate).toHaveBeenCalledWith('/setup/facebook');
  });
});
