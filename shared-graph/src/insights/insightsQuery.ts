// Builds Graph `insights` parameters (GRAPH-API.md §7.1) from a typed query, and the field expansion that puts
// insights inside an edge list (§6.7).
import { isIsoDate, type DateRange } from '../dates/calendarDate';
import type { GraphParams } from '../graph/types';
import { insightsFieldsFor } from './computeMetric';
import type { MetricId } from './metricCatalogue';

export type InsightsLevel = 'account' | 'campaign' | 'adset' | 'ad';

export type Breakdown =
  | 'age'
  | 'gender'
  | 'country'
  | 'region'
  | 'device_platform'
  | 'publisher_platform'
  | 'platform_position'
  | 'impression_device'
  | 'hourly_stats_aggregated_by_advertiser_time_zone'
  | 'hourly_stats_aggregated_by_audience_time_zone';

/** Meta's `date_preset` values (v21). */
export type GraphDatePreset =
  | 'today'
  | 'yesterday'
  | 'this_month'
  | 'last_month'
  | 'this_quarter'
  | 'maximum'
  | 'data_maximum'
  | 'last_3d'
  | 'last_7d'
  | 'last_14d'
  | 'last_28d'
  | 'last_30d'
  | 'last_90d'
  | 'last_week_mon_sun'
  | 'last_week_sun_sat'
  | 'last_quarter'
  | 'last_year'
  | 'this_week_mon_today'
  | 'this_week_sun_today'
  | 'this_year';

/** Days per row (1–90), calendar months, or one row for the whole range. */
export type TimeIncrement = number | 'monthly' | 'all_days';

export type AttributionWindow = '1d_click' | '7d_click' | '28d_click' | '1d_view' | '7d_view' | '28d_view' | '1d_ev' | 'dda' | 'default';

export interface InsightsFilter {
  field: string;
  operator: string;
  value: unknown;
}

export interface InsightsQuery {
  /** `act_<id>`, or a campaign, ad set or ad id. */
  objectId: string;
  /** Metrics from the catalogue; their fields are asked for. */
  metrics?: readonly MetricId[];
  /** Extra fields (ids, names, `account_currency` …), sent beside the metrics' fields. */
  fields?: readonly string[];
  level?: InsightsLevel;
  /** One of: a Graph preset, a range, or several ranges (one row set per range). */
  datePreset?: GraphDatePreset;
  timeRange?: DateRange;
  timeRanges?: readonly DateRange[];
  timeIncrement?: TimeIncrement;
  breakdowns?: readonly Breakdown[];
  actionBreakdowns?: readonly string[];
  actionAttributionWindows?: readonly AttributionWindow[];
  filtering?: readonly InsightsFilter[];
  sort?: readonly string[];
  /** Rows per page (default 100, SPEC §9). */
  limit?: number;
}

const HOURLY: ReadonlySet<Breakdown> = new Set(['hourly_stats_aggregated_by_advertiser_time_zone', 'hourly_stats_aggregated_by_audience_time_zone']);

/** Breakdown sets Meta combines (GRAPH-API.md §7.3); any one alone is also allowed. */
export const BREAKDOWN_COMBINATIONS: readonly (readonly Breakdown[])[] = [
  ['age', 'gender'],
  ['publisher_platform', 'platform_position'],
  ['publisher_platform', 'impression_device'],
  ['publisher_platform', 'platform_position', 'impression_device'],
];

/** True when Meta accepts these breakdowns together (order does not matter). */
export function breakdownsAllowed(breakdowns: readonly Breakdown[]): boolean {
  const unique = [...new Set(breakdowns)];
  if (unique.length <= 1) return true;
  if (unique.some((b) => HOURLY.has(b))) return false;
  return BREAKDOWN_COMBINATIONS.some((combo) => combo.length === unique.length && unique.every((b) => combo.includes(b)));
}

function checkRange(range: DateRange): DateRange {
  if (!isIsoDate(range.since) || !isIsoDate(range.until) || range.since > range.until) {
    throw new RangeError(`Not a date range: ${JSON.stringify(range)}`);
  }
  return { since: range.since, until: range.until };
}

function checkIncrement(increment: TimeIncrement): TimeIncrement {
  if (increment === 'monthly' || increment === 'all_days') return increment;
  if (!Number.isInteger(increment) || increment < 1 || increment > 90) throw new RangeError(`time_increment must be 1–90, 'monthly' or 'all_days', not ${String(increment)}`);
  return increment;
}

/** Every field the query asks for, each once: the extra fields first, then the metrics' fields. */
export function queryFields(query: Pick<InsightsQuery, 'fields' | 'metrics'>): string[] {
  return [...new Set([...(query.fields ?? []), ...insightsFieldsFor(query.metrics ?? [])])];
}

/**
 * The Graph parameters of an insights query. Throws a RangeError for what Meta would refuse anyway (a bad range,
 * an increment out of 1–90, breakdowns Meta does not combine, no fields), so a caller's bug shows before a call.
 */
export function insightsParams(query: InsightsQuery): GraphParams {
  const fields = queryFields(query);
  if (fields.length === 0) throw new RangeError('An insights query needs fields or metrics');
  const params: GraphParams = { fields: fields.join(',') };
  if (query.level) params.level = query.level;
  if (query.timeRanges?.length) params.time_ranges = query.timeRanges.map(checkRange);
  else if (query.timeRange) params.time_range = checkRange(query.timeRange);
  else if (query.datePreset) params.date_preset = query.datePreset;
  if (query.timeIncrement !== undefined) params.time_increment = String(checkIncrement(query.timeIncrement));
  if (query.breakdowns?.length) {
    if (!breakdownsAllowed(query.breakdowns)) throw new RangeError(`Meta does not combine the breakdowns ${query.breakdowns.join(', ')}`);
    params.breakdowns = query.breakdowns.join(',');
  }
  if (query.actionBreakdowns?.length) params.action_breakdowns = query.actionBreakdowns.join(',');
  if (query.actionAttributionWindows?.length) params.action_attribution_windows = [...query.actionAttributionWindows];
  if (query.filtering?.length) params.filtering = [...query.filtering];
  if (query.sort?.length) params.sort = [...query.sort];
  params.limit = query.limit ?? 100;
  return params;
}

/** The Graph path of an insights query: `<objectId>/insights`. */
export function insightsPath(query: Pick<InsightsQuery, 'objectId'>): string {
  return `${query.objectId}/insights`;
}

/**
 * The field expansion that reads insights inside an edge list, e.g.
 * `insights.time_ranges([{"since":"…","until":"…"},…]){spend,actions}` (GRAPH-API.md §6.7) — the ads manager's
 * one-call list of objects with two ranges of numbers.
 */
export function insightsFieldExpansion(opts: { timeRanges?: readonly DateRange[]; datePreset?: GraphDatePreset; fields: readonly string[] }): string {
  if (opts.fields.length === 0) throw new RangeError('An insights expansion needs fields');
  const inner = `{${[...new Set(opts.fields)].join(',')}}`;
  if (opts.timeRanges?.length) return `insights.time_ranges(${JSON.stringify(opts.timeRanges.map(checkRange))})${inner}`;
  if (opts.datePreset) return `insights.date_preset(${opts.datePreset})${inner}`;
  return `insights${inner}`;
}
