// Step 1: the campaign — name, one of today's objectives, special ad categories, where the budget lives.
import { Checkbox, Field, Fieldset, Select, TextInput } from 'shared-ui';
import styled from 'styled-components';
import { BudgetFields } from './BudgetFields';
import { blankCampaignForm, type CreateForm } from './campaignPlan';
import { FieldGrid, Wide } from '../common/fieldGrid';
import { objectiveOption, OBJECTIVES, SPECIAL_AD_CATEGORIES, type Objective } from './odaxMatrix';
import type { StepProps } from './stepProps';

export function CampaignStep(props: StepProps) {
  const { form, set, errors, locked } = props;
  const chooseObjective = (id: Objective) => {
    const location = objectiveOption(id).locations[0]!;
    set('objective', id);
    set('location', location.id);
    set('goal', location.goals[0]!.goal);
    set('customEvent', location.events?.[0] ?? blankCampaignForm().customEvent);
  };
  return (
    <FieldGrid $columnMin={240}>
      <Field label="Campaign name" required error={errors.campaignName}>
        <TextInput value={form.campaignName} maxLength={200} autoComplete="off" disabled={locked} onChange={(e) => set('campaignName', e.target.value)} />
      </Field>
      <Field label="Objective" error={errors.objective} hint={objectiveOption(form.objective).description}>
        <Select value={form.objective} disabled={locked} onChange={(e) => chooseObjective(e.target.value as Objective)} options={OBJECTIVES.map((o) => ({ value: o.id, label: o.label }))} />
      </Field>
      <Wide>
        <Fieldset legend="Special ad categories" data-invalid={errors.specialCategories ? true : undefined} aria-describedby={errors.specialCategories ? 'special-categories-error' : undefined}>
          <Checks>
            {SPECIAL_AD_CATEGORIES.map((c) => (
              <Checkbox
                key={c.value}
                label={c.label}
                checked={form.specialCategories.includes(c.value)}
                disabled={locked}
                onChange={(e) => set('specialCategories', e.target.checked ? [...form.specialCategories, c.value] : form.specialCategories.filter((v) => v !== c.value))}
              />
            ))}
          </Checks>
          {errors.specialCategories && <ErrorLine id="special-categories-error">{errors.specialCategories}</ErrorLine>}
        </Fieldset>
      </Wide>
      <Field label="Budget" hint={form.budgetLevel === 'campaign' ? 'Advantage campaign budget: Meta shares it among the ad sets.' : 'Each ad set has its own budget, set in the next step.'}>
        <Select
          value={form.budgetLevel}
          disabled={locked}
          onChange={(e) => set('budgetLevel', e.target.value as CreateForm['budgetLevel'])}
          options={[
            { value: 'adset', label: 'Ad set budgets' },
            { value: 'campaign', label: 'Campaign budget' },
          ]}
        />
      </Field>
      {form.budgetLevel === 'campaign' && <BudgetFields {...props} />}
    </FieldGrid>
  );
}

const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const ErrorLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
`;
