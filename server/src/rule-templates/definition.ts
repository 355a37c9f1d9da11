/**
 * The rule definition a template carries. Until the rules engine's own schema (server/src/rules) is on main this is
 * the same shape written here and validated at the edge: what to watch (level, conditions over a time range) and
 * what to do (action), with a cooldown. When server/src/rules lands, this file re-exports its schema instead.
 */
import Type, { type Static } from 'typebox';
import { Int, OneOf, Text } from '../http/fields';

export const RULE_LEVELS = ['campaign', 'adset', 'ad'] as const;
export const RULE_OPERATORS = ['gt', 'gte', 'lt', 'lte'] as const;
export const RULE_TIME_RANGES = ['today', 'yesterday', 'last_3d', 'last_7d', 'last_14d', 'last_30d', 'lifetime'] as const;
export const RULE_ACTIONS = ['pause', 'activate', 'increase_budget', 'decrease_budget', 'notify'] as const;

export const ruleCondition = Type.Object(
  {
    metric: Text({ title: 'metric', maxLength: 64, pattern: '^[a-z][a-z0-9_]{0,63}$', invalid: 'A metric must be a catalogue id such as cost_per_purchase.' }),
    operator: OneOf(RULE_OPERATORS, { title: 'comparison' }),
    value: Type.Number({ title: 'threshold', minimum: 0, maximum: 1e12 }),
  },
  { additionalProperties: false },
);

export const ruleDefinition = Type.Object(
  {
    level: OneOf(RULE_LEVELS, { title: 'level' }),
    conditions: Type.Array(ruleCondition, { title: 'conditions', minItems: 1, maxItems: 10 }),
    time_range: OneOf(RULE_TIME_RANGES, { title: 'time range' }),
    action: Type.Object(
      {
        type: OneOf(RULE_ACTIONS, { title: 'action' }),
        percent: Type.Optional(Int({ title: 'budget change (percent)', minimum: 1, maximum: 1000 })),
      },
      { additionalProperties: false },
    ),
    cooldown_minutes: Type.Optional(Int({ title: 'cooldown (minutes)', minimum: 0, maximum: 10080 })),
  },
  { additionalProperties: false, title: 'rule definition' },
);

export type RuleDefinition = Static<typeof ruleDefinition>;

/** Rules the schema cannot say: a budget action needs its percentage, other actions take none. */
export function definitionProblem(definition: RuleDefinition): string | null {
  const budget = definition.action.type === 'increase_budget' || definition.action.type === 'decrease_budget';
  if (budget && definition.action.percent === undefined) return 'A budget action needs the percentage to change the budget by.';
  if (!budget && definition.action.percent !== undefined) return 'Only a budget action takes a percentage.';
  if (budget && definition.level === 'ad') return 'Ads have no budget: choose the campaign or ad set level for a budget action.';
  return null;
}
