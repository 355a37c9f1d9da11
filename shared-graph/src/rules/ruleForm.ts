// The rule builder's form model: what the user typed (numbers kept as text so nothing typed is lost), to and from a
// rule definition. The users' builder (mfe-rules) adds the ad account and the chosen objects; the admin's template
// editor (mfe-admin) uses it as it is, since a template is a rule without an account and without object ids.
import type {
  RuleAction,
  RuleActionType,
  RuleCondition,
  RuleConditionItem,
  RuleDefinition,
  RuleLevel,
  RuleMatch,
  RuleOperator,
  RuleScheduleKind,
  RuleWindow,
} from './ruleDefinition';

export interface RuleConditionForm {
  metric: string;
  window: RuleWindow;
  operator: RuleOperator;
  /** 'number' compares with a number, 'metric' with factor × a metric. */
  against: 'number' | 'metric';
  value: string;
  valueTo: string;
  factor: string;
  otherMetric: string;
  otherWindow: RuleWindow | '';
}

/** A top-level item of the conditions: one condition, or a group (all/any) of conditions — one level of nesting. */
export type RuleItemForm = { kind: 'condition'; condition: RuleConditionForm } | { kind: 'group'; match: RuleMatch; conditions: RuleConditionForm[] };

export type RulePrimaryAction = Exclude<RuleActionType, 'notify'> | 'none';

/** Every field of a rule definition except the object ids (the users' builder picks those per ad account). */
export interface RuleDefinitionForm {
  name: string;
  level: RuleLevel;
  status: 'ACTIVE' | 'PAUSED' | 'any';
  nameContains: string;
  match: RuleMatch;
  /** In the rule's order, so the server's field pointers (`/conditions/items/1/conditions/0/value`) find their field. */
  items: RuleItemForm[];
  action: RulePrimaryAction;
  budget: 'daily' | 'lifetime';
  by: 'percent' | 'amount';
  amount: string;
  floor: string;
  ceiling: string;
  notifyInApp: boolean;
  notifyEmail: boolean;
  webhookUrl: string;
  schedule: RuleScheduleKind;
  time: string;
  days: number[];
  hours: string;
  cooldownHours: string;
  maxExecutions: string;
  enabled: boolean;
}

export function emptyRuleCondition(): RuleConditionForm {
  return { metric: 'cost_per_purchase', window: 'last_3d', operator: 'gt', against: 'number', value: '', valueTo: '', factor: '1', otherMetric: 'cost_per_purchase', otherWindow: '' };
}

export function emptyRuleGroup(): RuleItemForm {
  return { kind: 'group', match: 'any', conditions: [emptyRuleCondition(), { ...emptyRuleCondition(), metric: 'frequency', window: 'last_7d', value: '' }] };
}

/** A blank rule: nothing chosen for the user — no name, one empty condition, no action. */
export function blankRuleDefinitionForm(): RuleDefinitionForm {
  return {
    name: '',
    level: 'adset',
    status: 'ACTIVE',
    nameContains: '',
    match: 'all',
    items: [{ kind: 'condition', condition: emptyRuleCondition() }],
    action: 'none',
    budget: 'daily',
    by: 'percent',
    amount: '',
    floor: '',
    ceiling: '',
    notifyInApp: false,
    notifyEmail: false,
    webhookUrl: '',
    schedule: 'hourly',
    time: '09:00',
    days: [1, 2, 3, 4, 5],
    hours: '9',
    cooldownHours: '24',
    maxExecutions: '',
    enabled: true,
  };
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function conditionForm(condition: RuleCondition): RuleConditionForm {
  const against = condition.value.metric ? 'metric' : 'number';
  return {
    metric: condition.metric,
    window: condition.window ?? 'last_7d',
    operator: condition.operator,
    against,
    value: text(condition.value.value),
    valueTo: text(condition.value_to?.value),
    factor: text(condition.value.factor ?? 1),
    otherMetric: condition.value.metric ?? condition.metric,
    otherWindow: condition.value.window ?? '',
  };
}

/** The form for a saved rule or a template (the object ids are the caller's: see `RuleDefinition.scope.ids`). */
export function ruleDefinitionForm(definition: RuleDefinition): RuleDefinitionForm {
  const primary = definition.actions.find((a) => a.type !== 'notify');
  const notify = definition.actions.find((a) => a.type === 'notify');
  const statuses = definition.scope.statuses ?? [];
  return {
    name: definition.name,
    level: definition.scope.level,
    status: statuses.length === 1 ? statuses[0]! : 'any',
    nameContains: definition.scope.name_contains ?? '',
    match: definition.conditions.match,
    items: definition.conditions.items.map((item): RuleItemForm =>
      'conditions' in item ? { kind: 'group', match: item.match, conditions: item.conditions.map(conditionForm) } : { kind: 'condition', condition: conditionForm(item) },
    ),
    action: (primary?.type as RulePrimaryAction | undefined) ?? 'none',
    budget: primary?.budget ?? 'daily',
    by: primary?.by ?? 'percent',
    amount: text(primary?.amount),
    floor: text(primary?.floor),
    ceiling: text(primary?.ceiling),
    notifyInApp: notify?.in_app ?? false,
    notifyEmail: notify?.email ?? false,
    webhookUrl: notify?.webhook_url ?? '',
    schedule: definition.schedule.kind,
    time: definition.schedule.time ?? '09:00',
    days: definition.schedule.days ?? [1, 2, 3, 4, 5],
    hours: (definition.schedule.hours ?? [9]).join(', '),
    cooldownHours: String(definition.cooldown_hours),
    maxExecutions: text(definition.max_executions_per_object),
    enabled: definition.enabled,
  };
}

/** Text → number for the API; text that is not a number goes as is (NaN → null) so the server names the field. */
function num(value: string): number {
  const cleaned = value.replace(/[\s,]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

const optionalNum = (value: string): number | null => (value.trim() === '' ? null : num(value));

function condition(form: RuleConditionForm): RuleCondition {
  const range = form.operator === 'between' || form.operator === 'not_between';
  const value = form.against === 'metric' ? { factor: num(form.factor), metric: form.otherMetric, ...(form.otherWindow ? { window: form.otherWindow } : {}) } : { value: num(form.value) };
  return {
    metric: form.metric,
    ...(form.metric in { daily_budget: 1, lifetime_budget: 1, bid_amount: 1 } ? {} : { window: form.window }),
    operator: form.operator,
    value,
    ...(range ? { value_to: { value: num(form.valueTo) } } : {}),
  };
}

function conditionItem(item: RuleItemForm): RuleConditionItem {
  return item.kind === 'group' ? { match: item.match, conditions: item.conditions.map(condition) } : condition(item.condition);
}

/** The definition the product API takes (without object ids: the users' builder adds its chosen ones). */
export function ruleDefinitionFromForm(form: RuleDefinitionForm): RuleDefinition {
  const actions: RuleAction[] = [];
  if (form.action === 'change_budget' || form.action === 'change_bid') {
    actions.push({
      type: form.action,
      ...(form.action === 'change_budget' ? { budget: form.budget } : {}),
      by: form.by,
      amount: num(form.amount),
      floor: optionalNum(form.floor),
      ceiling: optionalNum(form.ceiling),
    });
  } else if (form.action !== 'none') {
    actions.push({ type: form.action });
  }
  if (form.notifyInApp || form.notifyEmail || form.webhookUrl.trim()) {
    actions.push({ type: 'notify', in_app: form.notifyInApp, email: form.notifyEmail, webhook_url: form.webhookUrl.trim() || null });
  }
  const hours = form.hours
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  return {
    name: form.name,
    scope: {
      level: form.level,
      ...(form.nameContains.trim() ? { name_contains: form.nameContains.trim() } : {}),
      ...(form.status !== 'any' ? { statuses: [form.status] } : {}),
    },
    conditions: { match: form.match, items: form.items.map(conditionItem) },
    actions,
    schedule: {
      kind: form.schedule,
      ...(form.schedule === 'daily' ? { time: form.time } : {}),
      ...(form.schedule === 'custom' ? { days: form.days, hours } : {}),
    },
    cooldown_hours: num(form.cooldownHours),
    max_executions_per_object: optionalNum(form.maxExecutions),
    enabled: form.enabled,
  };
}

/** The server's field pointer as the fields know it: a problem with one of the typed hours or ticked days is the list's. */
export function ruleFieldPointer(field: string | undefined): string | undefined {
  return field?.replace(/^(\/schedule\/(?:hours|days))\/\d+$/, '$1');
}

const SHOWN_BESIDE_A_FIELD = new Set(['/name', '/scope/level', '/scope/statuses', '/scope/name_contains', '/conditions/match', '/cooldown_hours', '/max_executions_per_object', '/schedule/kind', '/schedule/time', '/schedule/hours', '/schedule/days', '/actions', '/actions/0/type', '/actions/0/budget', '/actions/0/by', '/actions/0/amount', '/actions/0/floor', '/actions/0/ceiling', '/actions/0/in_app', '/actions/1/in_app', '/actions/0/webhook_url', '/actions/1/webhook_url']);

/** Whether the builder's field groups (and its name field) show the server's message for this pointer beside a field. */
export function ruleFieldShowsError(field: string): boolean {
  return SHOWN_BESIDE_A_FIELD.has(field) || field.startsWith('/conditions/items/');
}
