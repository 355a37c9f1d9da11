// The list's columns: SPEC §3 settings columns and one column per catalogue metric (current period, with the
// previous period's change under it), each with a total in the footer.
import { metric, metricGap, metricTotals, METRICS, rowMetricGap, rowMetrics, sumComponents, componentsFor, type Asset, type AssetLevel, type InsightsRow, type MetricId } from 'shared-graph';
import type { ResultNames } from '../common/resultTypes';
import { formatDate } from 'shared-ui';
import { naturalText, type ColumnDef } from 'shared-ui/table';
import { changeOf, formatMetric } from '../common/metricFormat';
import { AssetNameCell } from './AssetNameCell';
import { WithThumbnail } from './CreativeThumbnail';
import { notThisGoal, rowResultType } from './assetResult';
import { BudgetCell } from './BudgetCell';
import { DeliveryBadge, DeliveryCell } from './DeliveryCell';
import { FunnelCell } from './FunnelCell';
import { MetricCell } from './MetricCell';
import { ParentCell } from './ParentCell';
import { resultColumns } from './resultColumns';
import { StatusToggle } from './StatusToggle';
import type { AccountHealth } from '../health/accountHealth';
import type { FunnelEntry } from './useFunnelStages';

export interface ColumnContext {
  level: AssetLevel;
  accountId: string;
  currency: string;
  /** Platform floor of a daily budget, major units. */
  minDailyBudget: number | null;
  /**
   * Funnel stage per ad set id (ad set and ad lists). A list leaves it out and gives the stages through FunnelStages
   * and `funnelOf` instead, so its columns stay the same while the stages arrive.
   */
  funnel?: ReadonlyMap<string, FunnelEntry>;
  /** An ad set's stage as read so far (sorting by Funnel), when `funnel` is left out. */
  funnelOf?: (adsetId: string) => FunnelEntry | undefined;
  /** The standing of a row's ad account (its rows never claim "Active" when it cannot deliver); read per row without. */
  standingOf?: (accountId: string) => AccountHealth | null;
  /** Names of what results count (custom conversions). */
  resultNames?: ResultNames;
}

const human = (text: string | null | undefined) => (text ? text.replace(/^OUTCOME_/, '').replace(/_/g, ' ').toLowerCase().replace(/^\w/, (c) => c.toUpperCase()) : '—');
const day = (value: string | null | undefined) => (value ? formatDate(value) : '—');
const current = (asset: Asset): InsightsRow | null => asset.insights[0] ?? null;
const previous = (asset: Asset): InsightsRow | null => asset.insights[1] ?? null;

type Column = ColumnDef<Asset, unknown>;

function text(id: string, header: string, value: (a: Asset) => string | null | undefined, size = 130, extra: Partial<Column> = {}): Column {
  return { id, header, accessorFn: (a) => value(a) ?? undefined, cell: ({ getValue }) => (getValue() as string | undefined) ?? '—', sortingFn: naturalText, size, ...extra } as Column;
}

export function metricValue(asset: Asset, id: MetricId, row: (a: Asset) => InsightsRow | null = current): number | undefined {
  const r = row(asset);
  return r ? rowMetrics(r, [id])[id] : undefined;
}

/**
 * Totals per metric of a row set, kept while the row set is the same array (the table keeps it until rows, sort or
 * filter change): a selection or a toggle re-renders the footer without adding up 1,000 rows per column again.
 */
const totalsCache = new WeakMap<readonly unknown[], Map<MetricId, { total: number | null | undefined; prior: number | null | undefined; gap: string | null }>>();

function totalsOf(rows: ReadonlyArray<{ original: Asset }>, id: MetricId) {
  let byMetric = totalsCache.get(rows);
  if (!byMetric) totalsCache.set(rows, (byMetric = new Map()));
  let totals = byMetric.get(id);
  if (!totals) {
    const now = rows.map((r) => r.original.insights[0]).filter((r): r is InsightsRow => Boolean(r));
    const before = rows.map((r) => r.original.insights[1]).filter((r): r is InsightsRow => Boolean(r));
    totals = { total: metricTotals(now, [id])[id], prior: before.length ? metricTotals(before, [id])[id] : null, gap: metricGap(id, sumComponents(now, componentsFor([id]))) };
    byMetric.set(id, totals);
  }
  return totals;
}

function metricColumn(id: MetricId, ctx: ColumnContext): Column {
  const def = metric(id);
  return {
    id,
    header: def.label,
    size: 140,
    meta: { numeric: true, label: def.label },
    accessorFn: (asset: Asset) => metricValue(asset, id),
    cell: ({ row, getValue }) => {
      const asset = row.original;
      const now = getValue() as number | undefined;
      const before = metricValue(asset, id, previous);
      const shown = now ?? (asset.insights.length ? 0 : null);
      // A purchase metric on a reach campaign is "not this goal", not a misleading 0; a cost with nothing to divide
      // by keeps SPEC §5's 0 for sorting and export but reads "—" with the reason.
      const offGoal = !shown ? notThisGoal(asset, def.group, rowResultType(asset, ctx.resultNames)) : null;
      const row0 = current(asset);
      const gap = offGoal ?? (row0 ? rowMetricGap(row0, def) : null);
      const beforeRow = previous(asset);
      const change = beforeRow && !rowMetricGap(beforeRow, def) ? changeOf(now, before) : null;
      return <MetricCell value={formatMetric(id, shown, ctx.currency)} gap={gap} change={change} direction={def.direction} />;
    },
    footer: ({ table }) => {
      if (!def.additive) return <span title="People are counted once over the period, so rows do not add up">—</span>;
      const { total, prior, gap } = totalsOf(table.getFilteredRowModel().rows, id);
      return <MetricCell value={formatMetric(id, total, ctx.currency)} gap={table.getFilteredRowModel().rows.length ? gap : null} change={changeOf(total, prior)} direction={def.direction} />;
    },
  } as Column;
}

/** The campaign of ad sets and ads, and the ad set of ads: names linking to the parent's detail. */
function parentColumns(ctx: ColumnContext): Column[] {
  const parent = (id: 'campaign_name' | 'adset_name', header: string, level: 'campaign' | 'adset'): Column =>
    ({
      id,
      header,
      size: 200,
      meta: { label: header },
      accessorFn: (a: Asset) => (level === 'campaign' ? a.campaign_name : a.adset_name) ?? undefined,
      sortingFn: naturalText,
      cell: ({ row }) => <ParentCell asset={row.original} parent={level} accountId={ctx.accountId} />,
    }) as Column;
  if (ctx.level === 'adset') return [parent('campaign_name', 'Campaign', 'campaign')];
  if (ctx.level === 'ad') return [parent('adset_name', 'Ad set', 'adset'), parent('campaign_name', 'Campaign', 'campaign')];
  return [];
}

export function assetColumns(ctx: ColumnContext): Column[] {
  const stageOf = (adsetId: string | null) => (adsetId ? (ctx.funnel ? ctx.funnel.get(adsetId) : ctx.funnelOf?.(adsetId))?.stage : undefined);
  const settings: Column[] = [
    {
      id: 'name',
      header: 'Name',
      size: 260,
      meta: { grow: true, required: true, label: 'Name' },
      accessorFn: (a: Asset) => a.name,
      sortingFn: naturalText,
      // Keyed by the row (as every cell that keeps state): reused row elements never hand a rename to the next row.
      cell: ({ row }) =>
        ctx.level === 'ad' ? (
          <WithThumbnail creative={row.original.creative}>
            <AssetNameCell key={row.original.id} asset={row.original} accountId={ctx.accountId} />
          </WithThumbnail>
        ) : (
          <AssetNameCell key={row.original.id} asset={row.original} accountId={ctx.accountId} />
        ),
      footer: ({ table }) => `Total of ${table.getFilteredRowModel().rows.length.toLocaleString('en-US')} shown`,
    } as Column,
    ...parentColumns(ctx),
    {
      id: 'status',
      header: 'On/off',
      size: 76,
      meta: { label: 'On/off' },
      accessorFn: (a: Asset) => (a.status === 'ACTIVE' ? 0 : 1),
      // Not keyed by the row: the switch keeps no state of its own (a change on the way is kept per asset).
      cell: ({ row }) => <StatusToggle asset={row.original} />,
    } as Column,
    {
      id: 'delivery',
      header: 'Delivery',
      // "With issues · Learning limited" fits in one line.
      size: 230,
      accessorFn: (a: Asset) => a.delivery_status,
      cell: ({ row }) => (ctx.standingOf ? <DeliveryBadge asset={row.original} standing={ctx.standingOf(row.original.account_id)} /> : <DeliveryCell asset={row.original} />),
    } as Column,
    {
      id: 'budget',
      header: 'Budget',
      size: 190,
      meta: { numeric: true, label: 'Budget' },
      accessorFn: (a: Asset) => a.budget ?? undefined,
      cell: ({ row }) => <BudgetCell key={row.original.id} asset={row.original} currency={ctx.currency} minDailyBudget={ctx.minDailyBudget} />,
    } as Column,
    text('objective', 'Objective', (a) => human(a.objective), 150),
    text('bid_strategy', 'Bid strategy', (a) => human(a.bid_strategy), 190),
    text('start', 'Starts', (a) => day(a.start_time), 120),
    text('end', 'Ends', (a) => (a.end_time ? day(a.end_time) : 'Ongoing'), 120),
    ...(ctx.level === 'campaign'
      ? []
      : [
          {
            id: 'funnel',
            header: 'Funnel',
            size: 150,
            accessorFn: (a: Asset) => (a.adset_id ? stageOf(a.adset_id) : undefined),
            // Read afresh: the stages may arrive after a row's values were first read.
            sortingFn: (a, b) => (stageOf(a.original.adset_id) ?? 0) - (stageOf(b.original.adset_id) ?? 0),
            cell: ({ row }) => <FunnelCell adsetId={row.original.adset_id} funnel={ctx.funnel} />,
          } as Column,
        ]),
    text('asset_id', `${ctx.level === 'campaign' ? 'Campaign' : ctx.level === 'adset' ? 'Ad set' : 'Ad'} ID`, (a) => a.id, 190),
    text('age', 'Age', (a) => a.targeting?.age, 90),
    text('gender', 'Gender', (a) => a.targeting?.gender, 90),
    text('location', 'Location', (a) => a.targeting?.location, 180),
    text('created', 'Created', (a) => day(a.created_time), 120),
    text('updated', 'Updated', (a) => day(a.updated_time), 120),
    text('reporting_start', 'Reporting starts', (a) => a.insights[0]?.dateStart ?? null, 140),
    text('reporting_end', 'Reporting ends', (a) => a.insights[0]?.dateStop ?? null, 140),
    text('tag', 'Tags', (a) => a.adlabels.map((l) => l.name).join(', ') || null, 140),
    text('buying_type', 'Buying type', (a) => human(a.buying_type), 120),
  ];
  return [...settings, ...resultColumns({ currency: ctx.currency, names: ctx.resultNames ?? {} }), ...METRICS.map((m) => metricColumn(m.id, ctx))];
}
