/** Funnel chart: stages in the given order, each with its value and its share of the stage before it. */
import { EMPTY_VALUE, formatPercent } from '../format/number';
import { baseOption, seriesColor, tooltipBase, type ChartContext, type ChartOption, type ChartTable } from './chartBase';
import { escapeHtml, formatChartValue, type ChartValueFormat } from './chartFormat';

export interface FunnelStage {
  name: string;
  value: number | null;
}

export interface FunnelChartData {
  stages: readonly FunnelStage[];
  format: ChartValueFormat;
}

/** A stage's value as a percent of the previous stage's (the first stage has none). */
export function stageConversion(stages: readonly FunnelStage[], index: number): number | null {
  if (index <= 0) return null;
  const value = stages[index]?.value;
  const before = stages[index - 1]?.value;
  if (value === null || value === undefined || before === null || before === undefined || before <= 0) return null;
  return (value / before) * 100;
}

export function funnelChartOption(data: FunnelChartData, ctx: ChartContext): ChartOption {
  const { theme, compact } = ctx;
  const max = Math.max(0, ...data.stages.map((s) => s.value ?? 0));
  const formatter = (p: { dataIndex: number; marker?: string }) => {
    const stage = data.stages[p.dataIndex];
    if (!stage) return '';
    const conversion = stageConversion(data.stages, p.dataIndex);
    const lines = [`${p.marker ?? ''}<strong>${escapeHtml(stage.name)}</strong>: ${escapeHtml(formatChartValue(stage.value, data.format))}`];
    if (p.dataIndex > 0) lines.push(`Of previous stage: ${conversion === null ? EMPTY_VALUE : formatPercent(conversion, 1)}`);
    return lines.join('<br/>');
  };
  return {
    ...baseOption(ctx),
    tooltip: { ...tooltipBase(ctx, 'item'), formatter },
    series: [
      {
        type: 'funnel',
        sort: 'none',
        min: 0,
        max: max || 1,
        minSize: '8%',
        left: compact ? 4 : '10%',
        right: compact ? 4 : '10%',
        top: 8,
        bottom: 8,
        gap: 2,
        data: data.stages.map((stage, i) => ({ name: stage.name, value: stage.value ?? 0, itemStyle: { color: seriesColor(theme, i) } })),
        label: {
          show: true,
          position: 'inside',
          color: theme.colors.inverse,
          fontSize: compact ? 11 : 12,
          formatter: (p: { dataIndex: number }) => {
            const stage = data.stages[p.dataIndex];
            return stage ? `${stage.name}: ${formatChartValue(stage.value, data.format, { compact })}` : '';
          },
        },
        labelLine: { show: false },
        itemStyle: { borderColor: theme.colors.surface, borderWidth: 1 },
        emphasis: { label: { fontWeight: 'bold' } },
      },
    ],
  };
}

export function funnelChartTable(data: FunnelChartData): ChartTable {
  return {
    columns: ['Stage', 'Value', 'Of previous stage'],
    rows: data.stages.map((stage, i) => {
      const conversion = stageConversion(data.stages, i);
      return [stage.name, formatChartValue(stage.value, data.format), conversion === null ? EMPTY_VALUE : formatPercent(conversion, 1)];
    }),
  };
}
