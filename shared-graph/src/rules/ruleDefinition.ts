// An automation rule as the product API takes it: derived from the route schema (server/src/rules/definition.ts →
// the OpenAPI document → schema.gen.ts), so the server declares it once. The one refinement is the condition list:
// the schema takes each item as a condition or a group in one object; here an item is one or the other.
import type { ApiBody } from '../api/types';

// The template route takes the definition as one field, exactly `ruleDefinition`'s schema.
type ApiRuleDefinition = ApiBody<'/api/admin/rule-templates', 'post'>['definition'];
type ApiConditionItem = ApiRuleDefinition['conditions']['items'][number];

export type RuleCondition = NonNullable<ApiConditionItem['conditions']>[number];
/** The right-hand side of a comparison: a number, or `factor × metric` (over its own window, default the condition's). */
export type RuleOperand = RuleCondition['value'];
export type RuleWindow = NonNullable<RuleCondition['window']>;
export type RuleOperator = RuleCondition['operator'];
export type RuleMatch = NonNullable<ApiConditionItem['match']>;

/** One level of nesting: a group of the top-level list holds conditions only. */
export interface RuleConditionGroup {
  match: RuleMatch;
  conditions: RuleCondition[];
}

export type RuleConditionItem = RuleCondition | RuleConditionGroup;

export type RuleAction = ApiRuleDefinition['actions'][number];
export type RuleActionType = RuleAction['type'];
export type RuleSchedule = ApiRuleDefinition['schedule'];
export type RuleScheduleKind = RuleSchedule['kind'];
export type RuleScope = ApiRuleDefinition['scope'];
export type RuleLevel = RuleScope['level'];

export type RuleDefinition = Omit<ApiRuleDefinition, 'conditions'> & {
  conditions: { match: RuleMatch; items: RuleConditionItem[] };
};

export function isRuleConditionGroup(item: RuleConditionItem): item is RuleConditionGroup {
  return 'conditions' in item;
}

/**
 * A sound rule: pause active ad sets that spent over 100,000 (account currency) in 3 days while their cost per
 * purchase runs 30 % over its own 30-day level. Money is in the account currency's major units.
 */
export function sampleRuleDefinition(overrides: Partial<RuleDefinition> = {}): RuleDefinition {
  return {
    name: 'Stop-loss on cost per purchase',
    scope: { level: 'adset', statuses: ['ACTIVE'] },
    conditions: {
      match: 'all',
      items: [
        { metric: 'spend', window: 'last_3d', operator: 'gt', value: { value: 100_000 } },
        { metric: 'cost_per_purchase', window: 'last_3d', operator: 'gt', value: { factor: 1.3, metric: 'cost_per_purchase', window: 'last_30d' } },
      ],
    },
    actions: [{ type: 'pause' }],
    schedule: { kind: 'hourly' },
    cooldown_hours: 24,
    max_executions_per_object: null,
    enabled: true,
    ...overrides,
  };
}
