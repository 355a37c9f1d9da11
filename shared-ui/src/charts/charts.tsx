/** The chart kit's components: each builds its echarts option and its text alternative from plain data. */
import { useMemo } from 'react';
import type { ChartOption, LegendEntry } from './chartBase';
import { formatChartValue } from './chartFormat';
import { barChartOption, barChartTable, type BarChartData } from './barChartOption';
import { ChartFrame, type ChartCommonProps } from './ChartFrame';
import { donutChartOption, donutChartTable, type DonutChartData } from './donutChartOption';
import { funnelChartOption, funnelChartTable, type FunnelChartData } from './funnelChartOption';
import { heatmapChartOption, heatmapChartTable, heatmapMax, type HeatmapChartData } from './heatmapChartOption';
import { trendChartOption, trendChartTable, type TrendChartData } from './trendChartOption';
import { useChartContext } from './useChartContext';

/** The legend of a line or bar chart: each series' name and colour, comparison dashed. */
function seriesLegend(option: ChartOption): LegendEntry[] {
  return (option.series as Array<{ name: string; color: string; lineStyle?: { type?: string } }>).map((s) => ({
    name: s.name,
    color: s.color,
    dashed: s.lineStyle?.type === 'dashed',
  }));
}

export interface TrendChartProps extends ChartCommonProps, TrendChartData {
  /** Header of the first column of the text alternative (default "Date"). */
  categoryLabel?: string;
}

/** Line or area chart over time; a series marked `comparison` is the previous period, dashed. */
export function TrendChart({ labels, series, format, area, categoryLabel, height = 240, ...frame }: TrendChartProps) {
  const ctx = useChartContext();
  const option = useMemo(() => trendChartOption({ labels, series, format, area }, ctx), [labels, series, format, area, ctx]);
  const table = useMemo(() => trendChartTable({ labels, series, format }, categoryLabel), [labels, series, format, categoryLabel]);
  return <ChartFrame kind="trend" option={option} table={table} height={height} legend={seriesLegend(option)} {...frame} />;
}

export interface BarChartProps extends ChartCommonProps, BarChartData {
  categoryLabel?: string;
}

export function BarChart({ categories, series, format, horizontal, stacked, categoryLabel, height, ...frame }: BarChartProps) {
  const ctx = useChartContext();
  const option = useMemo(() => barChartOption({ categories, series, format, horizontal, stacked }, ctx), [categories, series, format, horizontal, stacked, ctx]);
  const table = useMemo(() => barChartTable({ categories, series, format }, categoryLabel), [categories, series, format, categoryLabel]);
  const fitted = height ?? (horizontal ? Math.max(160, categories.length * 28 + 48) : 240);
  return <ChartFrame kind="bar" option={option} table={table} height={fitted} legend={seriesLegend(option)} {...frame} />;
}

export interface FunnelChartProps extends ChartCommonProps, FunnelChartData {}

export function FunnelChart({ stages, format, height = 280, ...frame }: FunnelChartProps) {
  const ctx = useChartContext();
  const option = useMemo(() => funnelChartOption({ stages, format }, ctx), [stages, format, ctx]);
  const table = useMemo(() => funnelChartTable({ stages, format }), [stages, format]);
  return <ChartFrame kind="funnel" option={option} table={table} height={height} {...frame} />;
}

export interface HeatmapChartProps extends ChartCommonProps, HeatmapChartData {
  rowLabel?: string;
}

/** Hour × day heat map (rows are days, columns hours). */
export function HeatmapChart({ rows, columns, values, format, rowLabel, height, ...frame }: HeatmapChartProps) {
  const ctx = useChartContext();
  const option = useMemo(() => heatmapChartOption({ rows, columns, values, format }, ctx), [rows, columns, values, format, ctx]);
  const table = useMemo(() => heatmapChartTable({ rows, columns, values, format }, rowLabel), [rows, columns, values, format, rowLabel]);
  const scale = {
    from: ctx.theme.charts.heatLow,
    to: ctx.theme.charts.heatHigh,
    min: formatChartValue(0, format, { compact: true }),
    max: formatChartValue(heatmapMax({ rows, columns, values, format }), format, { compact: true }),
  };
  return <ChartFrame kind="heatmap" option={option} table={table} height={height ?? rows.length * 28 + 32} scale={scale} {...frame} />;
}

export interface DonutChartProps extends ChartCommonProps, DonutChartData {
  categoryLabel?: string;
}

export function DonutChart({ slices, format, categoryLabel, height = 240, ...frame }: DonutChartProps) {
  const ctx = useChartContext();
  const option = useMemo(() => donutChartOption({ slices, format }, ctx), [slices, format, ctx]);
  const table = useMemo(() => donutChartTable({ slices, format }, categoryLabel), [slices, format, categoryLabel]);
  const legend = (option.series as Array<{ data: Array<{ name: string; itemStyle: { color: string } }> }>)[0]!.data.map((d) => ({ name: d.name, color: d.itemStyle.color }));
  return <ChartFrame kind="donut" option={option} table={table} height={height} legend={legend} {...frame} />;
}
