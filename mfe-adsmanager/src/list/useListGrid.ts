// The grid state of a list, the same over one account or several: the saved layout (columns, widths, sort, view),
// the breakdown's sub-rows, and rows that keep their place through in-place updates (a toggle, an edit) until a sort,
// a re-sort, other filters or a refresh.
import { useState } from 'react';
import type { Asset } from 'shared-graph';
import { useDataTable, type ColumnDef, type ColumnSettings } from 'shared-ui/table';
import { PRESET_IDS, presetSettings, type PresetId } from '../asset-table/columnPresets';
import { readBreakdown, writeBreakdown, type ListBreakdownId } from '../breakdowns/listBreakdowns';
import type { SliceRow } from '../breakdowns/sliceRows';
import { useListView } from '../views/useListView';
import type { ListSettings } from './useListSettings';

function presetOf(settings: ColumnSettings): PresetId | null {
  const same = (a: ColumnSettings, b: ColumnSettings) => JSON.stringify(a.order) === JSON.stringify(b.order) && [...a.hidden].sort().join() === [...b.hidden].sort().join();
  return PRESET_IDS.find((id) => same(presetSettings(id), settings)) ?? null;
}

export interface ListGridOptions {
  settings: ListSettings;
  data: Asset[];
  // TanStack's column defs are invariant in their value type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Asset, any>[];
  subRowsOf: (row: Asset) => SliceRow[] | undefined;
  /** What the rows are (the queries): a new key orders them afresh. */
  orderKey: string;
  /** Figures are being read again: when that ends, the rows are ordered afresh. */
  refreshing: boolean;
  /** The columns as the grid shows them (e.g. with an Account column) from the saved ones, and back. */
  shownColumns?: { toGrid: (saved: ColumnSettings) => ColumnSettings; toSaved: (shown: ColumnSettings) => ColumnSettings };
}

export function useListGrid({ settings, data, columns, subRowsOf, orderKey, refreshing, shownColumns }: ListGridOptions) {
  const { prefs, breakdown, filters, setParams } = settings;
  const [refreshes, setRefreshes] = useState({ count: 0, refreshing });
  if (refreshes.refreshing !== refreshing) setRefreshes({ count: refreshes.count + (refreshing ? 0 : 1), refreshing });
  const table = useDataTable({
    data,
    columns,
    getRowId: (a) => a.id,
    columnSettings: shownColumns ? shownColumns.toGrid(prefs.settings) : prefs.settings,
    onColumnSettingsChange: (shown) => {
      const saved = shownColumns ? shownColumns.toSaved(shown) : shown;
      prefs.save(saved, presetOf(saved));
    },
    sorting: prefs.layout.sort,
    onSortingChange: (sort) => prefs.change({ layout: { sort } }),
    columnSizing: prefs.layout.widths,
    onColumnSizingChange: (widths) => prefs.change({ layout: { widths } }),
    getSubRows: breakdown ? subRowsOf : undefined,
    initiallyExpanded: breakdown !== null,
    keepRowOrder: true,
    orderKey: `${orderKey}|${refreshes.count}`,
  });
  const view = useListView({
    prefs,
    objective: filters.objective,
    columnIds: columns.map((c) => c.id ?? ''),
    onParamsApplied: (next) => table.setAllExpanded(readBreakdown(next) !== null),
  });
  const onBreakdown = (id: ListBreakdownId | null) => {
    setParams((current) => writeBreakdown(current, id), { replace: true });
    table.setAllExpanded(id !== null);
  };
  return { table, view, onBreakdown };
}
