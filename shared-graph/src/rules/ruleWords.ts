// How a rule reads as a sentence: scope, conditions, actions and schedule in words, as the rules list, the builder
// and the admin's template editor show it. Money and numbers are written by the caller's formatters (shared-ui's
// formatMoney / formatNumber): shared-graph does not import the design system, so `ruleWordsWith` binds them.
import { findMetric } from '../insights/metricCatalogue';
import type { RuleAction, RuleActionType, RuleCondition, RuleConditionItem, RuleDefinition, RuleLevel, RuleOperand, RuleOperator, RuleSchedule, RuleWindow } from './ruleDefinition';

export const LEVEL_WORDS: Record<RuleLevel, string> = { campaign: 'campaigns', adset: 'ad sets', ad: 'ads' };
export const WINDOW_WORDS: Record<RuleWindow, string> = {
  today: 'today',
  yesterday: 'yesterday',
  last_3d: 'the last 3 days',
  last_7d: 'the last 7 days',
  last_14d: 'the last 14 days',
  last_30d: 'the last 30 days',
  lifetime: 'its lifetime',
};
export const OPERATOR_WORDS: Record<RuleOperator, string> = { gt: '>', gte: '≥', lt: '<', lte: '≤', between: 'between', not_between: 'not between' };
export const ACTION_WORDS: Record<RuleActionType, string> = {
  pause: 'Pause',
  pause_today: 'Pause for today',
  unpause: 'Turn on',
  change_budget: 'Change the budget of',
  change_bid: 'Change the bid of',
  duplicate: 'Duplicate',
  notify: 'Notify me about',
};
export const OBJECT_FIELD_LABELS: Record<string, string> = { daily_budget: 'Daily budget', lifetime_budget: 'Lifetime budget', bid_amount: 'Bid amount' };
export const DAY_WORDS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The comparison in words (a sentence reads "… is above …", never a bare ">"). */
export const COMPARISON_WORDS: Record<RuleOperator, string> = {
  gt: 'is above',
  gte: 'is at least',
  lt: 'is below',
  lte: 'is at most',
  between: 'is between',
  not_between: 'is not between',
};

export function metricWords(id: string): string {
  return OBJECT_FIELD_LABELS[id] ?? findMetric(id)?.label ?? id;
}

/** The window as it follows a metric: "over the last 3 days", "today", "over its lifetime". */
export function windowPhrase(window: RuleWindow): string {
  if (window === 'today' || window === 'yesterday') return window;
  return `over ${WINDOW_WORDS[window]}`;
}

export function scheduleWords(schedule: RuleSchedule): string {
  switch (schedule.kind) {
    case 'every_30_minutes':
      return 'every 30 minutes';
    case 'hourly':
      return 'every hour';
    case 'daily':
      return `every day at ${schedule.time ?? '00:00'}`;
    case 'custom':
      return `on ${(schedule.days ?? []).map((d) => DAY_WORDS[d]).join(', ') || '…'} at ${(schedule.hours ?? []).map((h) => `${String(h).padStart(2, '0')}:00`).join(', ') || '…'}`;
  }
}

export function scopeWords(definition: RuleDefinition): string {
  const { level, ids, name_contains: fragment, statuses } = definition.scope;
  const parts = [LEVEL_WORDS[level]];
  if (ids && ids.length > 0) parts.push(`(${ids.length} chosen)`);
  if (fragment) parts.push(`named “…${fragment}…”`);
  if (statuses && statuses.length === 1) parts.unshift(statuses[0] === 'ACTIVE' ? 'active' : 'paused');
  return parts.join(' ');
}

/** How money and plain numbers are written (shared-ui's formatMoney and formatNumber have these shapes). */
export interface RuleValueFormat {
  formatMoney: (major: number, currency: string) => string;
  formatNumber: (value: number, decimals: number) => string;
}

export interface RuleWordsWithFormat {
  valueWords: (metric: string, value: number, currency: string | null) => string;
  conditionWords: (condition: RuleCondition, currency: string | null) => string;
  /** "Pause — active ad sets in Batik Lestari ID — when cost per purchase over the last 3 days is above IDR 150,000, checked every hour." */
  ruleSentence: (definition: RuleDefinition, accountName: string, currency: string | null) => string;
}

const isObjectField = (metric: string) => metric in OBJECT_FIELD_LABELS;

/** A metric with its window: "cost per purchase over the last 3 days", "daily budget" (a field has no window). */
function measureWords(metric: string, window: RuleWindow | undefined): string {
  const name = metricWords(metric).toLowerCase();
  return isObjectField(metric) || !window ? name : `${name} ${windowPhrase(window)}`;
}

/** The words that write values: money in the account's currency, other numbers plainly. */
export function ruleWordsWith({ formatMoney, formatNumber }: RuleValueFormat): RuleWordsWithFormat {
  function valueWords(metric: string, value: number, currency: string | null): string {
    const money = isObjectField(metric) || findMetric(metric)?.unit === 'money';
    return money && currency ? formatMoney(value, currency) : formatNumber(value, Number.isInteger(value) ? 0 : 2);
  }

  function operandWords(condition: RuleCondition, operand: RuleOperand | undefined, currency: string | null): string {
    if (!operand) return '…';
    if (operand.metric) {
      const factor = operand.factor ?? 1;
      const times = factor === 1 ? '' : `${Number.isFinite(factor) ? String(factor) : '…'} × `;
      const name = metricWords(operand.metric).toLowerCase();
      if (isObjectField(operand.metric)) return `${times}its ${name}`;
      const window = operand.window ?? condition.window;
      // The same period as the condition's own metric is not said twice.
      const when = !window ? '' : window === condition.window && !isObjectField(condition.metric) ? ' in the same period' : ` ${windowPhrase(window)}`;
      return `${times}its ${name}${when}`;
    }
    // What is not a number yet (being typed) reads as a gap, not as NaN or a dash.
    return operand.value === undefined || !Number.isFinite(operand.value) ? '…' : valueWords(condition.metric, operand.value, currency);
  }

  function conditionWords(condition: RuleCondition, currency: string | null): string {
    const range = condition.operator === 'between' || condition.operator === 'not_between';
    const right = range
      ? `${operandWords(condition, condition.value, currency)} and ${operandWords(condition, condition.value_to, currency)}`
      : operandWords(condition, condition.value, currency);
    return `${measureWords(condition.metric, condition.window)} ${COMPARISON_WORDS[condition.operator]} ${right}`;
  }

  /** A nested group reads in brackets, joined by its own and/or, so "a and (b or c)" says what the rule checks. */
  function itemWords(item: RuleConditionItem, currency: string | null): string {
    if (!('conditions' in item)) return conditionWords(item, currency);
    const words = item.conditions.map((c) => conditionWords(c, currency));
    return words.length === 1 ? words[0]! : `(${words.join(item.match === 'all' ? ' and ' : ' or ')})`;
  }

  function actionWords(action: RuleAction, currency: string | null): string {
    if (action.type === 'change_budget' || action.type === 'change_bid') {
      const what = action.type === 'change_budget' ? `${action.budget ?? 'daily'} budget` : 'bid';
      const amount = action.amount ?? 0;
      // An amount still being typed (not a number yet) reads as a gap, not as NaN, and says neither raise nor lower.
      const typed = Number.isFinite(amount);
      const money = (value: number) => (!Number.isFinite(value) ? '…' : currency ? formatMoney(value, currency) : String(value));
      const by = !typed ? '…' : action.by === 'percent' ? `${Math.abs(amount)} %` : money(Math.abs(amount));
      const limits = [action.floor != null ? `not below ${money(action.floor)}` : null, action.ceiling != null ? `not above ${money(action.ceiling)}` : null].filter(Boolean);
      return `${!typed ? 'change' : amount >= 0 ? 'raise' : 'lower'} the ${what} by ${by}${limits.length ? ` (${limits.join(', ')})` : ''}`;
    }
    if (action.type === 'notify') return 'notify me';
    return ACTION_WORDS[action.type].toLowerCase();
  }

  function ruleSentence(definition: RuleDefinition, accountName: string, currency: string | null): string {
    const joiner = definition.conditions.match === 'all' ? ' and ' : ' or ';
    const conditions = definition.conditions.items.map((item) => itemWords(item, currency)).join(joiner);
    const [first, ...rest] = definition.actions.map((action) => actionWords(action, currency));
    const actions = [first ? first.charAt(0).toUpperCase() + first.slice(1) : 'Act on', ...rest].join(' and ');
    return `${actions} — ${scopeWords(definition)} in ${accountName} — when ${conditions || '…'}, checked ${scheduleWords(definition.schedule)}.`;
  }

  return { valueWords, conditionWords, ruleSentence };
}
