import { act, renderHook, waitFor } from '@testing-library/react';
import { api } from '../api/client';
import { sessionStore, userAtom } from '../session/atoms';
import { selectAdAccount } from '../session/selection';
import { jsonResponse, makeUser, setupRuntime, type RecordedCall } from '../test-utils';
import { queryClient } from './queryClient';
import { queryKeys } from './queryKeys';
import { useAssetList, useInsightsQuery } from './useGraphQueries';
import { requestErrorText, useServerMutation, useServerQuery } from './useServerQuery';
import { ApiError } from '../api/client';
import { GraphError } from '../errors/graph-error';

beforeEach(() => queryClient.clear());

function campaign(id: string, status: string) {
  return { id, name: `Campaign ${id}`, status, effective_status: status, account_id: '70' };
}

/** A sandbox stand-in for the asset list: two pages of campaigns, and a batch that answers per `answers`. */
function adsPlatform(answers: { writes?: (ops: { relative_url: string; body?: string }[]) => unknown[] } = {}) {
  const statuses = new Map([
    ['1', 'ACTIVE'],
    ['2', 'PAUSED'],
    ['3', 'ACTIVE'],
  ]);
  return (call: RecordedCall) => {
    if (call.url.pathname.endsWith('/batch')) {
      const { batch } = JSON.parse(call.body) as { batch: { relative_url: string; body?: string }[] };
      const result = answers.writes?.(batch) ?? batch.map(() => ({ code: 200, body: '{"success":true}' }));
      batch.forEach((op, i) => {
        const status = new URLSearchParams(op.body).get('status');
        const ok = (result[i] as { code?: number } | null)?.code === 200;
        if (status && ok) statuses.set(op.relative_url, status);
      });
      return jsonResponse(result);
    }
    const row = (id: string) => campaign(id, statuses.get(id)!);
    if (call.url.searchParams.get('after') === 'MQ') return jsonResponse({ data: [row('3')], paging: { cursors: { after: 'Mg' } } });
    return jsonResponse({ data: [row('1'), row('2')], paging: { cursors: { after: 'MQ' }, next: 'https://graph/next?after=MQ' } });
  };
}

function loggedIn(teamId = 7, account = 'act_70') {
  sessionStore.set(userAtom, makeUser());
  selectAdAccount(teamId, account);
}

describe('useServerQuery', () => {
  it('loads once for every component that asks for the same key', async () => {
    const rt = setupRuntime(() => jsonResponse({ data: { teams: [] } }));
    const load = (signal: AbortSignal) => api.get<{ teams: unknown[] }>('team', { signal });
    const { result } = renderHook(() => [useServerQuery(queryKeys.apiResource('team'), load), useServerQuery(queryKeys.apiResource('team'), load)]);
    await waitFor(() => expect(result.current[0]!.data).toEqual({ teams: [] }));
    expect(result.current[1]!.data).toEqual({ teams: [] });
    expect(rt.calls).toHaveLength(1);
  });

  it("keeps the client's defaults for options it is not given: an answer stays fresh 60 s, so a remount does not read again", async () => {
    const rt = setupRuntime(() => jsonResponse({ data: { teams: [] } }));
    const load = (signal: AbortSignal) => api.get<{ teams: unknown[] }>('team', { signal });
    const first = renderHook(() => useServerQuery(queryKeys.apiResource('team'), load, { enabled: undefined }));
    await waitFor(() => expect(first.result.current.data).toEqual({ teams: [] }));
    first.unmount();
    const again = renderHook(() => useServerQuery(queryKeys.apiResource('team'), load));
    expect(again.result.current.data).toEqual({ teams: [] });
    expect(again.result.current.isFetching).toBe(false);
    expect(rt.calls).toHaveLength(1);
  });

  it('reads again after a mutation that invalidates its key', async () => {
    let teams = 0;
    const rt = setupRuntime((call) => {
      if (call.method === 'POST') teams += 1;
      return jsonResponse({ data: { count: teams } });
    });
    const { result } = renderHook(() => ({
      list: useServerQuery(queryKeys.apiResource('team'), (signal) => api.get<{ count: number }>('team', { signal })),
      create: useServerMutation((name: string) => api.post('team', { name }), { invalidates: [queryKeys.apiResource('team')] }),
    }));
    await waitFor(() => expect(result.current.list.data).toEqual({ count: 0 }));
    await act(() => result.current.create.mutateAsync('Acme'));
    await waitFor(() => expect(result.current.list.data).toEqual({ count: 1 }));
    expect(rt.calls.map((c) => c.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it('shows a refusal without retrying it', async () => {
    const rt = setupRuntime(() => jsonResponse({ error: { code: 'forbidden', message: 'Only the team owner can do that' } }, 403));
    const { result } = renderHook(() => useServerQuery(['api', 'team'], (signal) => api.get('team', { signal })));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(requestErrorText(result.current.error, 'Your teams could not be loaded.')).toBe('Only the team owner can do that');
    expect(rt.calls).toHaveLength(1);
  });
});

describe('requestErrorText', () => {
  it("uses the server's or platform's sentence, else the fallback", () => {
    expect(requestErrorText(new ApiError(0, 'network_error', 'Failed to fetch'), 'Could not load.')).toBe('Could not load.');
    expect(requestErrorText(new GraphError({ status: 400, code: 100, message: 'Invalid parameter', userMessage: 'Your budget is too low' }), 'x')).toBe('Your budget is too low');
    expect(requestErrorText(new TypeError('x is undefined'), 'Could not load.')).toBe('Could not load.');
    expect(requestErrorText(null, 'Could not load.')).toBeNull();
  });
});

describe('useAssetList', () => {
  it('loads 50 at a time, each page ACTIVE first below the rows already shown, and serves the cache on the next visit', async () => {
    const rt = setupRuntime(adsPlatform());
    loggedIn();
    const query = { accountId: 'act_70', level: 'campaign' as const };
    const first = renderHook(() => useAssetList(query));
    await waitFor(() => expect(first.result.current.assets).toHaveLength(2));
    expect(first.result.current.hasMore).toBe(true);
    expect(first.result.current.isComplete).toBe(false);
    act(() => first.result.current.loadMore());
    await waitFor(() => expect(first.result.current.assets).toHaveLength(3));
    // The next page (an ACTIVE row) goes below the first page's rows, so nothing shown moves.
    expect(first.result.current.assets.map((a) => a.id)).toEqual(['1', '2', '3']);
    expect(first.result.current.isComplete).toBe(true);
    first.unmount();

    const again = renderHook(() => useAssetList(query));
    expect(again.result.current.assets.map((a) => a.id)).toEqual(['1', '2', '3']);
    expect(rt.calls).toHaveLength(2);
    expect(rt.calls[0]!.url.searchParams.get('limit')).toBe('50');
  });

  it('keeps lists of another team or ad account apart', async () => {
    const rt = setupRuntime(adsPlatform());
    loggedIn(0, 'act_1');
    const query = { accountId: 'act_1', level: 'campaign' as const };
    const { result, rerender } = renderHook(() => useAssetList(query));
    await waitFor(() => expect(result.current.assets).toHaveLength(2));
    act(() => selectAdAccount(0, 'act_3'));
    rerender();
    await waitFor(() => expect(rt.calls).toHaveLength(2));
    expect(rt.calls[1]!.url.searchParams.get('_adaccount')).toBe('act_3');
  });
});

describe('useInsightsQuery', () => {
  it('waits for a query, then reads and parses its rows', async () => {
    const rt = setupRuntime(() => jsonResponse({ data: [{ date_start: '2026-11-01', date_stop: '2026-11-07', spend: '12.5' }] }));
    loggedIn();
    const { result, rerender } = renderHook(({ ready }) => useInsightsQuery(ready ? { objectId: 'act_70', metrics: ['spend'], timeRange: { since: '2026-11-01', until: '2026-11-07' } } : null), {
      initialProps: { ready: false },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(rt.calls).toHaveLength(0);
    rerender({ ready: true });
    await waitFor(() => expect(result.current.data?.[0]?.numbers.spend).toBe(12.5));
  });
});
