import { act, renderHook, waitFor } from '@testing-library/react';
import { queryClient, queryKeys, useAssetList } from 'shared-graph';
import { selectAdAccount } from 'shared-graph/host';
import { adsServer, batchOps, campaignRow, isBatch, ok, refused } from '../testing/adsServer';
import { useAssetWrites } from './useAssetMutations';

beforeEach(() => queryClient.clear());

/** Team 7's account act_70 with two campaigns; a batch changes their status, or refuses every write. */
function campaignsOfAct70({ refuse = false } = {}) {
  const statuses = new Map([
    ['1', 'ACTIVE'],
    ['2', 'PAUSED'],
  ]);
  const api = adsServer();
  api.graph
    .on('POST', ':id', ({ path, body }) => {
      if (refuse) return refused('Invalid parameter');
      if (typeof body.status === 'string') statuses.set(path, body.status);
      return ok();
    })
    .on('GET', 'act_70/campaigns', () => ({ data: [...statuses].map(([id, status]) => campaignRow(id, `Campaign ${id}`, { status, effective_status: status, account_id: '70' })) }));
  return api;
}

function platform(options?: { refuse?: boolean }) {
  const api = campaignsOfAct70(options);
  selectAdAccount(7, 'act_70');
  return { calls: api.requests };
}

describe('useAssetWrites', () => {
  it('shows a status change at once, then the lists are read again from the platform', async () => {
    const rt = platform();
    const { result } = renderHook(() => ({ list: useAssetList({ accountId: 'act_70', level: 'campaign' }), writes: useAssetWrites() }));
    await waitFor(() => expect(result.current.list.assets).toHaveLength(2));
    const asset = { id: '2', level: 'campaign' as const, name: 'Campaign 2', account_id: '70' };
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.writes.mutateAsync([{ asset, change: { kind: 'status', status: 'ACTIVE', previous: 'PAUSED' } }]);
    });
    await waitFor(() => expect(result.current.list.assets.find((a) => a.id === '2')?.effective_status).toBe('ACTIVE'));
    await act(() => pending);
    await waitFor(() => expect(rt.calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    expect(result.current.list.assets.map((a) => [a.id, a.status])).toEqual([
      ['1', 'ACTIVE'],
      ['2', 'ACTIVE'],
    ]);
  });

  it('puts a refused write back as it was', async () => {
    platform({ refuse: true });
    const { result } = renderHook(() => ({ list: useAssetList({ accountId: 'act_70', level: 'campaign' }), writes: useAssetWrites() }));
    await waitFor(() => expect(result.current.list.assets).toHaveLength(2));
    const asset = { id: '1', level: 'campaign' as const, name: 'Campaign 1', account_id: '70' };
    let results: unknown;
    await act(async () => {
      results = await result.current.writes.mutateAsync([{ asset, change: { kind: 'status', status: 'PAUSED', previous: 'ACTIVE' } }]);
    });
    expect(results).toEqual([{ ok: false, error: expect.objectContaining({ code: 100 }) }]);
    expect(result.current.list.assets.find((a) => a.id === '1')?.status).toBe('ACTIVE');
  });

  it('writes each row through its own team, one batch per team, and re-reads each account', async () => {
    const rt = platform();
    const { result } = renderHook(() => useAssetWrites());
    const own = { id: '1', level: 'campaign' as const, name: 'Campaign 1', account_id: '70' };
    const teams = { id: '9', level: 'campaign' as const, name: 'Campaign 9', account_id: '90', teamId: 4 };
    const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
    let results: unknown;
    await act(async () => {
      results = await result.current.mutateAsync([
        { asset: own, change: { kind: 'status', status: 'PAUSED' } },
        { asset: teams, change: { kind: 'status', status: 'PAUSED' } },
      ]);
    });
    expect(results).toEqual([{ ok: true }, { ok: true }]);
    const batches = rt.calls.filter(isBatch);
    expect(batches.map((c) => c.url.searchParams.get('team_id')).sort()).toEqual(['4', '7']);
    const sent = (teamId: string) => batchOps(batches.find((c) => c.url.searchParams.get('team_id') === teamId)!).map((op) => op.relative_url);
    expect(sent('7')).toEqual(['1']);
    expect(sent('4')).toEqual(['9']);
    expect(invalidated.mock.calls.map(([filter]) => filter?.queryKey)).toEqual(expect.arrayContaining([queryKeys.graphScope({ teamId: 4, adAccount: 'act_90' })]));
  });
});
