// What the rule builder's field groups (shared-ui's ConditionItems, ActionFields, ScheduleFields, ScopeFields) are
// given to choose from: the metric catalogue, windows, comparisons, levels and days in words, and the blank
// condition and group that "Add" appends. shared-ui takes it through props, as it takes all data.
import { METRICS } from '../insights/metricCatalogue';
import type { RuleLevel, RuleOperator, RuleWindow } from './ruleDefinition';
import { emptyRuleCondition, emptyRuleGroup, type RuleConditionForm, type RuleItemForm } from './ruleForm';
import { DAY_WORDS, LEVEL_WORDS, OBJECT_FIELD_LABELS, OPERATOR_WORDS, WINDOW_WORDS } from './ruleWords';

export interface RuleFieldChoice {
  value: string;
  label: string;
}

export interface RuleFieldModel {
  /** The object's own budgets and bid first, then the catalogue. */
  metrics: readonly RuleFieldChoice[];
  windows: readonly RuleFieldChoice[];
  operators: readonly RuleFieldChoice[];
  levels: readonly RuleFieldChoice[];
  /** Metrics that are the object's own fields (a budget, the bid): they have no time window. */
  objectFields: readonly string[];
  /** Day names, Sunday first (the schedule's day numbers index them). */
  days: readonly string[];
  emptyCondition: () => RuleConditionForm;
  emptyGroup: () => RuleItemForm;
}

const capital = (words: string) => words.replace(/^./, (c) => c.toUpperCase());

export const RULE_FIELD_MODEL: RuleFieldModel = {
  metrics: [...Object.entries(OBJECT_FIELD_LABELS).map(([value, label]) => ({ value, label })), ...METRICS.map((m) => ({ value: m.id, label: m.label }))],
  windows: (Object.keys(WINDOW_WORDS) as RuleWindow[]).map((value) => ({
    value,
    label: value === 'lifetime' ? 'Lifetime' : capital(WINDOW_WORDS[value].replace(/^the /, '')),
  })),
  operators: (Object.keys(OPERATOR_WORDS) as RuleOperator[]).map((value) => ({ value, label: OPERATOR_WORDS[value] })),
  levels: (Object.keys(LEVEL_WORDS) as RuleLevel[]).map((value) => ({ value, label: capital(LEVEL_WORDS[value]) })),
  objectFields: Object.keys(OBJECT_FIELD_LABELS),
  days: DAY_WORDS,
  emptyCondition: emptyRuleCondition,
  emptyGroup: emptyRuleGroup,
};
