// A page with only the shared data table and 10,000 rows, bundled by the table bench: what the table itself costs.
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SasarThemeProvider, TextInput } from 'shared-ui';
import { DataTable, useDataTable, type ColumnDef } from 'shared-ui/table';

interface Row {
  id: string;
  name: string;
  size: number;
  reach: number | undefined;
  category: string;
}

const CATEGORIES = ['Sports', 'Food and drink', 'Travel', 'Shopping', 'Technology', 'Family', 'Business', 'Entertainment'];
const ROWS: Row[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: String(i + 1),
  name: `Interest ${((i * 7919) % 10_000).toString(36)} ${CATEGORIES[i % CATEGORIES.length]}`,
  size: (i * 104_729) % 500_000_000,
  reach: i % 3 === 0 ? undefined : (i * 15_485_863) % 90_000_000,
  category: CATEGORIES[(i * 31) % CATEGORIES.length]!,
}));

const COLUMNS: ColumnDef<Row, unknown>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', size: 240, sortingFn: 'text', meta: { grow: true } },
  { id: 'size', header: 'Audience size', accessorKey: 'size', size: 130, meta: { numeric: true }, enableGlobalFilter: false },
  { id: 'reach', header: 'Monthly reach', accessorFn: (row) => row.reach, size: 130, meta: { numeric: true }, enableGlobalFilter: false },
  { id: 'category', header: 'Category', accessorKey: 'category', size: 140, sortingFn: 'text' },
];

function BenchTable() {
  const [text, setText] = useState('');
  const state = useDataTable({ data: ROWS, columns: COLUMNS, getRowId: (row) => row.id, globalFilter: text });
  const shown = useMemo(() => state.shown.length, [state.shown]);
  return (
    <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <TextInput aria-label="Filter results" value={text} onChange={(e) => setText(e.target.value)} width="240px" />
      <span role="status">{shown} shown</span>
      <DataTable state={state} label="Bench" selectable rowLabel={(row) => `Select ${row.name}`} maxHeight={640} data-testid="bench-viewport" />
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <SasarThemeProvider>
    <BenchTable />
  </SasarThemeProvider>,
);
