// The campaign half of the create form: name, objective, special ad categories, where the budget lives and how
// much, schedule and bid strategy.
import { Checkbox, Field, Fieldset, formatMoney, Select, TextInput } from 'shared-ui';
import styled from 'styled-components';
import type { AdsAccount } from '../common/useAdsAccount';
import type { CreateForm, FieldErrors } from './campaignPlan';
import { BID_STRATEGIES, OBJECTIVE_CHOICES, objectiveChoice, SPECIAL_AD_CATEGORIES } from './objectives';
import { FieldGrid, Wide } from './formLayout';

export interface FormPartProps {
  form: CreateForm;
  set: <K extends keyof CreateForm>(key: K, value: CreateForm[K]) => void;
  errors: FieldErrors;
  account: AdsAccount;
}

const ODAX_LABEL: Record<string, string> = {
  OUTCOME_SALES: 'Sales',
  OUTCOME_TRAFFIC: 'Traffic',
  OUTCOME_ENGAGEMENT: 'Engagement',
  OUTCOME_AWARENESS: 'Awareness',
  OUTCOME_APP_PROMOTION: 'App promotion',
  OUTCOME_LEADS: 'Leads',
};

export function CampaignFields({ form, set, errors, account, locked }: FormPartProps & { locked: boolean }) {
  const choice = objectiveChoice(form.objective);
  const floor = account.minDailyBudget !== null && form.budgetType === 'daily' ? `At least ${formatMoney(account.minDailyBudget, account.currency)} a day.` : undefined;
  const bid = BID_STRATEGIES.find((b) => b.value === form.bidStrategy);
  return (
    <FieldGrid>
      <Field label="Campaign name" required error={errors.campaignName} hint={locked ? 'The campaign is made; only the ad set is left.' : undefined}>
        <TextInput value={form.campaignName} maxLength={200} autoComplete="off" onChange={(e) => set('campaignName', e.target.value)} disabled={locked} />
      </Field>
      <Field label="Objective" error={errors.objective} hint={`Created as ${ODAX_LABEL[choice.odax] ?? choice.odax}, Meta's current name for it.`}>
        <Select value={form.objective} onChange={(e) => set('objective', e.target.value)} options={OBJECTIVE_CHOICES.map((o) => ({ value: o.id, label: o.label }))} disabled={locked} />
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
      <Field label="Budget on" hint={form.budgetLevel === 'campaign' ? 'Meta shares it among the ad sets.' : undefined}>
        <Select
          value={form.budgetLevel}
          disabled={locked}
          onChange={(e) => set('budgetLevel', e.target.value as CreateForm['budgetLevel'])}
          options={[
            { value: 'adset', label: 'The ad set' },
            { value: 'campaign', label: 'The campaign (Advantage campaign budget)' },
          ]}
        />
      </Field>
      <Field label="Budget type">
        <Select value={form.budgetType} onChange={(e) => set('budgetType', e.target.value as CreateForm['budgetType'])} options={[{ value: 'daily', label: 'Daily' }, { value: 'lifetime', label: 'Lifetime' }]} />
      </Field>
      <Field label={`Budget (${account.currency})`} required error={errors.budget} hint={floor}>
        <TextInput inputMode="decimal" autoComplete="off" value={form.budget} onChange={(e) => set('budget', e.target.value)} />
      </Field>
      <Field label="Starts" error={errors.start} hint="Empty: as soon as you turn it on.">
        <TextInput type="datetime-local" value={form.start} onChange={(e) => set('start', e.target.value)} />
      </Field>
      <Field label="Ends" error={errors.end} hint={form.budgetType === 'lifetime' ? 'Needed for a lifetime budget.' : 'Empty: runs until you turn it off.'}>
        <TextInput type="datetime-local" value={form.end} onChange={(e) => set('end', e.target.value)} />
      </Field>
      <Field label="Bid strategy" error={errors.bidStrategy}>
        <Select value={form.bidStrategy} onChange={(e) => set('bidStrategy', e.target.value)} options={BID_STRATEGIES.map((b) => ({ value: b.value, label: b.label }))} />
      </Field>
      {bid?.needsAmount && (
        <Field label={`Bid amount (${account.currency})`} required error={errors.bidAmount}>
          <TextInput inputMode="decimal" autoComplete="off" value={form.bidAmount} onChange={(e) => set('bidAmount', e.target.value)} />
        </Field>
      )}
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
