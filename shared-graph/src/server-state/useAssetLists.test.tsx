import { act, renderHook, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { sessionStore, userAtom } from '../session/atoms';
import { selectAdAccount } from '../session/selection';
import { jsonResponse, makeUser, setupRuntime, type RecordedCall } from '../test-utils';
import { queryClient } from './queryClient';
import { useAssetLists, type TeamAssetListQuery } from './useAssetLists';

beforeEach(() => queryClient.clear());

const row = (id: string, account: string) => ({ id, name: `Campaign ${id}`, status: 'ACTIVE', effective_status: 'ACTIVE', account_id: account });

/** act_1 (own team) has two pages; act_70 (team 7) one; act_99 is refused. */
function platform(call: RecordedCall) {
  const path = call.url.pathname;
  if (path.includes('act_99')) return jsonResponse({ error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100, error_subcode: 33 } }, 400);
  if (path.includes('act_70')) return jsonResponse({ data: [row('70', '70')], paging: { cursors: { after: 'X' } } });
  if (call.url.searchParams.get('after') === 'P2') return jsonResponse({ data: [row('12', '1')], paging: { cursors: { after: 'P3' } } });
  return jsonResponse({ data: [row('11', '1')], paging: { cursors: { after: 'P2' }, next: 'https://graph/next' } });
}

function useLists(accounts: Array<[number, string]>) {
  const queries = useMemo<TeamAssetListQuery[]>(() => accounts.map(([teamId, accountId]) => ({ teamId, query: { accountId, level: 'campaign' } })), [accounts]);
  return useAssetLists(queries);
}

describe('useAssetLists', () => {
  it("reads each account through its own team, tags each row with it, and loads more where there is more", async () => {
    const rt = setupRuntime(platform);
    sessionStore.set(userAtom, makeUser());
    selectAdAccount(0, 'act_1');
    const accounts: Array<[number, string]> = [
      [0, 'act_1'],
      [7, 'act_70'],
    ];
    const { result } = renderHook(() => useLists(accounts));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.assets.map((a) => [a.id, a.teamId])).toEqual([
      ['11', 0],
      ['70', 7],
    ]);
    expect(rt.calls.map((c) => [c.url.pathname.split('/').at(-2), c.url.searchParams.get('team_id')])).toEqual([
      ['act_1', '0'],
      ['act_70', '7'],
    ]);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.assets.map((a) => a.id)).toEqual(['11', '12', '70']));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.isLoadingMore).toBe(false);
  });

  it('an account the platform refuses leaves the others on screen and says so', async () => {
    setupRuntime(platform);
    sessionStore.set(userAtom, makeUser());
    selectAdAccount(0, 'act_1');
    const accounts: Array<[number, string]> = [
      [7, 'act_70'],
      [0, 'act_99'],
    ];
    const { result } = renderHook(() => useLists(accounts));
    await waitFor(() => expect(result.current.errors).toHaveLength(1), { timeout: 10_000 });
    expect(result.current.assets.map((a) => a.id)).toEqual(['70']);
    expect(result.current.lists[1]!.error).not.toBeNull();
  });
});
