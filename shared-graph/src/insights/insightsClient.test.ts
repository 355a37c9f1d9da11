import { isCancelled } from '../errors/cancel';
import { sessionStore, userAtom } from '../session/atoms';
import { selectAdAccount } from '../session/selection';
import { jsonResponse, makeUser, setupRuntime } from '../test-utils';
import { fetchInsights, fetchInsightsBatch } from './insightsClient';

function loggedIn() {
  sessionStore.set(userAtom, makeUser());
  selectAdAccount(7, 'act_70');
}

describe('fetchInsights', () => {
  it('reads every page through the proxy, following the after cursor until there is no next', async () => {
    const rt = setupRuntime((call) => {
      const after = call.url.searchParams.get('after');
      if (!after) {
        return jsonResponse({
          data: [{ date_start: '2026-11-01', date_stop: '2026-11-01', spend: '10.5', impressions: '100' }],
          paging: { cursors: { before: 'MAZDZD', after: 'MAZDZD' }, next: 'https://graph.facebook.com/v21.0/act_70/insights?after=MAZDZD' },
        });
      }
      return jsonResponse({ data: [{ date_start: '2026-11-02', date_stop: '2026-11-02', spend: '4' }], paging: { cursors: { before: 'MQZDZD', after: 'MQZDZD' } } });
    });
    loggedIn();
    const rows = await fetchInsights({ objectId: 'act_70', metrics: ['spend', 'impressions'], timeRange: { since: '2026-11-01', until: '2026-11-02' }, timeIncrement: 1 });
    expect(rows.map((r) => [r.dateStart, r.numbers.spend])).toEqual([
      ['2026-11-01', 10.5],
      ['2026-11-02', 4],
    ]);
    expect(rt.calls).toHaveLength(2);
    const first = rt.calls[0]!.url;
    expect(first.pathname).toBe('/api/graph/v21.0/act_70/insights');
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      fields: 'spend,impressions',
      time_range: '{"since":"2026-11-01","until":"2026-11-02"}',
      time_increment: '1',
      limit: '100',
      team_id: '7',
    });
    expect(rt.calls[1]!.url.searchParams.get('after')).toBe('MAZDZD');
  });

  it('answers no rows for an object without delivery', async () => {
    setupRuntime(() => jsonResponse({ data: [] }));
    await expect(fetchInsights({ objectId: '120330000', fields: ['spend'] })).resolves.toEqual([]);
  });

  it("rejects with Meta's error", async () => {
    setupRuntime(() => jsonResponse({ error: { message: 'Invalid parameter', type: 'OAuthException', code: 100, error_subcode: 1504041 } }, 400));
    await expect(fetchInsights({ objectId: 'act_1', fields: ['spend'] })).rejects.toMatchObject({ code: 100, subCode: 1504041 });
  });

  it('a cancelled query rejects with an AbortError', async () => {
    setupRuntime(() => new Promise(() => undefined));
    const controller = new AbortController();
    const pending = fetchInsights({ objectId: 'act_1', fields: ['spend'] }, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
  });
});

describe('fetchInsightsBatch', () => {
  it('sends one GET operation per query, 10 per batch, and returns rows or null per query', async () => {
    const rt = setupRuntime((call) => {
      const { batch } = JSON.parse(call.body) as { batch: { relative_url: string }[] };
      return jsonResponse(
        batch.map((op, i) =>
          op.relative_url.startsWith('120330001/')
            ? { code: 400, body: JSON.stringify({ error: { message: 'bad', type: 'OAuthException', code: 100 } }) }
            : { code: 200, body: JSON.stringify({ data: [{ date_start: '2026-11-01', date_stop: '2026-11-07', age: '18-24', spend: String(i) }] }) },
        ),
      );
    });
    const queries = Array.from({ length: 12 }, (_, i) => ({ objectId: `12033000${i}`, fields: ['spend'], breakdowns: ['age' as const], limit: 1000 }));
    const results = await fetchInsightsBatch(queries);
    expect(rt.calls).toHaveLength(2);
    const firstBatch = JSON.parse(rt.calls[0]!.body) as { batch: { method: string; relative_url: string }[] };
    expect(firstBatch.batch).toHaveLength(10);
    expect(firstBatch.batch[0]).toEqual({ method: 'GET', relative_url: '120330000/insights?fields=spend&breakdowns=age&limit=1000' });
    expect(results[0]?.[0]?.dimensions.age).toBe('18-24');
    expect(results[1]).toBeNull();
    expect(results[11]?.[0]?.numbers.spend).toBe(1);
  });
});
