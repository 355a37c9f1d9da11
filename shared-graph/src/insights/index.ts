export { parseInsightsRow, parseActionList, graphNumber, type InsightsRow, type RawInsightsRow, type RawActionStat } from './parseInsightsRow';
export { componentField, componentValue, rowComponents, sumComponents, type ComponentKey, type ComponentValues } from './metricComponents';
export {
  METRICS,
  metric,
  findMetric,
  type MetricDefinition,
  type MetricFormula,
  type MetricUnit,
  type MetricDirection,
  type MetricGroup,
  type MetricId,
} from './metricCatalogue';
export {
  computeMetric,
  rowMetrics,
  metricTotals,
  componentsFor,
  formulaComponents,
  insightsFieldsFor,
  metricGap,
  rowMetricGap,
  nothingOf,
  lowerFirst,
  type TotalsOptions,
} from './computeMetric';
export {
  insightsParams,
  insightsPath,
  insightsFieldExpansion,
  queryFields,
  breakdownsAllowed,
  BREAKDOWN_COMBINATIONS,
  type InsightsQuery,
  type InsightsLevel,
  type Breakdown,
  type GraphDatePreset,
  type TimeIncrement,
  type AttributionWindow,
  type InsightsFilter,
} from './insightsQuery';
export {
  fetchInsights,
  fetchInsightsBatch,
  insightsBatchRequest,
  MAX_INSIGHTS_PAGES,
  type GraphPage,
  type InsightsCallOptions,
} from './insightsClient';
