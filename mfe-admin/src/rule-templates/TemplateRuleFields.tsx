// The template's rule, edited with the fields users build rules with (shared-ui's field groups over shared-graph's
// form model), below the sentence the rule reads as. No ad account and no chosen objects: users add those.
import styled from 'styled-components';
import { ruleDefinitionFromForm, ruleWordsWith, RULE_FIELD_MODEL, type RuleDefinitionForm } from 'shared-graph';
import { ActionFields, ConditionItems, Fieldset, formatMoney, formatNumber, Inline, ScheduleFields, ScopeFields } from 'shared-ui';

const { ruleSentence } = ruleWordsWith({ formatMoney, formatNumber });

const Sentence = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 1.05rem;
  line-height: 1.5;
`;

interface Props {
  name: string;
  rule: RuleDefinitionForm;
  set: (patch: Partial<RuleDefinitionForm>) => void;
  /** The server's message for a field of the rule, by its pointer inside the definition. */
  errorAt: (field: string) => string | undefined;
}

export function TemplateRuleFields({ name, rule, set, errorAt }: Props) {
  return (
    <>
      <Sentence aria-live="polite" aria-label="The rule in words" data-testid="rule-sentence">
        {ruleSentence(ruleDefinitionFromForm({ ...rule, name }), 'the user’s ad account', null)}
      </Sentence>
      <Fieldset legend="Apply to">
        <Inline gap="sm" align="end">
          <ScopeFields form={rule} model={RULE_FIELD_MODEL} set={set} errorAt={errorAt} />
        </Inline>
      </Fieldset>
      <Fieldset legend="When">
        <ConditionItems form={rule} model={RULE_FIELD_MODEL} set={set} errorAt={errorAt} />
      </Fieldset>
      <ActionFields form={rule} set={set} errorAt={errorAt} />
      <ScheduleFields form={rule} model={RULE_FIELD_MODEL} set={set} errorAt={errorAt} />
    </>
  );
}
