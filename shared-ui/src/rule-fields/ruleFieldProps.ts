// What the rule builder's field groups edit and choose from. shared-ui does not import shared-graph, so this is the
// props contract: shared-graph's RuleDefinitionForm and RULE_FIELD_MODEL fit it (the choice fields here are plain
// strings, there the domain's unions), and TypeScript checks the fit wherever a remote passes them in.
import type { SelectOption } from '../primitives';

export interface RuleConditionValues {
  metric: string;
  window: string;
  operator: string;
  against: 'number' | 'metric';
  value: string;
  valueTo: string;
  factor: string;
  otherMetric: string;
  otherWindow: string;
}

export type RuleItemValues = { kind: 'condition'; condition: RuleConditionValues } | { kind: 'group'; match: 'all' | 'any'; conditions: RuleConditionValues[] };

export interface RuleFieldValues {
  level: string;
  status: string;
  nameContains: string;
  match: 'all' | 'any';
  items: RuleItemValues[];
  action: string;
  budget: 'daily' | 'lifetime';
  by: 'percent' | 'amount';
  amount: string;
  floor: string;
  ceiling: string;
  notifyInApp: boolean;
  notifyEmail: boolean;
  webhookUrl: string;
  schedule: string;
  time: string;
  days: number[];
  hours: string;
  cooldownHours: string;
  maxExecutions: string;
  enabled: boolean;
}

export interface RuleFieldChoices {
  metrics: readonly SelectOption[];
  windows: readonly SelectOption[];
  operators: readonly SelectOption[];
  levels: readonly SelectOption[];
  /** Metrics that are the object's own fields (budgets, bid): no time window. */
  objectFields: readonly string[];
  /** Day names, Sunday first. */
  days: readonly string[];
  emptyCondition(): RuleConditionValues;
  emptyGroup(): RuleItemValues;
}

export interface RuleFieldGroupProps {
  form: RuleFieldValues;
  model: RuleFieldChoices;
  /**
   * Merges a change into the caller's form. A method, so a caller's setter for its own (narrower) form type fits:
   * every value set here comes from the model's options or is typed text.
   */
  set(patch: Partial<RuleFieldValues>): void;
  /** The server's message for a field, by JSON pointer in the rule (`/conditions/items/0/value`). */
  errorAt(field: string): string | undefined;
}
