// The funnel's figures: a metric per stage for the period and the comparison period — per currency for money
// (amounts in IDR and USD are never added up), over every account for counts and rates.
import { componentsFor, metricGap, metricTotals, sumComponents, type InsightsRow, type MetricId } from 'shared-graph';
import { metricFigures, type MetricFigure } from '../data/figures';
import type { FunnelData, StageAccount } from './loadFunnel';
import { funnelStage, type FunnelStageId } from './funnelStages';

export interface StageFigure extends MetricFigure {
  stage: FunnelStageId;
}

/** The chart's data: for each currency group of the metric (one group for counts), the stages' figures. */
export function funnelChartFigures(metricId: MetricId, data: FunnelData): Array<{ currency: string | null; stages: StageFigure[] }> {
  const perStage = data.stages.map((stage) => ({ stage: stage.stage, figures: metricFigures(metricId, stage.accounts) }));
  const currencies = [...new Set(perStage.flatMap((s) => s.figures.map((f) => f.currency)))];
  return currencies.map((currency) => ({
    currency,
    stages: perStage.map(({ stage, figures }) => {
      const figure = figures.find((f) => f.currency === currency);
      return { stage, metricId, currency, current: figure?.current ?? 0, previous: figure?.previous ?? 0 };
    }),
  }));
}

/** One line of the per-stage table: a stage, over the accounts of one currency (or all, when they share one). */
export interface StageRow {
  id: string;
  stage: FunnelStageId;
  label: string;
  currency: string;
  adsets: number;
  current: Record<MetricId, number>;
  previous: Record<MetricId, number>;
  /** Why a figure has no value (a cost with nothing to divide by), per metric; absent where it has one. */
  gaps?: { current: Record<MetricId, string>; previous: Record<MetricId, string> };
}

function gapsOf(rows: readonly InsightsRow[], metrics: readonly MetricId[]): Record<MetricId, string> {
  const values = sumComponents(rows, componentsFor(metrics));
  return Object.fromEntries(metrics.map((id) => [id, metricGap(id, values)]).filter(([, gap]) => gap !== null));
}

/**
 * Rows per stage, and per currency when the accounts have several: every figure of a row then belongs to the
 * accounts of that currency, so money, counts and the ratios between them stay consistent within a row.
 */
export function stageRows(metrics: readonly MetricId[], data: FunnelData): StageRow[] {
  const currencies = [...new Set(data.stages.flatMap((s) => s.accounts.map((a) => a.currency)))].sort((a, b) => a.localeCompare(b));
  return currencies.flatMap((currency) =>
    data.stages.map((stage) => {
      const accounts: StageAccount[] = stage.accounts.filter((a) => a.currency === currency);
      return {
        id: `${stage.stage}:${currency}`,
        stage: stage.stage,
        label: `${stage.stage} · ${funnelStage(stage.stage).label}`,
        currency,
        adsets: accounts.reduce((sum, a) => sum + a.adsets, 0),
        current: metricTotals(accounts.flatMap((a) => a.current), [...metrics]),
        previous: metricTotals(accounts.flatMap((a) => a.previous), [...metrics]),
        gaps: { current: gapsOf(accounts.flatMap((a) => a.current), metrics), previous: gapsOf(accounts.flatMap((a) => a.previous), metrics) },
      };
    }),
  );
}
