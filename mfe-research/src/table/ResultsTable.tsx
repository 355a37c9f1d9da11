import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type UIEvent } from 'react';
import styled from 'styled-components';
import { notify } from 'shared-graph';
import { Badge, Button, Checkbox, EmptyState, Inline, Select, Spinner, TextInput, formatCount } from 'shared-ui';
import { SaveToGroupModal } from '../groups/SaveToGroupModal';
import { columnsFor, MODE_LABELS, type Column } from './columns';
import { copyText, downloadText, toCsv } from './exportRows';
import { SIZE_FILTER_LABELS, SIZE_FILTERS, TYPE_FILTER_LABELS, TYPE_FILTERS, type SizeFilter, type TextMode, type TypeFilter } from './filters';
import type { ColumnMode, ResearchRow } from './rows';
import type { SortKey } from './sort';
import { applyPatch, useReachTools, type RowPatch } from './useReachTools';
import { TABLE_PAGE_SIZE, useTableState, type TableState } from './useTableState';
import { visibleRange } from './virtual';

export const ROW_HEIGHT = 40;
const VIEWPORT_HEIGHT = 560;

export interface ResultsTableProps {
  rows: ResearchRow[];
  /** Receives the rows with reach/overlap results merged in. */
  onRowsChange: (update: (rows: ResearchRow[]) => ResearchRow[]) => void;
  modes?: ColumnMode[];
  loading?: boolean;
  emptyMessage?: string;
  /** Extra buttons for the selection (e.g. remove from collection). */
  selectionActions?: (selected: ResearchRow[], clear: () => void) => ReactNode;
  /** Below the table (e.g. Load more). */
  footer?: ReactNode;
  /** Save-to-collection is offered unless false. */
  canSave?: boolean;
  /** Name used for the CSV file. */
  exportName?: string;
}

/** The research results table shared by search, explore, insights and saved collections. */
export function ResultsTable({
  rows,
  onRowsChange,
  modes = ['reach', 'overlap'],
  loading = false,
  emptyMessage = 'No results',
  selectionActions,
  footer,
  canSave = true,
  exportName = 'sasar-interests',
}: ResultsTableProps) {
  const state = useTableState(rows);
  const [mode, setMode] = useState<ColumnMode>(modes[0] ?? 'reach');
  const [saving, setSaving] = useState(false);
  const patch = useCallback((p: RowPatch) => onRowsChange((current) => applyPatch(current, p)), [onRowsChange]);
  const tools = useReachTools(patch);
  const columns = useMemo(() => columnsFor(mode), [mode]);
  const { selected } = state;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyText(selected));
      notify.success(`Copied ${selected.length} ${selected.length === 1 ? 'name' : 'names'}`);
    } catch {
      notify.error('Unable to copy to the clipboard');
    }
  };

  const overlap = () => {
    const chosen = new Set(selected.map((row) => row.id));
    if (mode !== 'page' && modes.includes('overlap')) setMode('overlap');
    void tools.estimateOverlap(selected, state.pageRows.filter((row) => !chosen.has(row.id) && row.type !== 'page'));
  };

  const estimable = selected.filter((row) => row.type !== 'page');

  return (
    <Wrapper>
      <Toolbar state={state} modes={modes} mode={mode} setMode={setMode} total={rows.length} />
      <Inline gap="sm" wrap align="center" aria-label="Selection actions">
        <Muted>{formatCount(selected.length)} selected</Muted>
        <Button
          size="sm"
          disabled={estimable.length === 0}
          loading={tools.busy === 'reach'}
          onClick={() => {
            setMode('reach');
            void tools.estimateReach(estimable);
          }}
        >
          Estimate reach
        </Button>
        <Button size="sm" disabled={estimable.length === 0} loading={tools.busy === 'overlap'} onClick={overlap} title="Selected interests against the other rows of this page">
          Overlap
        </Button>
        {canSave && (
          <Button size="sm" disabled={estimable.length === 0} onClick={() => setSaving(true)}>
            Save to collection
          </Button>
        )}
        <Button size="sm" disabled={selected.length === 0} onClick={() => void copy()}>
          Copy
        </Button>
        <Button size="sm" disabled={selected.length === 0} onClick={() => downloadText(`${exportName}.csv`, toCsv(selected))}>
          Export CSV
        </Button>
        {selectionActions?.(selected, state.clearSelection)}
      </Inline>
      <Grid state={state} columns={columns} loading={loading} emptyMessage={emptyMessage} />
      <Pager state={state} />
      {footer}
      {canSave && <SaveToGroupModal open={saving} items={estimable} onClose={() => setSaving(false)} />}
    </Wrapper>
  );
}

function Toolbar({ state, modes, mode, setMode, total }: { state: TableState; modes: ColumnMode[]; mode: ColumnMode; setMode: (m: ColumnMode) => void; total: number }) {
  const { filters, setFilters } = state;
  return (
    <Inline gap="sm" wrap align="center" aria-label="Table filters">
      {modes.length > 1 && (
        <Select aria-label="Columns" controlSize="sm" value={mode} onChange={(e) => setMode(e.target.value as ColumnMode)} options={modes.map((m) => ({ value: m, label: MODE_LABELS[m] }))} />
      )}
      <Select
        aria-label="Type"
        controlSize="sm"
        value={filters.type}
        onChange={(e) => setFilters({ type: e.target.value as TypeFilter })}
        options={TYPE_FILTERS.map((t) => ({ value: t, label: TYPE_FILTER_LABELS[t] }))}
      />
      <Select
        aria-label="Audience size"
        controlSize="sm"
        value={filters.size}
        onChange={(e) => setFilters({ size: e.target.value as SizeFilter })}
        options={SIZE_FILTERS.map((s) => ({ value: s, label: SIZE_FILTER_LABELS[s] }))}
      />
      <Select
        aria-label="Text filter mode"
        controlSize="sm"
        value={filters.textMode}
        onChange={(e) => setFilters({ textMode: e.target.value as TextMode })}
        options={[
          { value: 'contains', label: 'Contains' },
          { value: 'not-contains', label: 'Does not contain' },
        ]}
      />
      <TextInput aria-label="Filter results" controlSize="sm" placeholder="Filter results" value={filters.text} onChange={(e) => setFilters({ text: e.target.value })} width="200px" />
      <Muted role="status">
        {formatCount(state.shown.length)} of {formatCount(total)} shown
      </Muted>
    </Inline>
  );
}

function Grid({ state, columns, loading, emptyMessage }: { state: TableState; columns: Column[]; loading: boolean; emptyMessage: string }) {
  const template = `36px 56px minmax(220px, 1fr) ${columns.map((c) => c.width).join(' ')}`;
  const viewport = useRef<HTMLDivElement>(null);
  const rows = state.pageRows;
  // A new result set (new search, page, sort or filter) starts at its top; reach estimates filling in the same
  // rows keep the user's place. The offset is kept with the result set it was scrolled in.
  const resultSet = `${rows.length}:${rows[0]?.id ?? ''}`;
  const [scroll, setScroll] = useState({ resultSet, top: 0 });
  const scrollTop = scroll.resultSet === resultSet ? scroll.top : 0;
  const { start, end } = visibleRange(scrollTop, VIEWPORT_HEIGHT, ROW_HEIGHT, rows.length);

  useEffect(() => {
    viewport.current?.scrollTo?.({ top: 0 });
  }, [resultSet, state.page, state.sort, state.filters]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => setScroll({ resultSet, top: event.currentTarget.scrollTop });
  const height = Math.min(VIEWPORT_HEIGHT, Math.max(rows.length, 1) * ROW_HEIGHT);

  return (
    <TableBox>
     <Inner role="table" aria-label="Results" aria-rowcount={rows.length + 1} aria-busy={loading}>
      <HeaderRow role="row" style={{ gridTemplateColumns: template }}>
        <Cell role="columnheader">
          <Checkbox
            aria-label="Select all"
            checked={state.allState === 'all'}
            indeterminate={state.allState === 'some'}
            onChange={state.toggleAllShown}
            disabled={state.shown.length === 0}
          />
        </Cell>
        <SortHeader state={state} sortKey="rank" label="#" numeric />
        <SortHeader state={state} sortKey="name" label="Name" />
        {columns.map((column) =>
          column.sortKey ? (
            <SortHeader key={column.id} state={state} sortKey={column.sortKey} label={column.label} numeric={column.numeric} />
          ) : (
            <Cell key={column.id} role="columnheader">
              {column.label}
            </Cell>
          ),
        )}
      </HeaderRow>
      {rows.length === 0 ? (
        <EmptyBox>{loading ? <Spinner label="Loading" /> : <EmptyState compact message={emptyMessage} />}</EmptyBox>
      ) : (
        <Viewport ref={viewport} onScroll={onScroll} style={{ height }} data-testid="results-viewport">
          <div role="rowgroup" style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>
            {rows.slice(start, end).map((row, offset) => (
              <BodyRow
                key={row.id}
                role="row"
                aria-rowindex={start + offset + 2}
                aria-selected={state.selection.ids.has(row.id)}
                $selected={state.selection.ids.has(row.id)}
                style={{ gridTemplateColumns: template, transform: `translateY(${(start + offset) * ROW_HEIGHT}px)` }}
              >
                <Cell role="cell">
                  <input
                    type="checkbox"
                    aria-label={`Select ${row.name}`}
                    checked={state.selection.ids.has(row.id)}
                    onChange={() => undefined}
                    onClick={(event) => state.click(row.id, event.shiftKey)}
                  />
                </Cell>
                <Cell role="cell" $numeric>
                  {row.rank}
                </Cell>
                <Cell role="cell" title={[row.name, row.path.join(' › '), row.description].filter(Boolean).join('\n')}>
                  <NameCell>
                    <span>{row.name}</span>
                    <Badge tone={row.type === 'page' ? 'warning' : 'neutral'}>{row.type}</Badge>
                    {row.path.length > 0 && <Muted>{row.path.slice(0, -1).join(' › ')}</Muted>}
                  </NameCell>
                </Cell>
                {columns.map((column) => (
                  <Cell key={column.id} role="cell" $numeric={column.numeric} title={column.title?.(row)}>
                    {column.render(row)}
                  </Cell>
                ))}
              </BodyRow>
            ))}
          </div>
        </Viewport>
      )}
     </Inner>
    </TableBox>
  );
}

function SortHeader({ state, sortKey, label, numeric }: { state: TableState; sortKey: SortKey; label: string; numeric?: boolean }) {
  const active = state.sort.key === sortKey;
  const direction = active ? (state.sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Cell role="columnheader" aria-sort={direction} $numeric={numeric}>
      <SortButton type="button" onClick={() => state.sortBy(sortKey)}>
        {label}
        {active ? (state.sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
      </SortButton>
    </Cell>
  );
}

function Pager({ state }: { state: TableState }) {
  const total = state.shown.length;
  if (total === 0) return null;
  const from = state.pageSize > 0 ? state.page * state.pageSize + 1 : 1;
  const to = state.pageSize > 0 ? Math.min(total, from + state.pageSize - 1) : total;
  return (
    <Inline gap="sm" align="center" justify="flex-end" aria-label="Pages">
      <Muted>
        Rows {formatCount(from)}–{formatCount(to)} of {formatCount(total)}
      </Muted>
      <Select
        aria-label="Rows per page"
        controlSize="sm"
        value={String(state.pageSize)}
        onChange={(e) => state.setPageSize(Number(e.target.value))}
        options={[
          { value: String(TABLE_PAGE_SIZE), label: `${TABLE_PAGE_SIZE} per page` },
          { value: '0', label: 'All rows' },
        ]}
      />
      <Button size="sm" disabled={state.page === 0} onClick={() => state.setPage(state.page - 1)}>
        Previous
      </Button>
      <Button size="sm" disabled={state.page >= state.pageCount - 1} onClick={() => state.setPage(state.page + 1)}>
        Next
      </Button>
    </Inline>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TableBox = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-x: auto;
`;

const Inner = styled.div`
  width: max-content;
  min-width: 100%;
`;

const HeaderRow = styled.div`
  display: grid;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Viewport = styled.div`
  position: relative;
  overflow-y: auto;
  overflow-x: hidden;
  contain: strict;
  width: 100%;
`;

const BodyRow = styled.div<{ $selected: boolean }>`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  display: grid;
  height: ${ROW_HEIGHT}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.selected : theme.colors.surface)};
  &:hover {
    background: ${({ theme, $selected }) => ($selected ? theme.colors.selected : theme.colors.hover)};
  }
`;

const Cell = styled.div<{ $numeric?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $numeric }) => ($numeric ? 'flex-end' : 'flex-start')};
  padding: 0 ${({ theme }) => theme.space.sm};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-variant-numeric: tabular-nums;
  min-height: 36px;
`;

const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  overflow: hidden;
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const SortButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  color: inherit;
  cursor: pointer;
`;

const EmptyBox = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  display: flex;
  justify-content: center;
`;
