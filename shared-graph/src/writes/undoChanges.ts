// Undo of a change made in Sasar (SPEC §7 activity log): the product server takes back the changes of one logged
// write request (a bulk change is one batch) where nothing changed them since, and answers per object in words.
import { productApi, type ApiData } from '../api/typed';
import type { ActivityBatchRef } from '../graph/types';
import { queryClient } from '../server-state/queryClient';
import { queryKeys } from '../server-state/queryKeys';
import type { WriteResult } from './assetWrites';

/** What an undo did with one object: restored, left as it is (conflict), unchanged, failed, or refused. */
export type UndoResult = ApiData<'/api/user/team/{teamId}/activity/batches/{batchId}/undo', 'post'>['results'][number];

/** The activity batches the accepted writes were logged in (a write of more than 50 objects spans several). */
export function undoBatchesOf(results: readonly WriteResult[]): ActivityBatchRef[] {
  const seen = new Map<string, ActivityBatchRef>();
  for (const result of results) if (result.ok && result.activity) seen.set(`${result.activity.teamId}:${result.activity.batchId}`, result.activity);
  return [...seen.values()];
}

/** What an undo may have changed is read again: the team's lists and figures, and its activity log. */
function readAgain(teamId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...queryKeys.graph(), teamId] }),
    queryClient.invalidateQueries({ queryKey: queryKeys.apiResource(`user/team/${teamId}/activity`).slice(0, 2) }),
  ]);
}

/** Undoes every change of the batches; resolves with one result per object. */
export async function undoBatches(batches: readonly ActivityBatchRef[]): Promise<UndoResult[]> {
  const answers = await Promise.all(
    batches.map((batch) => productApi.post('/api/user/team/{teamId}/activity/batches/{batchId}/undo', { params: { teamId: batch.teamId, batchId: batch.batchId } })),
  );
  // Not awaited: the answer is shown at once, the lists follow.
  for (const teamId of new Set(batches.map((batch) => batch.teamId))) void readAgain(teamId);
  return answers.flatMap((answer) => answer.results);
}

/** Undoes one logged change of team `teamId`. */
export async function undoActivity(teamId: number, activityId: number): Promise<UndoResult[]> {
  const answer = await productApi.post('/api/user/team/{teamId}/activity/{id}/undo', { params: { teamId, id: activityId } });
  void readAgain(teamId);
  return answer.results;
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
