// What the user does with the selected rows: estimate reach, overlap, save, copy, export — always on the selected
// rows the filters show; rows a filter hides are counted and left out, and the bar says so.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { notify } from 'shared-graph';
import { Button, formatCount } from 'shared-ui';
import { type DataTableState } from 'shared-ui/table';
import { copyText, downloadText, toCsv } from './exportRows';
import type { ResearchRow } from './rows';

interface Props {
  state: DataTableState<ResearchRow>;
  busy: 'reach' | 'overlap' | null;
  canSave: boolean;
  exportName: string;
  onEstimateReach: (rows: ResearchRow[]) => void;
  onOverlap: (rows: ResearchRow[]) => void;
  onSave: (rows: ResearchRow[]) => void;
  extra?: (selected: ResearchRow[], clear: () => void) => ReactNode;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export function SelectionActions({ state, busy, canSave, exportName, onEstimateReach, onOverlap, onSave, extra }: Props) {
  const selected = state.selectedShown;
  const hidden = state.selected.length - selected.length;
  const estimable = selected.filter((row) => row.type !== 'page');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyText(selected));
      notify.success(`Copied ${plural(selected.length, 'name', 'names')}`);
    } catch {
      notify.error('Unable to copy to the clipboard');
    }
  };

  return (
    <Bar role="group" aria-label="Selection actions">
      <Count>
        <span>{formatCount(selected.length)} selected</span>
        {hidden > 0 && <Hidden>{plural(hidden, 'selected row is', 'selected rows are')} hidden by the filters and left out</Hidden>}
      </Count>
      <Button size="sm" disabled={estimable.length === 0} loading={busy === 'reach'} onClick={() => onEstimateReach(estimable)}>
        Estimate reach
      </Button>
      <Button size="sm" disabled={estimable.length === 0} loading={busy === 'overlap'} onClick={() => onOverlap(estimable)} title="Selected interests against the other rows of this page">
        Overlap
      </Button>
      {canSave && (
        <Button size="sm" disabled={estimable.length === 0} onClick={() => onSave(estimable)}>
          Save to collection
        </Button>
      )}
      <Button size="sm" disabled={selected.length === 0} onClick={() => void copy()}>
        Copy
      </Button>
      <Button size="sm" disabled={selected.length === 0} onClick={() => downloadText(`${exportName}-selected.csv`, toCsv(selected))}>
        Export selection
      </Button>
      <Button size="sm" disabled={state.shown.length === 0} onClick={() => downloadText(`${exportName}.csv`, toCsv(state.shown))}>
        Export all shown
      </Button>
      {extra?.(selected, state.clearSelection)}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

const Count = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hidden = styled.span`
  color: ${({ theme }) => theme.colors.warningText};
`;
