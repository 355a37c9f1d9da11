import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, defaultAudienceSettings } from 'shared-graph/host';
import type { InterestItem } from '../interests/items';
import { graphError, GRAPH_NULL } from 'shared-graph/testing';
import { answerDeliveryEstimates, estimateBody, opsSent, specOf } from '../testing/deliveryEstimates';
import { researchServer } from '../testing/researchServer';
import { DELIVERY_ESTIMATE_CALL_LIMIT } from './deliveryEstimates';
import { reachApi } from './reachApi';

const ACCOUNT = 'act_1';
const audience = defaultAudienceSettings();
let client: QueryClient;

function item(id: string, name = `Interest ${id}`, type = 'interests'): InterestItem {
  return { id, fb_id: id, name, type, path: ['Interests', name], audience_size: 1, audience_size_lower_bound: 1, audience_size_upper_bound: 1, description: null, rank: 1 };
}

/** The platform, with delivery estimates answered unless told otherwise. */
function platform({ estimates = true } = {}) {
  client = createQueryClient();
  const { graph } = researchServer();
  return estimates ? answerDeliveryEstimates(graph) : graph;
}

describe('reachApi.estimateReach', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => item(String(6000 + i)));

  it('sends delivery_estimate operations in batches of 10 and maps estimates by item id', async () => {
    const graph = platform();
    const result = await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: items(25), audience, objective: 'BRAND_AWARENESS' });
    expect(graph.operations.every((op) => op.batched && op.request.path === '/api/graph/v21.0/batch')).toBe(true);
    expect(graph.batches.map((batch) => batch.length)).toEqual([10, 10, 5]);
    const op = graph.batches[0]![0]!;
    expect(op.relative_url.startsWith('act_1/delivery_estimate?')).toBe(true);
    expect(new URL(op.relative_url, 'http://x/').searchParams.get('optimization_goal')).toBe('AD_RECALL_LIFT');
    expect(specOf(op.relative_url)).toEqual({ age_min: 18, geo_locations: { countries: ['ID'] }, flexible_spec: [{ interests: [{ id: '6000', name: 'Interest 6000' }] }] });
    expect(result.size).toBe(25);
    expect(result.get('6003')).toMatchObject({ estimate_mau: 500_000, estimate_mau_upper_bound: 500_000, estimate_dau: 250_000 });
  });

  it('answers a repeat from the cache without a request; another goal or audience asks again', async () => {
    const { batches } = platform();
    await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: items(3), audience, objective: 'CONVERSIONS' });
    const before = batches.length;
    const again = await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: items(3), audience, objective: 'CONVERSIONS' });
    expect(batches.length).toBe(before);
    expect(again.size).toBe(3);
    await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: items(3), audience, objective: 'REACH' });
    expect(batches.length).toBe(before + 1);
    await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: items(3), audience: { ...audience, ageStart: 25 }, objective: 'REACH' });
    expect(batches.length).toBe(before + 2);
  });

  it('asks only for the items the cache lacks, and tells which it holds without asking', async () => {
    const graph = platform();
    await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: items(3), audience, objective: 'CONVERSIONS' });
    expect(reachApi.cachedReach({ client, adAccount: ACCOUNT, items: items(5), audience, objective: 'CONVERSIONS' }).size).toBe(3);
    const before = graph.batches.length;
    const result = await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: items(5), audience, objective: 'CONVERSIONS' });
    expect(result.size).toBe(5);
    expect(opsSent(graph, before)).toBe(2);
  });

  it(`sends at most ${DELIVERY_ESTIMATE_CALL_LIMIT} operations per call`, async () => {
    const graph = platform();
    const result = await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: items(130), audience, objective: 'CONVERSIONS' });
    expect(opsSent(graph)).toBe(100);
    expect(graph.batches).toHaveLength(10);
    expect(result.size).toBe(100);
  });

  it("rejects with 'Batch result not found' when a batch answer is not a list, and 'Ad account is null' without an account", async () => {
    platform({ estimates: false }).on('POST', 'batch', { data: 'nope' });
    await expect(reachApi.estimateReach({ client, adAccount: ACCOUNT, items: items(2), audience, objective: 'CONVERSIONS' })).rejects.toMatchObject({ message: 'Batch result not found' });
    await expect(reachApi.estimateReach({ client, adAccount: null, items: items(2), audience, objective: 'CONVERSIONS' })).rejects.toMatchObject({ message: 'Ad account is null' });
  });

  it('leaves failed items out (reach failures are swallowed)', async () => {
    platform({ estimates: false }).on('GET', ':account/delivery_estimate', ({ index, query }) =>
      index === 1 ? graphError({ message: '(#100) Invalid', code: 100 }) : index === 2 ? GRAPH_NULL : estimateBody(JSON.parse(query.get('targeting_spec')!)),
    );
    const result = await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: items(3), audience, objective: 'CONVERSIONS' });
    expect([...result.keys()]).toEqual(['6000']);
    // What failed is not remembered: the next estimate asks for it again.
    expect(reachApi.cachedReach({ client, adAccount: ACCOUNT, items: items(3), audience, objective: 'CONVERSIONS' }).size).toBe(1);
  });
});

describe('reachApi.estimateOverlap', () => {
  it('intersects each comparison with the selected set through flexible_spec', async () => {
    const graph = platform();
    const selected = [item('1'), item('2', 'Married', 'relationship_statuses')];
    const result = await reachApi.estimateOverlap({ client, adAccount: ACCOUNT, selected, comparisons: [item('3'), item('4')], audience, objective: 'CONVERSIONS' });
    expect(result.get('3')).toEqual({ overlap: 200_000, percent_comparison: 40, percent_selected: 25 });
    const specs = graph.batches.flat().map((op) => specOf(op.relative_url).flexible_spec);
    expect(specs).toContainEqual([
      { interests: [{ id: '1', name: 'Interest 1' }], relationship_statuses: [{ id: '2', name: 'Married' }] },
      { interests: [{ id: '3', name: 'Interest 3' }] },
    ]);
    expect(specs).toHaveLength(5);
  });
});

describe('reach cache lifetime (SPEC §9)', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps estimates of several items an hour and a single estimate a day', async () => {
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] });
    jest.setSystemTime(new Date('2025-06-15T03:00:00Z'));
    const { batches } = platform();
    const several = [item('1'), item('2')];
    await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: several, audience, objective: 'CONVERSIONS' });
    await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: [item('3')], audience, objective: 'CONVERSIONS' });
    expect(batches).toHaveLength(2);

    jest.setSystemTime(new Date('2025-06-15T03:59:00Z'));
    await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: several, audience, objective: 'CONVERSIONS' });
    expect(batches).toHaveLength(2);

    jest.setSystemTime(new Date('2025-06-15T05:00:00Z'));
    await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: several, audience, objective: 'CONVERSIONS' });
    await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: [item('3')], audience, objective: 'CONVERSIONS' });
    expect(batches).toHaveLength(3);
    expect(batches[2]).toHaveLength(2);

    jest.setSystemTime(new Date('2025-06-16T03:01:00Z'));
    await reachApi.estimateReach({ client, adAccount: ACCOUNT, items: [item('3')], audience, objective: 'CONVERSIONS' });
    expect(batches).toHaveLength(4);
  });
});
