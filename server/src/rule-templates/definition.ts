/**
 * The rule definition a template carries is the rules engine's own (server/src/rules/definition.ts): a template is
 * a rule without a team and an ad account. This module adds only what the template API needs on top.
 */
import { ruleDefinitionProblems, type RuleDefinition } from '../rules/definition';

export { ruleDefinition, type RuleDefinition } from '../rules/definition';

/**
 * The first problem the schema cannot see (unknown metric, incomplete action …): its sentence, and the field's JSON
 * pointer in the template body (`/definition/conditions/items/0/value`) so the editor shows it beside that field.
 */
export function definitionProblem(definition: RuleDefinition): { message: string; field: string } | null {
  const problem = ruleDefinitionProblems(definition)[0];
  return problem ? { message: problem.message, field: `/definition${problem.field}` } : null;
}
