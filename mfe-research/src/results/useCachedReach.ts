// Reach estimates are cached a day or an hour (SPEC §9): rows that come back (Back, a saved collection, a new
// search with the same interests) show what the cache still holds, without a request.
import { useEffect } from 'react';
import { useActiveAdAccount, useAdSettings, useAudienceSettings } from 'shared-graph';
import { reachApi } from '../reach/reachApi';
import type { ResearchRow } from './rows';
import type { RowPatch } from './useReachTools';

export function useCachedReach(rows: readonly ResearchRow[], onPatch: (patch: RowPatch) => void) {
  const { accountId } = useActiveAdAccount();
  const [audience] = useAudienceSettings();
  const [{ objective }] = useAdSettings();
  // Only the rows' identities matter: estimates arriving for the same rows must not ask again.
  const missing = rows.filter((row) => !row.reach && row.type !== 'page');
  const key = missing.map((row) => row.id).join(',');

  useEffect(() => {
    if (!key) return;
    let live = true;
    const items = rows.filter((row) => !row.reach && row.type !== 'page');
    reachApi.cachedReach({ adAccount: accountId, items, audience, objective }).then(
      (found) => {
        if (!live || found.size === 0) return;
        const patch: RowPatch = new Map();
        for (const [id, reach] of found) patch.set(id, { reach });
        onPatch(patch);
      },
      // A cache that cannot be read shows nothing more; the user can still estimate.
      () => undefined,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the ids that lack an estimate
  }, [key, accountId, audience, objective]);
}
