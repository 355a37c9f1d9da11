/** Line / area chart over time, with the comparison period drawn beside the current one (dashed, grey). */
import { EMPTY_VALUE } from '../format/number';
import { formatPercent } from '../format/number';
import { axisTextStyle, baseOption, gridBase, seriesColor, tooltipBase, type ChartContext, type ChartOption, type ChartTable } from './chartBase';
import { escapeHtml, formatChartValue, type ChartValueFormat } from './chartFormat';

export interface TrendSeries {
  name: string;
  /** One value per label; null where there is no data (drawn as a gap). */
  values: ReadonlyArray<number | null>;
  /** The comparison period: dashed and grey, never filled. */
  comparison?: boolean;
  /** This series' own point labels where they differ from the x labels (the comparison period's dates). */
  pointLabels?: readonly string[];
}

export interface TrendChartData {
  /** The x-axis categories, e.g. formatted dates of the current period. */
  labels: readonly string[];
  series: readonly TrendSeries[];
  format: ChartValueFormat;
  /** Fill the area under the current-period lines. */
  area?: boolean;
}

interface AxisParam {
  seriesIndex: number;
  dataIndex: number;
  marker?: string;
  seriesName: string;
  value: number | string | null;
}

/** Percent change from `previous` to `current`; null when it has no meaning (no previous value or 0). */
export function percentChange(current: number | null | undefined, previous: number | null | undefined): number | null {
  if (current === null || current === undefined || previous === null || previous === undefined) return null;
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

function toNumberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function trendChartOption(data: TrendChartData, ctx: ChartContext): ChartOption {
  const { theme, compact } = ctx;
  let colorIndex = 0;
  const series = data.series.map((s) => {
    const color = s.comparison ? theme.charts.comparison : seriesColor(theme, colorIndex++);
    return {
      type: 'line',
      name: s.name,
      data: data.labels.map((_, i) => s.values[i] ?? null),
      smooth: false,
      showSymbol: data.labels.length <= 1,
      symbolSize: 6,
      connectNulls: false,
      color,
      lineStyle: { width: s.comparison ? 1.5 : 2, type: s.comparison ? 'dashed' : 'solid', color },
      ...(data.area && !s.comparison ? { areaStyle: { color, opacity: 0.12 } } : {}),
      z: s.comparison ? 1 : 2,
    };
  });
  const current = data.series.findIndex((s) => !s.comparison);
  const previous = data.series.findIndex((s) => s.comparison);

  const formatter = (raw: AxisParam | AxisParam[]) => {
    const params = Array.isArray(raw) ? raw : [raw];
    if (params.length === 0) return '';
    const index = params[0]!.dataIndex;
    const lines = [`<strong>${escapeHtml(data.labels[index] ?? '')}</strong>`];
    for (const p of params) {
      const source = data.series[p.seriesIndex];
      const ownLabel = source?.pointLabels?.[p.dataIndex];
      const name = ownLabel ? `${p.seriesName} (${ownLabel})` : p.seriesName;
      lines.push(`${p.marker ?? ''}${escapeHtml(name)}: ${escapeHtml(formatChartValue(toNumberOrNull(p.value), data.format))}`);
    }
    if (current >= 0 && previous >= 0) {
      const change = percentChange(data.series[current]!.values[index], data.series[previous]!.values[index]);
      lines.push(`Change: ${change === null ? EMPTY_VALUE : formatPercent(change, 1, { signed: true })}`);
    }
    return lines.join('<br/>');
  };

  return {
    ...baseOption(ctx),
    grid: gridBase(ctx),
    tooltip: { ...tooltipBase(ctx, 'axis'), formatter },
    xAxis: {
      type: 'category',
      data: [...data.labels],
      boundaryGap: false,
      axisLine: { lineStyle: { color: theme.colors.borderStrong } },
      axisTick: { show: false },
      axisLabel: { ...axisTextStyle(ctx), hideOverlap: true, ...(compact ? { interval: 'auto', rotate: 0 } : {}) },
    },
    yAxis: {
      type: 'value',
      splitNumber: compact ? 3 : 5,
      axisLabel: { ...axisTextStyle(ctx), formatter: (value: number) => formatChartValue(value, data.format, { compact: true }) },
      splitLine: { lineStyle: { color: theme.charts.gridLine } },
    },
    series,
  };
}

/** The chart as a table: one row per label, one column per series (comparison values under their own dates). */
export function trendChartTable(data: TrendChartData, categoryLabel = 'Date'): ChartTable {
  return {
    columns: [categoryLabel, ...data.series.map((s) => s.name)],
    rows: data.labels.map((label, i) => [
      label,
      ...data.series.map((s) => {
        const value = formatChartValue(s.values[i], data.format);
        const own = s.pointLabels?.[i];
        return own ? `${value} (${own})` : value;
      }),
    ]),
  };
}
