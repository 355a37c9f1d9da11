export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export { useDataTable } from './useDataTable';
export type { UseDataTableOptions, DataTableState } from './useDataTable';
export { ColumnChooser } from './ColumnChooser';
export type { ColumnChooserProps } from './ColumnChooser';
export { DEFAULT_COLUMN_SETTINGS, orderedIds, setHidden, moveColumn } from './columnSettings';
export { naturalText } from './sorting';
export type { ColumnSettings, ColumnPreset, AllState } from './types';
// The column vocabulary areas write their columns in (types, and the tiny helper TanStack offers for them).
export { createColumnHelper } from '@tanstack/react-table';
export type { ColumnDef, ColumnFiltersState, FilterFn, SortingFn, SortingState, Row, CellContext, HeaderContext } from '@tanstack/react-table';
