// Multi-select rules of the data table: click toggles, shift-click takes a range, select-all takes the filtered rows.
import type { RowSelectionState } from '@tanstack/react-table';
import type { AllState } from './types';

/**
 * A click on a row (or its checkbox). Without shift it toggles the row. With shift and an anchor among
 * `orderedIds` (the rows as shown), every row between the anchor and this one takes the clicked row's new state.
 */
export function clickSelection(selection: RowSelectionState, anchor: string | null, id: string, orderedIds: readonly string[], shift: boolean): RowSelectionState {
  const next = { ...selection };
  const select = !selection[id];
  const from = shift && anchor !== null ? orderedIds.indexOf(anchor) : -1;
  const to = orderedIds.indexOf(id);
  const ids = from >= 0 && to >= 0 ? orderedIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const rowId of ids) {
    if (select) next[rowId] = true;
    else delete next[rowId];
  }
  return next;
}

/** Selects the rows from the anchor to `id` (keyboard Shift+arrow), keeping the rest of the selection. */
export function extendSelection(selection: RowSelectionState, anchor: string, id: string, orderedIds: readonly string[]): RowSelectionState {
  const from = orderedIds.indexOf(anchor);
  const to = orderedIds.indexOf(id);
  if (from < 0 || to < 0) return { ...selection, [id]: true };
  const next = { ...selection };
  for (const rowId of orderedIds.slice(Math.min(from, to), Math.max(from, to) + 1)) next[rowId] = true;
  return next;
}

export function allState(selection: RowSelectionState, shownIds: readonly string[]): AllState {
  if (shownIds.length === 0) return 'none';
  let count = 0;
  for (const id of shownIds) if (selection[id]) count += 1;
  return count === 0 ? 'none' : count === shownIds.length ? 'all' : 'some';
}

/** The header checkbox: selects every shown (filtered) row, or clears them when all are selected. */
export function toggleAllShown(selection: RowSelectionState, shownIds: readonly string[]): RowSelectionState {
  const next = { ...selection };
  const clear = allState(selection, shownIds) === 'all';
  for (const id of shownIds) {
    if (clear) delete next[id];
    else next[id] = true;
  }
  return next;
}

/** Drops ids no longer in the table (returns the same object when nothing left). */
export function pruneSelection(selection: RowSelectionState, existing: ReadonlySet<string>): RowSelectionState {
  const ids = Object.keys(selection).filter((id) => selection[id]);
  if (ids.every((id) => existing.has(id))) return selection;
  return Object.fromEntries(ids.filter((id) => existing.has(id)).map((id) => [id, true]));
}
