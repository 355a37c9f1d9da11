// A run's report in a buyer's words: each object by name with its parents, each change before → after (money in
// the account's currency, statuses in words), why an object was not acted on, and changes counted apart from
// notifications (a notification is not a change).
import { formatMoney, formatNumber } from 'shared-ui';
import type { ActionResult, ConditionResult, ObjectReport, RunReport } from '../api/rulesApi';
import { metricWords, OPERATOR_WORDS, valueWords, WINDOW_WORDS } from '../builder/ruleWords';

const STATUS_WORDS: Record<string, string> = { ACTIVE: 'Active', PAUSED: 'Paused', DELETED: 'Deleted', ARCHIVED: 'Archived' };
const FIELD_WORDS: Record<string, string> = { status: 'Status', daily_budget: 'Daily budget', lifetime_budget: 'Lifetime budget', bid_amount: 'Bid amount' };
const ACTION_NAMES: Record<ActionResult['type'], string> = {
  pause: 'Pause',
  pause_today: 'Pause for today',
  unpause: 'Turn on',
  change_budget: 'Change the budget',
  change_bid: 'Change the bid',
  duplicate: 'Make a paused copy',
  notify: 'Notify',
};

export const statusWords = (status: string) => STATUS_WORDS[status] ?? status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');

export function objectName(object: Pick<ObjectReport, 'object_id' | 'object_name'>): string {
  return object.object_name || `ID ${object.object_id}`;
}

/** "Ad set “Broad 25-34” · Campaign “Ramadan”": the parents that tell same-named objects apart, or ''. */
export function parentWords(object: Pick<ObjectReport, 'campaign_name' | 'adset_name'>): string {
  return [object.adset_name ? `Ad set “${object.adset_name}”` : null, object.campaign_name ? `Campaign “${object.campaign_name}”` : null].filter(Boolean).join(' · ');
}

function fieldValue(field: string | undefined, value: unknown, currency: string | null): string {
  if (value === undefined || value === null) return '—';
  if (field === 'status') return statusWords(String(value));
  if (typeof value === 'number') return currency ? formatMoney(value, currency) : formatNumber(value, 2);
  return String(value);
}

/** "Pause: Active → Paused", "Change the budget: daily budget Rp 370.000 → Rp 373.700". */
export function changeWords(action: ActionResult, currency: string | null): string {
  const name = ACTION_NAMES[action.type];
  if (action.type === 'notify' || action.type === 'duplicate') return name;
  const field = action.field && action.field !== 'status' ? `${(FIELD_WORDS[action.field] ?? action.field).toLowerCase()} ` : '';
  if (action.old === undefined && action.new === undefined) return name;
  return `${name}: ${field}${fieldValue(action.field, action.old, currency)} → ${fieldValue(action.field, action.new, currency)}`;
}

export function conditionLabel(condition: Pick<ConditionResult, 'metric' | 'window'>): string {
  return `${metricWords(condition.metric)}${condition.window ? ` (${WINDOW_WORDS[condition.window]})` : ''}`;
}

/** The threshold the value was compared with: "> Rp 150.000", "between 2 and 3". */
export function thresholdWords(condition: ConditionResult, currency: string | null): string {
  const side = (value: number | null | undefined) => (value === null || value === undefined ? '—' : valueWords(condition.metric, value, currency));
  const range = condition.operator === 'between' || condition.operator === 'not_between';
  return range ? `${OPERATOR_WORDS[condition.operator]} ${side(condition.right)} and ${side(condition.right_to)}` : `${OPERATOR_WORDS[condition.operator]} ${side(condition.right)}`;
}

export const conditionValue = (condition: ConditionResult, currency: string | null) => (condition.left === null ? '—' : valueWords(condition.metric, condition.left, currency));

/** What happens to the object, or why nothing does. */
export function outcomeWords(object: ObjectReport, currency: string | null): string {
  if (object.skipped) return `Left alone: ${object.skipped}`;
  if (!object.matched) {
    const failed = object.conditions.filter((c) => !c.result);
    const why = failed.map((c) => `${conditionLabel(c).replace(/^./, (l) => l.toLowerCase())} is ${conditionValue(c, currency)}, not ${thresholdWords(c, currency)}${c.reason ? ` — ${c.reason}` : ''}`);
    return why.length ? `Not matched: ${why.join('; ')}` : 'Not matched';
  }
  if (object.actions.length === 0) return 'Matched';
  return object.actions
    .map((action) => {
      const words = changeWords(action, currency);
      if (action.status === 'skipped') return `${ACTION_NAMES[action.type]} not needed: ${action.error ?? 'nothing to change'}`;
      if (action.status === 'failed') return `${words} failed${action.error ? `: ${action.error}` : ''}`;
      return words;
    })
    .join('; ');
}

export interface PlannedChange {
  object: ObjectReport;
  action: ActionResult;
}

/** The platform changes a dry run says Run now would make (notifications apart). */
export function plannedChanges(report: RunReport): PlannedChange[] {
  return report.objects.flatMap((object) => object.actions.filter((a) => a.status === 'would' && a.type !== 'notify').map((action) => ({ object, action })));
}

/** The objects a notification would be sent about. */
export function plannedNotices(report: RunReport): ObjectReport[] {
  return report.objects.filter((object) => object.actions.some((a) => a.type === 'notify' && a.status === 'would'));
}

export interface RunCounts {
  matched: number;
  changed: number;
  notified: number;
  failed: number;
}

/** A finished run's counts: changes made on the platform, and notifications, apart. */
export function runCounts(report: RunReport): RunCounts {
  const actions = report.objects.flatMap((object) => object.actions);
  return {
    matched: report.objects_matched,
    changed: actions.filter((a) => a.status === 'done' && a.type !== 'notify').length,
    notified: report.objects.filter((o) => o.actions.some((a) => a.type === 'notify' && a.status === 'done')).length,
    failed: actions.filter((a) => a.status === 'failed').length,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Run finished: 5 matched, 5 changes made, a notification about 5 objects." */
export function runCountsWords(counts: RunCounts): string {
  const parts = [`${counts.matched} matched`, plural(counts.changed, 'change made', 'changes made')];
  if (counts.notified > 0) parts.push(`a notification about ${plural(counts.notified, 'object', 'objects')}`);
  if (counts.failed > 0) parts.push(`${counts.failed} failed`);
  return `Run finished: ${parts.join(', ')}.`;
}
