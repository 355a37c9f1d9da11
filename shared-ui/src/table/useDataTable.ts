// The state of one data table — sorting, filters, selection, paging, columns — on TanStack Table.
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type FilterFnOption,
  type PaginationState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Table,
} from '@tanstack/react-table';
import { useCallback, useMemo, useRef, useState } from 'react';
import { DEFAULT_COLUMN_SETTINGS, toColumnOrder, toVisibility } from './columnSettings';
import { allState, clickSelection, extendSelection, toggleAllShown } from './rowSelection';
import type { AllState, ColumnSettings } from './types';

export interface UseDataTableOptions<T> {
  data: readonly T[];
  // TanStack's column defs are invariant in their value type; `any` is how its own docs type a column list.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** The row's identity: selection and keyboard focus follow it through sorting and filtering. */
  getRowId: (row: T) => string;
  initialSorting?: SortingState;
  /** Column filters (controlled): `{ id, value }` per column whose `filterFn` reads the value. */
  columnFilters?: ColumnFiltersState;
  /** One value every filterable column is matched against (controlled); '' or undefined filters nothing. */
  globalFilter?: unknown;
  globalFilterFn?: FilterFnOption<T>;
  /** Rows per page; 0 shows every row (the table is virtualized either way). */
  pageSize?: number;
  /** Column order and visibility (controlled when given, e.g. stored per user by the area). */
  columnSettings?: ColumnSettings;
  onColumnSettingsChange?: (settings: ColumnSettings) => void;
}

export interface DataTableState<T> {
  table: Table<T>;
  /** Rows after filtering and sorting (every page). */
  shown: T[];
  /** The rows of the current page, in display order. */
  pageRows: Row<T>[];
  /** Selected rows in data order, including rows a filter hides. */
  selected: T[];
  /** Selected rows that the filters show (what an action on "the visible selection" takes). */
  selectedShown: T[];
  isSelected: (id: string) => boolean;
  /** Row click / checkbox click: toggles, or with shift selects the range from the last clicked row. */
  click: (id: string, shift: boolean) => void;
  /** Keyboard Shift+arrow: selects from the anchor to this row. */
  extendTo: (id: string) => void;
  toggleAllShown: () => void;
  clearSelection: () => void;
  allState: AllState;
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  setPageIndex: (index: number) => void;
  setPageSize: (size: number) => void;
  columnSettings: ColumnSettings;
  setColumnSettings: (settings: ColumnSettings) => void;
}

const EMPTY_FILTERS: ColumnFiltersState = [];

export function useDataTable<T>({
  data,
  columns,
  getRowId,
  initialSorting = [],
  columnFilters = EMPTY_FILTERS,
  globalFilter,
  globalFilterFn = 'includesString',
  pageSize: initialPageSize = 0,
  columnSettings: controlledSettings,
  onColumnSettingsChange,
}: UseDataTableOptions<T>): DataTableState<T> {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const anchor = useRef<string | null>(null);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: initialPageSize });
  const [ownSettings, setOwnSettings] = useState<ColumnSettings>(DEFAULT_COLUMN_SETTINGS);
  const settings = controlledSettings ?? ownSettings;
  const paged = pagination.pageSize > 0;

  // A new filter starts at the first page; estimates filling in rows keep the page.
  const filterKey = JSON.stringify([columnFilters, globalFilter ?? null]);
  const [seenFilterKey, setSeenFilterKey] = useState(filterKey);
  if (seenFilterKey !== filterKey) {
    setSeenFilterKey(filterKey);
    if (pagination.pageIndex !== 0) setPagination((p) => ({ ...p, pageIndex: 0 }));
  }

  // Figures read best largest-first on the first click; a row without a value sorts last either way.
  const tableColumns = useMemo(() => columns.map((c) => (c.meta?.numeric && c.sortDescFirst === undefined ? { ...c, sortDescFirst: true } : c)), [columns]);
  const columnIds = useMemo(() => columns.map((c) => c.id ?? String((c as { accessorKey?: unknown }).accessorKey ?? '')), [columns]);
  const required = useMemo(() => new Set(columns.filter((c) => c.meta?.required || c.enableHiding === false).map((c) => c.id ?? '')), [columns]);

  // No React Compiler here: the instance is read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: data as T[],
    columns: tableColumns,
    defaultColumn: { sortUndefined: 'last' },
    getRowId: (row) => getRowId(row),
    state: {
      sorting,
      columnFilters,
      globalFilter: globalFilter ?? '',
      rowSelection,
      pagination: paged ? pagination : { pageIndex: 0, pageSize: Math.max(1, data.length) },
      columnOrder: toColumnOrder(columnIds, settings),
      columnVisibility: toVisibility(settings, required),
    },
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    onPaginationChange: setPagination,
    globalFilterFn,
    enableRowSelection: true,
    enableSortingRemoval: false,
    sortDescFirst: false,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const sortedRows = table.getPrePaginationRowModel().rows;
  const shown = useMemo(() => sortedRows.map((row) => row.original), [sortedRows]);
  const shownIds = useMemo(() => sortedRows.map((row) => row.id), [sortedRows]);
  const pageCount = paged ? Math.max(1, Math.ceil(sortedRows.length / pagination.pageSize)) : 1;
  const pageIndex = Math.min(pagination.pageIndex, pageCount - 1);
  if (pageIndex !== pagination.pageIndex) table.setPageIndex(pageIndex);
  const pageRows = table.getRowModel().rows;
  const pageIds = useMemo(() => pageRows.map((row) => row.id), [pageRows]);

  const selected = useMemo(() => data.filter((row) => rowSelection[getRowId(row)]), [data, rowSelection, getRowId]);
  const selectedShown = useMemo(() => shown.filter((row) => rowSelection[getRowId(row)]), [shown, rowSelection, getRowId]);

  const click = useCallback(
    (id: string, shift: boolean) => {
      const from = anchor.current;
      setRowSelection((current) => clickSelection(current, from, id, pageIds, shift));
      anchor.current = id;
    },
    [pageIds],
  );
  const extendTo = useCallback(
    (id: string) => {
      const from = anchor.current ?? id;
      anchor.current = from;
      setRowSelection((current) => extendSelection(current, from, id, pageIds));
    },
    [pageIds],
  );
  const setColumnSettings = useCallback(
    (next: ColumnSettings) => {
      if (!controlledSettings) setOwnSettings(next);
      onColumnSettingsChange?.(next);
    },
    [controlledSettings, onColumnSettingsChange],
  );

  return {
    table,
    shown,
    pageRows,
    selected,
    selectedShown,
    isSelected: (id) => Boolean(rowSelection[id]),
    click,
    extendTo,
    toggleAllShown: () => {
      anchor.current = null;
      setRowSelection((current) => toggleAllShown(current, shownIds));
    },
    clearSelection: () => {
      anchor.current = null;
      setRowSelection({});
    },
    allState: allState(rowSelection, shownIds),
    pageIndex,
    pageCount,
    pageSize: pagination.pageSize,
    setPageIndex: (index) => setPagination((p) => ({ ...p, pageIndex: Math.max(0, Math.min(index, pageCount - 1)) })),
    setPageSize: (size) => setPagination({ pageIndex: 0, pageSize: Math.max(0, size) }),
    columnSettings: settings,
    setColumnSettings,
  };
}
