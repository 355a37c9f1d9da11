// The funnel stages of the ad sets of a list over several accounts: per account the same server read as one account's
// list (loadStages: only the stages not known yet), through the account's own team.
import { useMemo } from 'react';
import { queryKeys, useServerQuery, type Asset } from 'shared-graph';
import { loadStages, type FunnelEntry } from '../asset-table/useFunnelStages';
import { spannedKey, type SpannedAccount } from './spannedAccount';

const STALE_MS = 3_600_000;

export function useSpannedFunnelStages(accounts: readonly SpannedAccount[], accountOf: (asset: Asset) => SpannedAccount | undefined, assets: readonly Asset[]): Map<string, FunnelEntry> {
  const wanted = accounts
    .map((account) => ({
      account,
      adsetIds: [...new Set(assets.filter((a) => accountOf(a) === account).map((a) => a.adset_id).filter((id): id is string => Boolean(id)))].sort(),
    }))
    .filter((entry) => entry.adsetIds.length > 0);
  const query = useServerQuery(
    queryKeys.apiResource('adsmgr/funnel-spanned', { accounts: wanted.map((w) => [spannedKey(w.account), w.adsetIds]) }),
    async (signal) => (await Promise.all(wanted.map((w) => loadStages(w.account.id, w.account.teamId, w.adsetIds, signal)))).flat(),
    { enabled: wanted.length > 0, staleTime: STALE_MS, keepPrevious: true },
  );
  const data = query.data;
  return useMemo(() => new Map((data ?? []).map((entry) => [entry.id, entry])), [data]);
}
