/**
 * The rule definition a template carries is the rules engine's own (server/src/rules/definition.ts): a template is
 * a rule without a team and an ad account. This module adds only what the template API needs on top.
 */
import { ruleDefinitionProblems, type RuleDefinition } from '../rules/definition';

export { ruleDefinition, type RuleDefinition } from '../rules/definition';

/** The first problem the schema cannot see (unknown metric, incomplete action …) as a sentence, or null. */
export function definitionProblem(definition: RuleDefinition): string | null {
  return ruleDefinitionProblems(definition)[0]?.message ?? null;
}
