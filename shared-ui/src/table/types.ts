// The data table's column vocabulary: TanStack Table's column defs, with the meta every area's columns may carry.
import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // Interface merging needs TanStack's exact type parameters, though this meta does not use them.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Right-aligned, tabular figures; sorts largest-first on the first click. */
    numeric?: boolean;
    /** Takes the free width (at least `size`); the identity column of a table. */
    grow?: boolean;
    /** The column's name in the column chooser when its header is not plain text. */
    label?: string;
    /** Always shown (the chooser offers no hide for it). */
    required?: boolean;
    /** A figure a sub-row (e.g. a breakdown slice) has of its own; an area may leave other cells of sub-rows blank. */
    perSlice?: boolean;
  }
}

/** Which columns show, in which order: what the column chooser changes and an area stores per user. */
export interface ColumnSettings {
  /** Column ids in display order; ids missing here follow in their defined order. */
  order: string[];
  /** Column ids that are hidden. */
  hidden: string[];
}

/** A named set of columns to switch to in one step (e.g. SPEC §3 "settings columns" of the ads manager). */
export interface ColumnPreset {
  name: string;
  settings: ColumnSettings;
}

export type AllState = 'none' | 'some' | 'all';
