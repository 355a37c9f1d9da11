// A bulk budget change planned before it is sent: each selected asset's old → new budget, or why it is left alone.
import type { Asset } from 'shared-graph';
import { budgetFloorMessage, budgetHolder, roundToCurrency } from '../common/budgetRules';

export type BudgetMode = 'increase' | 'decrease' | 'set';

export const BUDGET_MODES: ReadonlyArray<{ value: BudgetMode; label: string }> = [
  { value: 'increase', label: 'Increase by %' },
  { value: 'decrease', label: 'Decrease by %' },
  { value: 'set', label: 'Set to an amount' },
];

export interface BudgetPlanRow {
  asset: Asset;
  before: number | null;
  after: number | null;
  /** Why this asset is not changed (no budget of its own, below the floor …); null = it will be. */
  skipped: string | null;
}

const HOLDER_REASON = {
  campaign: 'Its budget is on the campaign (Advantage campaign budget): change it on the Campaigns tab.',
  adsets: 'Its budgets are on its ad sets: change them on the Ad sets tab.',
  none: 'Ads have no budget of their own.',
} as const;

export function planBudgetChange(assets: readonly Asset[], mode: BudgetMode, value: number | null, currency: string, minDaily: number | null): BudgetPlanRow[] {
  return assets.map((asset) => {
    const holder = budgetHolder(asset);
    if (holder !== 'self' || asset.budget === null) return { asset, before: null, after: null, skipped: HOLDER_REASON[holder === 'self' ? 'none' : holder] };
    const before = asset.budget;
    if (value === null || !Number.isFinite(value) || value < 0 || (mode === 'set' && value === 0)) return { asset, before, after: null, skipped: 'Enter a number first.' };
    const raw = mode === 'set' ? value : mode === 'increase' ? before * (1 + value / 100) : before * (1 - value / 100);
    const after = roundToCurrency(raw, currency);
    if (after <= 0) return { asset, before, after, skipped: 'The budget would be zero.' };
    if (asset.budget_type === 'daily' && minDaily !== null && after < minDaily) return { asset, before, after, skipped: budgetFloorMessage(asset.level, minDaily, currency) };
    if (after === before) return { asset, before, after, skipped: 'No change.' };
    return { asset, before, after, skipped: null };
  });
}
