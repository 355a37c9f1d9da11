// Campaigns side by side: each chosen metric for this period, the previous one and the change (the shared table:
// sortable, sticky first column). Money stays in each campaign's account currency.
import { useMemo } from 'react';
import { metric, metricGap, rowMetricGap, rowMetrics, type InsightsRow, type MetricId } from 'shared-graph';
import { Card, formatPercent, NoValue } from 'shared-ui';
import { createColumnHelper, DataTable, useDataTable, type ColumnDef } from 'shared-ui/table';
import { percentChangeOf } from '../data/figures';
import { formatMetric } from '../data/metricFormat';
import type { AccountAssets } from './useAssetOverview';

export interface CompareRow {
  id: string;
  name: string;
  account: string;
  currency: string;
  current: Record<MetricId, number>;
  previous: Record<MetricId, number>;
  /** Why a figure has no value (a cost with nothing to divide by): it reads "—" with this reason; its 0 still sorts. */
  gaps: { current: Record<MetricId, string | null>; previous: Record<MetricId, string | null> };
}

/** A ratio without a denominator per metric; a campaign without delivery (no row) has none to divide by either. */
function gapsOf(row: InsightsRow | null | undefined, metrics: readonly MetricId[]): Record<MetricId, string | null> {
  return Object.fromEntries(metrics.map((id) => [id, row ? rowMetricGap(row, id) : metricGap(id, {})]));
}

export function compareRows(assets: readonly AccountAssets[], metrics: readonly MetricId[]): CompareRow[] {
  return assets.flatMap(({ account, levels }) =>
    levels.campaign.map((campaign) => {
      const [current, previous] = campaign.insights;
      const zero = Object.fromEntries(metrics.map((m) => [m, 0]));
      return {
        id: `${account.team}:${account.id}:${campaign.id}`,
        name: campaign.name,
        account: account.name,
        currency: account.currency,
        current: current ? rowMetrics(current, [...metrics]) : zero,
        previous: previous ? rowMetrics(previous, [...metrics]) : zero,
        gaps: { current: gapsOf(current, metrics), previous: gapsOf(previous, metrics) },
      };
    }),
  );
}

const column = createColumnHelper<CompareRow>();

function figure(id: MetricId, value: number, row: CompareRow, period: 'current' | 'previous') {
  const gap = row.gaps[period][id];
  return gap ? <NoValue reason={gap} /> : formatMetric(id, value, row.currency);
}

export function CompareTable({ assets, metrics }: { assets: AccountAssets[]; metrics: readonly MetricId[] }) {
  const shown = useMemo(() => metrics.slice(0, 4), [metrics]);
  const data = useMemo(() => compareRows(assets, shown), [assets, shown]);
  const columns = useMemo<ColumnDef<CompareRow, any>[]>( // eslint-disable-line @typescript-eslint/no-explicit-any
    () => [
      column.accessor('name', { header: 'Campaign', size: 240, meta: { grow: true } }),
      ...(assets.length > 1 ? [column.accessor('account', { header: 'Ad account', size: 160 })] : []),
      ...shown.flatMap((id) => {
        const label = metric(id).label;
        return [
          column.accessor((row) => row.current[id] ?? 0, { id: `${id}-current`, header: `${label}`, size: 140, cell: (c) => figure(id, c.getValue(), c.row.original, 'current') }),
          column.accessor((row) => row.previous[id] ?? 0, { id: `${id}-previous`, header: `${label}, previous`, size: 140, cell: (c) => figure(id, c.getValue(), c.row.original, 'previous') }),
          column.accessor((row) => (row.gaps.current[id] || row.gaps.previous[id] ? undefined : percentChangeOf(row.current[id] ?? 0, row.previous[id] ?? 0)), {
            id: `${id}-change`,
            header: `${label}, change`,
            size: 110,
            sortUndefined: 'last',
            cell: (c) => (c.getValue() === undefined ? '-' : formatPercent(c.getValue() as number, 1, { signed: true })),
          }),
        ];
      }),
    ],
    [assets.length, shown],
  );
  const state = useDataTable({ data, columns, getRowId: (row) => row.id, initialSorting: shown[0] ? [{ id: `${shown[0]}-current`, desc: true }] : [] });
  return (
    <Card title="Compare campaigns" subtitle="This period against the previous one, per campaign.">
      <DataTable state={state} label="Compare campaigns" maxHeight={420} emptyMessage="No campaigns in these ad accounts." />
    </Card>
  );
}
