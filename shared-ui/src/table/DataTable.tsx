// The one data table of every area: a virtualized ARIA grid over a useDataTable state (a tree grid when rows have sub-rows).
import { flexRender, type Header, type Row } from '@tanstack/react-table';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../feedback/Spinner';
import { Checkbox } from '../primitives/Checkbox';
import { ColumnResizeHandle } from './ColumnResizeHandle';
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
  'data-testid'?: string;
}

const SELECT_WIDTH = 40;
/** How far a sub-row's first cell is indented per level. */
const INDENT = 20;
const OVERSCAN = 8;
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

  const { activeId, setActiveId, focusRow } = useRowFocus(pageRows, virtualizer, scroller);

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

  const stickyStyle = (left: number): CSSProperties | undefined => (stickyFirstColumn ? { position: 'sticky', left, zIndex: 1 } : undefined);
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
              const selected = state.isSelected(row.id);
              const tone = rowTone?.(row.original);
              const canExpand = row.getCanExpand();
              const expanded = canExpand && row.getIsExpanded();
              return (
                <BodyRow
                  key={row.id}
                  role="row"
                  data-row-id={row.id}
                  data-tone={tone}
                  data-depth={row.depth}
                  aria-rowindex={item.index + 2}
                  aria-level={tree ? row.depth + 1 : undefined}
                  aria-expanded={canExpand ? expanded : undefined}
                  aria-selected={selectable && row.depth === 0 ? selected : undefined}
                  tabIndex={row.id === activeId ? 0 : -1}
                  $selected={selected}
                  style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
                  onClick={(event) => onRowClick(event, row)}
                  onMouseDown={(event) => {
                    // Shift-click selects a range, not the text between; the row still takes focus.
                    if (event.shiftKey && selectable) {
                      event.preventDefault();
                      event.currentTarget.focus({ preventScroll: true });
                    }
                  }}
                  onDoubleClick={onRowActivate && row.depth === 0 ? () => onRowActivate(row.original) : undefined}
                >
                  {selectable && row.depth > 0 && <Cell role="gridcell" aria-colindex={1} style={stickyStyle(0)} />}
                  {selectable && row.depth === 0 && (
                    <Cell role="gridcell" aria-colindex={1} style={stickyStyle(0)}>
                      <Checkbox
                        aria-label={rowLabel ? rowLabel(row.original) : `Select row ${item.index + 1}`}
                        checked={selected}
                        tabIndex={-1}
                        onChange={() => undefined}
                        onClick={(event) => {
                          event.stopPropagation();
                          setActiveId(row.id);
                          state.click(row.id, event.shiftKey);
                        }}
                      />
                    </Cell>
                  )}
                  {row.getVisibleCells().map((cell, i) => (
                    <Cell
                      key={cell.id}
                      role="gridcell"
                      aria-colindex={i + 1 + (selectable ? 1 : 0)}
                      $numeric={cell.column.columnDef.meta?.numeric}
                      style={i === 0 ? { ...stickyStyle(firstDataLeft), ...(tree ? { paddingLeft: 4 + row.depth * INDENT } : {}) } : undefined}
                    >
                      {i === 0 && tree && (
                        <ExpandSlot>
                          {canExpand && (
                            <ExpandButton
                              type="button"
                              tabIndex={-1}
                              aria-expanded={expanded}
                              aria-label={expandLabel(row.original, expanded)}
                              title={expandLabel(row.original, expanded)}
                              onClick={(event) => {
                                event.stopPropagation();
                                setActiveId(row.id);
                                row.toggleExpanded();
                              }}
                            >
                              <Chevron aria-hidden="true" $open={expanded} />
                            </ExpandButton>
                          )}
                        </ExpandSlot>
                      )}
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Cell>
                  ))}
                </BodyRow>
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
                  {header.column.columnDef.footer !== undefined ? flexRender(header.column.columnDef.footer, header.getContext()) : null}
                </FootCell>
              ))}
            </GridRow>
          </Foot>
        )}
      </Grid>
    </Scroller>
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

  return { activeId, setActiveId: setActive, focusRow };
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

const GridRow = styled.div`
  display: grid;
  grid-template-columns: var(--dt-columns);
  min-height: var(--dt-row-height);
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

const BodyRow = styled(GridRow)<{ $selected: boolean }>`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  height: var(--dt-row-height);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.selected : theme.colors.surface)};
  cursor: default;
  &:hover { background: ${({ theme, $selected }) => ($selected ? theme.colors.selected : theme.colors.hover)}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.brand}; outline-offset: -2px; }
  &[data-tone='warning'] { box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.warning}; }
  &[data-tone='error'] { box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.error}; }
  &[data-depth='1'] { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  & > [role='gridcell'] { background: inherit; }
`;

const cellCss = `
  display: flex;
  align-items: center;
  min-width: 0;
  padding: 0 8px;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Cell = styled.div<{ $numeric?: boolean }>`
  ${cellCss}
  justify-content: ${({ $numeric }) => ($numeric ? 'flex-end' : 'flex-start')};
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

const ExpandSlot = styled.span`
  display: inline-flex;
  flex: none;
  width: 24px;
  margin-right: 4px;
`;

const ExpandButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.hover}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.brand}; }
`;

/** A right-pointing triangle that turns down when the row is open. */
const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  width: 0;
  height: 0;
  border-top: 5px solid transparent;
  border-bottom: 5px solid transparent;
  border-left: 6px solid currentColor;
  transform: rotate(${({ $open }) => ($open ? 90 : 0)}deg);
  transition: transform 0.12s;
`;

const SortMark = styled.span`
  font-size: 9px;
  color: ${({ theme }) => theme.colors.brand};
`;
