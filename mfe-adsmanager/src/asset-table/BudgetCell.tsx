import { useState } from 'react';
import type { Asset } from 'shared-graph';
import { formatMoney } from 'shared-ui';
import styled from 'styled-components';
import { budgetHolder } from '../common/budgetRules';
import { onDemand, OnDemand } from '../common/onDemand';
import { cellButton } from './cellButton';

const BudgetDialog = onDemand(() => import('./BudgetDialog').then((m) => m.BudgetDialog));

const HOLDER_TEXT = { campaign: 'Campaign budget', adsets: 'Ad set budgets', none: '—' } as const;

/**
 * The budget where it lives (daily or lifetime, in the account currency) with an edit button. Rendered for every row
 * in view, so the button is a plain element styled by the cell's box, and the editor is downloaded when first opened.
 */
export function BudgetCell({ asset, currency, minDailyBudget }: { asset: Asset; currency: string; minDailyBudget: number | null }) {
  const [editing, setEditing] = useState(false);
  const holder = budgetHolder(asset);
  if (holder !== 'self' || asset.budget === null) return <Muted>{HOLDER_TEXT[holder === 'self' ? 'none' : holder]}</Muted>;
  return (
    <Cell>
      <span>
        {formatMoney(asset.budget, currency)}
        <small> {asset.budget_type === 'daily' ? 'daily' : 'lifetime'}</small>
      </span>
      <button type="button" aria-label={`Edit budget of ${asset.name}`} onClick={() => setEditing(true)}>
        ✎
      </button>
      {editing && (
        <OnDemand onFailed={() => setEditing(false)}>
          <BudgetDialog asset={asset} currency={currency} minDailyBudget={minDailyBudget} onClose={() => setEditing(false)} />
        </OnDemand>
      )}
    </Cell>
  );
}

const Cell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;

  & small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  ${cellButton}
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
