// The per-stage table (the shared table: sortable, sticky first column): ad sets, and each chosen metric for the
// period with its change against the comparison period. Several currencies → a row per stage and currency.
import { useMemo } from 'react';
import { metric, type MetricId } from 'shared-graph';
import { Card, formatCount, formatPercent, NoValue } from 'shared-ui';
import { createColumnHelper, DataTable, useDataTable, type ColumnDef } from 'shared-ui/table';
import { figureChange } from '../data/figures';
import { formatMetric, formatMetricChange } from '../data/metricFormat';
import type { StageRow } from './funnelFigures';

const column = createColumnHelper<StageRow>();

function changeText(id: MetricId, row: StageRow): string {
  if (row.gaps?.current[id] || row.gaps?.previous[id]) return 'no comparison';
  const change = figureChange({ current: row.current[id] ?? 0, previous: row.previous[id] ?? 0 });
  const percent = change.percent === null ? 'no comparison' : formatPercent(change.percent, 1, { signed: true });
  return `${formatMetricChange(id, change.absolute, row.currency)} (${percent})`;
}

export function FunnelTable({ rows, metrics }: { rows: StageRow[]; metrics: readonly MetricId[] }) {
  const currencies = new Set(rows.map((row) => row.currency)).size;
  const columns = useMemo<ColumnDef<StageRow, any>[]>( // eslint-disable-line @typescript-eslint/no-explicit-any
    () => [
      column.accessor('stage', { header: 'Stage', size: 170, cell: (c) => c.row.original.label }),
      ...(currencies > 1 ? [column.accessor('currency', { header: 'Currency', size: 100 })] : []),
      column.accessor('adsets', { header: 'Ad sets', size: 90, cell: (c) => formatCount(c.getValue() as number) }),
      ...metrics.flatMap((id) => {
        const label = metric(id).label;
        return [
          column.accessor((row) => row.current[id] ?? 0, { id: `${id}-current`, header: label, size: 140, cell: (c) => {
              const gap = c.row.original.gaps?.current[id];
              return gap ? <NoValue reason={gap} /> : formatMetric(id, c.getValue(), c.row.original.currency);
            },
          }),
          column.accessor((row) => figureChange({ current: row.current[id] ?? 0, previous: row.previous[id] ?? 0 }).percent ?? undefined, {
            id: `${id}-change`,
            header: `${label}, change`,
            size: 180,
            sortUndefined: 'last',
            cell: (c) => changeText(id, c.row.original),
          }),
        ];
      }),
    ],
    [currencies, metrics],
  );
  const state = useDataTable({ data: rows, columns, getRowId: (row) => row.id, initialSorting: [{ id: 'stage', desc: false }] });
  return (
    <Card title="Stages" subtitle="Each chosen metric per funnel stage, and its change against the previous period.">
      <DataTable state={state} label="Funnel stages" maxHeight={480} emptyMessage="No ad sets in these ad accounts." />
    </Card>
  );
}
