import { productApi, undoBatches, type ApiData, type UndoResult } from 'shared-graph';
import { undoActivity } from 'shared-graph/host';

/**
 * One change in the log; `rule` is the automation rule that made it (on behalf of `user`, its creator), with the
 * link the server gives to the page that explains it.
 */
export type ActivityRecord = ApiData<'/api/user/team/{teamId}/activity'>[number];

export interface ActivityQuery {
  page: number;
  member?: string;
  objectType?: string;
  q?: string;
}

export function listActivity(teamId: number, query: ActivityQuery, signal?: AbortSignal) {
  const search: { page: string; member?: string; object_type?: string; q?: string } = { page: String(query.page) };
  if (query.member) search.member = query.member;
  if (query.objectType) search.object_type = query.objectType;
  if (query.q?.trim()) search.q = query.q.trim();
  return productApi.page.get('/api/user/team/{teamId}/activity', { params: { teamId }, query: search, signal });
}

/** Undoes one change, or every change of its batch (a bulk change); one result per object. */
export function undoRecord(record: ActivityRecord, whole: boolean): Promise<UndoResult[]> {
  if (whole && record.batch_id) return undoBatches([{ teamId: record.team_id, batchId: record.batch_id }]);
  return undoActivity(record.team_id, record.id);
}

/** Settings whose API name is not what a buyer calls them. */
const FIELD_WORDS: Record<string, string> = { targeting: 'audience', adlabels: 'labels', copies: 'copy', stop_time: 'end time' };

/** The change's settings for a button's name: "daily budget, status", "audience, labels". */
export function changedFields(changes: unknown): string {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return 'change';
  return Object.keys(changes).filter((field) => field !== 'copy_id' && field !== 'async_session_id').map((field) => FIELD_WORDS[field] ?? field.replace(/_/g, ' ')).join(', ') || 'change';
}

/** An undo's result in words: "Restored: …", "Left as it is: …", "Not undone: …". */
export function undoResultWords(result: UndoResult): string {
  const lead = { restored: 'Restored', unchanged: 'Already as before', conflict: 'Left as it is', failed: 'Not undone', not_undoable: 'Cannot be undone', in_progress: 'Being undone' }[result.result];
  return `${lead}: ${result.message}`;
}
