import type { Asset } from 'shared-graph';
import type { DataTableState } from 'shared-ui/table';
import { OBJECTIVES } from '../list/listFilters';
import type { FormatColumn } from './FormatRulesDialog';

/** The list's figures a conditional format can colour: its numeric columns but the budget (a setting, not a result). */
export function formatColumns(table: DataTableState<Asset>): FormatColumn[] {
  return table.table
    .getAllLeafColumns()
    .filter((c) => c.columnDef.meta?.numeric && c.id !== 'budget')
    .map((c) => ({ id: c.id, label: c.columnDef.meta?.label ?? (typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id) }));
}

/** "Sales" for OUTCOME_SALES; "All objectives" without a filter. */
export function objectiveLabel(objective: string): string {
  return OBJECTIVES.find((o) => o.value === objective)?.label ?? 'All objectives';
}
