// Undo of a change made in Sasar (SPEC §7 activity log): the product server takes back the changes of one logged
// write request (a bulk change is one batch) where nothing changed them since, and answers per object in words.
import { productApi, type ApiData } from '../api/typed';
import type { ActivityBatchRef } from '../graph/types';
import type { WriteResult } from './assetWrites';

/** What an undo did with one object: restored, left as it is (conflict), unchanged, failed, or refused. */
export type UndoResult = ApiData<'/api/user/team/{teamId}/activity/batches/{batchId}/undo', 'post'>['results'][number];

/** The activity batches the accepted writes were logged in (a write of more than 50 objects spans several). */
export function undoBatchesOf(results: readonly WriteResult[]): ActivityBatchRef[] {
  const seen = new Map<string, ActivityBatchRef>();
  for (const result of results) if (result.ok && result.activity) seen.set(`${result.activity.teamId}:${result.activity.batchId}`, result.activity);
  return [...seen.values()];
}

/** Undoes every change of the batches; resolves with one result per object. */
export async function undoBatches(batches: readonly ActivityBatchRef[]): Promise<UndoResult[]> {
  const answers = await Promise.all(
    batches.map((batch) => productApi.post('/api/user/team/{teamId}/activity/batches/{batchId}/undo', { params: { teamId: batch.teamId, batchId: batch.batchId } })),
  );
  return answers.flatMap((answer) => answer.results);
}

/** Undoes one logged change of team `teamId`. */
export async function undoActivity(teamId: number, activityId: number): Promise<UndoResult[]> {
  return (await productApi.post('/api/user/team/{teamId}/activity/{id}/undo', { params: { teamId, id: activityId } })).results;
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
