// An automation rule as the product API takes it (server/src/rules/definition.ts holds its schema): the shape the
// rules remote, the admin's template form, the server's tests and the tick bench share, and one sound sample.

export type RuleLevel = 'campaign' | 'adset' | 'ad';
export type RuleWindow = 'today' | 'yesterday' | 'last_3d' | 'last_7d' | 'last_14d' | 'last_30d' | 'lifetime';
export type RuleOperator = 'gt' | 'gte' | 'lt' | 'lte' | 'between' | 'not_between';
export type RuleActionType = 'pause' | 'pause_today' | 'unpause' | 'change_budget' | 'change_bid' | 'duplicate' | 'notify';
export type RuleScheduleKind = 'every_30_minutes' | 'hourly' | 'daily' | 'custom';
export type RuleMatch = 'all' | 'any';

/** The right-hand side of a comparison: a number, or `factor × metric` (over its own window, default the condition's). */
export interface RuleOperand {
  value?: number;
  metric?: string;
  factor?: number;
  window?: RuleWindow;
}

export interface RuleCondition {
  metric: string;
  window?: RuleWindow;
  operator: RuleOperator;
  value: RuleOperand;
  value_to?: RuleOperand;
}

/** One level of nesting: a group of the top-level list holds conditions only. */
export interface RuleConditionGroup {
  match: RuleMatch;
  conditions: RuleCondition[];
}

export type RuleConditionItem = RuleCondition | RuleConditionGroup;

export interface RuleAction {
  type: RuleActionType;
  budget?: 'daily' | 'lifetime';
  by?: 'percent' | 'amount';
  amount?: number;
  floor?: number | null;
  ceiling?: number | null;
  in_app?: boolean;
  email?: boolean;
  webhook_url?: string | null;
}

export interface RuleSchedule {
  kind: RuleScheduleKind;
  time?: string;
  days?: number[];
  hours?: number[];
}

export interface RuleScope {
  level: RuleLevel;
  ids?: string[];
  name_contains?: string;
  statuses?: ('ACTIVE' | 'PAUSED')[];
}

export interface RuleDefinition {
  name: string;
  scope: RuleScope;
  conditions: { match: RuleMatch; items: RuleConditionItem[] };
  actions: RuleAction[];
  schedule: RuleSchedule;
  cooldown_hours: number;
  max_executions_per_object: number | null;
  enabled: boolean;
}

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
