// /dashboard/daily-performance: the chosen metrics day by day, the comparison period beside each figure, totals,
// a chart of one metric against the previous period, and a CSV export.
import { useMemo, useState } from 'react';
import { Button, Card, ErrorState, formatPercent, NoValue, Select, Spinner, TrendChart } from 'shared-ui';
import { createColumnHelper, DataTable, useDataTable, type ColumnDef } from 'shared-ui/table';
import styled from 'styled-components';
import { errorText } from '../data/dashboardQuery';
import { metricFigures, percentChangeOf } from '../data/figures';
import { chartFormat, formatMetric } from '../data/metricFormat';
import { bucketLabel, metricSeries } from '../data/series';
import { useAccountInsights } from '../data/useAccountInsights';
import { useDashboardFilters } from '../shell/DashboardFilters';
import { dailyColumns, dailyCsv, dailyRows, type DailyColumn, type DailyRow } from './dailyTable';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const column = createColumnHelper<DailyRow>();

/** A figure, or "—" with the reason when it has no value (SPEC §5's 0 stays for sorting and the CSV). */
function figure(metricId: string, value: number, currency: string | null, gap: string | null | undefined) {
  return gap ? <NoValue reason={gap} /> : formatMetric(metricId, value, currency);
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function tableColumns(columns: readonly DailyColumn[]): ColumnDef<DailyRow, any>[] { // eslint-disable-line @typescript-eslint/no-explicit-any
  return [
    column.accessor('date', { header: 'Date', size: 120, cell: (c) => bucketLabel({ since: c.getValue(), until: c.getValue() }), footer: () => 'Total' }),
    ...columns.flatMap((c) => {
      const { metricId, currency } = c.series;
      return [
        column.accessor((row) => row.values[c.key]?.current ?? 0, {
          id: `${c.key}-current`,
          header: c.label,
          size: 150,
          cell: (x) => figure(metricId, x.getValue(), currency, x.row.original.values[c.key]?.currentGap),
          footer: () => figure(metricId, c.total?.current ?? 0, currency, c.total?.currentGap),
        }),
        column.accessor((row) => row.values[c.key]?.previous ?? 0, {
          id: `${c.key}-previous`,
          header: `${c.label}, previous`,
          size: 150,
          cell: (x) => figure(metricId, x.getValue(), currency, x.row.original.values[c.key]?.previousGap),
          footer: () => figure(metricId, c.total?.previous ?? 0, currency, c.total?.previousGap),
        }),
        column.accessor((row) => (row.values[c.key]?.currentGap || row.values[c.key]?.previousGap ? undefined : percentChangeOf(row.values[c.key]?.current ?? 0, row.values[c.key]?.previous ?? 0)), {
          id: `${c.key}-change`,
          header: `${c.label}, change`,
          size: 110,
          sortUndefined: 'last',
          cell: (x) => (x.getValue() === undefined ? '-' : formatPercent(x.getValue() as number, 1, { signed: true })),
          footer: () => {
            const change = c.total?.currentGap || c.total?.previousGap ? undefined : percentChangeOf(c.total?.current ?? 0, c.total?.previous ?? 0);
            return change === undefined ? '-' : formatPercent(change, 1, { signed: true });
          },
        }),
      ];
    }),
  ];
}

export function DailyPerformanceScreen() {
  const filters = useDashboardFilters();
  const insights = useAccountInsights({ accounts: filters.accounts, selection: filters.selection, metrics: filters.metrics, window: { kind: 'daily' }, enabled: filters.ready });
  const [chartKey, setChartKey] = useState<string | null>(null);
  const columns = useMemo(() => {
    const accounts = insights.data?.accounts ?? [];
    const totals = filters.metrics.flatMap((id) => metricFigures(id, accounts.map((a) => a.totals)));
    return dailyColumns(filters.metrics.flatMap((id) => metricSeries(id, accounts.map((a) => a.series))), totals, accounts.map((a) => a.account));
  }, [insights.data, filters.metrics]);
  const rows = useMemo(() => dailyRows(columns), [columns]);
  const defs = useMemo(() => tableColumns(columns), [columns]);
  const state = useDataTable({ data: rows, columns: defs, getRowId: (row) => row.id, initialSorting: [{ id: 'date', desc: false }] });

  if (insights.error) return <ErrorState title="Daily performance could not be loaded" message={errorText(insights.error, 'Try again.') ?? undefined} onRetry={() => void insights.refetch()} />;
  if (!insights.data) return <Spinner label="Loading daily performance" />;
  const charted = columns.find((c) => c.key === chartKey) ?? columns[0];

  return (
    <Stack>
      {charted ? (
        <Card
          title="Day by day"
          actions={<Select aria-label="Metric in the chart" options={columns.map((c) => ({ value: c.key, label: c.label }))} value={charted.key} onChange={(e) => setChartKey(e.target.value)} />}
        >
          <TrendChart
            title={charted.label}
            hideTitle
            format={chartFormat(charted.series.metricId, charted.series.currency)}
            labels={charted.series.buckets.map(bucketLabel)}
            series={[
              { name: 'This period', values: charted.series.current },
              { name: 'Previous period', values: charted.series.previous, comparison: true, pointLabels: charted.series.previousBuckets.map(bucketLabel) },
            ]}
          />
        </Card>
      ) : null}
      <Card
        title="Daily performance"
        actions={
          <Actions>
            <Button onClick={() => download('daily-performance.csv', dailyCsv(columns, rows))} disabled={rows.length === 0}>
              Export CSV
            </Button>
          </Actions>
        }
      >
        <DataTable state={state} label="Daily performance" maxHeight={520} emptyMessage="No days in this range." />
      </Card>
    </Stack>
  );
}
