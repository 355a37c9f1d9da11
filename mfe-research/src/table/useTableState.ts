import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_FILTERS, filterRows, type Filters } from './filters';
import type { ResearchRow } from './rows';
import { allState, clickRow, EMPTY_SELECTION, selectedRows, toggleAll, type Selection } from './selection';
import { DEFAULT_SORT, nextSort, sortRows, type SortKey, type SortState } from './sort';

/** Rows per table page; 0 shows every row (virtualized). */
export const TABLE_PAGE_SIZE = 100;

/** Sort, filters, selection and paging of one research table, with the derived row lists memoized. */
export function useTableState(rows: readonly ResearchRow[]) {
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [filters, setFiltersState] = useState<Filters>(DEFAULT_FILTERS);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);

  const filtered = useMemo(() => filterRows(rows, filters), [rows, filters]);
  const shown = useMemo(() => sortRows(filtered, sort), [filtered, sort]);
  const pageCount = pageSize > 0 ? Math.max(1, Math.ceil(shown.length / pageSize)) : 1;
  const currentPage = Math.min(page, pageCount - 1);
  const pageRows = useMemo(
    () => (pageSize > 0 ? shown.slice(currentPage * pageSize, (currentPage + 1) * pageSize) : shown),
    [shown, currentPage, pageSize],
  );
  const shownIds = useMemo(() => shown.map((row) => row.id), [shown]);
  const pageIds = useMemo(() => pageRows.map((row) => row.id), [pageRows]);
  const selected = useMemo(() => selectedRows(rows, selection), [rows, selection]);

  const setFilters = useCallback((patch: Partial<Filters>) => {
    setFiltersState((current) => ({ ...current, ...patch }));
    setPage(0);
  }, []);
  const sortBy = useCallback((key: SortKey) => setSort((current) => nextSort(current, key)), []);
  const click = useCallback((id: string, shift: boolean) => setSelection((current) => clickRow(current, id, pageIds, shift)), [pageIds]);
  const toggleAllShown = useCallback(() => setSelection((current) => toggleAll(current, shownIds)), [shownIds]);
  const clearSelection = useCallback(() => setSelection(EMPTY_SELECTION), []);

  return {
    sort,
    sortBy,
    filters,
    setFilters,
    selection,
    selected,
    click,
    toggleAllShown,
    clearSelection,
    allState: allState(selection, shownIds),
    shown,
    pageRows,
    page: currentPage,
    pageCount,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
  };
}

export type TableState = ReturnType<typeof useTableState>;
