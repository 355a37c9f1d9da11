// Budget type, amount (with the platform's floor in the account currency) and bid strategy — on the campaign step
// with a campaign budget, on the ad set step otherwise.
import { Field, formatMoney, Select, TextInput } from 'shared-ui';
import { suggestedBudget, type CreateForm } from './campaignPlan';
import { BID_STRATEGIES } from './odaxMatrix';
import type { StepProps } from './stepProps';

export function BudgetFields({ form, set, errors, account, locked }: StepProps) {
  const level = form.budgetLevel === 'campaign' ? 'Campaign' : 'Ad set';
  const floor = account.minDailyBudget !== null && form.budgetType === 'daily' ? `At least ${formatMoney(account.minDailyBudget, account.currency)} a day.` : undefined;
  const bid = BID_STRATEGIES.find((b) => b.value === form.bidStrategy);
  return (
    <>
      <Field label={`${level} budget type`}>
        <Select value={form.budgetType} disabled={locked} onChange={(e) => set('budgetType', e.target.value as CreateForm['budgetType'])} options={[{ value: 'daily', label: 'Daily budget' }, { value: 'lifetime', label: 'Lifetime budget' }]} />
      </Field>
      <Field label={`${level} budget (${account.currency})`} required error={errors.budget} hint={floor}>
        <TextInput inputMode="decimal" autoComplete="off" disabled={locked} placeholder={suggestedBudget(account.minDailyBudget, account.currency)} value={form.budget} onChange={(e) => set('budget', e.target.value)} />
      </Field>
      <Field label="Bid strategy" error={errors.bidStrategy}>
        <Select value={form.bidStrategy} disabled={locked} onChange={(e) => set('bidStrategy', e.target.value)} options={BID_STRATEGIES.map((b) => ({ value: b.value, label: b.label }))} />
      </Field>
      {bid?.needsAmount && (
        <Field label={`${bid.value === 'COST_CAP' ? 'Cost per result goal' : 'Bid cap'} (${account.currency})`} required error={errors.bidAmount}>
          <TextInput inputMode="decimal" autoComplete="off" disabled={locked} value={form.bidAmount} onChange={(e) => set('bidAmount', e.target.value)} />
        </Field>
      )}
    </>
  );
}
