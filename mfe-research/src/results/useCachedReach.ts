// Each row's reach as the research cache holds it for the session's audience, objective and ad account (SPEC §9: an
// hour, a day for an estimate asked for alone): rows that come back show their estimates without a request, and a
// change of audience shows the estimates of the new one.
import { useMemo } from 'react';
import { queryClient, useActiveAdAccount, useAdSettings, useAudienceSettings } from 'shared-graph';
import type { ReachEstimate } from '../interests/items';
import { reachApi } from '../reach/reachApi';
import { PAGE_ROW_TYPE, type ResearchRow } from './rows';

/** The cached reach of the rows by id; read again when `estimated` (the last estimates that arrived) changes. */
export function useCachedReach(rows: readonly ResearchRow[], estimated: unknown): ReadonlyMap<string, ReachEstimate> {
  const { accountId } = useActiveAdAccount();
  const [audience] = useAudienceSettings();
  const [{ objective }] = useAdSettings();
  return useMemo(() => {
    const items = rows.filter((row) => row.type !== PAGE_ROW_TYPE);
    return reachApi.cachedReach({ client: queryClient, adAccount: accountId, items, audience, objective });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `estimated` changes when new estimates are in the cache
  }, [rows, estimated, accountId, audience, objective]);
}
