// Column settings as plain data: applying them to TanStack's order/visibility state and changing them.
import type { ColumnOrderState, VisibilityState } from '@tanstack/react-table';
import type { ColumnSettings } from './types';

export const DEFAULT_COLUMN_SETTINGS: ColumnSettings = { order: [], hidden: [] };

/** The display order of `ids` under the settings: ordered ids first (unknown ones dropped), the rest as defined. */
export function orderedIds(ids: readonly string[], settings: ColumnSettings): string[] {
  const known = new Set(ids);
  const first = settings.order.filter((id, index) => known.has(id) && settings.order.indexOf(id) === index);
  const placed = new Set(first);
  return [...first, ...ids.filter((id) => !placed.has(id))];
}

export function toColumnOrder(ids: readonly string[], settings: ColumnSettings): ColumnOrderState {
  return orderedIds(ids, settings);
}

export function toVisibility(settings: ColumnSettings, required: ReadonlySet<string> = new Set()): VisibilityState {
  const visibility: VisibilityState = {};
  for (const id of settings.hidden) if (!required.has(id)) visibility[id] = false;
  return visibility;
}

export function setHidden(settings: ColumnSettings, id: string, hidden: boolean): ColumnSettings {
  const rest = settings.hidden.filter((h) => h !== id);
  return { ...settings, hidden: hidden ? [...rest, id] : rest };
}

/** Moves a column one place earlier (-1) or later (+1) among `ids` (the columns the chooser lists). */
export function moveColumn(ids: readonly string[], settings: ColumnSettings, id: string, step: -1 | 1): ColumnSettings {
  const order = orderedIds(ids, settings);
  const from = order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return settings;
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ...settings, order };
}

export function sameSettings(a: ColumnSettings, b: ColumnSettings, ids: readonly string[]): boolean {
  const hiddenA = [...new Set(a.hidden)].filter((id) => ids.includes(id)).sort();
  const hiddenB = [...new Set(b.hidden)].filter((id) => ids.includes(id)).sort();
  return orderedIds(ids, a).join('\u0000') === orderedIds(ids, b).join('\u0000') && hiddenA.join('\u0000') === hiddenB.join('\u0000');
}
