// The funnel stage (SPEC §9: 1 cold, 2 engagement, 3 pixel visitors, 4 imported or purchase) of the listed ad
// sets, from the server (POST /api/adsmgr/funnel), which reads their audiences with the team owner's connection.
import { useMemo } from 'react';
import { productApi, queryClient, queryKeys, useServerQuery, type ApiData, type Asset } from 'shared-graph';

export type FunnelEntry = ApiData<'/api/adsmgr/funnel', 'post'>[number];

export const FUNNEL_LABEL: Record<number, string> = { 1: 'Cold', 2: 'Engagement', 3: 'Pixel visitors', 4: 'Imported or purchase' };

/** At most this many ad sets per call (the server's limit). */
const MAX_ADSETS = 1000;
const STALE_MS = 3_600_000;

const entryKey = (teamId: number, accountId: string, adsetId: string) => queryKeys.apiResource('adsmgr/funnel-stage', { team: teamId, account: accountId, adset: adsetId });

/** An ad set's stage as read so far (undefined until its list's read answered). */
export function funnelEntryOf(teamId: number, accountId: string, adsetId: string): FunnelEntry | undefined {
  return queryClient.getQueryData<FunnelEntry | null>(entryKey(teamId, accountId, adsetId)) ?? undefined;
}

/**
 * Asks only for the ad sets whose stage is not known yet: "Load more" sends the new page's ad sets, not every
 * loaded one again (1,000 ad sets would otherwise go 20 times over).
 */
export async function loadStages(accountId: string, teamId: number, adsetIds: readonly string[], signal: AbortSignal): Promise<FunnelEntry[]> {
  const known = (id: string) => queryClient.getQueryState(entryKey(teamId, accountId, id));
  const fresh = (id: string) => {
    const state = known(id);
    return state !== undefined && state.data !== undefined && Date.now() - state.dataUpdatedAt < STALE_MS;
  };
  const missing = adsetIds.filter((id) => !fresh(id));
  for (let start = 0; start < missing.length; start += MAX_ADSETS) {
    const chunk = missing.slice(start, start + MAX_ADSETS);
    const answer = await productApi.post('/api/adsmgr/funnel', { body: { adaccount: accountId, adsets: chunk }, query: { team: teamId }, signal });
    const byId = new Map((answer ?? []).map((entry) => [entry.id, entry]));
    // An ad set the server has no entry for is remembered as such (null), so it is not asked for again.
    for (const id of chunk) queryClient.setQueryData(entryKey(teamId, accountId, id), byId.get(id) ?? null);
  }
  return adsetIds.map((id) => queryClient.getQueryData<FunnelEntry | null>(entryKey(teamId, accountId, id))).filter((entry): entry is FunnelEntry => Boolean(entry));
}

/** Stage per ad set id; ads read their ad set's. Empty for campaigns. */
export function useFunnelStages(accountId: string, teamId: number, assets: readonly Asset[]): Map<string, FunnelEntry> {
  const adsetIds = useMemo(() => [...new Set(assets.map((a) => a.adset_id).filter((id): id is string => Boolean(id)))].sort(), [assets]);
  const query = useServerQuery(queryKeys.apiResource('adsmgr/funnel', { team: teamId, account: accountId, adsets: adsetIds }), (signal) => loadStages(accountId, teamId, adsetIds, signal), {
    enabled: adsetIds.length > 0,
    staleTime: STALE_MS,
    keepPrevious: true,
  });
  const data = query.data;
  return useMemo(() => new Map((data ?? []).map((entry) => [entry.id, entry])), [data]);
}
