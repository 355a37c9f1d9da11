// Budget ± % or set to an amount on the selection, with a preview of old → new for every row before anything is sent.
import { useMemo, useState } from 'react';
import type { Asset } from 'shared-graph';
import type { AssetWrite } from '../writes/assetWrites';
import { Field, formatMoney, Select, TextInput } from 'shared-ui';
import styled from 'styled-components';
import { AssetWithParent } from '../asset-table/AssetWithParent';
import { parseAmount } from '../common/budgetRules';
import { countOf } from '../common/levels';
import { BUDGET_MODES, planBudgetChange, type BudgetMode } from './bulkBudget';
import { BulkWriteDialog } from './BulkWriteDialog';

export interface BulkBudgetDialogProps {
  assets: readonly Asset[];
  currency: string;
  minDailyBudget: number | null;
  /** `changed`: the dialog sent its change (Done), not cancelled. */
  onClose: (changed: boolean) => void;
}

export function BulkBudgetDialog({ assets, currency, minDailyBudget, onClose }: BulkBudgetDialogProps) {
  const [mode, setMode] = useState<BudgetMode>('increase');
  const [text, setText] = useState('10');
  const value = parseAmount(text);
  const plan = useMemo(() => planBudgetChange(assets, mode, value, currency, minDailyBudget), [assets, mode, value, currency, minDailyBudget]);
  const writes: AssetWrite[] = plan
    .filter((row) => row.skipped === null && row.after !== null)
    .map((row) => ({ asset: row.asset, change: { kind: 'budget', budgetType: row.asset.budget_type ?? 'daily', amount: row.after!, currency, previous: row.before } }));
  const level = assets[0]?.level ?? 'adset';
  return (
    <BulkWriteDialog title={`Change the budget of ${countOf(level, assets.length)}`} writes={writes} confirmLabel={`Change ${writes.length} budget${writes.length === 1 ? '' : 's'}`} onClose={onClose}>
      <Controls>
        <Field label="Change">
          <Select value={mode} onChange={(event) => setMode(event.target.value as BudgetMode)} options={BUDGET_MODES.map((m) => ({ value: m.value, label: m.label }))} />
        </Field>
        <Field label={mode === 'set' ? `Amount (${currency})` : 'Percent'} error={text.trim() && value === null ? 'Enter a number, for example 10.' : null}>
          <TextInput inputMode="decimal" value={text} onChange={(event) => setText(event.target.value)} />
        </Field>
      </Controls>
      <Preview aria-label="Budget preview">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Now</th>
            <th scope="col">New</th>
          </tr>
        </thead>
        <tbody>
          {plan.map((row) => (
            <tr key={row.asset.id} data-skipped={row.skipped !== null}>
              <td>
                <AssetWithParent asset={row.asset} />
              </td>
              <td>{row.before === null ? '—' : formatMoney(row.before, currency)}</td>
              <td>{row.skipped ? <Skipped>{row.skipped}</Skipped> : formatMoney(row.after, currency)}</td>
            </tr>
          ))}
        </tbody>
      </Preview>
    </BulkWriteDialog>
  );
}

const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Preview = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; overflow-wrap: anywhere; }
  td:nth-child(2), td:nth-child(3) { white-space: nowrap; }
  /* The name and its campaign get the room: same-named ad sets differ only there. */
  th:first-child { width: 45%; }
`;

const Skipped = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  white-space: normal;
`;
