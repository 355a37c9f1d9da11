// Budget (where the object holds it; many at once by % or to an amount, as the bulk budget does) and the bid
// strategy with its cap or cost goal, in the account's currency. A budget keeps the type it was made with.
import { Field, formatMoney, Select, TextInput } from 'shared-ui';
import { BUDGET_MODES } from '../bulk/bulkBudget';
import { budgetHolder } from '../common/budgetRules';
import { BID_STRATEGIES } from '../create/odaxMatrix';
import { FieldGrid, Wide } from '../common/fieldGrid';
import { Note, Section } from './editLayout';
import { MIXED, type SectionProps } from './sectionProps';
import type { SettingsDraft } from './settingsDraft';
import { bidScope, isCapped } from './settingsPlan';

const strategyWords = (value: string | null | undefined) =>
  BID_STRATEGIES.find((b) => b.value === value)?.label ?? (value === 'LOWEST_COST_WITH_MIN_ROAS' ? 'Minimum ROAS' : value ? value.toLowerCase().replace(/_/g, ' ') : 'Highest volume (no cap)');

export function BudgetBidSection(props: SectionProps) {
  const { draft, set, errors, notes, mixed, targets, ctx, disabled } = props;
  const assets = targets.map((t) => t.asset);
  const one = assets.length === 1;
  const first = assets[0]!;
  const holding = assets.filter((a) => budgetHolder(a) === 'self');
  const types = new Set(holding.map((a) => a.budget_type));
  const typeWord = types.size === 1 ? (holding[0]!.budget_type === 'lifetime' ? 'Lifetime' : 'Daily') : 'Daily or lifetime';
  const strategyScope = assets.some((a) => bidScope(a).strategy);
  const effective = draft.bidStrategy || (mixed.has('bidStrategy') ? '' : (first.bid_strategy ?? ''));
  const showAmount = first.level === 'adset' && (isCapped(effective) || (mixed.has('bidStrategy') && !draft.bidStrategy && assets.some((a) => isCapped(a.bid_strategy))));
  const strategyOptions = [
    ...(mixed.has('bidStrategy') ? [{ value: '', label: MIXED }] : []),
    ...BID_STRATEGIES.map((b) => ({ value: b.value, label: b.label })),
    ...(draft.bidStrategy && !BID_STRATEGIES.some((b) => b.value === draft.bidStrategy) ? [{ value: draft.bidStrategy, label: strategyWords(draft.bidStrategy), disabled: true }] : []),
  ];
  return (
    <Section aria-labelledby="edit-budget-heading">
      <h3 id="edit-budget-heading">Budget and bid</h3>
      <FieldGrid>
        {holding.length === 0 ? (
          <Wide>
            <Note>{first.level === 'adset' ? 'Budget: on the campaign (Advantage campaign budget). Change it on the campaign.' : 'Budget: on the ad sets. Change it on each ad set.'}</Note>
          </Wide>
        ) : one ? (
          <Field
            label={`${typeWord} budget (${ctx.currency})`}
            error={errors.budget}
            hint={`${first.budget_type === 'daily' && ctx.minDailyBudget !== null ? `At least ${formatMoney(ctx.minDailyBudget, ctx.currency)} a day. ` : ''}Meta keeps the budget type it was made with.`}
          >
            <TextInput inputMode="decimal" autoComplete="off" value={draft.budgetValue} disabled={disabled} onChange={(e) => set('budgetValue', e.target.value)} />
          </Field>
        ) : (
          <>
            <Field label="Budget" hint={`${typeWord} budgets, each of its own type.`}>
              <Select
                value={draft.budgetMode}
                disabled={disabled}
                onChange={(e) => set('budgetMode', e.target.value as SettingsDraft['budgetMode'])}
                options={[{ value: 'keep', label: 'Keep each one’s budget' }, ...BUDGET_MODES.map((m) => ({ value: m.value, label: m.label }))]}
              />
            </Field>
            {draft.budgetMode !== 'keep' && (
              <Field label={draft.budgetMode === 'set' ? `Amount (${ctx.currency})` : 'Percent'} error={errors.budget} hint={notes.budget}>
                <TextInput inputMode="decimal" autoComplete="off" value={draft.budgetValue} disabled={disabled} onChange={(e) => set('budgetValue', e.target.value)} />
              </Field>
            )}
          </>
        )}
        {strategyScope ? (
          <Field
            label="Bid strategy"
            error={errors.bidStrategy}
            hint={first.level === 'campaign' ? 'For the whole campaign (Advantage campaign budget); each ad set’s cap is set on the ad set.' : undefined}
          >
            <Select value={draft.bidStrategy} disabled={disabled} onChange={(e) => set('bidStrategy', e.target.value)} options={strategyOptions} />
          </Field>
        ) : first.level === 'adset' ? (
          <Wide>
            <Note>{`Bid strategy: ${mixed.has('bidStrategy') ? 'each its campaign’s' : strategyWords(first.bid_strategy)}, set on the campaign (Advantage campaign budget).`}</Note>
          </Wide>
        ) : (
          <Wide>
            <Note>Bid strategy: set on each ad set (the budgets are there).</Note>
          </Wide>
        )}
        {showAmount && (
          <Field
            label={`${effective === 'COST_CAP' ? 'Cost per result goal' : effective === 'LOWEST_COST_WITH_BID_CAP' ? 'Bid cap' : 'Bid cap or cost goal'} (${ctx.currency})`}
            error={errors.bidAmount}
            hint={mixed.has('bidAmount') && !draft.bidAmount ? `${MIXED}.` : undefined}
          >
            <TextInput inputMode="decimal" autoComplete="off" value={draft.bidAmount} disabled={disabled} onChange={(e) => set('bidAmount', e.target.value)} />
          </Field>
        )}
      </FieldGrid>
    </Section>
  );
}
