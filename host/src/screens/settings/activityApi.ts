import { formatCurrency } from 'shared-ui';
import { productApi, undoActivity, undoBatches, type ApiData, type UndoResult } from 'shared-graph';

/** One change in the log; `rule` is the automation rule that made it (on behalf of `user`, its creator). */
export type ActivityRecord = ApiData<'/api/user/team/{teamId}/activity'>[number];

/** Where a rule-made change is explained: the run's history entry, or the rule's history; null for a deleted rule. */
export function ruleRunLink(rule: NonNullable<ActivityRecord['rule']>): string | null {
  if (rule.id === null) return null;
  return rule.run_id === null ? `/rules/${rule.id}/history` : `/rules/${rule.id}/history?run=${rule.run_id}`;
}

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

const MONEY_FIELDS = new Set(['daily_budget', 'lifetime_budget', 'bid_amount', 'spend_cap']);
/** Written down with a change so it can be undone; not a change of its own. */
const BOOKKEEPING = new Set(['copy_id', 'async_session_id']);

/**
 * Describes a change as "field: before → after" pairs; with the account's `currency`, amounts (sent in minor
 * units) read as money: "daily_budget: IDR 100,000 → IDR 110,000".
 */
export function describeChanges(original: unknown, changes: unknown, currency?: string | null): string {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return changes === null || changes === undefined ? '' : JSON.stringify(changes);
  const before = original && typeof original === 'object' ? (original as Record<string, unknown>) : {};
  const show = (field: string, value: unknown) =>
    currency && MONEY_FIELDS.has(field) && value !== null && value !== '' && Number.isFinite(Number(value))
      ? formatCurrency(Number(value), currency)
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  return Object.entries(changes as Record<string, unknown>)
    .filter(([field]) => !BOOKKEEPING.has(field))
    .map(([field, value]) => (field in before ? `${field}: ${show(field, before[field])} → ${show(field, value)}` : `${field}: ${show(field, value)}`))
    .join('; ');
}

/** Undoes one change, or every change of its batch (a bulk change); one result per object. */
export function undoRecord(record: ActivityRecord, whole: boolean): Promise<UndoResult[]> {
  if (whole && record.batch_id) return undoBatches([{ teamId: record.team_id, batchId: record.batch_id }]);
  return undoActivity(record.team_id, record.id);
}

/** "Daily budget 407000" → the change's words for a button's name: "daily_budget, status". */
export function changedFields(changes: unknown): string {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return 'change';
  return Object.keys(changes).filter((field) => field !== 'copy_id' && field !== 'async_session_id').map((field) => field.replace(/_/g, ' ')).join(', ') || 'change';
}

/** An undo's result in words: "Restored: …", "Left as it is: …", "Not undone: …". */
export function undoResultWords(result: UndoResult): string {
  const lead = { restored: 'Restored', unchanged: 'Already as before', conflict: 'Left as it is', failed: 'Not undone', not_undoable: 'Cannot be undone', in_progress: 'Being undone' }[result.result];
  return `${lead}: ${result.message}`;
}
