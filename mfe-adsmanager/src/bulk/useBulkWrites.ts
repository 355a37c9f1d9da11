// Runs a bulk change as one batch (chunks of 50, Meta's batch limit) with one progress bar and a result per row.
import { useState } from 'react';
import { isThrottled, MAX_BATCH_SIZE } from 'shared-graph';
import { notifyWritten } from '../writes/undoToast';
import { useAssetWrites } from '../writes/useAssetMutations';
import type { AssetWrite, WriteResult } from '../writes/assetWrites';
import { parentLine } from '../asset-table/assetContext';
import { requestFailureText, writeErrorText } from '../common/writeErrors';

export interface RowResult {
  id: string;
  name: string;
  /** Its campaign (and ad set), to tell same-named rows apart: "Campaign: Sales | ID". */
  parent: string | null;
  ok: boolean;
  message: string | null;
  /** Held back by the platform's throttle: nothing was sent for this row. */
  throttled: boolean;
}

export interface BulkRun {
  /** `confirm`: what the change is ("Pause 3 ad sets"); when given, a toast confirms what was changed, with its Undo. */
  run: (writes: AssetWrite[], confirm?: string) => Promise<RowResult[]>;
  running: boolean;
  /** 0–100 while running and after. */
  percent: number;
  results: RowResult[] | null;
  reset: () => void;
}

export function useBulkWrites(): BulkRun {
  const writes = useAssetWrites();
  const [percent, setPercent] = useState(0);
  const [results, setResults] = useState<RowResult[] | null>(null);
  const [running, setRunning] = useState(false);
  return {
    running,
    percent,
    results,
    reset: () => {
      setResults(null);
      setPercent(0);
    },
    run: async (all, confirm) => {
      setRunning(true);
      setResults(null);
      setPercent(0);
      const out: RowResult[] = [];
      const accepted: WriteResult[] = [];
      for (let start = 0; start < all.length; start += MAX_BATCH_SIZE) {
        const chunk = all.slice(start, start + MAX_BATCH_SIZE);
        try {
          const answers = await writes.mutateAsync(chunk);
          accepted.push(...answers.filter((answer) => answer?.ok));
          chunk.forEach((w, i) => {
            const answer = answers[i];
            const message = writeErrorText(answer);
            out.push({ id: w.asset.id, name: w.asset.name, parent: parentLine(w.asset), ok: message === null, message, throttled: !!answer && !answer.ok && isThrottled(answer.error) });
          });
        } catch (err) {
          // The whole call failed: none of this chunk is known to have applied.
          const message = requestFailureText(err);
          for (const w of chunk) out.push({ id: w.asset.id, name: w.asset.name, parent: parentLine(w.asset), ok: false, message, throttled: isThrottled(err) });
        }
        setPercent(Math.round(((start + chunk.length) / all.length) * 100));
      }
      setResults(out);
      setRunning(false);
      // A delete cannot be undone: only other changes offer an Undo.
      if (confirm && accepted.length > 0 && all.every((w) => w.change.kind !== 'delete')) {
        const changed = accepted.length === 1 ? '1 object changed' : `${accepted.length} objects changed`;
        notifyWritten(`${confirm}: ${changed}.`, accepted, `${confirm} (${changed})`);
      }
      return out;
    },
  };
}
