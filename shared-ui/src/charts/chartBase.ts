/** What every chart of the kit shares: the theme-derived text, colours, tooltip and grid of an echarts option. */
import type { EChartsCoreOption } from 'echarts/core';
import type { SasarTheme } from '../theme/theme';

/** An echarts option as the kit builds it (plain data: tests read it, the lazy canvas renders it). */
export type ChartOption = EChartsCoreOption;

/** Where a chart is drawn: the theme it takes its look from, and whether it is narrow (a phone). */
export interface ChartContext {
  theme: SasarTheme;
  /** Phone width (below the theme's mobile breakpoint): fewer axis labels, legend below, tighter grid. */
  compact: boolean;
  /** The user asked for less motion: no animation. */
  reducedMotion?: boolean;
}

/** The text alternative of a chart: a table with a header row and one row per category. */
export interface ChartTable {
  columns: string[];
  rows: string[][];
}

/** One entry of a chart's legend (drawn in HTML beside the canvas: readable, zoomable, no echarts legend code). */
export interface LegendEntry {
  name: string;
  color: string;
  /** Drawn as a dashed line (the comparison period). */
  dashed?: boolean;
}

export function baseOption({ theme, reducedMotion }: ChartContext): ChartOption {
  return {
    animation: !reducedMotion,
    color: [...theme.charts.series],
    textStyle: { fontFamily: theme.fonts.body, fontSize: 12, color: theme.colors.text },
    // echarts' own aria would add a second, generated description to the canvas; the kit's table is the text alternative.
    aria: { enabled: false },
  };
}

export function tooltipBase({ theme }: ChartContext, trigger: 'axis' | 'item'): ChartOption {
  return {
    trigger,
    confine: true,
    backgroundColor: theme.colors.tooltip,
    borderWidth: 0,
    textStyle: { color: theme.colors.onTooltip, fontFamily: theme.fonts.body, fontSize: 12 },
    ...(trigger === 'axis' ? { axisPointer: { type: 'line', lineStyle: { color: theme.charts.axis } } } : {}),
  };
}

export function gridBase({ compact }: ChartContext): ChartOption {
  return { left: compact ? 4 : 8, right: compact ? 8 : 16, top: 12, bottom: 8, containLabel: true };
}

export function axisTextStyle({ theme }: ChartContext) {
  return { color: theme.charts.axis, fontSize: 11 };
}

/** The colour of the n-th non-comparison series. */
export function seriesColor(theme: SasarTheme, index: number): string {
  const palette = theme.charts.series;
  return palette[index % palette.length]!;
}
