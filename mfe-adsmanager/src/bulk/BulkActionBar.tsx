// What the user can do with the selected rows: on/off, edit settings, rename, budget, duplicate, delete — each one batch with a result per row.
import { useState, type ReactNode } from 'react';
import { useActiveAdAccount, type Asset } from 'shared-graph';
import type { AssetRef } from '../writes/writeMetadata';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import { countOf } from '../common/levels';
import { onDemand, OnDemand } from '../common/onDemand';

// Each dialog is downloaded when it is first opened.
const StatusDialog = onDemand(() => import('./StatusDialog').then((m) => m.StatusDialog));
const BulkBudgetDialog = onDemand(() => import('./BulkBudgetDialog').then((m) => m.BulkBudgetDialog));
const DuplicateDialog = onDemand(() => import('./DuplicateDialog').then((m) => m.DuplicateDialog));
const DeleteDialog = onDemand(() => import('./DeleteDialog').then((m) => m.DeleteDialog));
const EditSettingsDialog = onDemand(() => import('../edit/EditSettingsDialog').then((m) => m.EditSettingsDialog));
const FindReplaceDialog = onDemand(() => import('../edit/FindReplaceDialog').then((m) => m.FindReplaceDialog));

type Action = 'on' | 'off' | 'budget' | 'duplicate' | 'delete' | 'edit' | 'rename';

export interface BulkActionBarProps {
  selected: readonly Asset[];
  allNames: readonly string[];
  currency: string;
  minDailyBudget: number | null;
  onDone: () => void;
  /**
   * What the bar's place shows while nothing is selected (e.g. the breakdown and the freshness stamp). The bar takes
   * the same place when rows are selected, and the place is as tall as the taller of the two either way, so ticking
   * a row never moves the grid below.
   */
  idle?: ReactNode;
  /** Actions not offered here (a list over several accounts: no duplication; no budget across currencies). */
  hide?: ReadonlyArray<'budget' | 'duplicate'>;
}

export function BulkActionBar({ selected, allNames, currency, minDailyBudget, onDone, idle, hide = [] }: BulkActionBarProps) {
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
  const active = selected.length > 0;
  // Settings are edited in one ad account (its labels, audiences and currency) through its team.
  const activeTeam = useActiveAdAccount().teamId;
  const teamOf = (asset: Asset | undefined) => (asset as AssetRef | undefined)?.teamId;
  const oneAccount = selected.every((a) => a.account_id === selected[0]?.account_id && teamOf(a) === teamOf(selected[0]));
  // The dialogs keep their place in the tree whether the bar shows or not: when a delete takes the selected rows out
  // of the list and the bar goes, the open dialog stays mounted and shows its results.
  return (
    <>
      <Slot data-testid="bulk-slot">
        <Layer $shown={!active}>
          {idle}
        </Layer>
        {/* Laid out (hidden) while nothing is selected, so the place keeps the bar's height. */}
        <Bar role="toolbar" aria-label="Selected items" $shown={active}>
          <strong>{countOf(level, Math.max(1, selected.length))} selected</strong>
          <Button size="sm" variant="secondary" onClick={() => open('on')}>
            Turn on
          </Button>
          <Button size="sm" variant="secondary" onClick={() => open('off')}>
            Turn off
          </Button>
          {oneAccount && (
            <Button size="sm" variant="secondary" onClick={() => open('edit')}>
              Edit…
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => open('rename')}>
            Rename…
          </Button>
          {level !== 'ad' && !hide.includes('budget') && (
            <Button size="sm" variant="secondary" onClick={() => open('budget')}>
              Budget…
            </Button>
          )}
          {!hide.includes('duplicate') && (
            <Button size="sm" variant="secondary" onClick={() => open('duplicate')}>
              Duplicate…
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={() => open('delete')}>
            Delete…
          </Button>
        </Bar>
      </Slot>
      {action !== null && (
        <OnDemand key={action} onFailed={() => setAction(null)}>
        {action === 'on' && <StatusDialog assets={target} status="ACTIVE" onClose={close} />}
        {action === 'off' && <StatusDialog assets={target} status="PAUSED" onClose={close} />}
        {action === 'budget' && <BulkBudgetDialog assets={target} currency={currency} minDailyBudget={minDailyBudget} onClose={close} />}
        {action === 'duplicate' && <DuplicateDialog assets={target} existingNames={allNames} onClose={close} />}
        {action === 'delete' && <DeleteDialog assets={target} onClose={close} />}
        {action === 'edit' && target[0] && (
          <EditSettingsDialog assets={target} accountId={`act_${target[0].account_id.replace(/^act_/, '')}`} teamId={teamOf(target[0]) ?? activeTeam} onClose={close} />
        )}
        {action === 'rename' && <FindReplaceDialog assets={target} onClose={close} />}
        </OnDemand>
      )}
    </>
  );
}

/** One grid cell holding both layers, so its height is the taller one's whichever shows. */
const Slot = styled.div`
  display: grid;
  min-width: 0;
  & > * { grid-area: 1 / 1; }
`;

/** The hidden layer keeps its size but leaves the tab order and the accessibility tree. */
const Layer = styled.div<{ $shown: boolean }>`
  display: flex;
  align-items: center;
  min-width: 0;
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
`;

const Bar = styled.div<{ $shown: boolean }>`
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.brandSoft};
  border-radius: ${({ theme }) => theme.radii.md};
`;
