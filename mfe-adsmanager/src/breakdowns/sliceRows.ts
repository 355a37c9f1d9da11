// A row's breakdown slices as sub-rows of the list: each slice is the row itself with the slice's figures, so every
// figure column (Results follow the row's goal) reads it as it reads the row.
import type { Asset, AssetLevel, DateRange, InsightsRow, Language } from 'shared-graph';
import { compareSlices, sliceKey, sliceName, type ListBreakdown } from './listBreakdowns';

export interface BreakdownSlice {
  /** The breakdown's values ("25-34", "instagram|instagram_reels") or the slice's first day. */
  key: string;
  /** How the Name column shows it. */
  name: string;
  /** The row it belongs to. */
  parentId: string;
}

/** A sub-row: its row's settings with the slice's insights for this and the previous period. */
export type SliceRow = Asset & { slice: BreakdownSlice };

export function isSliceRow(row: Asset): row is SliceRow {
  return 'slice' in row && (row as SliceRow).slice !== undefined;
}

interface SliceFigures {
  key: string;
  name: string;
  current: InsightsRow | null;
  previous: InsightsRow | null;
}

const sameRange = (row: InsightsRow, range: DateRange | null) => range !== null && row.dateStart === range.since && row.dateStop === range.until;

/**
 * Insights rows of a level with a breakdown (one per object, slice and range) grouped by object id, each object's
 * slices in the breakdown's order with this period's row and the previous period's.
 */
export function groupSlices(breakdown: ListBreakdown, level: AssetLevel, rows: readonly InsightsRow[], previous: DateRange | null, language: Language): Map<string, SliceFigures[]> {
  const byObject = new Map<string, Map<string, SliceFigures>>();
  for (const row of rows) {
    const objectId = row.dimensions[`${level}_id`];
    if (!objectId) continue;
    let slices = byObject.get(objectId);
    if (!slices) byObject.set(objectId, (slices = new Map()));
    const key = sliceKey(breakdown, row);
    let slice = slices.get(key);
    if (!slice) slices.set(key, (slice = { key, name: sliceName(breakdown, row, language), current: null, previous: null }));
    // Time slices have no previous period (Meta does not combine time_increment with time_ranges).
    if (breakdown.group !== 'Time' && sameRange(row, previous)) slice.previous = row;
    else slice.current = row;
  }
  const out = new Map<string, SliceFigures[]>();
  for (const [objectId, slices] of byObject) {
    // A slice that delivered only in the previous period still shows (its figures now are nothing).
    out.set(objectId, [...slices.values()].sort((a, b) => compareSlices(breakdown, a, b)));
  }
  return out;
}

/** The sub-rows of one row. */
export function sliceRowsOf(parent: Asset, slices: readonly SliceFigures[] | undefined, comparing: boolean): SliceRow[] {
  return (slices ?? []).map((s) => ({
    ...parent,
    id: `${parent.id}~${s.key}`,
    insights: comparing ? [s.current, s.previous] : [s.current],
    slice: { key: s.key, name: s.name, parentId: parent.id },
  }));
}

/**
 * A row's sub-rows from the slices per object id; each row's are built once (TanStack Table reads them on every model
 * build, and the same sub-row objects keep their cells from re-rendering).
 */
export function subRowsReader(slices: ReadonlyMap<string, readonly SliceFigures[]> | null, comparing: boolean): (row: Asset) => SliceRow[] | undefined {
  const built = new WeakMap<Asset, SliceRow[]>();
  return (row) => {
    const own = slices?.get(row.id);
    if (!own) return undefined;
    let rows = built.get(row);
    if (!rows) built.set(row, (rows = sliceRowsOf(row, own, comparing)));
    return rows;
  };
}
