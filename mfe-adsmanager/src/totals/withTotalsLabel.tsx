// Puts what the totals hold in the Name column's footer cell, where the totals line starts.
import type { Asset } from 'shared-graph';
import type { ColumnDef } from 'shared-ui/table';
import styled from 'styled-components';

/** The label per row set (the table keeps the array until rows, sort or filter change) and label function. */
const labels = new WeakMap<readonly unknown[], WeakMap<object, string>>();

function labelOf<T>(rows: ReadonlyArray<{ original: T }>, label: (rows: T[]) => string): string {
  let byLabel = labels.get(rows);
  if (!byLabel) labels.set(rows, (byLabel = new WeakMap()));
  let text = byLabel.get(label);
  if (text === undefined) byLabel.set(label, (text = label(rows.map((row) => row.original))));
  return text;
}

export function withTotalsLabel<T extends Asset>(columns: ColumnDef<T, unknown>[], label: (rows: T[]) => string): ColumnDef<T, unknown>[] {
  return columns.map((column) => (column.id === 'name' ? { ...column, footer: ({ table }) => <TotalsText>{labelOf(table.getFilteredRowModel().rows, label)}</TotalsText> } : column));
}

/** The label may wrap in a narrow Name column (a phone) rather than lose its end. */
const TotalsText = styled.span`
  white-space: normal;
  line-height: 1.2;
  padding: 4px 0;

  /* On a phone the Name column is wider than what shows of it: wrap within the part that does. */
  ${({ theme }) => theme.media.mobile} {
    max-width: 230px;
  }
`;
