/** A sound rule for tests: shared-graph's sample (pause ad sets whose cost per purchase runs 30 % over its 30-day level). */
import { sampleRuleDefinition } from 'shared-graph/rules';
import type { RuleDefinition } from './definition';

export function sampleDefinition(overrides: Partial<RuleDefinition> = {}): RuleDefinition {
  return { ...sampleRuleDefinition(), ...overrides };
}
