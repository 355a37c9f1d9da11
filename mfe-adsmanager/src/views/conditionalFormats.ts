// Conditional formats: a rule colours a figure red, amber or green when it is above, below or between values
// (in the account's currency for money, percent for rates). The first matching rule of a column wins.
import { findMetric, type MetricId, type MetricUnit } from 'shared-graph';
import { formatCount, formatMoney, formatNumber } from 'shared-ui';
import type { FormatColour, FormatOperator, FormatRule } from './listLayout';

export const OPERATORS: ReadonlyArray<{ value: FormatOperator; label: string }> = [
  { value: 'above', label: 'is above' },
  { value: 'below', label: 'is below' },
  { value: 'between', label: 'is between' },
];

export const COLOURS: ReadonlyArray<{ value: FormatColour; label: string }> = [
  { value: 'red', label: 'Red' },
  { value: 'amber', label: 'Amber' },
  { value: 'green', label: 'Green' },
];

/** How a column's figures are written: the catalogue's unit, or money for the goal-following cost per result. */
export function unitOf(columnId: string): MetricUnit {
  const known = findMetric(columnId as MetricId);
  if (known) return known.unit;
  return columnId.startsWith('cost_per') ? 'money' : columnId === 'results' ? 'count' : 'ratio';
}

export function matches(rule: FormatRule, value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (rule.operator === 'above') return value > rule.value;
  if (rule.operator === 'below') return value < rule.value;
  return rule.to !== null && value >= rule.value && value <= rule.to;
}

export function matchingRule(rules: readonly FormatRule[], columnId: string, value: unknown): FormatRule | null {
  return rules.find((rule) => rule.metric === columnId && matches(rule, value)) ?? null;
}

export function thresholdText(columnId: string, value: number, currency: string): string {
  const unit = unitOf(columnId);
  if (unit === 'money') return formatMoney(value, currency);
  if (unit === 'percent') return `${formatNumber(value, 2)}%`;
  if (unit === 'count') return formatCount(value);
  return formatNumber(value, 2);
}

/** "above IDR 30,000", "between 1.00 and 2.50": what a screen reader hears beside a coloured figure. */
export function ruleText(rule: FormatRule, currency: string): string {
  const at = (value: number) => thresholdText(rule.metric, value, currency);
  if (rule.operator === 'between') return `between ${at(rule.value)} and ${at(rule.to ?? rule.value)}`;
  return `${rule.operator} ${at(rule.value)}`;
}
