// What the user can do with the selected rows: on/off, budget, duplicate, delete — each one batch with a result per row.
import { useState } from 'react';
import type { Asset } from 'shared-graph';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import { countOf } from '../common/levels';
import { BulkBudgetDialog } from './BulkBudgetDialog';
import { DeleteDialog } from './DeleteDialog';
import { DuplicateDialog } from './DuplicateDialog';
import { StatusDialog } from './StatusDialog';

type Action = 'on' | 'off' | 'budget' | 'duplicate' | 'delete';

export interface BulkActionBarProps {
  selected: readonly Asset[];
  allNames: readonly string[];
  currency: string;
  minDailyBudget: number | null;
  onDone: () => void;
}

export function BulkActionBar({ selected, allNames, currency, minDailyBudget, onDone }: BulkActionBarProps) {
  const [action, setAction] = useState<Action | null>(null);
  // The dialog works on the selection as it was when opened: the list refreshing underneath does not change it.
  const [target, setTarget] = useState<readonly Asset[]>([]);
  const open = (next: Action) => {
    setTarget(selected);
    setAction(next);
  };
  // A cancelled dialog leaves the selection as it was; a change that was sent clears it.
  const close = (changed: boolean) => {
    setAction(null);
    if (changed) onDone();
  };
  const level = (target[0] ?? selected[0])?.level ?? 'campaign';
  // The dialogs keep their place in the tree whether the bar shows or not: when a delete takes the selected rows out
  // of the list and the bar goes, the open dialog stays mounted and shows its results.
  return (
    <>
      {selected.length > 0 && (
        <Bar role="toolbar" aria-label="Selected items">
          <strong>{countOf(level, selected.length)} selected</strong>
          <Button size="sm" variant="secondary" onClick={() => open('on')}>
            Turn on
          </Button>
          <Button size="sm" variant="secondary" onClick={() => open('off')}>
            Turn off
          </Button>
          {level !== 'ad' && (
            <Button size="sm" variant="secondary" onClick={() => open('budget')}>
              Budget…
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => open('duplicate')}>
            Duplicate…
          </Button>
          <Button size="sm" variant="danger" onClick={() => open('delete')}>
            Delete…
          </Button>
        </Bar>
      )}
      {action === 'on' && <StatusDialog assets={target} status="ACTIVE" onClose={close} />}
      {action === 'off' && <StatusDialog assets={target} status="PAUSED" onClose={close} />}
      {action === 'budget' && <BulkBudgetDialog assets={target} currency={currency} minDailyBudget={minDailyBudget} onClose={close} />}
      {action === 'duplicate' && <DuplicateDialog assets={target} existingNames={allNames} onClose={close} />}
      {action === 'delete' && <DeleteDialog assets={target} onClose={close} />}
    </>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.brandSoft};
  border-radius: ${({ theme }) => theme.radii.md};
`;
