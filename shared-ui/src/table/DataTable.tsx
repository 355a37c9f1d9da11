// The one data table of every area: a virtualized ARIA grid over a useDataTable state (a tree grid when rows have sub-rows).
import { flexRender, type Header, type Row } from '@tanstack/react-table';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../feedback/Spinner';
import { Checkbox } from '../primitives/Checkbox';
import { ColumnResizeHandle } from './ColumnResizeHandle';
import { DataRow, stickyAt, TemplateContent, type RowEvents } from './DataRow';
import { Cell, GridRow } from './gridStyles';
import type { DataTableState } from './useDataTable';

export interface DataTableProps<T> {
  state: DataTableState<T>;
  /** The grid's accessible name. */
  label: string;
  /** A checkbox column; rows select on click (shift-click ranges) and with Space. */
  selectable?: boolean;
  /** The accessible name of a row's checkbox, e.g. `Select ${row.name}`. */
  rowLabel?: (row: T) => string;
  /** Enter on a row (or a double click). */
  onRowActivate?: (row: T) => void;
  /** Fixed row height in px (rows are virtualized). */
  rowHeight?: number;
  /** Height of the scroll area in px before it scrolls. */
  maxHeight?: number;
  loading?: boolean;
  emptyMessage?: ReactNode;
  /** The first data column stays in view when the table scrolls sideways (default true). */
  stickyFirstColumn?: boolean;
  /** Marks a row (e.g. a deprecated interest) with a tone; the row also gets `data-tone`. */
  rowTone?: (row: T) => 'warning' | 'error' | undefined;
  /** The accessible name of a row's expand button (rows with sub-rows, see useDataTable's getSubRows). */
  expandLabel?: (row: T, expanded: boolean) => string;
  /**
   * The rows in view keep their elements when other rows come under them (a sort, a re-sort): only what differs is
   * written, instead of every cell being built again. A cell component that keeps state (an open field, a pending
   * write) must then be keyed by its row, so the state starts afresh rather than showing on another row. Keyboard focus
   * follows its row either way.
   */
  reuseRows?: boolean;
  'data-testid'?: string;
}

const SELECT_WIDTH = 40;
/** Rows rendered beyond the view on each side: enough for a wheel step; each one more is work on every sort and update. */
const OVERSCAN = 4;
const INTERACTIVE = 'button, a, input, select, textarea, label, [role="button"], [role="link"]';

/** `minmax(size, 1fr)` for the growing column, fixed px for the rest. */
function track<T>(header: Header<T, unknown>): string {
  const size = header.getSize();
  return header.column.columnDef.meta?.grow ? `minmax(${size}px, 1fr)` : `${size}px`;
}

export function DataTable<T>({
  state,
  label,
  selectable = false,
  rowLabel,
  onRowActivate,
  rowHeight = 40,
  maxHeight = 560,
  loading = false,
  emptyMessage = 'No rows',
  stickyFirstColumn = true,
  rowTone,
  expandLabel = (_row, expanded) => (expanded ? 'Hide sub-rows' : 'Show sub-rows'),
  reuseRows = false,
  'data-testid': testId,
}: DataTableProps<T>) {
  const { table, pageRows } = state;
  const scroller = useRef<HTMLDivElement>(null);
  const headers = table.getHeaderGroups().at(-1)?.headers ?? [];
  const template = [...(selectable ? [`${SELECT_WIDTH}px`] : []), ...headers.map(track)].join(' ');
  const colCount = headers.length + (selectable ? 1 : 0);
  const hasFooter = headers.some((h) => h.column.columnDef.footer !== undefined);
  const firstDataLeft = selectable ? SELECT_WIDTH : 0;

  // No React Compiler here: the instance is read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: pageRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    scrollMargin: rowHeight,
    getItemKey: (index) => pageRows[index]?.id ?? index,
    initialRect: { width: 1024, height: maxHeight },
    // Without layout (a hidden tab, jsdom) the viewport reads 0 px tall; assume the height it is given.
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: maxHeight })),
  });

  // A new result set (another first row, page or sort) starts at its top. Rows added below (Load more), sub-rows opened
  // or arriving, and estimates filling in keep the place.
  const resultSet = `${pageRows[0]?.id ?? ''}:${state.pageIndex}:${JSON.stringify(table.getState().sorting)}`;
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [resultSet]);

  const { activeId, setActiveId, focusRow, onFocus } = useRowFocus(pageRows, virtualizer, scroller);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input:not([type="checkbox"]), select, textarea')) return;
    const rowEl = target.closest<HTMLElement>('[data-row-id]');
    const index = rowEl ? pageRows.findIndex((r) => r.id === rowEl.dataset.rowId) : -1;
    if (index < 0) return;
    const row = pageRows[index]!;
    const page = Math.max(1, Math.floor(maxHeight / rowHeight) - 1);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: pageRows.length - 1, PageDown: index + page, PageUp: index - page };
    if (event.key in moves) {
      event.preventDefault();
      const next = pageRows[Math.max(0, Math.min(pageRows.length - 1, moves[event.key]!))]!;
      focusRow(next.id);
      if (selectable && event.shiftKey && next.depth === 0) state.extendTo(next.id);
      return;
    }
    // Tree grid keys: right opens a row's sub-rows (or goes to the first), left closes them (or goes to the parent).
    if (event.key === 'ArrowRight' && row.getCanExpand()) {
      event.preventDefault();
      if (!row.getIsExpanded()) row.toggleExpanded(true);
      else if (row.subRows[0]) focusRow(row.subRows[0].id);
      return;
    }
    if (event.key === 'ArrowLeft' && (row.getIsExpanded() || row.depth > 0)) {
      event.preventDefault();
      if (row.getCanExpand() && row.getIsExpanded()) row.toggleExpanded(false);
      else focusRow(row.getParentRow()?.id ?? row.id);
      return;
    }
    if (row.depth > 0) return;
    if (selectable && (event.key === ' ' || event.key === 'Spacebar')) {
      event.preventDefault();
      state.click(row.id, event.shiftKey);
    } else if (selectable && event.key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (state.allState !== 'all') state.toggleAllShown();
    } else if (event.key === 'Enter' && onRowActivate) {
      event.preventDefault();
      onRowActivate(row.original);
    }
  };

  const onRowClick = (event: MouseEvent<HTMLDivElement>, row: Row<T>) => {
    setActiveId(row.id);
    const target = event.target as HTMLElement;
    // Controls inside a row (a link, a button) do their own thing; the row's checkbox handles its click itself.
    // Sub-rows are never selected.
    if (!selectable || row.depth > 0 || target.closest(INTERACTIVE)) return;
    state.click(row.id, event.shiftKey);
  };
  const events = useRowEvents<T>({
    click: onRowClick,
    check: (event, row) => {
      event.stopPropagation();
      setActiveId(row.id);
      state.click(row.id, event.shiftKey);
    },
    toggleExpanded: (row) => {
      setActiveId(row.id);
      row.toggleExpanded();
    },
    activate: (row) => onRowActivate?.(row.original),
  });

  const stickyStyle = (left: number): CSSProperties | undefined => stickyAt(stickyFirstColumn, left);
  const items = virtualizer.getVirtualItems();
  const rowCount = pageRows.length + 1 + (hasFooter ? 1 : 0);
  // Rows with sub-rows make a tree grid (WAI-ARIA APG): rows carry aria-level and aria-expanded.
  const tree = state.expandable || pageRows.some((row) => row.depth > 0);

  return (
    <Scroller ref={scroller} style={{ maxHeight }} data-testid={testId}>
      <Grid
        role={tree ? 'treegrid' : 'grid'}
        aria-label={label}
        aria-rowcount={rowCount}
        aria-colcount={colCount}
        aria-multiselectable={selectable || undefined}
        aria-busy={loading}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        style={{ '--dt-columns': template, '--dt-row-height': `${rowHeight}px` } as CSSProperties}
      >
        <Head role="rowgroup">
          <GridRow role="row" aria-rowindex={1}>
            {selectable && (
              <HeaderCell role="columnheader" aria-colindex={1} style={stickyStyle(0)}>
                <Checkbox
                  aria-label="Select all"
                  checked={state.allState === 'all'}
                  indeterminate={state.allState === 'some'}
                  onChange={state.toggleAllShown}
                  disabled={state.shown.length === 0}
                />
              </HeaderCell>
            )}
            {headers.map((header, i) => {
              const sorted = header.column.getIsSorted();
              const meta = header.column.columnDef.meta;
              const content = flexRender(header.column.columnDef.header, header.getContext());
              return (
                <HeaderCell
                  key={header.id}
                  role="columnheader"
                  aria-colindex={i + 1 + (selectable ? 1 : 0)}
                  aria-sort={header.column.getCanSort() ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                  $numeric={meta?.numeric}
                  style={i === 0 ? stickyStyle(firstDataLeft) : undefined}
                >
                  {header.column.getCanSort() ? (
                    <SortButton type="button" onClick={header.column.getToggleSortingHandler()} $numeric={meta?.numeric}>
                      {content}
                      <SortMark aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}</SortMark>
                    </SortButton>
                  ) : (
                    content
                  )}
                  {header.column.getCanResize() && <ColumnResizeHandle header={header} name={meta?.label ?? (typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : header.column.id)} />}
                </HeaderCell>
              );
            })}
          </GridRow>
        </Head>
        <Body role="rowgroup" style={{ height: pageRows.length ? virtualizer.getTotalSize() : undefined }}>
          {pageRows.length === 0 ? (
            <GridRow role="row" aria-rowindex={2}>
              <EmptyCell role="gridcell" aria-colspan={colCount}>
                {loading ? <Spinner label="Loading" /> : emptyMessage}
              </EmptyCell>
            </GridRow>
          ) : (
            items.map((item) => {
              const row = pageRows[item.index]!;
              const canExpand = row.getCanExpand();
              const expanded = canExpand && row.getIsExpanded();
              return (
                <DataRow
                  key={reuseRows ? item.index : row.id}
                  row={row}
                  cells={row.getVisibleCells()}
                  index={item.index}
                  top={item.start - virtualizer.options.scrollMargin}
                  selectable={selectable}
                  selected={state.isSelected(row.id)}
                  focusable={row.id === activeId}
                  tree={tree}
                  canExpand={canExpand}
                  expanded={expanded}
                  tone={rowTone?.(row.original)}
                  checkboxLabel={selectable && row.depth === 0 ? (rowLabel ? rowLabel(row.original) : `Select row ${item.index + 1}`) : ''}
                  expandLabel={canExpand ? expandLabel(row.original, expanded) : ''}
                  activatable={Boolean(onRowActivate)}
                  stickyFirstColumn={stickyFirstColumn}
                  firstDataLeft={firstDataLeft}
                  events={events}
                />
              );
            })
          )}
        </Body>
        {hasFooter && (
          <Foot role="rowgroup">
            <GridRow role="row" aria-rowindex={rowCount}>
              {selectable && <FootCell role="gridcell" aria-colindex={1} style={stickyStyle(0)} />}
              {headers.map((header, i) => (
                <FootCell
                  key={header.id}
                  role="gridcell"
                  aria-colindex={i + 1 + (selectable ? 1 : 0)}
                  $numeric={header.column.columnDef.meta?.numeric}
                  style={i === 0 ? stickyStyle(firstDataLeft) : undefined}
                >
                  {header.column.columnDef.footer !== undefined ? <TemplateContent template={header.column.columnDef.footer} context={header.getContext()} /> : null}
                </FootCell>
              ))}
            </GridRow>
          </Foot>
        )}
      </Grid>
    </Scroller>
  );
}

/** The row handlers as one object that stays the same across renders and calls the latest ones (rows are memoised). */
function useRowEvents<T>(handlers: RowEvents<T>): RowEvents<T> {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  return useMemo<RowEvents<T>>(
    () => ({
      click: (event, row) => latest.current.click(event, row),
      check: (event, row) => latest.current.check(event, row),
      toggleExpanded: (row) => latest.current.toggleExpanded(row),
      activate: (row) => latest.current.activate(row),
    }),
    [],
  );
}

/** Roving focus over the rows: one row is tabbable; arrows move it, scrolling it into the virtualized view first. */
function useRowFocus<T>(rows: Row<T>[], virtualizer: Virtualizer<HTMLDivElement, Element>, scroller: { current: HTMLDivElement | null }) {
  const [active, setActive] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const activeId = active !== null && rows.some((r) => r.id === active) ? active : (rows[0]?.id ?? null);

  const focusRow = useCallback(
    (id: string) => {
      const index = rows.findIndex((r) => r.id === id);
      if (index < 0) return;
      setActive(id);
      pending.current = id;
      virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [rows, virtualizer],
  );

  useLayoutEffect(() => {
    const id = pending.current;
    if (!id) return;
    const element = scroller.current?.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(id)}"]`);
    if (element) {
      pending.current = null;
      element.focus({ preventScroll: true });
    }
  });

  // The row that has focus (or a control in it). When its element comes to show another row (reused rows after a sort,
  // sub-rows arriving above it), focus goes after its row instead of staying on the other one.
  const focused = useRef<string | null>(null);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    focused.current = (event.target as HTMLElement).closest<HTMLElement>('[data-row-id]')?.dataset.rowId ?? null;
  };
  useLayoutEffect(() => {
    const id = focused.current;
    const element = document.activeElement;
    if (!id || !(element instanceof HTMLElement) || !scroller.current?.contains(element)) return;
    const shown = element.closest<HTMLElement>('[data-row-id]')?.dataset.rowId;
    if (shown === undefined || shown === id) return;
    if (rows.some((r) => r.id === id)) focusRow(id);
    else focused.current = shown;
  });

  return { activeId, setActiveId: setActive, focusRow, onFocus };
}

const Scroller = styled.div`
  position: relative;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overscroll-behavior: contain;
`;

const Grid = styled.div`
  width: max-content;
  min-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-variant-numeric: tabular-nums;
`;

const Head = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  & > div { min-height: var(--dt-row-height); }
`;

const Body = styled.div`
  position: relative;
`;

const Foot = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A long heading ("Purchase conversion value, previous") wraps onto more lines instead of being cut off. */
const HeaderCell = styled(Cell)`
  position: relative;
  padding-top: 6px;
  padding-bottom: 6px;
  white-space: normal;
  overflow-wrap: break-word;
  line-height: 1.25;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const FootCell = styled(Cell)`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  min-height: var(--dt-row-height);
`;

const EmptyCell = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: center;
  align-items: center;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.muted};
  position: sticky;
  left: 0;
  max-width: 100vw;
`;

const SortButton = styled.button<{ $numeric?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  color: inherit;
  cursor: pointer;
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
`;

const SortMark = styled.span`
  font-size: 9px;
  color: ${({ theme }) => theme.colors.brand};
`;
