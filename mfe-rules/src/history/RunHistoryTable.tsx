// The execution log as a table: when, which rule, trigger, duration, outcome; a row opens the run's objects.
import { Badge, formatDateTime } from 'shared-ui';
import { createColumnHelper, DataTable, useDataTable } from 'shared-ui/table';
import type { RunSummary } from '../api/rulesApi';
import { RUN_TRIGGER_WORDS, runOutcome } from './revertWords';

const column = createColumnHelper<RunSummary>();
const columns = [
  column.accessor('created_at', { header: 'When', size: 170, cell: (c) => formatDateTime(c.getValue()) }),
  column.accessor('rule_name', { header: 'Rule', size: 200, meta: { grow: true }, cell: (c) => c.getValue() ?? `Rule ${c.row.original.rule_id}` }),
  column.accessor('trigger', { header: 'Trigger', size: 110, cell: (c) => RUN_TRIGGER_WORDS[c.getValue()] }),
  column.accessor('duration_ms', { header: 'Duration', size: 100, cell: (c) => (c.getValue() === null ? '—' : `${(c.getValue()! / 1000).toFixed(1)} s`) }),
  column.accessor('status', { header: 'Outcome', size: 150, cell: (c) => <Badge tone={runOutcome(c.row.original).tone}>{runOutcome(c.row.original).label}</Badge> }),
  column.display({ id: 'counts', header: 'Matched / acted / failed', size: 190, cell: (c) => `${c.row.original.objects_matched} / ${c.row.original.actions_done} / ${c.row.original.actions_failed}` }),
];

export function RunHistoryTable({ runs, loading, onOpen }: { runs: RunSummary[]; loading: boolean; onOpen: (run: RunSummary) => void }) {
  const state = useDataTable({ data: runs, columns, getRowId: (run) => String(run.id) });
  return <DataTable state={state} label="Execution log" loading={loading} emptyMessage="No runs yet." onRowActivate={onOpen} />;
}
