import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled, notify, useActiveAdAccount, useAdSettings, useAudienceSettings } from 'shared-graph';
import { reachApi } from '../reach/reachApi';
import type { ResearchRow } from './rows';

export type RowPatch = Map<string, Partial<ResearchRow>>;

/** Overlap comparisons per run: the rows of the table page (at most 100). */
export const MAX_OVERLAP_COMPARISONS = 100;

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * "Estimate reach" and "Overlap" for a table: they call the research layer with the session's audience, objective
 * and ad account, and hand the results to `onPatch` keyed by row id. A newer run cancels the older one.
 */
export function useReachTools(onPatch: (patch: RowPatch) => void) {
  const { accountId } = useActiveAdAccount();
  const [audience] = useAudienceSettings();
  const [adSettings] = useAdSettings();
  const [busy, setBusy] = useState<'reach' | 'overlap' | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (kind: 'reach' | 'overlap', work: (signal: AbortSignal) => Promise<RowPatch>, fallback: string) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setBusy(kind);
      try {
        onPatch(await work(own.signal));
      } catch (error) {
        if (!isCancelled(error)) notify.error(messageOf(error, fallback));
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setBusy(null);
        }
      }
    },
    [onPatch],
  );

  const estimateReach = useCallback(
    (items: ResearchRow[]) =>
      run(
        'reach',
        async (signal) => {
          const estimates = await reachApi.estimateReach({ adAccount: accountId, items, audience, objective: adSettings.objective, signal });
          const patch: RowPatch = new Map();
          for (const [id, reach] of estimates) patch.set(id, { reach });
          return patch;
        },
        'Unable to estimate reach',
      ),
    [run, accountId, audience, adSettings.objective],
  );

  const estimateOverlap = useCallback(
    (selected: ResearchRow[], comparisons: ResearchRow[]) =>
      run(
        'overlap',
        async (signal) => {
          const results = await reachApi.estimateOverlap({
            adAccount: accountId,
            selected,
            comparisons: comparisons.slice(0, MAX_OVERLAP_COMPARISONS),
            audience,
            objective: adSettings.objective,
            signal,
          });
          const patch: RowPatch = new Map();
          for (const [id, result] of results) patch.set(id, { ...result });
          return patch;
        },
        'Unable to estimate overlap',
      ),
    [run, accountId, audience, adSettings.objective],
  );

  return { busy, estimateReach, estimateOverlap };
}

/** Applies a patch to rows (unchanged rows keep their identity). */
export function applyPatch<T extends ResearchRow>(rows: readonly T[], patch: RowPatch): T[] {
  if (patch.size === 0) return rows as T[];
  return rows.map((row) => {
    const change = patch.get(row.id);
    return change ? { ...row, ...change } : row;
  });
}
