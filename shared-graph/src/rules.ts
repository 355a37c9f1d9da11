// shared-graph/rules: the automation rule's shape and its sample, without React, session or transport, for the
// product server's tests and bench as well as the remotes. Named re-exports (not `export *`): the server's scripts
// import this file as ESM from CommonJS, and Node finds only names it can read statically.
export {
  isRuleConditionGroup,
  sampleRuleDefinition,
  type RuleAction,
  type RuleActionType,
  type RuleCondition,
  type RuleConditionGroup,
  type RuleConditionItem,
  type RuleDefinition,
  type RuleLevel,
  type RuleMatch,
  type RuleOperand,
  type RuleOperator,
  type RuleSchedule,
  type RuleScheduleKind,
  type RuleScope,
  type RuleWindow,
} from './rules/ruleDefinition';
