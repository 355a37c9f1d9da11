// The additive pieces metrics are computed from. A component is a scalar insights field ('spend') or one action
// type of an action list ('actions:purchase'); totals sum components, then compute metrics from the sums.
import type { InsightsRow } from './parseInsightsRow';

/** `'<field>'` or `'<list field>:<action_type>'`. */
export type ComponentKey = string;

export type ComponentValues = Record<ComponentKey, number>;

/** The insights field a component is read from ('actions:purchase' → 'actions'). */
export function componentField(key: ComponentKey): string {
  const at = key.indexOf(':');
  return at === -1 ? key : key.slice(0, at);
}

/** A component's value in one row; 0 when Meta left it out (it omits zero actions). */
export function componentValue(row: InsightsRow, key: ComponentKey): number {
  const at = key.indexOf(':');
  if (at === -1) return row.numbers[key] ?? 0;
  return row.actions[key.slice(0, at)]?.[key.slice(at + 1)] ?? 0;
}

/** The named components of one row. */
export function rowComponents(row: InsightsRow, keys: Iterable<ComponentKey>): ComponentValues {
  const out: ComponentValues = {};
  for (const key of keys) out[key] = componentValue(row, key);
  return out;
}

/** The named components summed over rows. */
export function sumComponents(rows: readonly InsightsRow[], keys: Iterable<ComponentKey>): ComponentValues {
  const list = [...keys];
  const out: ComponentValues = Object.fromEntries(list.map((key) => [key, 0]));
  for (const row of rows) for (const key of list) out[key] = (out[key] ?? 0) + componentValue(row, key);
  return out;
}
