import { useState } from 'react';
import type { Asset } from 'shared-graph';
import { formatMoney, IconButton } from 'shared-ui';
import styled from 'styled-components';
import { budgetHolder } from '../common/budgetRules';
import { BudgetDialog } from './BudgetDialog';

const HOLDER_TEXT = { campaign: 'Campaign budget', adsets: 'Ad set budgets', none: '—' } as const;

/** The budget where it lives (daily or lifetime, in the account currency) with an edit button. */
export function BudgetCell({ asset, currency, minDailyBudget }: { asset: Asset; currency: string; minDailyBudget: number | null }) {
  const [editing, setEditing] = useState(false);
  const holder = budgetHolder(asset);
  if (holder !== 'self' || asset.budget === null) return <Muted>{HOLDER_TEXT[holder === 'self' ? 'none' : holder]}</Muted>;
  return (
    <Cell>
      <span>
        {formatMoney(asset.budget, currency)}
        <Muted> {asset.budget_type === 'daily' ? 'daily' : 'lifetime'}</Muted>
      </span>
      <IconButton size="sm" variant="ghost" icon="✎" label={`Edit budget of ${asset.name}`} onClick={() => setEditing(true)} />
      {editing && <BudgetDialog asset={asset} currency={currency} minDailyBudget={minDailyBudget} onClose={() => setEditing(false)} />}
    </Cell>
  );
}

const Cell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
