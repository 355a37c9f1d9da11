// One body row of the data table. Memoised: a table render that changes nothing of a row (a selection elsewhere, a
// second render of the same sort, a footer total) does not render its cells again.
import type { Cell as TableCell, Row } from '@tanstack/react-table';
import { memo, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { Checkbox } from '../primitives/Checkbox';
import { BodyRow, Cell, Chevron, ExpandButton, ExpandSlot } from './gridStyles';

/** How far a sub-row's first cell is indented per level. */
const INDENT = 20;

/** What a row does on clicks: the same object on every render, so rows need not render again for it. */
export interface RowEvents<T> {
  click: (event: MouseEvent<HTMLDivElement>, row: Row<T>) => void;
  check: (event: MouseEvent<HTMLInputElement>, row: Row<T>) => void;
  toggleExpanded: (row: Row<T>) => void;
  activate: (row: Row<T>) => void;
}

export interface DataRowProps<T> {
  row: Row<T>;
  /** The row's visible cells in display order (TanStack keeps the array while columns and row stay the same). */
  cells: TableCell<T, unknown>[];
  /** Place among the shown rows, 0 first. */
  index: number;
  /** Offset from the top of the body, px. */
  top: number;
  selectable: boolean;
  selected: boolean;
  /** The row the grid's Tab stop is on. */
  focusable: boolean;
  /** The grid is a tree grid (rows carry their level). */
  tree: boolean;
  canExpand: boolean;
  expanded: boolean;
  tone: 'warning' | 'error' | undefined;
  checkboxLabel: string;
  /** The expand button's name ('' when the row has no sub-rows). */
  expandLabel: string;
  /** Double click opens the row. */
  activatable: boolean;
  stickyFirstColumn: boolean;
  /** Left offset of the first data column (after the checkbox column). */
  firstDataLeft: number;
  events: RowEvents<T>;
}

/**
 * A column's `cell` (or `footer`) template with its context. The template is called, not mounted as a component of
 * its own type: a column list built again (a closure over new figures) then updates its cells in place instead of
 * mounting every cell again. Hooks belong in the components a template returns, never in the template itself.
 */
export function TemplateContent<C>({ template, context }: { template: unknown; context: C }): ReactNode {
  return typeof template === 'function' ? (template as (context: C) => ReactNode)(context) : ((template as ReactNode) ?? null);
}

export const stickyAt = (on: boolean, left: number): CSSProperties | undefined => (on ? { position: 'sticky', left, zIndex: 1 } : undefined);

function DataRowView<T>({
  row,
  cells,
  index,
  top,
  selectable,
  selected,
  focusable,
  tree,
  canExpand,
  expanded,
  tone,
  checkboxLabel,
  expandLabel,
  activatable,
  stickyFirstColumn,
  firstDataLeft,
  events,
}: DataRowProps<T>) {
  const parent = row.depth === 0;
  return (
    <BodyRow
      role="row"
      data-row-id={row.id}
      data-tone={tone}
      data-depth={row.depth}
      aria-rowindex={index + 2}
      aria-level={tree ? row.depth + 1 : undefined}
      aria-expanded={canExpand ? expanded : undefined}
      aria-selected={selectable && parent ? selected : undefined}
      tabIndex={focusable ? 0 : -1}
      $selected={selected}
      style={{ transform: `translateY(${top}px)` }}
      onClick={(event) => events.click(event, row)}
      onMouseDown={(event) => {
        // Shift-click selects a range, not the text between; the row still takes focus.
        if (event.shiftKey && selectable) {
          event.preventDefault();
          event.currentTarget.focus({ preventScroll: true });
        }
      }}
      onDoubleClick={activatable && parent ? () => events.activate(row) : undefined}
    >
      {selectable && !parent && <Cell role="gridcell" aria-colindex={1} style={stickyAt(stickyFirstColumn, 0)} />}
      {selectable && parent && (
        <Cell role="gridcell" aria-colindex={1} style={stickyAt(stickyFirstColumn, 0)}>
          <Checkbox aria-label={checkboxLabel} checked={selected} tabIndex={-1} onChange={() => undefined} onClick={(event) => events.check(event, row)} />
        </Cell>
      )}
      {cells.map((cell, i) => (
        <Cell
          key={cell.column.id}
          role="gridcell"
          aria-colindex={i + 1 + (selectable ? 1 : 0)}
          $numeric={cell.column.columnDef.meta?.numeric}
          style={i === 0 ? { ...stickyAt(stickyFirstColumn, firstDataLeft), ...(tree ? { paddingLeft: 4 + row.depth * INDENT } : {}) } : undefined}
        >
          {i === 0 && tree && (
            <ExpandSlot>
              {canExpand && (
                <ExpandButton
                  type="button"
                  tabIndex={-1}
                  aria-expanded={expanded}
                  aria-label={expandLabel}
                  title={expandLabel}
                  onClick={(event) => {
                    event.stopPropagation();
                    events.toggleExpanded(row);
                  }}
                >
                  <Chevron aria-hidden="true" $open={expanded} />
                </ExpandButton>
              )}
            </ExpandSlot>
          )}
          <TemplateContent template={cell.column.columnDef.cell} context={cell.getContext()} />
        </Cell>
      ))}
    </BodyRow>
  );
}

/**
 * A row renders again only when something it shows changed: its data, its place, its state, or the definition of a
 * column it shows. A cell renders from its column's definition and its row's data, so a row model built again over the
 * same data ("Load more" adds rows below) leaves the rows in view alone.
 */
function sameRow<T>(before: DataRowProps<T>, after: DataRowProps<T>): boolean {
  for (const key of Object.keys(after) as Array<keyof DataRowProps<T>>) {
    if (key !== 'row' && key !== 'cells' && before[key] !== after[key]) return false;
  }
  const [a, b] = [before.row, after.row];
  if (a !== b && (a.original !== b.original || a.id !== b.id || a.depth !== b.depth)) return false;
  return before.cells.length === after.cells.length && before.cells.every((cell, i) => cell.column.columnDef === after.cells[i]!.column.columnDef);
}

export const DataRow = memo(DataRowView, sameRow) as typeof DataRowView;
