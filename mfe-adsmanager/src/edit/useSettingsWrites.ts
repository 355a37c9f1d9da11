// Sends the editor's writes (one batch per 50, through the proxy so each is logged for the activity log) and answers
// per object: done, or the platform's refusal with the error itself (to place it beside its setting).
import { useState } from 'react';
import { isThrottled, MAX_BATCH_SIZE } from 'shared-graph';
import { useAssetWrites } from '../writes/useAssetMutations';
import type { AssetWrite, WriteResult } from '../writes/assetWrites';
import { parentLine } from '../asset-table/assetContext';
import type { RowResult } from '../bulk/useBulkWrites';
import { requestFailureText, writeErrorText } from '../common/writeErrors';

export interface SavedRow extends RowResult {
  /** The platform's refusal (or the failed request), null when done or when it did not say. */
  error: unknown;
  /** The accepted write's result (its activity batch: the toast's Undo). */
  result: WriteResult | null;
}

export function useSettingsWrites() {
  const writes = useAssetWrites();
  const [running, setRunning] = useState(false);
  const save = async (all: readonly AssetWrite[]): Promise<SavedRow[]> => {
    setRunning(true);
    const rows: SavedRow[] = [];
    try {
      for (let start = 0; start < all.length; start += MAX_BATCH_SIZE) {
        const chunk = all.slice(start, start + MAX_BATCH_SIZE);
        const base = (w: AssetWrite) => ({ id: w.asset.id, name: w.asset.name, parent: parentLine(w.asset) });
        try {
          const answers = await writes.mutateAsync([...chunk]);
          chunk.forEach((w, i) => {
            const answer = answers[i];
            const message = writeErrorText(answer);
            const error = answer && !answer.ok ? answer.error : null;
            rows.push({ ...base(w), ok: message === null, message, throttled: error !== null && isThrottled(error), error, result: answer?.ok ? answer : null });
          });
        } catch (error) {
          // The whole call failed: none of this chunk is known to have applied.
          for (const w of chunk) rows.push({ ...base(w), ok: false, message: requestFailureText(error), throttled: isThrottled(error), error, result: null });
        }
      }
    } finally {
      setRunning(false);
    }
    return rows;
  };
  return { save, running };
}
