// shared-graph/rules: the automation rule's shape and its sample, without React, session or transport, for the
// product server's tests and bench as well as the remotes.
export * from './rules/ruleDefinition';
