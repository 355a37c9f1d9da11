// The strip over a list's grid (in the bulk bar's place while nothing is selected): the breakdown, "order changed —
// re-sort", and how fresh the figures are with Refresh.
import type { ReactNode } from 'react';
import type { Asset, FigureFreshness } from 'shared-graph';
import { Button, FreshnessStamp } from 'shared-ui';
import type { DataTableState } from 'shared-ui/table';
import styled from 'styled-components';
import { BreakdownControl } from '../breakdowns/BreakdownControl';
import type { ListBreakdownId } from '../breakdowns/listBreakdowns';
import type { ListBreakdownState } from '../breakdowns/useListBreakdown';
import { ListSpacer, ListStrip } from '../common/listPage';

export interface ListStatusStripProps {
  table: DataTableState<Asset>;
  breakdown: ListBreakdownId | null;
  onBreakdown: (id: ListBreakdownId | null) => void;
  slices: ListBreakdownState;
  freshness: FigureFreshness | null;
  onRefresh: () => void;
  refreshing: boolean;
  /** A note after the breakdown (e.g. how money is added up). */
  note?: ReactNode;
}

export function ListStatusStrip({ table, breakdown, onBreakdown, slices, freshness, onRefresh, refreshing, note }: ListStatusStripProps) {
  return (
    <ListStrip>
      <BreakdownControl
        value={breakdown}
        onChange={onBreakdown}
        expandable={table.expandable}
        allExpanded={table.allExpanded}
        onExpandAll={table.setAllExpanded}
        loading={slices.loading}
        error={slices.error}
        onRetry={slices.retry}
      />
      {note}
      <ListSpacer />
      {table.orderChanged && (
        <OrderChanged>
          Order changed{' '}
          <Button size="sm" variant="ghost" onClick={table.resort}>
            Re-sort
          </Button>
        </OrderChanged>
      )}
      <FreshnessStamp freshness={freshness} onRefresh={onRefresh} refreshing={refreshing} />
    </ListStrip>
  );
}

const OrderChanged = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
