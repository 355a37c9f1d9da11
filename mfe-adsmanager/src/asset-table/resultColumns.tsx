// The Results, Cost per result and Attribution setting columns: each row counts what its ad sets optimise for
// (purchases, form leads, reach …), named under the number, as Meta Ads Manager shows them.
import type { Asset, InsightsRow } from 'shared-graph';
import type { ResultFigures, ResultNames, ResultType } from '../common/resultTypes';
import { formatCount, formatMoney, NoValue } from 'shared-ui';
import type { ColumnDef } from 'shared-ui/table';
import { changeOf } from '../common/metricFormat';
import { rowAttribution, rowResult, rowResultType, summedFigures } from './assetResult';
import { MetricCell } from './MetricCell';

type Column = ColumnDef<Asset, unknown>;

export const RESULT_COLUMN_IDS = ['results', 'cost_per_result', 'attribution'] as const;

export interface ResultColumnContext {
  currency: string;
  names: ResultNames;
}

const NO_RESULTS = 'No results in this period, so no cost per result';

function noResultReason(asset: Asset): string {
  if (asset.level === 'campaign' && (asset.optimisations ?? []).length === 0) return 'This campaign has no ad sets to count results for';
  return 'Facebook counts no result for this optimisation goal';
}

/** The one result type every row counts, or null when the rows count different things (no total then). */
function sharedType(assets: readonly Asset[], names: ResultNames): ResultType | null {
  let shared: ResultType | null = null;
  for (const asset of assets) {
    const result = rowResultType(asset, names);
    if (result.kind !== 'one') return null;
    if (shared && shared.id !== result.type.id) return null;
    shared = result.type;
  }
  return shared;
}

const rowsOf = (assets: readonly Asset[], period: 0 | 1) => assets.map((a) => a.insights[period]).filter((r): r is InsightsRow => Boolean(r));

interface FooterTotals {
  type: ResultType | null;
  count: number;
  now: ResultFigures | null;
  before: ResultFigures | null;
}

/**
 * The totals row's result figures per row set (the table keeps the array until rows, sort or filter change) and set
 * of names: a selection or a sort renders the footer again without going over every row.
 */
const footerTotals = new WeakMap<readonly unknown[], { names: ResultNames; totals: FooterTotals }>();

function totalsOf(rows: ReadonlyArray<{ original: Asset }>, names: ResultNames): FooterTotals {
  const known = footerTotals.get(rows);
  if (known && known.names === names) return known.totals;
  const assets = rows.map((r) => r.original);
  const type = sharedType(assets, names);
  const totals: FooterTotals = type ? { type, count: assets.length, now: summedFigures(type, rowsOf(assets, 0)), before: summedFigures(type, rowsOf(assets, 1)) } : { type, count: assets.length, now: null, before: null };
  footerTotals.set(rows, { names, totals });
  return totals;
}

export function resultColumns(ctx: ResultColumnContext): Column[] {
  const { currency, names } = ctx;
  const money = (value: number) => formatMoney(value, currency);
  const mixedTotal = <NoValue reason="The rows count different results, so they do not add up" label="No total" />;
  return [
    {
      id: 'results',
      header: 'Results',
      size: 170,
      meta: { numeric: true, label: 'Results' },
      accessorFn: (asset: Asset) => {
        const { result, now } = rowResult(asset, names);
        return result.kind === 'one' ? (now?.results ?? 0) : undefined;
      },
      sortUndefined: 'last',
      cell: ({ row }) => {
        const asset = row.original;
        const { result, now, before } = rowResult(asset, names);
        if (result.kind === 'multiple') {
          const reason = `Its ad sets optimise for different results (${result.types.map((t) => t.label).join(', ')}); open the campaign to see each`;
          return <MetricCell value="" gap={reason} change={null} direction="higher" note="Multiple conversions" />;
        }
        if (result.kind === 'none') return <MetricCell value="" gap={noResultReason(asset)} change={null} direction="higher" />;
        return <MetricCell value={formatCount(now?.results ?? 0)} change={changeOf(now?.results, before?.results)} direction="higher" note={result.type.label} />;
      },
      footer: ({ table }) => {
        const { type, count, now, before } = totalsOf(table.getFilteredRowModel().rows, names);
        if (!type || !now || !before) return count ? mixedTotal : null;
        if (type.component === 'reach') return <NoValue reason="People are counted once over the period, so rows do not add up" label="No total" />;
        return <MetricCell value={formatCount(now.results)} change={changeOf(now.results, before.results)} direction="higher" note={type.label} />;
      },
    } as Column,
    {
      id: 'cost_per_result',
      header: 'Cost per result',
      size: 170,
      meta: { numeric: true, label: 'Cost per result' },
      accessorFn: (asset: Asset) => {
        const { result, now } = rowResult(asset, names);
        return result.kind === 'one' ? (now?.cost ?? 0) : undefined;
      },
      sortUndefined: 'last',
      cell: ({ row }) => {
        const asset = row.original;
        const { result, now, before } = rowResult(asset, names);
        if (result.kind === 'multiple') return <MetricCell value="" gap="Its ad sets optimise for different results, so there is no one cost per result" change={null} direction="lower" note="Multiple conversions" />;
        if (result.kind === 'none') return <MetricCell value="" gap={noResultReason(asset)} change={null} direction="lower" />;
        const gap = !now || now.costWithoutResults ? NO_RESULTS : null;
        const change = before && !before.costWithoutResults ? changeOf(now?.cost, before.cost) : null;
        return <MetricCell value={money(now?.cost ?? 0)} gap={gap} change={change} direction="lower" note={`Per ${result.type.costLabel}`} />;
      },
      footer: ({ table }) => {
        const { type, count, now, before } = totalsOf(table.getFilteredRowModel().rows, names);
        if (!type || !now || !before) return count ? mixedTotal : null;
        if (type.component === 'reach') return <NoValue reason="People are counted once over the period, so rows do not add up" label="No total" />;
        const gap = now.costWithoutResults ? NO_RESULTS : null;
        return <MetricCell value={money(now.cost)} gap={gap} change={before.costWithoutResults ? null : changeOf(now.cost, before.cost)} direction="lower" note={`Per ${type.costLabel}`} />;
      },
    } as Column,
    {
      id: 'attribution',
      header: 'Attribution setting',
      size: 170,
      meta: { label: 'Attribution setting' },
      accessorFn: (asset: Asset) => rowAttribution(asset) ?? undefined,
      cell: ({ getValue }) => (getValue() as string | undefined) ?? '—',
    } as Column,
  ];
}
