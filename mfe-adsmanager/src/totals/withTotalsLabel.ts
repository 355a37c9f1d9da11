// Puts what the totals hold in the Name column's footer cell, where the totals line starts.
import type { Asset } from 'shared-graph';
import type { ColumnDef } from 'shared-ui/table';

export function withTotalsLabel<T extends Asset>(columns: ColumnDef<T, unknown>[], label: (rows: T[]) => string): ColumnDef<T, unknown>[] {
  return columns.map((column) =>
    column.id === 'name' ? { ...column, footer: ({ table }) => label(table.getFilteredRowModel().rows.map((row) => row.original)) } : column,
  );
}
