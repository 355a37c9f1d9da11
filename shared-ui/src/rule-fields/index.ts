export { ConditionItems } from './ConditionItems';
export { ConditionRow, type ConditionRowProps } from './ConditionRow';
export { ActionFields, ScheduleFields } from './ActionAndScheduleFields';
export { ScopeFields } from './ScopeFields';
export type { RuleConditionValues, RuleFieldChoices, RuleFieldGroupProps, RuleFieldValues, RuleItemValues } from './ruleFieldProps';
