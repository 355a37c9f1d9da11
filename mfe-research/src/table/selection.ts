/** Multi-select state of a table: the selected ids and the anchor of the next shift-click range. */
export interface Selection {
  ids: ReadonlySet<string>;
  anchor: string | null;
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), anchor: null };

/**
 * A click on a row's checkbox. Without shift it toggles the row and makes it the anchor. With shift and an anchor
 * among `orderedIds` (the rows as shown), every row between the anchor and this one takes the clicked row's new
 * state (selected unless it was selected).
 */
export function clickRow(selection: Selection, id: string, orderedIds: readonly string[], shift: boolean): Selection {
  const ids = new Set(selection.ids);
  const select = !ids.has(id);
  const from = shift && selection.anchor !== null ? orderedIds.indexOf(selection.anchor) : -1;
  const to = orderedIds.indexOf(id);
  if (from >= 0 && to >= 0) {
    const [start, end] = from <= to ? [from, to] : [to, from];
    for (let i = start; i <= end; i += 1) {
      const rowId = orderedIds[i]!;
      if (select) ids.add(rowId);
      else ids.delete(rowId);
    }
    return { ids, anchor: id };
  }
  if (select) ids.add(id);
  else ids.delete(id);
  return { ids, anchor: id };
}

export type AllState = 'none' | 'some' | 'all';

/** How many of the shown rows are selected (drives the header checkbox). */
export function allState(selection: Selection, shownIds: readonly string[]): AllState {
  if (shownIds.length === 0) return 'none';
  let count = 0;
  for (const id of shownIds) if (selection.ids.has(id)) count += 1;
  return count === 0 ? 'none' : count === shownIds.length ? 'all' : 'some';
}

/** The header checkbox: selects every shown (filtered) row, or clears them when all are selected. */
export function toggleAll(selection: Selection, shownIds: readonly string[]): Selection {
  const ids = new Set(selection.ids);
  if (allState(selection, shownIds) === 'all') for (const id of shownIds) ids.delete(id);
  else for (const id of shownIds) ids.add(id);
  return { ids, anchor: null };
}

/** Drops ids no longer in the table. */
export function pruneSelection(selection: Selection, existingIds: ReadonlySet<string>): Selection {
  const ids = new Set([...selection.ids].filter((id) => existingIds.has(id)));
  if (ids.size === selection.ids.size) return selection;
  return { ids, anchor: selection.anchor && existingIds.has(selection.anchor) ? selection.anchor : null };
}

/** The selected rows, in the order given. */
export function selectedRows<T extends { id: string }>(rows: readonly T[], selection: Selection): T[] {
  return rows.filter((row) => selection.ids.has(row.id));
}
