// The builder's form: what the user typed (numbers kept as text so nothing they type is lost), to and from a rule.
import type { ActionType, ConditionItem, RuleAction, RuleCondition, RuleDefinition, RuleInput, RuleLevel, RuleOperator, RuleWindow, ScheduleKind } from '../api/rulesApi';

export interface ConditionForm {
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
export type ItemForm = { kind: 'condition'; condition: ConditionForm } | { kind: 'group'; match: 'all' | 'any'; conditions: ConditionForm[] };

export type PrimaryAction = Exclude<ActionType, 'notify'> | 'none';

export interface RuleForm {
  name: string;
  accountId: string;
  level: RuleLevel;
  status: 'ACTIVE' | 'PAUSED' | 'any';
  nameContains: string;
  ids: string[];
  /** Names of the chosen objects the picker has seen (ids from an earlier save show as ids until found). */
  idNames: Record<string, string>;
  match: 'all' | 'any';
  /** In the rule's order, so the server's field pointers (`/conditions/items/1/conditions/0/value`) find their field. */
  items: ItemForm[];
  action: PrimaryAction;
  budget: 'daily' | 'lifetime';
  by: 'percent' | 'amount';
  amount: string;
  floor: string;
  ceiling: string;
  notifyInApp: boolean;
  notifyEmail: boolean;
  webhookUrl: string;
  schedule: ScheduleKind;
  time: string;
  days: number[];
  hours: string;
  cooldownHours: string;
  maxExecutions: string;
  enabled: boolean;
}

export function emptyCondition(): ConditionForm {
  return { metric: 'cost_per_purchase', window: 'last_3d', operator: 'gt', against: 'number', value: '', valueTo: '', factor: '1', otherMetric: 'cost_per_purchase', otherWindow: '' };
}

/** "New rule": nothing chosen for the user — no name, one empty condition, no action; templates are a separate choice. */
export function blankForm(accountId: string): RuleForm {
  return {
    name: '',
    accountId,
    level: 'adset',
    status: 'ACTIVE',
    nameContains: '',
    ids: [],
    idNames: {},
    match: 'all',
    items: [{ kind: 'condition', condition: emptyCondition() }],
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

function conditionForm(condition: RuleCondition): ConditionForm {
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

export function formFromDefinition(definition: RuleDefinition, accountId: string): RuleForm {
  const primary = definition.actions.find((a) => a.type !== 'notify');
  const notify = definition.actions.find((a) => a.type === 'notify');
  const statuses = definition.scope.statuses ?? [];
  return {
    name: definition.name,
    accountId,
    level: definition.scope.level,
    status: statuses.length === 1 ? statuses[0]! : 'any',
    nameContains: definition.scope.name_contains ?? '',
    ids: definition.scope.ids ?? [],
    idNames: {},
    match: definition.conditions.match,
    items: definition.conditions.items.map((item): ItemForm =>
      'conditions' in item ? { kind: 'group', match: item.match, conditions: item.conditions.map(conditionForm) } : { kind: 'condition', condition: conditionForm(item) },
    ),
    action: (primary?.type as PrimaryAction | undefined) ?? 'none',
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

/** Text → number for the API; text that is not a number goes as is so the server names the field. */
function num(value: string): number {
  const cleaned = value.replace(/[\s,]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

const optionalNum = (value: string): number | null => (value.trim() === '' ? null : num(value));

function condition(form: ConditionForm): RuleCondition {
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

function conditionItem(item: ItemForm): ConditionItem {
  return item.kind === 'group' ? { match: item.match, conditions: item.conditions.map(condition) } : condition(item.condition);
}

export function emptyGroup(): ItemForm {
  return { kind: 'group', match: 'any', conditions: [emptyCondition(), { ...emptyCondition(), metric: 'frequency', window: 'last_7d', value: '' }] };
}

export function inputFromForm(form: RuleForm): RuleInput {
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
    account_id: form.accountId,
    name: form.name,
    scope: {
      level: form.level,
      ...(form.ids.length ? { ids: form.ids } : {}),
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
