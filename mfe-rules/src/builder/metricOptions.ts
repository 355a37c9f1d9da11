// The metrics a condition can read: the object's own budgets and bid, then the catalogue by group.
import { METRICS } from 'shared-graph';
import type { SelectOption } from 'shared-ui';
import type { RuleOperator, RuleWindow } from '../api/rulesApi';
import { OBJECT_FIELD_LABELS, OPERATOR_WORDS, WINDOW_WORDS } from './ruleWords';

export const METRIC_OPTIONS: SelectOption[] = [
  ...Object.entries(OBJECT_FIELD_LABELS).map(([value, label]) => ({ value, label })),
  ...METRICS.map((m) => ({ value: m.id, label: m.label })),
];

export const WINDOW_OPTIONS: SelectOption[] = (Object.keys(WINDOW_WORDS) as RuleWindow[]).map((value) => ({
  value,
  label: value === 'lifetime' ? 'Lifetime' : WINDOW_WORDS[value].replace(/^the /, '').replace(/^./, (c) => c.toUpperCase()),
}));

export const OPERATOR_OPTIONS: SelectOption[] = (Object.keys(OPERATOR_WORDS) as RuleOperator[]).map((value) => ({ value, label: OPERATOR_WORDS[value] }));
