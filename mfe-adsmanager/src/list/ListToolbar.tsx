// Search by name, filter by status and objective, the date range and the column chooser.
import { useEffect, useState, type ReactNode } from 'react';
import type { Asset } from 'shared-graph';
import { Select, TextInput, useDebouncedValue } from 'shared-ui';
import { ColumnChooser, type DataTableState } from 'shared-ui/table';
import styled from 'styled-components';
import { PeriodControl } from '../common/PeriodPicker';
import type { Period } from '../common/usePeriod';
import { COLUMN_PRESETS } from '../asset-table/columnPresets';
import { OBJECTIVES, STATUS_FILTERS, type ListFilters, type StatusFilter } from './listFilters';

const SEARCH_DELAY_MS = 350;

export interface ListToolbarProps {
  filters: ListFilters;
  onFilters: (change: Partial<ListFilters>) => void;
  period: Period;
  table: DataTableState<Asset>;
  searchLabel: string;
  /** The saved-views menu and its formatting editor. */
  views?: ReactNode;
}

export function ListToolbar({ filters, onFilters, period, table, searchLabel, views }: ListToolbarProps) {
  const [search, setSearch] = useState(filters.search);
  // Searching asks the platform (the list is paged), so wait until the user stops typing.
  const typed = useDebouncedValue(search, SEARCH_DELAY_MS);
  useEffect(() => {
    if (typed !== search || typed.trim() === filters.search.trim()) return;
    onFilters({ search: typed });
  }, [typed, search, filters.search, onFilters]);

  return (
    <Bar>
      <TextInput type="search" controlSize="sm" aria-label={searchLabel} placeholder="Search by name" value={search} onChange={(event) => setSearch(event.target.value)} width={220} />
      <Select
        aria-label="Status"
        controlSize="sm"
        width={200}
        value={filters.status}
        onChange={(event) => onFilters({ status: event.target.value as StatusFilter })}
        options={STATUS_FILTERS.map((s) => ({ value: s.value, label: s.label }))}
      />
      <Select
        aria-label="Objective"
        controlSize="sm"
        width={160}
        value={filters.objective}
        onChange={(event) => onFilters({ objective: event.target.value })}
        options={[{ value: '', label: 'All objectives' }, ...OBJECTIVES.map((o) => ({ value: o.value, label: o.label }))]}
      />
      <PeriodControl period={period} />
      <Spacer />
      {views}
      <ColumnChooser state={table} presets={COLUMN_PRESETS} />
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Spacer = styled.span`
  flex: 1;
`;
