/** Heat map of rows × columns — the hour-of-day × day grid of the hourly breakdowns. */
import { parseHexColor, readableTextColor } from '../theme/color';
import { axisTextStyle, baseOption, tooltipBase, type ChartContext, type ChartOption, type ChartTable } from './chartBase';
import { escapeHtml, formatChartValue, type ChartValueFormat } from './chartFormat';

/** "00" … "23": the columns of an hour × day heat map. */
export const HOUR_LABELS: readonly string[] = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

export interface HeatmapChartData {
  /** Row labels, top to bottom (days). */
  rows: readonly string[];
  /** Column labels, left to right (hours). */
  columns: readonly string[];
  /** values[row][column]; null where there is no data. */
  values: ReadonlyArray<ReadonlyArray<number | null>>;
  format: ChartValueFormat;
}

export function heatmapChartOption(data: HeatmapChartData, ctx: ChartContext): ChartOption {
  const { theme, compact } = ctx;
  const points: Array<[number, number, number]> = [];
  let max = 0;
  data.rows.forEach((_, r) => {
    data.columns.forEach((__, c) => {
      const value = data.values[r]?.[c];
      if (value === null || value === undefined || !Number.isFinite(value)) return;
      points.push([c, r, value]);
      max = Math.max(max, value);
    });
  });
  const { heatLow, heatHigh } = theme.charts;
  // Each cell's figure in a colour readable on that cell's shade (dark on pale cells, white on dark ones).
  // Cells are coloured here rather than by echarts' visualMap component (~15 KB gzip less); the scale is HTML.
  const cells = points.map((value) => ({
    value,
    itemStyle: { color: heatCellColor(value[2], max, heatLow, heatHigh) },
    label: { color: heatCellTextColor(value[2], max, heatLow, heatHigh) },
  }));
  const formatter = (p: { value: [number, number, number] }) => {
    const [c, r, value] = p.value;
    return `<strong>${escapeHtml(data.rows[r] ?? '')}, ${escapeHtml(data.columns[c] ?? '')}</strong><br/>${escapeHtml(formatChartValue(value, data.format))}`;
  };
  return {
    ...baseOption(ctx),
    tooltip: { ...tooltipBase(ctx, 'item'), formatter },
    grid: { left: compact ? 4 : 8, right: compact ? 4 : 16, top: 8, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: [...data.columns],
      splitArea: { show: false },
      axisTick: { show: false },
      axisLine: { show: false },
      axisLabel: { ...axisTextStyle(ctx), interval: compact ? 5 : 1 },
    },
    yAxis: {
      type: 'category',
      data: [...data.rows],
      inverse: true,
      axisTick: { show: false },
      axisLine: { show: false },
      axisLabel: { ...axisTextStyle(ctx) },
    },
    series: [
      {
        type: 'heatmap',
        data: cells,
        label: { show: showCellFigures(data, compact), fontSize: 10, formatter: (p: { value: [number, number, number] }) => formatChartValue(p.value[2], data.format, { compact: true }) },
        itemStyle: { borderColor: theme.colors.surface, borderWidth: 1 },
        emphasis: { itemStyle: { borderColor: theme.colors.text, borderWidth: 1 } },
      },
    ],
  };
}

/** Widest cell figure (compact form, in characters) that fits a cell when a row has 24 hours at desktop width. */
const MAX_FIGURE_CHARS_IN_NARROW_CELLS = 5;

/**
 * Figures are printed in the cells unless they would not fit: never at phone width, and with many columns (24 hours)
 * only when every figure is short ("12.3K" fits, "IDR98.8K" does not) — the tooltip and the table still give them.
 */
export function showCellFigures(data: HeatmapChartData, compact: boolean): boolean {
  if (compact) return false;
  if (data.columns.length <= 12) return true;
  const longest = Math.max(0, ...data.values.flat().map((value) => (value === null || value === undefined ? 0 : formatChartValue(value, data.format, { compact: true }).length)));
  return longest <= MAX_FIGURE_CHARS_IN_NARROW_CELLS;
}

/** The shade of a cell at `value` on the low → high ramp (as the continuous visual map draws it). */
export function heatCellColor(value: number, max: number, low: string, high: string): string {
  const a = parseHexColor(low);
  const b = parseHexColor(high);
  if (!a || !b) return low;
  const t = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return `#${a.map((channel, i) => Math.round(channel + (b[i]! - channel) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** Text colour for a figure printed on a heat-map cell: the theme's dark text on pale cells, white on dark ones. */
export function heatCellTextColor(value: number, max: number, low: string, high: string): string {
  return readableTextColor(heatCellColor(value, max, low, high));
}

/** The largest value of the grid: the dark end of the colour scale. */
export function heatmapMax(data: HeatmapChartData): number {
  return data.values.reduce<number>((max, row) => row.reduce<number>((m, v) => (v !== null && Number.isFinite(v) ? Math.max(m, v) : m), max), 0);
}

export function heatmapChartTable(data: HeatmapChartData, rowLabel = 'Day'): ChartTable {
  return {
    columns: [rowLabel, ...data.columns],
    rows: data.rows.map((row, r) => [row, ...data.columns.map((_, c) => formatChartValue(data.values[r]?.[c] ?? null, data.format))]),
  };
}
