/** Donut chart: the share of each part in a whole (spend by platform, by gender …). */
import { EMPTY_VALUE, formatPercent } from '../format/number';
import { baseOption, seriesColor, tooltipBase, type ChartContext, type ChartOption, type ChartTable } from './chartBase';
import { escapeHtml, formatChartValue, type ChartValueFormat } from './chartFormat';

export interface DonutSlice {
  name: string;
  value: number | null;
}

export interface DonutChartData {
  slices: readonly DonutSlice[];
  format: ChartValueFormat;
}

function total(slices: readonly DonutSlice[]): number {
  return slices.reduce((sum, s) => sum + (s.value && s.value > 0 ? s.value : 0), 0);
}

/** A slice's share of the whole, in percent; null when the whole is 0. */
export function sliceShare(slices: readonly DonutSlice[], index: number): number | null {
  const whole = total(slices);
  const value = slices[index]?.value;
  if (whole <= 0 || value === null || value === undefined) return null;
  return (Math.max(0, value) / whole) * 100;
}

export function donutChartOption(data: DonutChartData, ctx: ChartContext): ChartOption {
  const { theme, compact } = ctx;
  const formatter = (p: { dataIndex: number; marker?: string }) => {
    const slice = data.slices[p.dataIndex];
    if (!slice) return '';
    const share = sliceShare(data.slices, p.dataIndex);
    return `${p.marker ?? ''}<strong>${escapeHtml(slice.name)}</strong>: ${escapeHtml(formatChartValue(slice.value, data.format))} (${share === null ? EMPTY_VALUE : formatPercent(share, 1)})`;
  };
  return {
    ...baseOption(ctx),
    tooltip: { ...tooltipBase(ctx, 'item'), formatter },
    series: [
      {
        type: 'pie',
        radius: compact ? ['42%', '66%'] : ['48%', '72%'],
        center: ['50%', '50%'],
        avoidLabelOverlap: true,
        data: data.slices.map((s, i) => ({ name: s.name, value: s.value ?? 0, itemStyle: { color: seriesColor(theme, i) } })),
        label: { show: !compact, color: theme.colors.text, formatter: '{d}%' },
        labelLine: { show: !compact },
        itemStyle: { borderColor: theme.colors.surface, borderWidth: 2 },
      },
    ],
  };
}

export function donutChartTable(data: DonutChartData, categoryLabel = 'Part'): ChartTable {
  return {
    columns: [categoryLabel, 'Value', 'Share'],
    rows: data.slices.map((s, i) => {
      const share = sliceShare(data.slices, i);
      return [s.name, formatChartValue(s.value, data.format), share === null ? EMPTY_VALUE : formatPercent(share, 1)];
    }),
  };
}
