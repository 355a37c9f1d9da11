// The state of one data table — sorting, filters, selection, paging, columns — on TanStack Table.
import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type ColumnSizingState,
  type ExpandedState,
  type FilterFnOption,
  type PaginationState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Table,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useMemo, useRef, useState } from 'react';
import { DEFAULT_COLUMN_SETTINGS, toColumnOrder, toVisibility } from './columnSettings';
import { allState, clickSelection, extendSelection, toggleAllShown } from './rowSelection';
import { keepOrder, sameOrder, withExpandedSubRows } from './rowOrder';
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
  /** The sort (controlled when given, e.g. kept in a saved view); `initialSorting` is ignored then. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /**
   * Column widths in px by column id (controlled when given). With `onColumnSizingChange` the columns are resizable:
   * a handle on each header's edge, dragged or moved with the arrow keys.
   */
  columnSizing?: ColumnSizingState;
  onColumnSizingChange?: (sizing: ColumnSizingState) => void;
  /**
   * A row's sub-rows (e.g. its breakdown slices): shown under it when it is expanded, with the same columns. They are
   * never selected, filtered or counted in totals; they sort among themselves by the table's sort.
   */
  getSubRows?: (row: T) => readonly T[] | undefined;
  /** Rows with sub-rows start expanded (rows whose sub-rows come later open when they come). */
  initiallyExpanded?: boolean;
  /**
   * Rows stay where they are shown when the data changes under them (a toggled or edited row does not jump to its
   * new sorted place); rows that arrive later go to the end. A new sort, `resort()` or a new `orderKey` orders them
   * afresh; `orderChanged` says when the shown order is not the sort's.
   */
  keepRowOrder?: boolean;
  /** A change (other filters, another period, a refresh) shows the rows in the sort's order again. */
  orderKey?: unknown;
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
  /** Some shown row has sub-rows. */
  expandable: boolean;
  /** Every row with sub-rows is expanded. */
  allExpanded: boolean;
  setAllExpanded: (expanded: boolean) => void;
  /** With `keepRowOrder`: the rows are not in the sort's order (something changed under them). */
  orderChanged: boolean;
  /** Puts the rows in the sort's order again. */
  resort: () => void;
}

const EMPTY_FILTERS: ColumnFiltersState = [];
/** The narrowest and widest a resized column gets. */
export const MIN_COLUMN_WIDTH = 48;
export const MAX_COLUMN_WIDTH = 1200;

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
  sorting: controlledSorting,
  onSortingChange: reportSorting,
  columnSizing: controlledSizing,
  onColumnSizingChange,
  getSubRows,
  initiallyExpanded = false,
  keepRowOrder = false,
  orderKey,
}: UseDataTableOptions<T>): DataTableState<T> {
  const [ownSorting, setSorting] = useState<SortingState>(initialSorting);
  const sorting = controlledSorting ?? ownSorting;
  const [ownSizing, setOwnSizing] = useState<ColumnSizingState>({});
  const sizing = controlledSizing ?? ownSizing;
  const [expanded, setExpanded] = useState<ExpandedState>(initiallyExpanded ? true : {});
  // The ids of the top rows as last shown (keepRowOrder); null = take the sort's order.
  const [shownOrder, setShownOrder] = useState<string[] | null>(null);
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
  // Another order key or another sort (a header click, or a saved view applied from outside) orders the rows afresh.
  const orderSource = JSON.stringify([orderKey ?? null, sorting]);
  const [seenOrderSource, setSeenOrderSource] = useState(orderSource);
  if (seenOrderSource !== orderSource) {
    setSeenOrderSource(orderSource);
    setShownOrder(null);
  }
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      setSorting(next);
      reportSorting?.(next);
      setShownOrder(null);
    },
    [sorting, reportSorting],
  );
  const onSizingChange = useCallback(
    (updater: Updater<ColumnSizingState>) => {
      const next = typeof updater === 'function' ? updater(sizing) : updater;
      setOwnSizing(next);
      onColumnSizingChange?.(next);
    },
    [sizing, onColumnSizingChange],
  );

  // Figures read best largest-first on the first click; a row without a value sorts last either way.
  const tableColumns = useMemo(() => columns.map((c) => (c.meta?.numeric && c.sortDescFirst === undefined ? { ...c, sortDescFirst: true } : c)), [columns]);
  const columnIds = useMemo(() => columns.map((c) => c.id ?? String((c as { accessorKey?: unknown }).accessorKey ?? '')), [columns]);
  const required = useMemo(() => new Set(columns.filter((c) => c.meta?.required || c.enableHiding === false).map((c) => c.id ?? '')), [columns]);
  // The same order and visibility objects while the settings say the same (a stored copy comes back as a new object):
  // TanStack keeps each row's visible cells then, so rows that did not change are not rendered again.
  const settingsKey = JSON.stringify(settings);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columnOrder = useMemo(() => toColumnOrder(columnIds, settings), [columnIds, settingsKey]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columnVisibility = useMemo(() => toVisibility(settings, required), [required, settingsKey]);

  // TanStack builds rows (and their sub-rows) again only for new data: new sub-rows come with a new array.
  const tableData = useMemo(() => (getSubRows ? data.slice() : data) as T[], [data, getSubRows]);

  // No React Compiler here: the instance is read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: tableData,
    columns: tableColumns,
    defaultColumn: { sortUndefined: 'last', minSize: MIN_COLUMN_WIDTH, maxSize: MAX_COLUMN_WIDTH },
    getRowId: (row, _index, parent) => (parent ? `${parent.id}/${getRowId(row)}` : getRowId(row)),
    getSubRows: getSubRows ? (row) => getSubRows(row) as T[] | undefined : undefined,
    state: {
      sorting,
      columnFilters,
      globalFilter: globalFilter ?? '',
      rowSelection,
      expanded,
      columnSizing: sizing,
      columnOrder,
      columnVisibility,
    },
    onSortingChange,
    enableColumnResizing: Boolean(onColumnSizingChange),
    columnResizeMode: 'onChange',
    onColumnSizingChange: onSizingChange,
    onRowSelectionChange: setRowSelection,
    onExpandedChange: setExpanded,
    globalFilterFn,
    // Filters read the rows themselves; a shown row keeps all its sub-rows.
    maxLeafRowFilterDepth: 0,
    enableRowSelection: (row) => row.depth === 0,
    enableSortingRemoval: false,
    sortDescFirst: false,
    autoResetExpanded: false,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  // Paging and expanding happen here, after the rows are put in their shown order (TanStack would page its sort's).
  const sortedRows = table.getSortedRowModel().rows;
  const ordered = useMemo(() => (keepRowOrder ? keepOrder(sortedRows, shownOrder) : sortedRows), [keepRowOrder, sortedRows, shownOrder]);
  if (keepRowOrder && !sameOrder(ordered, shownOrder)) setShownOrder(ordered.map((row) => row.id));
  const orderChanged = keepRowOrder && ordered !== sortedRows && ordered.some((row, i) => row.id !== sortedRows[i]?.id);
  const shown = useMemo(() => ordered.map((row) => row.original), [ordered]);
  const shownIds = useMemo(() => ordered.map((row) => row.id), [ordered]);
  const pageCount = paged ? Math.max(1, Math.ceil(ordered.length / pagination.pageSize)) : 1;
  const pageIndex = Math.min(pagination.pageIndex, pageCount - 1);
  const pageTop = useMemo(() => (paged ? ordered.slice(pageIndex * pagination.pageSize, (pageIndex + 1) * pagination.pageSize) : ordered), [ordered, paged, pageIndex, pagination.pageSize]);
  const pageRows = useMemo(() => withExpandedSubRows(pageTop, expanded), [pageTop, expanded]);
  const pageIds = useMemo(() => pageTop.map((row) => row.id), [pageTop]);
  const expandable = useMemo(() => ordered.some((row) => row.getCanExpand()), [ordered]);

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
    expandable,
    allExpanded: expandable && ordered.every((row) => !row.getCanExpand() || row.getIsExpanded()),
    setAllExpanded: (open) => setExpanded(open ? true : {}),
    orderChanged,
    resort: () => setShownOrder(null),
  };
}
