// What a write's confirmation toast undoes, and the undo's answer in one sentence.
import type { ActivityBatchRef, UndoResult } from 'shared-graph';
import type { WriteResult } from './assetWrites';

/** The activity batches the accepted writes were logged in (a write of more than 50 objects spans several). */
export function undoBatchesOf(results: readonly WriteResult[]): ActivityBatchRef[] {
  const seen = new Map<string, ActivityBatchRef>();
  for (const result of results) if (result.ok && result.activity) seen.set(`${result.activity.teamId}:${result.activity.batchId}`, result.activity);
  return [...seen.values()];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * An undo's results in one sentence for a toast, and whether everything came back: "Undone: 2 restored." or
 * "1 restored; Wanita 25-44: Daily budget is now USD 40.00, not the USD 44.00 this change set: left as it is."
 */
export function undoSummary(results: readonly UndoResult[]): { complete: boolean; message: string } {
  const restored = results.filter((result) => result.result === 'restored' || result.result === 'unchanged');
  const others = results.filter((result) => !(result.result === 'restored' || result.result === 'unchanged'));
  const head = restored.length > 0 ? `${plural(restored.length, 'change')} undone` : 'Nothing was undone';
  if (others.length === 0) return { complete: true, message: `Undone: ${plural(restored.length, 'object')} back as before.` };
  const named = others.slice(0, 3).map((result) => `${result.object_name || result.object_id}: ${result.message}`);
  const more = others.length > 3 ? ` …and ${others.length - 3} more (see the activity log).` : '';
  return { complete: false, message: `${head}. ${named.join(' ')}${more}` };
}
