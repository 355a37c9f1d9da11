// The order rows are shown in: kept through data updates (a row edited in place stays put), and the expanded rows'
// sub-rows under their parent.
import type { ExpandedState, Row } from '@tanstack/react-table';

/**
 * `sorted` in the order of `shownIds` (the ids as last shown): rows still there keep their place, rows that arrived
 * since follow in `sorted`'s order, rows that left are gone. Without a shown order, `sorted` itself.
 */
export function keepOrder<R extends { id: string }>(sorted: readonly R[], shownIds: readonly string[] | null): R[] {
  if (shownIds === null) return sorted as R[];
  const byId = new Map(sorted.map((row) => [row.id, row]));
  const kept: R[] = [];
  for (const id of shownIds) {
    const row = byId.get(id);
    if (row) {
      kept.push(row);
      byId.delete(id);
    }
  }
  if (kept.length === sorted.length && kept.every((row, i) => row === sorted[i])) return sorted as R[];
  return [...kept, ...sorted.filter((row) => byId.has(row.id))];
}

/** True when `rows` are shown in the order `ids` records. */
export function sameOrder(rows: readonly { id: string }[], ids: readonly string[] | null): boolean {
  return ids !== null && ids.length === rows.length && rows.every((row, i) => row.id === ids[i]);
}

/** The rows as displayed: each expanded row followed by its sub-rows (and theirs, when expanded). */
export function withExpandedSubRows<T>(rows: readonly Row<T>[], expanded: ExpandedState): Row<T>[] {
  const isOpen = (row: Row<T>) => expanded === true || Boolean(expanded[row.id]);
  if (expanded !== true && Object.keys(expanded).length === 0) return rows as Row<T>[];
  const out: Row<T>[] = [];
  const visit = (row: Row<T>) => {
    out.push(row);
    if (row.subRows.length > 0 && isOpen(row)) row.subRows.forEach(visit);
  };
  rows.forEach(visit);
  return out;
}
