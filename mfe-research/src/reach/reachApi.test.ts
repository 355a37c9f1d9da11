import { defaultAudienceSettings, isCancelled, sessionStore, toastsAtom, type TargetingSpec } from 'shared-graph';
import type { InterestItem } from '../interests/items';
import { batchOps, fakePlatform, isBatch, jsonResponse, type Handler, type RecordedCall } from '../testing/graphRuntime';
import { DELIVERY_ESTIMATE_CALL_LIMIT, deliveryEstimateCallCount, reachCache, REACH_CACHE_STORAGE_KEY, resetReachCache } from './deliveryEstimates';
import { reachApi } from './reachApi';

const ACCOUNT = 'act_1';
const audience = defaultAudienceSettings();

function item(id: string, name = `Interest ${id}`, type = 'interests'): InterestItem {
  return { id, fb_id: id, name, type, path: ['Interests', name], audience_size: 1, audience_size_lower_bound: 1, audience_size_upper_bound: 1, description: null, rank: 1 };
}

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

function platform(handler: Handler) {
  resetReachCache({ clearStorage: true });
  return fakePlatform(handler);
}

describe('reachApi.estimateReach', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => item(String(6000 + i)));

  it('sends delivery_estimate operations in batches of 10 and maps estimates by item id', async () => {
    const rt = platform(deliveryHandler);
    const result = await reachApi.estimateReach({ adAccount: ACCOUNT, items: items(25), audience, objective: 'BRAND_AWARENESS' });
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
    const rt = platform(deliveryHandler);
    await reachApi.estimateReach({ adAccount: ACCOUNT, items: items(3), audience, objective: 'CONVERSIONS' });
    const before = rt.calls.length;
    const again = await reachApi.estimateReach({ adAccount: ACCOUNT, items: items(3), audience, objective: 'CONVERSIONS' });
    expect(rt.calls.length).toBe(before);
    expect(again.size).toBe(3);
    // Another goal or audience is another cache entry.
    await reachApi.estimateReach({ adAccount: ACCOUNT, items: items(3), audience, objective: 'REACH' });
    expect(rt.calls.length).toBe(before + 1);
    await reachCache().flush();
    expect(localStorage.getItem(REACH_CACHE_STORAGE_KEY)).toMatch(/^(c1|j1):/);
  });

  it(`sends at most ${DELIVERY_ESTIMATE_CALL_LIMIT} operations per call and counts them`, async () => {
    const rt = platform(deliveryHandler);
    const result = await reachApi.estimateReach({ adAccount: ACCOUNT, items: items(130), audience, objective: 'CONVERSIONS' });
    expect(rt.calls.reduce((n, c) => n + batchOps(c).length, 0)).toBe(100);
    expect(rt.calls).toHaveLength(10);
    expect(result.size).toBe(100);
    expect(deliveryEstimateCallCount()).toBe(100);
  });

  it("rejects with 'Batch result not found' when a batch answer is not a list, and 'Ad account is null' without an account", async () => {
    platform(() => jsonResponse({ data: 'nope' }));
    await expect(reachApi.estimateReach({ adAccount: ACCOUNT, items: items(2), audience, objective: 'CONVERSIONS' })).rejects.toMatchObject({ message: 'Batch result not found' });
    await expect(reachApi.estimateReach({ adAccount: null, items: items(2), audience, objective: 'CONVERSIONS' })).rejects.toMatchObject({ message: 'Ad account is null' });
  });

  it('leaves failed items out (reach failures are swallowed)', async () => {
    platform((call) =>
      jsonResponse(batchOps(call).map((op, i) => (i === 1 ? { code: 400, body: JSON.stringify({ error: { message: '(#100) Invalid', code: 100 } }) } : i === 2 ? null : { code: 200, body: JSON.stringify(estimateBody(specOf(op.relative_url))) }))),
    );
    const result = await reachApi.estimateReach({ adAccount: ACCOUNT, items: items(3), audience, objective: 'CONVERSIONS' });
    expect([...result.keys()]).toEqual(['6000']);
  });
});

describe('reachApi.estimateAudienceReach', () => {
  it('estimates the audience alone', async () => {
    const rt = platform(deliveryHandler);
    await expect(reachApi.estimateAudienceReach({ adAccount: ACCOUNT, audience, objective: 'REACH' })).resolves.toMatchObject({ estimate_mau: 500_000 });
    expect(specOf(batchOps(rt.calls[0]!)[0]!.relative_url)).toEqual({ age_min: 18, geo_locations: { countries: ['ID'] } });
  });
});

describe('reachApi.estimateOverlap', () => {
  it('intersects each comparison with the selected set through flexible_spec', async () => {
    const rt = platform(deliveryHandler);
    const selected = [item('1'), item('2', 'Married', 'relationship_statuses')];
    const result = await reachApi.estimateOverlap({ adAccount: ACCOUNT, selected, comparisons: [item('3'), item('4')], audience, objective: 'CONVERSIONS' });
    expect(result.get('3')).toEqual({ overlap: 200_000, percent_comparison: 40, percent_selected: 25 });
    const specs = rt.calls.flatMap(batchOps).map((op) => specOf(op.relative_url).flexible_spec);
    expect(specs).toContainEqual([
      { interests: [{ id: '1', name: 'Interest 1' }], relationship_statuses: [{ id: '2', name: 'Married' }] },
      { interests: [{ id: '3', name: 'Interest 3' }] },
    ]);
    expect(specs).toHaveLength(5);
  });
});

describe('research cancellation', () => {
  it('rejects reach estimates with an AbortError when cancelled, touching nothing', async () => {
    const rt = platform(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = reachApi.estimateReach({ adAccount: ACCOUNT, items: [item('1')], audience, objective: 'CONVERSIONS', signal: controller.signal });
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
    const rt = platform(deliveryHandler);
    const several = [item('1'), item('2')];
    await reachApi.estimateReach({ adAccount: ACCOUNT, items: several, audience, objective: 'CONVERSIONS' });
    await reachApi.estimateReach({ adAccount: ACCOUNT, items: [item('3')], audience, objective: 'CONVERSIONS' });
    expect(rt.calls).toHaveLength(2);

    jest.setSystemTime(new Date('2025-06-15T03:59:00Z'));
    await reachApi.estimateReach({ adAccount: ACCOUNT, items: several, audience, objective: 'CONVERSIONS' });
    expect(rt.calls).toHaveLength(2);

    jest.setSystemTime(new Date('2025-06-15T05:00:00Z'));
    await reachApi.estimateReach({ adAccount: ACCOUNT, items: several, audience, objective: 'CONVERSIONS' });
    await reachApi.estimateReach({ adAccount: ACCOUNT, items: [item('3')], audience, objective: 'CONVERSIONS' });
    expect(rt.calls).toHaveLength(3);
    expect(batchOps(rt.calls[2]!)).toHaveLength(2);

    jest.setSystemTime(new Date('2025-06-16T03:01:00Z'));
    await reachApi.estimateReach({ adAccount: ACCOUNT, items: [item('3')], audience, objective: 'CONVERSIONS' });
    expect(rt.calls).toHaveLength(4);
  });
});
