// Flags the interests the platform is retiring in every research table (issue 14): their status and successor
// are asked once per session and id, then patched into the rows.
import { useEffect } from 'react';
import { isCancelled, useActiveAdAccount } from 'shared-graph';
import { interestsApi } from '../interests/interestsApi';
import type { InterestStatus } from '../interests/items';
import type { ResearchRow } from './rows';
import type { RowPatch } from './useReachTools';

/** What the platform said per id this session (null: nothing to flag). */
const known = new Map<string, InterestStatus | null>();

/** Forget what was learnt (tests). */
export function resetInterestStatus(): void {
  known.clear();
}

export function useInterestStatus(rows: readonly ResearchRow[], onPatch: (patch: RowPatch) => void) {
  const { accountId } = useActiveAdAccount();
  const candidates = rows.filter((row) => row.type !== 'page');
  const unknown = candidates.filter((row) => !known.has(row.id));
  const unpatched = candidates.filter((row) => known.get(row.id) && !row.status);
  const key = `${unknown.map((row) => row.id).join(',')}|${unpatched.map((row) => row.id).join(',')}`;

  useEffect(() => {
    if (key === '|' || !accountId) return;
    const controller = new AbortController();
    const patchKnown = () => {
      const patch: RowPatch = new Map();
      for (const row of candidates) {
        const status = known.get(row.id);
        if (status && !row.status) patch.set(row.id, { status });
      }
      if (patch.size > 0) onPatch(patch);
    };
    if (unknown.length === 0) {
      patchKnown();
      return;
    }
    interestsApi.interestStatus({ adAccount: accountId, items: unknown, signal: controller.signal }).then(
      (found) => {
        for (const row of unknown) known.set(row.id, found.get(row.id) ?? null);
        patchKnown();
      },
      (error: unknown) => {
        // A status check that fails flags nothing; the rows stay usable (SPEC §8: such failures are swallowed).
        if (!isCancelled(error)) for (const row of unknown) known.set(row.id, null);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the ids still to check or to patch
  }, [key, accountId]);
}
