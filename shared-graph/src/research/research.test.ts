import { isCancelled } from '../errors/cancel';
import { GraphError } from '../errors/graph-error';
import { toastsAtom } from '../notify';
import { defaultAudienceSettings, sessionStore, userAtom } from '../session/atoms';
import { selectAdAccount } from '../session/selection';
import { jsonResponse, makeUser, setupRuntime, type RecordedCall } from '../test-utils';
import { DELIVERY_ESTIMATE_CALL_LIMIT, deliveryEstimateCallCount, reachCache, REACH_CACHE_STORAGE_KEY, resetReachCache } from './delivery';
import { searchFailureMessage } from './errors';
import type { InterestItem } from './items';
import { research } from './research';
import type { TargetingSpec } from './targeting';

const ACCOUNT = 'act_1';
const audience = defaultAudienceSettings();

function item(id: string, name = `Interest ${id}`, type = 'interests'): InterestItem {
  return { id, fb_id: id, name, type, path: ['Interests', name], audience_size: 1, audience_size_lower_bound: 1, audience_size_upper_bound: 1, description: null, rank: 1 };
}

const row = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  type: 'interests',
  path: ['Interests', name],
  description: null,
  audience_size_lower_bound: 1000,
  audience_size_upper_bound: 1176,
  ...extra,
});

const isBatch = (call: RecordedCall) => call.url.pathname.endsWith('/batch');
const batchOps = (call: RecordedCall): Array<{ method: string; relative_url: string }> => JSON.parse(call.body).batch;
const specOf = (relativeUrl: string): TargetingSpec => JSON.parse(new URL(relativeUrl, 'http://x/').searchParams.get('targeting_spec')!);

/** A batch answer: delivery estimates whose size follows the spec (fewer people per flexible group). */
function estimateBody(spec: TargetingSpec) {
  const groups = spec.flexible_spec ?? [];
  const ids = groups.flatMap((g) => Object.values(g).flat().map((e) => e.id));
  const mau = groups.length >= 2 ? 200_000 : ids.length >= 2 ? 800_000 : 500_000;
  return { data: [{ estimate_mau_lower_bound: Math.round(mau / 1.176), estimate_mau_upper_bound: mau, estimate_dau: mau / 2, daily_outcomes_curve: [{ spend: 0, reach: 0, impressions: 0, actions: 0 }], estimate_ready: true }] };
}

function deliveryHandler(call: RecordedCall): Response {
  if (!isBatch(call)) return jsonResponse({ data: [] });
  return jsonResponse(batchOps(call).map((op) => ({ code: 200, body: JSON.stringify(estimateBody(specOf(op.relative_url))) })));
}

beforeEach(() => {
  resetReachCache({ clearStorage: true });
});

function session(handler: Parameters<typeof setupRuntime>[0]) {
  const rt = setupRuntime(handler);
  sessionStore.set(userAtom, makeUser());
  selectAdAccount(0, ACCOUNT);
  return rt;
}

describe('research.searchInterests', () => {
  it("rejects with 'Ad account is null' before any request, and returns [] for an empty query", async () => {
    const rt = session(() => jsonResponse({ data: [] }));
    await expect(research.searchInterests({ adAccount: null, query: 'batik' })).rejects.toMatchObject({ message: 'Ad account is null' });
    await expect(research.searchInterests({ adAccount: ACCOUNT, query: ' , ' })).resolves.toEqual([]);
    expect(rt.calls).toHaveLength(0);
  });

  it('searches every keyword in parallel with limit 1000 and merges by id in rank order', async () => {
    const rt = session((call) => {
      const q = call.url.searchParams.get('q');
      if (q === 'batik') return jsonResponse({ data: [row('1', 'Batik'), row('2', 'Batik Solo', { audience_size_upper_bound: undefined })] });
      return jsonResponse({ data: [row('2', 'Batik Solo'), row('3', 'Kopi')] });
    });
    const items = await research.searchInterests({ adAccount: ACCOUNT, query: 'batik, kopi, Batik' });
    expect(rt.calls).toHaveLength(2);
    for (const call of rt.calls) {
      expect(call.url.pathname).toBe('/api/graph/v21.0/act_1/targetingsearch');
      expect(call.url.searchParams.get('limit')).toBe('1000');
    }
    expect(items.map((i) => [i.id, i.rank, i.keyword])).toEqual([
      ['1', 1, 'batik'],
      ['2', 2, 'batik'],
      ['3', 3, 'kopi'],
    ]);
    expect(items[0]).toMatchObject({ fb_id: '1', audience_size: 1176, audience_size_lower_bound: 1000, audience_size_upper_bound: 1176, path: ['Interests', 'Batik'], description: null });
    // No upper bound → the lower one.
    expect(items[1]!.audience_size).toBe(1000);
  });

  it('keeps only exact names in title-match mode', async () => {
    session(() => jsonResponse({ data: [row('1', 'BATIK'), row('2', 'Batik Solo')] }));
    const items = await research.searchInterests({ adAccount: ACCOUNT, query: 'batik', titleMatch: true });
    expect(items.map((i) => i.name)).toEqual(['BATIK']);
  });

  it('ignores cancellation silently: rejects with an AbortError, no toast, no report', async () => {
    const rt = session(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = research.searchInterests({ adAccount: ACCOUNT, query: 'batik', signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
    expect(rt.reportError).not.toHaveBeenCalled();
    expect(sessionStore.get(toastsAtom)).toEqual([]);
  });
});

describe('searchFailureMessage (SPEC §8)', () => {
  it("uses the server's message, else the status text, else the fb field", () => {
    expect(searchFailureMessage(GraphError.fromMeta({ message: '(#17) User request limit reached', code: 17 }, 400))).toBe('(#17) User request limit reached');
    expect(searchFailureMessage(new GraphError({ status: 502, code: 502, message: 'Bad Gateway' }))).toBe('Bad Gateway');
    expect(searchFailureMessage(new GraphError({ status: 500, code: 500, message: '', apiMessage: null, errorData: { fb: 'upstream down' } }))).toBe('upstream down');
    expect(searchFailureMessage({ statusText: 'Service Unavailable' })).toBe('Service Unavailable');
    expect(searchFailureMessage({ fb: 'graph said no' })).toBe('graph said no');
  });
});

describe('research.estimateReach', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => item(String(6000 + i)));

  it('sends delivery_estimate operations in batches of 10 and maps estimates by item id', async () => {
    const rt = session(deliveryHandler);
    const result = await research.estimateReach({ adAccount: ACCOUNT, items: items(25), audience, objective: 'BRAND_AWARENESS' });
    expect(rt.calls.map((c) => c.url.pathname)).toEqual(Array(3).fill('/api/graph/v21.0/batch'));
    expect(rt.calls.map((c) => batchOps(c).length)).toEqual([10, 10, 5]);
    const op = batchOps(rt.calls[0]!)[0]!;
    expect(op.relative_url.startsWith('act_1/delivery_estimate?')).toBe(true);
    expect(new URL(op.relative_url, 'http://x/').searchParams.get('optimization_goal')).toBe('AD_RECALL_LIFT');
    expect(specOf(op.relative_url)).toEqual({ age_min: 18, geo_locations: { countries: ['ID'] }, flexible_spec: [{ interests: [{ id: '6000', name: 'Interest 6000' }] }] });
    expect(result.size).toBe(25);
    expect(result.get('6003')).toMatchObject({ estimate_mau: 500_000, estimate_mau_upper_bound: 500_000, estimate_dau: 250_000 });
    expect(deliveryEstimateCallCount()).toBe(25);
  });

  it('answers a repeat from the cache without a request, and persists it compressed', async () => {
    const rt = session(deliveryHandler);
    await research.estimateReach({ adAccount: ACCOUNT, items: items(3), audience, objective: 'CONVERSIONS' });
    const before = rt.calls.length;
    const again = await research.estimateReach({ adAccount: ACCOUNT, items: items(3), audience, objective: 'CONVERSIONS' });
    expect(rt.calls.length).toBe(before);
    expect(again.size).toBe(3);
    // Another goal or audience is another cache entry.
    await research.estimateReach({ adAccount: ACCOUNT, items: items(3), audience, objective: 'REACH' });
    expect(rt.calls.length).toBe(before + 1);
    await reachCache().flush();
    expect(localStorage.getItem(REACH_CACHE_STORAGE_KEY)).toMatch(/^(c1|j1):/);
  });

  it(`sends at most ${DELIVERY_ESTIMATE_CALL_LIMIT} operations per call and counts them`, async () => {
    const rt = session(deliveryHandler);
    const result = await research.estimateReach({ adAccount: ACCOUNT, items: items(130), audience, objective: 'CONVERSIONS' });
    expect(rt.calls.reduce((n, c) => n + batchOps(c).length, 0)).toBe(100);
    expect(rt.calls).toHaveLength(10);
    expect(result.size).toBe(100);
    expect(deliveryEstimateCallCount()).toBe(100);
  });

  it("rejects with 'Batch result not found' when a batch answer is not a list, and 'Ad account is null' without an account", async () => {
    session(() => jsonResponse({ data: 'nope' }));
    await expect(research.estimateReach({ adAccount: ACCOUNT, items: items(2), audience, objective: 'CONVERSIONS' })).rejects.toMatchObject({ message: 'Batch result not found' });
    await expect(research.estimateReach({ adAccount: null, items: items(2), audience, objective: 'CONVERSIONS' })).rejects.toMatchObject({ message: 'Ad account is null' });
  });

  it('leaves failed items out (reach failures are swallowed)', async () => {
    session((call) =>
      jsonResponse(batchOps(call).map((op, i) => (i === 1 ? { code: 400, body: JSON.stringify({ error: { message: '(#100) Invalid', code: 100 } }) } : i === 2 ? null : { code: 200, body: JSON.stringify(estimateBody(specOf(op.relative_url))) }))),
    );
    const result = await research.estimateReach({ adAccount: ACCOUNT, items: items(3), audience, objective: 'CONVERSIONS' });
    expect([...result.keys()]).toEqual(['6000']);
  });
});

describe('research.estimateAudienceReach', () => {
  it('estimates the audience alone', async () => {
    const rt = session(deliveryHandler);
    await expect(research.estimateAudienceReach({ adAccount: ACCOUNT, audience, objective: 'REACH' })).resolves.toMatchObject({ estimate_mau: 500_000 });
    expect(specOf(batchOps(rt.calls[0]!)[0]!.relative_url)).toEqual({ age_min: 18, geo_locations: { countries: ['ID'] } });
  });
});

describe('research.estimateOverlap', () => {
  it('intersects each comparison with the selected set through flexible_spec', async () => {
    const rt = session(deliveryHandler);
    const selected = [item('1'), item('2', 'Married', 'relationship_statuses')];
    const result = await research.estimateOverlap({ adAccount: ACCOUNT, selected, comparisons: [item('3'), item('4')], audience, objective: 'CONVERSIONS' });
    expect(result.get('3')).toEqual({ overlap: 200_000, percent_comparison: 40, percent_selected: 25 });
    const specs = rt.calls.flatMap(batchOps).map((op) => specOf(op.relative_url).flexible_spec);
    expect(specs).toContainEqual([
      { interests: [{ id: '1', name: 'Interest 1' }], relationship_statuses: [{ id: '2', name: 'Married' }] },
      { interests: [{ id: '3', name: 'Interest 3' }] },
    ]);
    expect(specs).toHaveLength(5);
  });
});

describe('research.exploreSuggestions (SPEC §4)', () => {
  function suggestionsHandler(call: RecordedCall): Response {
    const [seed] = JSON.parse(call.url.searchParams.get('targeting_list')!) as Array<{ id: string }>;
    const n = Number(seed!.id);
    return jsonResponse({ data: [row(String(n + 1), `S${n + 1}`), row(String(n + 100), `S${n + 100}`), row(String(n), 'seed again')] });
  }

  it('chains 3 requests on page 1, each seeded by the previous first result', async () => {
    const rt = session(suggestionsHandler);
    const { items, nextSeed } = await research.exploreSuggestions({ adAccount: ACCOUNT, seed: [item('10')], page: 1, objective: 'CONVERSIONS' });
    expect(rt.calls).toHaveLength(3);
    expect(rt.calls.map((c) => JSON.parse(c.url.searchParams.get('targeting_list')!))).toEqual([
      [{ type: 'interests', id: '10' }],
      [{ type: 'interests', id: '11' }],
      [{ type: 'interests', id: '12' }],
    ]);
    expect(rt.calls[0]!.url.pathname).toBe('/api/graph/v21.0/act_1/targetingsuggestions');
    expect(rt.calls[0]!.url.searchParams.get('objective')).toBe('CONVERSIONS');
    expect(items.map((i) => i.id)).toEqual(['11', '110', '12', '111', '13', '112']);
    expect(items.map((i) => i.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(nextSeed.map((i) => i.id)).toEqual(['13']);
  });

  it('chains 15 on later pages and stops early when the platform has nothing more', async () => {
    const rt = session(suggestionsHandler);
    await research.exploreSuggestions({ adAccount: ACCOUNT, seed: [item('10')], page: 2, objective: 'CONVERSIONS' });
    expect(rt.calls).toHaveLength(15);
    const empty = session(() => jsonResponse({ data: [] }));
    await expect(research.exploreSuggestions({ adAccount: ACCOUNT, seed: [item('10')], page: 2, objective: 'CONVERSIONS' })).resolves.toEqual({ items: [], nextSeed: [] });
    expect(empty.calls).toHaveLength(1);
    await expect(research.exploreSuggestions({ adAccount: null, seed: [item('10')], page: 1, objective: 'CONVERSIONS' })).rejects.toMatchObject({ message: 'Ad account is null' });
  });
});

describe('research.pageData', () => {
  it('reads pages with ?ids= 10 at a time and computes the engagement rate', async () => {
    const rt = session((call) => {
      const ids = call.url.searchParams.get('ids')!.split(',');
      return jsonResponse(Object.fromEntries(ids.map((id) => [id, { id, name: `Page ${id}`, fan_count: 2000, talking_about_count: id === '1' ? 50 : 0, category: 'Bakery' }])));
    });
    const pages = await research.pageData({ pageIds: Array.from({ length: 12 }, (_, i) => String(i + 1)) });
    expect(rt.calls.map((c) => c.url.searchParams.get('ids')!.split(',').length)).toEqual([10, 2]);
    expect(rt.calls[0]!.url.searchParams.get('fields')).toBe('id,name,fan_count,talking_about_count,category');
    expect(pages).toHaveLength(12);
    expect(pages[0]).toEqual({ id: '1', name: 'Page 1', fan_count: 2000, talking_about_count: 50, eng_rate: 2.5, category: 'Bakery' });
  });
});

describe('research.lookupInterests', () => {
  it('looks each name up with adinterest limit 1 and keeps title matches only', async () => {
    const rt = session((call) =>
      jsonResponse(
        batchOps(call).map((op) => {
          const q = new URL(op.relative_url, 'http://x/').searchParams.get('q')!;
          return { code: 200, body: JSON.stringify({ data: [row(q === 'Kopi' ? '9' : '8', q === 'Kopi' ? 'kopi' : 'Something else')] }) };
        }),
      ),
    );
    const found = await research.lookupInterests({ adAccount: ACCOUNT, names: ['Kopi', 'Warung Rasa Bunda'] });
    const op = new URL(batchOps(rt.calls[0]!)[0]!.relative_url, 'http://x/');
    expect(op.pathname).toBe('/search');
    expect(Object.fromEntries(op.searchParams)).toMatchObject({ type: 'adinterest', limit: '1', q: 'Kopi' });
    expect(found.get('Kopi')).toMatchObject({ id: '9', name: 'kopi', type: 'interests' });
    expect(found.get('Warung Rasa Bunda')).toBeNull();
  });
});

describe('research.searchLocations', () => {
  it('asks adgeolocation for 5 results of the SPEC §7 types', async () => {
    const rt = session(() => jsonResponse({ data: [{ key: 'ID', name: 'Indonesia', type: 'country', supports_region: true, supports_city: true }] }));
    await expect(research.searchLocations({ query: 'indo' })).resolves.toEqual([{ key: 'ID', name: 'Indonesia', type: 'country', supports_region: true, supports_city: true }]);
    await research.searchLocations({ query: 'indo', countryOnly: true });
    await expect(research.searchLocations({ query: '  ' })).resolves.toEqual([]);
    expect(rt.calls).toHaveLength(2);
    expect(Object.fromEntries(rt.calls[0]!.url.searchParams)).toMatchObject({ type: 'adgeolocation', q: 'indo', limit: '5', location_types: '["country_group","country","region","geo_market","city","zip","place"]' });
    expect(rt.calls[1]!.url.searchParams.get('location_types')).toBe('["country_group","country"]');
  });
});

describe('research cancellation', () => {
  it('rejects reach estimates with an AbortError when cancelled, touching nothing', async () => {
    const rt = session(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = research.estimateReach({ adAccount: ACCOUNT, items: [item('1')], audience, objective: 'CONVERSIONS', signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    expect(isCancelled(await pending.catch((e: unknown) => e))).toBe(true);
    expect(rt.reportError).not.toHaveBeenCalled();
    expect(sessionStore.get(toastsAtom)).toEqual([]);
  });
});

describe('reach cache lifetime (SPEC §9)', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps estimates of several items an hour and a single estimate a day', async () => {
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] });
    jest.setSystemTime(new Date('2025-06-15T03:00:00Z'));
    const rt = session(deliveryHandler);
    const several = [item('1'), item('2')];
    await research.estimateReach({ adAccount: ACCOUNT, items: several, audience, objective: 'CONVERSIONS' });
    await research.estimateReach({ adAccount: ACCOUNT, items: [item('3')], audience, objective: 'CONVERSIONS' });
    expect(rt.calls).toHaveLength(2);

    jest.setSystemTime(new Date('2025-06-15T03:59:00Z'));
    await research.estimateReach({ adAccount: ACCOUNT, items: several, audience, objective: 'CONVERSIONS' });
    expect(rt.calls).toHaveLength(2);

    jest.setSystemTime(new Date('2025-06-15T05:00:00Z'));
    await research.estimateReach({ adAccount: ACCOUNT, items: several, audience, objective: 'CONVERSIONS' });
    await research.estimateReach({ adAccount: ACCOUNT, items: [item('3')], audience, objective: 'CONVERSIONS' });
    expect(rt.calls).toHaveLength(3);
    expect(batchOps(rt.calls[2]!)).toHaveLength(2);

    jest.setSystemTime(new Date('2025-06-16T03:01:00Z'));
    await research.estimateReach({ adAccount: ACCOUNT, items: [item('3')], audience, objective: 'CONVERSIONS' });
    expect(rt.calls).toHaveLength(4);
  });
});
