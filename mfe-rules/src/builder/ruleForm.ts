// The users' builder form: shared-graph's rule form model (the fields a template has too) plus the ad account and
// the chosen objects, to and from a rule as the rules API takes it.
import { blankRuleDefinitionForm, ruleDefinitionForm, ruleDefinitionFromForm, type RuleDefinitionForm } from 'shared-graph';
import type { RuleDefinition, RuleInput } from '../api/rulesApi';

export {
  emptyRuleCondition as emptyCondition,
  emptyRuleGroup as emptyGroup,
  type RuleConditionForm as ConditionForm,
  type RuleItemForm as ItemForm,
  type RulePrimaryAction as PrimaryAction,
} from 'shared-graph';

export interface RuleForm extends RuleDefinitionForm {
  accountId: string;
  ids: string[];
  /** Names of the chosen objects the picker has seen (ids from an earlier save show as ids until found). */
  idNames: Record<string, string>;
}

/** "New rule": nothing chosen for the user — no name, one empty condition, no action; templates are a separate choice. */
export function blankForm(accountId: string): RuleForm {
  return { ...blankRuleDefinitionForm(), accountId, ids: [], idNames: {} };
}

export function formFromDefinition(definition: RuleDefinition, accountId: string): RuleForm {
  return { ...ruleDefinitionForm(definition), accountId, ids: definition.scope.ids ?? [], idNames: {} };
}

export function inputFromForm(form: RuleForm): RuleInput {
  const definition = ruleDefinitionFromForm(form);
  return {
    account_id: form.accountId,
    ...definition,
    scope: { ...definition.scope, ...(form.ids.length ? { ids: form.ids } : {}) },
  };
}
