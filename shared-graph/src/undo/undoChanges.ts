// Undo of a change made in Sasar (SPEC §7 activity log): the product server takes back the changes of one logged
// write request (a bulk change is one batch) where nothing changed them since, and answers per object in words.
import { productApi, type ApiData } from '../api/typed';
import type { ActivityBatchRef } from '../graph/types';
import { queryClient } from '../server-state/queryClient';
import { queryKeys } from '../server-state/queryKeys';

/** What an undo did with one object: restored, left as it is (conflict), unchanged, failed, or refused. */
export type UndoResult = ApiData<'/api/user/team/{teamId}/activity/batches/{batchId}/undo', 'post'>['results'][number];

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
