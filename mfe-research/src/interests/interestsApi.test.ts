import { isCancelled } from 'shared-graph';
import { sessionStore, toastsAtom } from 'shared-graph/host';
import { noAnswer, type GraphOperation } from 'shared-graph/testing';
import { researchServer } from '../testing/researchServer';
import { interestsApi } from './interestsApi';
import type { InterestItem } from './items';

const ACCOUNT = 'act_1';

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

describe('interestsApi.searchInterests', () => {
  it("rejects with 'Ad account is null' before any request, and returns [] for an empty query", async () => {
    const { graph, requests } = researchServer();
    graph.on('GET', ':account/targetingsearch', { data: [] });
    await expect(interestsApi.searchInterests({ adAccount: null, query: 'batik' })).rejects.toMatchObject({ message: 'Ad account is null' });
    await expect(interestsApi.searchInterests({ adAccount: ACCOUNT, query: ' , ' })).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('searches every keyword in parallel with limit 1000 and merges by id in rank order', async () => {
    const { graph } = researchServer();
    graph.on('GET', ':account/targetingsearch', ({ query }) =>
      query.get('q') === 'batik' ? { data: [row('1', 'Batik'), row('2', 'Batik Solo', { audience_size_upper_bound: undefined })] } : { data: [row('2', 'Batik Solo'), row('3', 'Kopi')] },
    );
    const items = await interestsApi.searchInterests({ adAccount: ACCOUNT, query: 'batik, kopi, Batik' });
    expect(graph.operations).toHaveLength(2);
    for (const operation of graph.operations) {
      expect(operation.request.path).toBe('/api/graph/v21.0/act_1/targetingsearch');
      expect(operation.query.get('limit')).toBe('1000');
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
    researchServer().graph.on('GET', ':account/targetingsearch', { data: [row('1', 'BATIK'), row('2', 'Batik Solo')] });
    const items = await interestsApi.searchInterests({ adAccount: ACCOUNT, query: 'batik', titleMatch: true });
    expect(items.map((i) => i.name)).toEqual(['BATIK']);
  });

  it('ignores cancellation silently: rejects with an AbortError, no toast, no report', async () => {
    const rt = researchServer();
    rt.graph.on('GET', ':account/targetingsearch', noAnswer());
    const controller = new AbortController();
    const pending = interestsApi.searchInterests({ adAccount: ACCOUNT, query: 'batik', signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
    expect(rt.reportError).not.toHaveBeenCalled();
    expect(sessionStore.get(toastsAtom)).toEqual([]);
  });
});

describe('interestsApi.exploreSuggestions (SPEC §4)', () => {
  function suggestions({ query }: GraphOperation) {
    const [seed] = JSON.parse(query.get('targeting_list')!) as Array<{ id: string }>;
    const n = Number(seed!.id);
    return { data: [row(String(n + 1), `S${n + 1}`), row(String(n + 100), `S${n + 100}`), row(String(n), 'seed again')] };
  }
  const platform = (answer: typeof suggestions | object) => researchServer().graph.on('GET', ':account/targetingsuggestions', answer);

  it('chains 3 requests on page 1, each seeded by the previous first result', async () => {
    const graph = platform(suggestions);
    const { items, nextSeed } = await interestsApi.exploreSuggestions({ adAccount: ACCOUNT, seed: [item('10')], page: 1, objective: 'CONVERSIONS' });
    expect(graph.operations).toHaveLength(3);
    expect(graph.operations.map((op) => JSON.parse(op.query.get('targeting_list')!))).toEqual([
      [{ type: 'interests', id: '10' }],
      [{ type: 'interests', id: '11' }],
      [{ type: 'interests', id: '12' }],
    ]);
    expect(graph.operations[0]!.request.path).toBe('/api/graph/v21.0/act_1/targetingsuggestions');
    expect(graph.operations[0]!.query.get('objective')).toBe('CONVERSIONS');
    expect(items.map((i) => i.id)).toEqual(['11', '110', '12', '111', '13', '112']);
    expect(items.map((i) => i.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(nextSeed.map((i) => i.id)).toEqual(['13']);
  });

  it('chains 15 on later pages and stops early when the platform has nothing more', async () => {
    const graph = platform(suggestions);
    await interestsApi.exploreSuggestions({ adAccount: ACCOUNT, seed: [item('10')], page: 2, objective: 'CONVERSIONS' });
    expect(graph.operations).toHaveLength(15);
    const empty = platform({ data: [] });
    await expect(interestsApi.exploreSuggestions({ adAccount: ACCOUNT, seed: [item('10')], page: 2, objective: 'CONVERSIONS' })).resolves.toEqual({ items: [], nextSeed: [] });
    expect(empty.operations).toHaveLength(1);
    await expect(interestsApi.exploreSuggestions({ adAccount: null, seed: [item('10')], page: 1, objective: 'CONVERSIONS' })).rejects.toMatchObject({ message: 'Ad account is null' });
  });
});

describe('interestsApi.lookupInterests', () => {
  it('looks each name up with adinterest limit 1 and keeps title matches only', async () => {
    const { graph } = researchServer();
    graph.on('GET', 'search', ({ query }) => ({ data: [row(query.get('q') === 'Kopi' ? '9' : '8', query.get('q') === 'Kopi' ? 'kopi' : 'Something else')] }));
    const found = await interestsApi.lookupInterests({ adAccount: ACCOUNT, names: ['Kopi', 'Warung Rasa Bunda'] });
    const op = new URL(graph.batches[0]![0]!.relative_url, 'http://x/');
    expect(op.pathname).toBe('/search');
    expect(Object.fromEntries(op.searchParams)).toMatchObject({ type: 'adinterest', limit: '1', q: 'Kopi' });
    expect(found.get('Kopi')).toMatchObject({ id: '9', name: 'kopi', type: 'interests' });
    expect(found.get('Warung Rasa Bunda')).toBeNull();
  });
});

describe('interestsApi.interestStatus (issue 14)', () => {
  it('asks targetingoptionstatus for the ids and adinterestsuggestion for the successor of each retiring one', async () => {
    const { graph } = researchServer();
    graph.on('GET', 'search', ({ query, batched }) => {
      if (!batched) {
        const ids = JSON.parse(query.get('targeting_option_list')!) as string[];
        expect(query.get('type')).toBe('targetingoptionstatus');
        return {
          data: ids.map((id) =>
            id === '2'
              ? { id, current_status: 'DEPRECATING', future_plan: [{ key: '2027-01-15T00:00:00+0000', value: 'NON-DELIVERABLE' }] }
              : id === '3'
                ? { id, current_status: 'NON-DELIVERABLE', future_plan: [] }
                : { id, current_status: 'NORMAL', future_plan: [] },
          ),
        };
      }
      return { data: [row(query.get('interest_list')!.includes('Yoga') ? '1' : '9', 'Successor')] };
    });
    const found = await interestsApi.interestStatus({ adAccount: ACCOUNT, items: [item('1', 'Yoga'), item('2', 'Yoga (legacy)'), item('3', 'Coffee (legacy)')] });
    expect(found.get('1')).toBeUndefined();
    expect(found.get('2')).toEqual({ state: 'deprecating', platformStatus: 'DEPRECATING', from: '2027-01-15T00:00:00+0000', replacement: { id: '1', name: 'Successor' } });
    expect(found.get('3')).toEqual({ state: 'unavailable', platformStatus: 'NON-DELIVERABLE', replacement: { id: '9', name: 'Successor' } });
    const suggestion = new URL(graph.batches[0]![0]!.relative_url, 'http://x/');
    expect(Object.fromEntries(suggestion.searchParams)).toMatchObject({ type: 'adinterestsuggestion', interest_list: '["Yoga (legacy)"]', limit: '1' });
  });

  it('asks nothing more when no interest is retiring', async () => {
    const { graph, requests } = researchServer();
    graph.on('GET', 'search', ({ query }) => ({ data: (JSON.parse(query.get('targeting_option_list')!) as string[]).map((id) => ({ id, current_status: 'NORMAL', future_plan: [] })) }));
    await expect(interestsApi.interestStatus({ adAccount: ACCOUNT, items: [item('1')] })).resolves.toEqual(new Map());
    expect(requests).toHaveLength(1);
  });
});
