// The funnel stage (SPEC §9: 1 cold, 2 engagement, 3 pixel visitors, 4 imported or purchase) of the listed ad
// sets, from the server (POST /api/adsmgr/funnel), which reads their audiences with the team owner's connection.
import { useMemo } from 'react';
import { api, queryKeys, useServerQuery, type Asset } from 'shared-graph';

export interface FunnelEntry {
  id: string;
  stage: 1 | 2 | 3 | 4;
  audiences: Array<{ id: string; name: string; stage: number }>;
}

export const FUNNEL_LABEL: Record<number, string> = { 1: 'Cold', 2: 'Engagement', 3: 'Pixel visitors', 4: 'Imported or purchase' };

/** At most this many ad sets per call (the server's limit). */
const MAX_ADSETS = 1000;

/** Stage per ad set id; ads read their ad set's. Empty for campaigns. */
export function useFunnelStages(accountId: string, teamId: number, assets: readonly Asset[]): Map<string, FunnelEntry> {
  const adsetIds = [...new Set(assets.map((a) => a.adset_id).filter((id): id is string => Boolean(id)))].sort().slice(0, MAX_ADSETS);
  const query = useServerQuery(
    queryKeys.apiResource('adsmgr/funnel', { team: teamId, account: accountId, adsets: adsetIds }),
    (signal) => api.post<FunnelEntry[]>('adsmgr/funnel', { adaccount: accountId, adsets: adsetIds }, { searchParams: { team: teamId }, signal }),
    { enabled: adsetIds.length > 0, staleTime: 3_600_000, keepPrevious: true },
  );
  const data = query.data;
  return useMemo(() => new Map((data ?? []).map((entry) => [entry.id, entry])), [data]);
}
