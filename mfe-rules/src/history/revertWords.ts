// "Revert this run" in a buyer's words: which changes of a run a revert would take back (object, field, what the run
// set → what was there before), and what a revert run did with each (restored, left as it is because it changed since).
import { formatMoney, formatNumber } from 'shared-ui';
import type { ActionResult, ObjectReport, RunDetail, RunStatus, RunSummary } from '../api/rulesApi';
import { OUTCOME, TRIGGER_WORDS } from '../list/runOutcome';

export const RUN_TRIGGER_WORDS: Record<RunSummary['trigger'], string> = { ...TRIGGER_WORDS, revert: 'Revert' };

/** A revert run's outcome: "no match" there means nothing needed restoring. */
export function runOutcome(run: Pick<RunSummary, 'trigger' | 'status'>): (typeof OUTCOME)[RunStatus] {
  if (run.trigger !== 'revert') return OUTCOME[run.status];
  if (run.status === 'succeeded') return { label: 'Reverted', tone: 'success' };
  if (run.status === 'no_match') return { label: 'Nothing restored', tone: 'neutral' };
  if (run.status === 'partial') return { label: 'Partly reverted', tone: 'warning' };
  return OUTCOME[run.status];
}

const FIELD_WORDS: Record<string, string> = { status: 'Status', daily_budget: 'Daily budget', lifetime_budget: 'Lifetime budget', bid_amount: 'Bid', copy: 'Copy' };
const STATUS_WORDS: Record<string, string> = { ACTIVE: 'Active', PAUSED: 'Paused', DELETED: 'Deleted', ARCHIVED: 'Archived' };
const REVERTIBLE = new Set(['status', 'daily_budget', 'lifetime_budget', 'bid_amount']);

export const fieldWords = (field: string | undefined) => (field ? (FIELD_WORDS[field] ?? field) : '');

export function valueWords(field: string | undefined, value: unknown, currency: string | null): string {
  if (value === undefined || value === null) return '—';
  if (field === 'status') return STATUS_WORDS[String(value)] ?? String(value);
  if (typeof value === 'number') return currency ? formatMoney(value, currency) : formatNumber(value, 2);
  return String(value);
}

export const objectLabel = (object: Pick<ObjectReport, 'object_id' | 'object_name'>) => object.object_name || `ID ${object.object_id}`;

export interface RevertItem {
  object: ObjectReport;
  action: ActionResult;
}

/** The changes a revert of `run` would take back: every action done that set a status, budget or bid, or made a copy. */
export function revertItems(run: RunDetail): RevertItem[] {
  return run.objects.flatMap((object) =>
    object.actions
      .filter((action) => action.status === 'done' && (action.type === 'duplicate' ? typeof action.new === 'string' : action.field !== undefined && REVERTIBLE.has(action.field)))
      .map((action) => ({ object, action })),
  );
}

/** "Daily budget: Rp 407.000 → Rp 370.000", "Delete the paused copy (ID 123)". */
export function restoreWords(action: ActionResult, currency: string | null): string {
  if (action.type === 'duplicate') return `Delete the paused copy it made (ID ${String(action.new)})`;
  return `${fieldWords(action.field)}: ${valueWords(action.field, action.new, currency)} → ${valueWords(action.field, action.old, currency)}`;
}

/** One action of a revert run: old is what the reverted run had set, new what was put back. */
export function revertedWords(action: ActionResult, currency: string | null): string {
  const change =
    action.type === 'duplicate'
      ? `the paused copy (ID ${String(action.old)})`
      : `${fieldWords(action.field).toLowerCase()} ${valueWords(action.field, action.old, currency)} → ${valueWords(action.field, action.new, currency)}`;
  if (action.status === 'done') return action.type === 'duplicate' ? `Deleted ${change}` : `Restored ${change}`;
  if (action.status === 'failed') return `Not restored (${change}): ${action.error ?? 'the platform refused the change'}`;
  return action.error ?? `Left as it is (${change})`;
}

/** "2 restored, 1 left as it is". */
export function revertSummary(run: RunDetail): string {
  const actions = run.objects.flatMap((o) => o.actions);
  const restored = actions.filter((a) => a.status === 'done').length;
  const left = actions.filter((a) => a.status === 'skipped').length;
  const failed = actions.filter((a) => a.status === 'failed').length;
  const parts = [`${restored} restored`];
  if (left > 0) parts.push(`${left} left as ${left === 1 ? 'it is' : 'they are'}`);
  if (failed > 0) parts.push(`${failed} not restored`);
  return parts.join(', ');
}
