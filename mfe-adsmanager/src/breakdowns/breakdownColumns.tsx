// The list's columns with sub-rows: a slice shows its name and its figures; settings (on/off, budget, bid …) belong to
// the row above it, so a slice leaves them blank.
import { METRICS, type Asset } from 'shared-graph';
import type { ColumnDef } from 'shared-ui/table';
import styled from 'styled-components';
import { isSliceRow } from './sliceRows';

type Column = ColumnDef<Asset, unknown>;

/**
 * Figures a slice has of its own: every catalogue metric, the results and their cost (a slice keeps its row's goal), and
 * the reporting dates (a day's slice has its day).
 */
const PER_SLICE = new Set<string>([...METRICS.map((m) => m.id), 'results', 'cost_per_result', 'reporting_start', 'reporting_end']);

function perSlice(column: Column): boolean {
  return column.meta?.perSlice ?? PER_SLICE.has(column.id ?? '');
}

export function withSliceCells(columns: readonly Column[]): Column[] {
  return columns.map((column): Column => {
    const cell = column.cell;
    if (column.id === 'name') {
      return {
        ...column,
        cell: (context) => (isSliceRow(context.row.original) ? <SliceName title={context.row.original.slice.name}>{context.row.original.slice.name}</SliceName> : typeof cell === 'function' ? cell(context) : cell),
      };
    }
    if (perSlice(column)) return column;
    return { ...column, cell: (context) => (isSliceRow(context.row.original) ? null : typeof cell === 'function' ? cell(context) : (cell ?? context.renderValue())) };
  });
}

const SliceName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
