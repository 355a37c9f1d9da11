// shared-graph/metrics: the pure metric catalogue and its formulas, without React, session or transport, so the
// product server's rules engine computes a metric exactly as the dashboards and the ads manager show it.
export { METRICS, metric, findMetric, type MetricDefinition, type MetricId, type MetricUnit } from './insights/metricCatalogue';
export { computeMetric, metricTotals, componentsFor, insightsFieldsFor } from './insights/computeMetric';
export { parseInsightsRow, type InsightsRow, type RawInsightsRow } from './insights/parseInsightsRow';
export { sumComponents, type ComponentValues } from './insights/metricComponents';
export { currencyDivisor, fromMinorUnits, toMinorUnits } from './money/currencyDivisor';
export { todayInZone, dateInZone, isTimeZone } from './dates/todayInZone';
export { addDays, type IsoDate } from './dates/calendarDate';
