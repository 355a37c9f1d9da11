// The research results table of every screen (search, explore, insights, a saved collection): the shared data
// table with the research columns, filters, selection actions and pager.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { DataTable, useDataTable } from 'shared-ui/table';
import { SaveToGroupModal } from '../collections/SaveToGroupModal';
import type { InterestStatus, ReachEstimate } from '../interests/items';
import { columnFilters, DEFAULT_FILTERS, type Filters } from './filters';
import { MODE_PRESETS, RESEARCH_COLUMNS } from './researchColumns';
import { ResultsPager, TABLE_PAGE_SIZE } from './ResultsPager';
import { ResultsToolbar } from './ResultsToolbar';
import type { ColumnMode, ResearchRow, RowPatch } from './rows';
import { SelectionActions } from './SelectionActions';
import { useReachTools } from './useReachTools';
import { useCachedReach } from './useCachedReach';
import { useInterestStatuses } from './useInterestStatuses';
import { useStoredColumns } from './useStoredColumns';

export const ROW_HEIGHT = 48;
const VIEWPORT_HEIGHT = 560;

export interface ResultsTableProps {
  rows: ResearchRow[];
  /** Receives overlap results by row id, to merge into the rows. */
  onPatch: (patch: RowPatch) => void;
  modes?: ColumnMode[];
  loading?: boolean;
  emptyMessage?: string;
  /** Extra buttons for the selection (e.g. remove from collection); they get the selected rows the filters show. */
  selectionActions?: (selected: ResearchRow[], clear: () => void) => ReactNode;
  /** Below the table (e.g. Load more). */
  footer?: ReactNode;
  /** Save-to-collection is offered unless false. */
  canSave?: boolean;
  /** Name used for the CSV file. */
  exportName?: string;
}

/** The empty table's message when there are results but the filters hide all of them. */
export const FILTERED_OUT = 'No result matches the filters. Change the type, the size or the filter text above.';

const rowId = (row: ResearchRow) => row.id;
const rowLabel = (row: ResearchRow) => `Select ${row.name}`;
const rowTone = (row: ResearchRow) => (row.status ? (row.status.state === 'unavailable' ? 'error' : 'warning') : undefined);

export function ResultsTable({
  rows,
  onPatch,
  modes = ['reach', 'overlap'],
  loading = false,
  emptyMessage = 'No results',
  selectionActions,
  footer,
  canSave = true,
  exportName = 'sasar-interests',
}: ResultsTableProps) {
  const [filters, setFiltersState] = useState<Filters>(DEFAULT_FILTERS);
  const setFilters = useCallback((patch: Partial<Filters>) => setFiltersState((current) => ({ ...current, ...patch })), []);
  const [saving, setSaving] = useState<ResearchRow[] | null>(null);
  const columns = useStoredColumns(modes[0] ?? 'reach');
  const tools = useReachTools(onPatch);
  const statuses = useInterestStatuses(rows);
  const reach = useCachedReach(rows, tools.estimated);
  const shown = useMemo(() => withEstimates(rows, statuses, reach), [rows, statuses, reach]);

  const state = useDataTable({
    data: shown,
    columns: RESEARCH_COLUMNS,
    getRowId: rowId,
    columnFilters: useMemo(() => columnFilters(filters), [filters]),
    pageSize: TABLE_PAGE_SIZE,
    columnSettings: columns.settings,
    onColumnSettingsChange: columns.setSettings,
  });

  const overlap = (selected: ResearchRow[]) => {
    const chosen = new Set(selected.map((row) => row.id));
    if (columns.mode !== 'page' && modes.includes('overlap')) columns.setMode('overlap');
    const comparisons = state.pageRows.map((row) => row.original).filter((row) => !chosen.has(row.id) && row.type !== 'page');
    void tools.estimateOverlap(selected, comparisons);
  };

  return (
    <Wrapper>
      <ResultsToolbar state={state} filters={filters} setFilters={setFilters} modes={modes} columns={columns} presets={modes.map((m) => MODE_PRESETS[m])} total={shown.length} />
      <SelectionActions
        state={state}
        busy={tools.busy}
        canSave={canSave}
        exportName={exportName}
        onEstimateReach={(items) => {
          if (columns.mode === 'overlap') columns.setMode('reach');
          void tools.estimateReach(items);
        }}
        onOverlap={overlap}
        onSave={setSaving}
        extra={selectionActions}
      />
      <DataTable
        state={state}
        label="Results"
        selectable
        rowLabel={rowLabel}
        rowTone={rowTone}
        rowHeight={ROW_HEIGHT}
        maxHeight={VIEWPORT_HEIGHT}
        loading={loading}
        emptyMessage={shown.length > 0 ? FILTERED_OUT : emptyMessage}
        data-testid="results-viewport"
      />
      <ResultsPager state={state} />
      {footer}
      {canSave && <SaveToGroupModal open={saving !== null} items={saving ?? []} onClose={() => setSaving(null)} />}
    </Wrapper>
  );
}

/** The rows with what the cache knows of them: the reach under the session's audience, a retiring interest's status. */
function withEstimates(rows: ResearchRow[], statuses: ReadonlyMap<string, InterestStatus>, reach: ReadonlyMap<string, ReachEstimate>): ResearchRow[] {
  if (statuses.size === 0 && reach.size === 0) return rows;
  return rows.map((row) => {
    const status = row.status ?? statuses.get(row.id);
    const estimate = reach.get(row.id) ?? row.reach;
    return status === row.status && estimate === row.reach ? row : { ...row, status, reach: estimate };
  });
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;
