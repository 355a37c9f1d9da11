/**
 * Evaluating a rule's conditions for one object: each side of each comparison read from the object's metric
 * values (catalogue metrics over windows) or its own fields (budgets, bid), every comparison recorded with the
 * numbers it used, so the history can say why the rule acted.
 */
import {
  isConditionGroup,
  isObjectField,
  type ConditionItem,
  type RuleCondition,
  type RuleDefinition,
  type RuleOperand,
  type RuleWindow,
} from './definition';
import type { ConditionResult } from './table';

/** What the engine knows about one object of the rule's scope, money in major units. */
export interface ObjectSnapshot {
  id: string;
  name: string;
  status: string;
  effectiveStatus: string;
  dailyBudget: number | null;
  lifetimeBudget: number | null;
  bidAmount: number | null;
  bidStrategy: string | null;
  /** The campaign an ad set or ad belongs to, and an ad's ad set (`campaign{name}`, `adset{name}`), when read. */
  campaignName?: string | null;
  adsetName?: string | null;
}

/** `metric@window` → value, for the insights metrics the rule reads. */
export type MetricValues = Record<string, number>;

export const metricKey = (metric: string, window: RuleWindow) => `${metric}@${window}`;

/**
 * The `metric@window` keys of an object's values that no insights row backed (the object had no delivery in the
 * window): their value is counted as 0, and the comparison says so. Kept beside the values (not in them) so the
 * values stay the numbers the report stores.
 */
const noData = new WeakMap<MetricValues, Set<string>>();

export function markNoData(values: MetricValues, key: string): void {
  if (!noData.has(values)) noData.set(values, new Set());
  noData.get(values)!.add(key);
}

const hasNoData = (values: MetricValues, key: string) => noData.get(values)?.has(key) ?? false;

const WINDOW_WORDS: Record<RuleWindow, string> = {
  today: 'today',
  yesterday: 'yesterday',
  last_3d: 'over the last 3 days',
  last_7d: 'over the last 7 days',
  last_14d: 'over the last 14 days',
  last_30d: 'over the last 30 days',
  lifetime: 'over its lifetime',
};

const FIELD_WORDS: Record<string, string> = { daily_budget: 'daily budget', lifetime_budget: 'lifetime budget', bid_amount: 'bid amount' };

/** Every (metric, window) pair the rule reads from insights, grouped by window. */
export function metricReads(definition: RuleDefinition): Map<RuleWindow, Set<string>> {
  const reads = new Map<RuleWindow, Set<string>>();
  const add = (metric: string | undefined, window: RuleWindow | undefined) => {
    if (!metric || !window || isObjectField(metric)) return;
    if (!reads.has(window)) reads.set(window, new Set());
    reads.get(window)!.add(metric);
  };
  for (const condition of allConditions(definition)) {
    add(condition.metric, condition.window);
    for (const operand of [condition.value, condition.value_to]) add(operand?.metric, operand?.window ?? condition.window);
  }
  return reads;
}

export function allConditions(definition: RuleDefinition): RuleCondition[] {
  return (definition.conditions.items as ConditionItem[]).flatMap((item) => (isConditionGroup(item) ? item.conditions : [item]));
}

function fieldValue(object: ObjectSnapshot, field: string): number | null {
  if (field === 'daily_budget') return object.dailyBudget;
  if (field === 'lifetime_budget') return object.lifetimeBudget;
  if (field === 'bid_amount') return object.bidAmount;
  return null;
}

function read(object: ObjectSnapshot, values: MetricValues, metric: string, window: RuleWindow | undefined): number | null {
  if (isObjectField(metric)) return fieldValue(object, metric);
  return window ? (values[metricKey(metric, window)] ?? 0) : null;
}

function operandValue(object: ObjectSnapshot, values: MetricValues, operand: RuleOperand | undefined, window: RuleWindow | undefined): number | null {
  if (!operand) return null;
  if (operand.value !== undefined) return operand.value;
  if (!operand.metric) return null;
  const base = read(object, values, operand.metric, operand.window ?? window);
  return base === null ? null : base * (operand.factor ?? 1);
}

export function compare(operator: RuleCondition['operator'], left: number, right: number, rightTo: number | null): boolean {
  switch (operator) {
    case 'gt':
      return left > right;
    case 'gte':
      return left >= right;
    case 'lt':
      return left < right;
    case 'lte':
      return left <= right;
    case 'between':
      return rightTo !== null && left >= right && left <= rightTo;
    case 'not_between':
      return rightTo !== null && (left < right || left > rightTo);
  }
}

/** Why a side of a comparison has no real number: an own field the object lacks, or a window without data. */
function sideReason(object: ObjectSnapshot, values: MetricValues, metric: string | undefined, window: RuleWindow | undefined): string | null {
  if (!metric) return null;
  if (isObjectField(metric)) {
    if (fieldValue(object, metric) !== null) return null;
    return metric === 'bid_amount' ? 'has no bid amount (its bid strategy sets none)' : `has no ${FIELD_WORDS[metric]} of its own`;
  }
  return window && hasNoData(values, metricKey(metric, window)) ? `no data ${WINDOW_WORDS[window]} (counted as 0)` : null;
}

function evaluateCondition(object: ObjectSnapshot, values: MetricValues, condition: RuleCondition, path: string): ConditionResult {
  const left = read(object, values, condition.metric, condition.window);
  const right = operandValue(object, values, condition.value, condition.window);
  const range = condition.operator === 'between' || condition.operator === 'not_between';
  const rightTo = range ? operandValue(object, values, condition.value_to, condition.window) : null;
  // A missing side (an ad set without its own budget) never satisfies a comparison.
  const result = left !== null && right !== null && (!range || rightTo !== null) && compare(condition.operator, left, right, rightTo);
  const reasons = [
    sideReason(object, values, condition.metric, condition.window),
    sideReason(object, values, condition.value?.metric, condition.value?.window ?? condition.window),
    range ? sideReason(object, values, condition.value_to?.metric, condition.value_to?.window ?? condition.window) : null,
  ].filter((reason, at, all): reason is string => reason !== null && all.indexOf(reason) === at);
  return {
    path,
    metric: condition.metric,
    window: isObjectField(condition.metric) ? null : (condition.window ?? null),
    operator: condition.operator,
    left,
    right,
    ...(range ? { right_to: rightTo } : {}),
    result,
    ...(reasons.length > 0 ? { reason: reasons.join('; ') } : {}),
  };
}

const combine = (match: 'all' | 'any', results: boolean[]) => (match === 'all' ? results.every(Boolean) : results.some(Boolean));

export interface Evaluation {
  matched: boolean;
  conditions: ConditionResult[];
}

/** Whether the object matches the rule, with every comparison's numbers (every condition is evaluated, for the record). */
export function evaluateObject(definition: RuleDefinition, object: ObjectSnapshot, values: MetricValues): Evaluation {
  const conditions: ConditionResult[] = [];
  const outcomes = (definition.conditions.items as ConditionItem[]).map((item, index) => {
    if (isConditionGroup(item)) {
      const inner = item.conditions.map((condition, at) => evaluateCondition(object, values, condition, `${index}.${at}`));
      conditions.push(...inner);
      return combine(item.match, inner.map((r) => r.result));
    }
    const result = evaluateCondition(object, values, item, String(index));
    conditions.push(result);
    return result.result;
  });
  return { matched: combine(definition.conditions.match, outcomes), conditions };
}
