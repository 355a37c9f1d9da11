// The research table's filters in one compact toolbar: columns, type, reach size, a contains / not-contains text
// filter, and how many rows show.
import styled from 'styled-components';
import { formatCount, Select, TextInput } from 'shared-ui';
import { ColumnChooser, type ColumnPreset, type DataTableState } from 'shared-ui/table';
import { SIZE_FILTER_LABELS, SIZE_FILTERS, TYPE_FILTER_LABELS, TYPE_FILTERS, type Filters, type SizeFilter, type TextMode, type TypeFilter } from './filters';
import { AUDIENCE_SIZE_HEADER, MODE_LABELS } from './researchColumns';
import type { ColumnMode, ResearchRow } from './rows';
import type { StoredColumns } from './useStoredColumns';

interface Props {
  state: DataTableState<ResearchRow>;
  filters: Filters;
  setFilters: (patch: Partial<Filters>) => void;
  modes: ColumnMode[];
  columns: StoredColumns;
  presets: ColumnPreset[];
  total: number;
}

export function ResultsToolbar({ state, filters, setFilters, modes, columns, presets, total }: Props) {
  return (
    <Bar role="toolbar" aria-label="Table filters">
      {modes.length > 1 && (
        <Select
          aria-label="Columns"
          controlSize="sm"
          width="auto"
          value={columns.mode ?? ''}
          placeholder="Custom columns"
          onChange={(e) => columns.setMode(e.target.value as ColumnMode)}
          options={modes.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
        />
      )}
      <ColumnChooser state={state} presets={presets} label="Choose columns" />
      <Select
        aria-label="Type"
        controlSize="sm"
        width="auto"
        value={filters.type}
        onChange={(e) => setFilters({ type: e.target.value as TypeFilter })}
        options={TYPE_FILTERS.map((t) => ({ value: t, label: TYPE_FILTER_LABELS[t] }))}
      />
      <Select
        aria-label={AUDIENCE_SIZE_HEADER}
        controlSize="sm"
        width="auto"
        value={filters.size}
        onChange={(e) => setFilters({ size: e.target.value as SizeFilter })}
        options={SIZE_FILTERS.map((s) => ({ value: s, label: SIZE_FILTER_LABELS[s] }))}
      />
      <TextGroup>
        <Select
          aria-label="Text filter mode"
          controlSize="sm"
          width="auto"
          value={filters.textMode}
          onChange={(e) => setFilters({ textMode: e.target.value as TextMode })}
          options={[
            { value: 'contains', label: 'Contains' },
            { value: 'not-contains', label: 'Does not contain' },
          ]}
        />
        <TextInput aria-label="Filter results" controlSize="sm" placeholder="Filter results" value={filters.text} onChange={(e) => setFilters({ text: e.target.value })} width="180px" />
      </TextGroup>
      <Muted role="status">
        {formatCount(state.shown.length)} of {formatCount(total)} shown
      </Muted>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  & select { width: auto; }
`;

const TextGroup = styled.span`
  display: inline-flex;
  gap: 4px;
  min-width: 0;
  flex: 0 1 auto;
`;

const Muted = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
