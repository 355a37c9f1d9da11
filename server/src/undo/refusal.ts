import type { teamActivities } from '../activity/table';

type ActivityRow = typeof teamActivities.$inferSelect;

/** Parameters a write carries that are not a change of the object. */
export const IDENTIFYING = new Set(['access_token', 'fields', 'execution_options', 'copy_id', 'async_session_id']);

export const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Why a change cannot be undone (in words), or null when it can. */
export function undoRefusal(row: Pick<ActivityRow, 'original' | 'changes' | 'ruleId' | 'ruleName'>): string | null {
  const changes = asRecord(row.changes);
  if (row.ruleName !== null) return 'A rule’s change is taken back with Revert in the rule’s history.';
  if (changes.status === 'DELETED') return 'A deleted object cannot be brought back: Meta does not undo a delete.';
  if ('copies' in changes) return typeof changes.copy_id === 'string' || typeof changes.async_session_id === 'string' ? null : 'The copy’s id was not recorded, so it cannot be deleted from here.';
  const original = asRecord(row.original);
  const fields = Object.keys(changes).filter((field) => !IDENTIFYING.has(field) && field in original);
  return fields.length > 0 ? null : 'The value before this change was not recorded, so there is nothing to restore.';
}

