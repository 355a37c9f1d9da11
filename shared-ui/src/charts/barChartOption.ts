/** Bar chart over categories (breakdowns: age, gender, platform …), optionally horizontal, stacked, or with a comparison. */
import { axisTextStyle, baseOption, gridBase, seriesColor, tooltipBase, type ChartContext, type ChartOption, type ChartTable } from './chartBase';
import { escapeHtml, formatChartValue, type ChartValueFormat } from './chartFormat';

export interface BarSeries {
  name: string;
  values: ReadonlyArray<number | null>;
  /** The comparison period: grey bars beside the current ones. */
  comparison?: boolean;
}

export interface BarChartData {
  categories: readonly string[];
  series: readonly BarSeries[];
  format: ChartValueFormat;
  /** Bars run left to right, categories down the side (long labels, many categories, phones). */
  horizontal?: boolean;
  stacked?: boolean;
}

interface AxisParam {
  dataIndex: number;
  marker?: string;
  seriesName: string;
  value: number | string | null;
}

export function barChartOption(data: BarChartData, ctx: ChartContext): ChartOption {
  const { theme, compact } = ctx;
  let colorIndex = 0;
  const categoryAxis = {
    type: 'category',
    data: [...data.categories],
    axisLine: { lineStyle: { color: theme.colors.borderStrong } },
    axisTick: { show: false },
    axisLabel: { ...axisTextStyle(ctx), hideOverlap: true, ...(data.horizontal ? { width: compact ? 90 : 160, overflow: 'truncate' } : {}) },
    ...(data.horizontal ? { inverse: true } : {}),
  };
  const valueAxis = {
    type: 'value',
    splitNumber: compact ? 3 : 5,
    axisLabel: { ...axisTextStyle(ctx), formatter: (value: number) => formatChartValue(value, data.format, { compact: true }) },
    splitLine: { lineStyle: { color: theme.charts.gridLine } },
  };
  const formatter = (raw: AxisParam | AxisParam[]) => {
    const params = Array.isArray(raw) ? raw : [raw];
    if (params.length === 0) return '';
    const lines = [`<strong>${escapeHtml(data.categories[params[0]!.dataIndex] ?? '')}</strong>`];
    for (const p of params) {
      const value = typeof p.value === 'number' ? p.value : null;
      lines.push(`${p.marker ?? ''}${escapeHtml(p.seriesName)}: ${escapeHtml(formatChartValue(value, data.format))}`);
    }
    return lines.join('<br/>');
  };
  return {
    ...baseOption(ctx),
    grid: gridBase(ctx),
    tooltip: { ...tooltipBase(ctx, 'axis'), axisPointer: { type: 'shadow' }, formatter },
    xAxis: data.horizontal ? valueAxis : categoryAxis,
    yAxis: data.horizontal ? categoryAxis : valueAxis,
    series: data.series.map((s) => {
      const color = s.comparison ? theme.charts.comparison : seriesColor(theme, colorIndex++);
      return {
        type: 'bar',
        name: s.name,
        data: data.categories.map((_, i) => s.values[i] ?? null),
        color,
        itemStyle: { color, borderRadius: data.stacked ? 0 : data.horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0], ...(s.comparison ? { opacity: 0.55 } : {}) },
        barMaxWidth: 36,
        ...(data.stacked ? { stack: 'total' } : {}),
      };
    }),
  };
}

export function barChartTable(data: BarChartData, categoryLabel = 'Category'): ChartTable {
  return {
    columns: [categoryLabel, ...data.series.map((s) => s.name)],
    rows: data.categories.map((category, i) => [category, ...data.series.map((s) => formatChartValue(s.values[i], data.format))]),
  };
}
