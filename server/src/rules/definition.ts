/**
 * What an automation rule says, as the API takes it and the database stores it: the object scope, the conditions
 * (catalogue metrics over time windows, compared to numbers or to other metrics, in all/any groups), the actions,
 * the schedule and the per-object limits. Rule templates (the admin's) use the same `ruleDefinition` schema.
 *
 * Money is written in the ad account currency's major units (Rp 150.000 → 150000, $5.50 → 5.5), as users type
 * it; the engine converts to Meta's minor units when it writes budgets and bids.
 */
import Type, { type Static } from 'typebox';
import { findMetric } from 'shared-graph/metrics';
import { Flag, Int, Nullable, OneOf, Text } from '../http/fields';

export const RULE_LEVELS = ['campaign', 'adset', 'ad'] as const;
export type RuleLevel = (typeof RULE_LEVELS)[number];

export const OBJECT_STATUSES = ['ACTIVE', 'PAUSED'] as const;

/** Time windows in the ad account's time zone; `last_Nd` are the N days ending today (Meta's rules count today too). */
export const RULE_WINDOWS = ['today', 'yesterday', 'last_3d', 'last_7d', 'last_14d', 'last_30d', 'lifetime'] as const;
export type RuleWindow = (typeof RULE_WINDOWS)[number];

export const RULE_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'between', 'not_between'] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

/** Values a condition can read from the object itself (not from insights), in major units; they have no window. */
export const OBJECT_FIELDS = {
  daily_budget: 'Daily budget',
  lifetime_budget: 'Lifetime budget',
  bid_amount: 'Bid amount',
} as const;
export type ObjectField = keyof typeof OBJECT_FIELDS;

export const ACTION_TYPES = ['pause', 'pause_today', 'unpause', 'change_budget', 'change_bid', 'duplicate', 'notify'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const SCHEDULE_KINDS = ['every_30_minutes', 'hourly', 'daily', 'custom'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export const MAX_CONDITIONS = 20;
export const MAX_ACTIONS = 5;
export const MAX_SCOPE_IDS = 500;
export const MAX_COOLDOWN_HOURS = 720;
/** Budgets and bids above this (major units) are refused: no currency needs more, and JSON numbers stay exact. */
export const MAX_MONEY = 1_000_000_000_000;

const MetricName = Text({ title: 'metric', maxLength: 80, minLength: 1 });
const Window = OneOf(RULE_WINDOWS, { title: 'time window' });
const Amount = (title: string) => Type.Number({ title, minimum: -MAX_MONEY, maximum: MAX_MONEY });
const Money = (title: string) => Type.Number({ title, minimum: 0, maximum: MAX_MONEY });

/** The right-hand side of a comparison: a number, or `factor × metric` (over its own window, default the condition's). */
const operand = (title: string) =>
  Type.Object(
    {
      value: Type.Optional(Amount(title)),
      metric: Type.Optional(MetricName),
      factor: Type.Optional(Type.Number({ title: 'factor', minimum: 0, maximum: 1000 })),
      window: Type.Optional(Window),
    },
    { title, additionalProperties: false },
  );

export const ruleCondition = Type.Object(
  {
    metric: MetricName,
    window: Type.Optional(Window),
    operator: OneOf(RULE_OPERATORS, { title: 'comparison' }),
    value: operand('value to compare with'),
    /** The upper end for between / not between. */
    value_to: Type.Optional(operand('upper value')),
  },
  { title: 'condition', additionalProperties: false },
);
export type RuleCondition = Static<typeof ruleCondition>;
export type RuleOperand = RuleCondition['value'];

const Match = OneOf(['all', 'any'] as const, { title: 'match' });

/** One level of nesting: a group's items are conditions or groups of conditions. */
export const conditionGroup = Type.Object(
  {
    match: Match,
    conditions: Type.Array(ruleCondition, { title: 'conditions of the group', minItems: 1, maxItems: MAX_CONDITIONS }),
  },
  { title: 'condition group', additionalProperties: false },
);
export type ConditionGroup = Static<typeof conditionGroup>;

/**
 * An item of the top-level list: a condition (`metric` …) or a nested group (`match` + `conditions`). Written as
 * one object with optional fields, checked by `ruleDefinitionProblems`, so a mistake gets one message about the
 * field that is wrong rather than a validator's list of union branches.
 */
const conditionItem = Type.Object(
  {
    metric: Type.Optional(MetricName),
    window: Type.Optional(Window),
    operator: Type.Optional(OneOf(RULE_OPERATORS, { title: 'comparison' })),
    value: Type.Optional(operand('value to compare with')),
    value_to: Type.Optional(operand('upper value')),
    match: Type.Optional(Match),
    conditions: Type.Optional(Type.Array(ruleCondition, { title: 'conditions of the group', minItems: 1, maxItems: MAX_CONDITIONS })),
  },
  { title: 'condition', additionalProperties: false },
);
export type ConditionItem = RuleCondition | ConditionGroup;

export const ruleScope = Type.Object(
  {
    level: OneOf(RULE_LEVELS, { title: 'object level' }),
    /** Chosen objects; empty or absent = every object of the level that matches the filters, new ones included. */
    ids: Type.Optional(
      Type.Array(Text({ title: 'object id', maxLength: 30, pattern: '^[0-9]{1,30}$', invalid: 'An object id must be digits only.' }), {
        title: 'chosen objects',
        maxItems: MAX_SCOPE_IDS,
      }),
    ),
    name_contains: Type.Optional(Text({ title: 'name filter', maxLength: 200 })),
    statuses: Type.Optional(Type.Array(OneOf(OBJECT_STATUSES, { title: 'status' }), { title: 'statuses', maxItems: 2 })),
  },
  { title: 'scope', additionalProperties: false },
);
export type RuleScope = Static<typeof ruleScope>;

export const ruleAction = Type.Object(
  {
    type: OneOf(ACTION_TYPES, { title: 'action' }),
    /** change_budget: which budget. */
    budget: Type.Optional(OneOf(['daily', 'lifetime'] as const, { title: 'budget' })),
    /** change_budget / change_bid: `percent` (+20 = raise by 20 %) or `amount` (major units, signed). */
    by: Type.Optional(OneOf(['percent', 'amount'] as const, { title: 'change unit' })),
    amount: Type.Optional(Amount('change')),
    floor: Type.Optional(Nullable(Money('lowest value'))),
    ceiling: Type.Optional(Nullable(Money('highest value'))),
    /** notify: where to tell. */
    in_app: Type.Optional(Flag({ title: 'in-app notice' })),
    email: Type.Optional(Flag({ title: 'e-mail notice' })),
    webhook_url: Type.Optional(
      Nullable(Text({ title: 'webhook address', maxLength: 2000, pattern: '^https?://[^\\s]+$', invalid: 'The webhook address must be a whole web address with no spaces, such as https://hooks.slack.com/services/….' })),
    ),
  },
  { title: 'action', additionalProperties: false },
);
export type RuleAction = Static<typeof ruleAction>;

export const ruleSchedule = Type.Object(
  {
    kind: OneOf(SCHEDULE_KINDS, { title: 'schedule' }),
    /** daily: 'HH:MM' in the account's time zone, on the hour or half hour. */
    time: Type.Optional(Text({ title: 'time of day', maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$', invalid: 'The time of day must be like 07:00 or 07:30.' })),
    /** custom: days of the week (0 = Sunday) and hours (0–23) in the account's time zone. */
    days: Type.Optional(Type.Array(Type.Integer({ title: 'day of the week', minimum: 0, maximum: 6 }), { title: 'days', minItems: 1, maxItems: 7 })),
    hours: Type.Optional(Type.Array(Type.Integer({ title: 'hour', minimum: 0, maximum: 23 }), { title: 'hours', minItems: 1, maxItems: 24 })),
  },
  { title: 'schedule', additionalProperties: false },
);
export type RuleSchedule = Static<typeof ruleSchedule>;

/** The rule as a template holds it: everything but the team and the ad account. */
export const ruleDefinitionProperties = {
  name: Text({ title: 'rule name', minLength: 1, maxLength: 100 }),
  scope: ruleScope,
  conditions: Type.Object(
    {
      match: Match,
      items: Type.Array(conditionItem, { title: 'conditions', minItems: 1, maxItems: MAX_CONDITIONS }),
    },
    { title: 'conditions', additionalProperties: false },
  ),
  actions: Type.Array(ruleAction, { title: 'actions', minItems: 1, maxItems: MAX_ACTIONS }),
  schedule: ruleSchedule,
  /** An object acted on is left alone for this many hours. */
  cooldown_hours: Int({ title: 'cool-down', minimum: 0, maximum: MAX_COOLDOWN_HOURS }),
  /** At most this many actions on one object over the rule's life; null = no limit. */
  max_executions_per_object: Nullable(Int({ title: 'limit of runs per object', minimum: 1, maximum: 10_000 })),
  enabled: Flag({ title: 'rule status' }),
};

export const ruleDefinition = Type.Object(ruleDefinitionProperties, { title: 'rule', additionalProperties: false });
export type RuleDefinition = Static<typeof ruleDefinition>;

/** A problem the schema cannot see, with the JSON pointer of the field it is about (for the builder). */
export interface FieldProblem {
  field: string;
  message: string;
}

function isGroup(item: Static<typeof conditionItem>): boolean {
  return item.match !== undefined || item.conditions !== undefined;
}

export function isConditionGroup(item: ConditionItem): item is ConditionGroup {
  return 'conditions' in item;
}

/** The metric's label, or undefined when neither the catalogue nor the object fields know it. */
export function metricLabel(id: string): string | undefined {
  return (OBJECT_FIELDS as Record<string, string>)[id] ?? findMetric(id)?.label;
}

export function isObjectField(id: string): id is ObjectField {
  return id in OBJECT_FIELDS;
}

function checkMetric(id: string | undefined, field: string, problems: FieldProblem[]) {
  if (id === undefined) problems.push({ field, message: 'Choose a metric for the condition.' });
  else if (!metricLabel(id)) problems.push({ field, message: `“${id}” is not a metric this product knows. Choose one from the list.` });
}

function checkOperand(operand: RuleOperand | undefined, at: string, problems: FieldProblem[]) {
  if (!operand) {
    problems.push({ field: at, message: 'Enter the value to compare with.' });
    return;
  }
  const hasValue = operand.value !== undefined;
  const hasMetric = operand.metric !== undefined;
  if (hasValue === hasMetric) {
    problems.push({ field: at, message: 'Compare with either a number or a metric (with a factor), not both.' });
    return;
  }
  if (hasMetric) {
    checkMetric(operand.metric, `${at}/metric`, problems);
    if (operand.factor === undefined) problems.push({ field: `${at}/factor`, message: 'Enter the factor for the metric (1 for the metric itself).' });
  } else if (operand.factor !== undefined || operand.window !== undefined) {
    problems.push({ field: at, message: 'A number needs no factor or time window.' });
  }
}

function checkCondition(item: Static<typeof conditionItem>, at: string, problems: FieldProblem[]) {
  checkMetric(item.metric, `${at}/metric`, problems);
  if (item.operator === undefined) problems.push({ field: `${at}/operator`, message: 'Choose a comparison for the condition.' });
  if (item.metric && !isObjectField(item.metric) && item.window === undefined) {
    problems.push({ field: `${at}/window`, message: 'Choose the time window the metric is measured over.' });
  }
  checkOperand(item.value, `${at}/value`, problems);
  const range = item.operator === 'between' || item.operator === 'not_between';
  if (range) {
    checkOperand(item.value_to, `${at}/value_to`, problems);
    const low = item.value?.value;
    const high = item.value_to?.value;
    if (low !== undefined && high !== undefined && low > high) {
      problems.push({ field: `${at}/value_to`, message: 'The upper value must not be below the lower value.' });
    }
  } else if (item.value_to !== undefined) {
    problems.push({ field: `${at}/value_to`, message: 'Only “between” and “not between” take an upper value.' });
  }
}

function checkAction(action: RuleAction, level: RuleLevel, at: string, problems: FieldProblem[]) {
  const need = (key: keyof RuleAction, message: string) => {
    if (action[key] === undefined || action[key] === null) problems.push({ field: `${at}/${key}`, message });
  };
  switch (action.type) {
    case 'change_budget':
      if (level === 'ad') problems.push({ field: `${at}/type`, message: 'Ads have no budget: change budgets on campaigns or ad sets.' });
      need('budget', 'Choose the daily or the lifetime budget.');
      need('by', 'Choose whether the budget changes by a percentage or an amount.');
      need('amount', 'Enter how much the budget changes.');
      break;
    case 'change_bid':
      if (level !== 'adset') problems.push({ field: `${at}/type`, message: 'Bids are set on ad sets: choose ad sets as the rule’s objects.' });
      need('by', 'Choose whether the bid changes by a percentage or an amount.');
      need('amount', 'Enter how much the bid changes.');
      break;
    case 'notify':
      if (!action.in_app && !action.email && !action.webhook_url) {
        problems.push({ field: `${at}/in_app`, message: 'Choose at least one way to be told: in the app, by e-mail or a webhook.' });
      }
      break;
    default:
      break;
  }
  if (action.type === 'change_budget' || action.type === 'change_bid') {
    if (action.by === 'percent' && action.amount !== undefined && action.amount <= -100) {
      problems.push({ field: `${at}/amount`, message: 'A cut of 100 % or more would leave nothing: enter less than 100.' });
    }
    if (action.amount === 0) problems.push({ field: `${at}/amount`, message: 'A change of 0 changes nothing: enter an amount.' });
    if (action.floor != null && action.ceiling != null && action.ceiling < action.floor) {
      problems.push({ field: `${at}/ceiling`, message: 'The highest value must not be below the lowest value.' });
    }
  }
}

function checkSchedule(schedule: RuleSchedule, problems: FieldProblem[]) {
  if (schedule.kind === 'daily' && schedule.time === undefined) {
    problems.push({ field: '/schedule/time', message: 'Choose the time of day the rule runs.' });
  }
  if (schedule.kind === 'custom') {
    if (!schedule.days) problems.push({ field: '/schedule/days', message: 'Choose the days the rule runs.' });
    if (!schedule.hours) problems.push({ field: '/schedule/hours', message: 'Choose the hours the rule runs.' });
  }
}

/**
 * What the schema cannot say: known metrics, a number or a metric on each side, ranges the right way round, the
 * fields each action needs, a ceiling not below its floor, a complete schedule. Empty when the rule is sound.
 */
export function ruleDefinitionProblems(definition: RuleDefinition): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (definition.name.trim() === '') problems.push({ field: '/name', message: 'The rule name must not be empty.' });
  definition.conditions.items.forEach((item, index) => {
    const at = `/conditions/items/${index}`;
    if (isGroup(item)) {
      if (item.metric !== undefined || item.operator !== undefined || item.value !== undefined) {
        problems.push({ field: at, message: 'A group holds conditions; put the comparison inside one of them.' });
      }
      if (!item.match) problems.push({ field: `${at}/match`, message: 'Choose whether all or any of the group’s conditions must hold.' });
      if (!item.conditions) problems.push({ field: `${at}/conditions`, message: 'A group needs at least one condition.' });
      item.conditions?.forEach((condition, inner) => checkCondition(condition, `${at}/conditions/${inner}`, problems));
    } else {
      checkCondition(item, at, problems);
    }
  });
  const types = new Set<string>();
  definition.actions.forEach((action, index) => {
    if (types.has(action.type)) problems.push({ field: `/actions/${index}/type`, message: 'Each kind of action can appear once.' });
    types.add(action.type);
    checkAction(action, definition.scope.level, `/actions/${index}`, problems);
  });
  const pauses = ['pause', 'pause_today', 'unpause'].filter((type) => types.has(type));
  if (pauses.length > 1) problems.push({ field: '/actions', message: 'Choose one of pause, pause for today and unpause.' });
  checkSchedule(definition.schedule, problems);
  return problems;
}
