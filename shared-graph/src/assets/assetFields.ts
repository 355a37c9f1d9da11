// The fields each level's list asks for: SPEC §3's settings columns plus the two-range insights expansion.
import type { DateRange } from '../dates/calendarDate';
import { insightsFieldExpansion } from '../insights/insightsQuery';
import { insightsFieldsFor } from '../insights/computeMetric';
import type { MetricId } from '../insights/metricCatalogue';
import type { AssetLevel } from './assetTypes';

const COMMON = ['id', 'name', 'account_id', 'status', 'configured_status', 'effective_status', 'created_time', 'updated_time', 'issues_info', 'adlabels'];

export const ASSET_SETTINGS_FIELDS: Record<AssetLevel, readonly string[]> = {
  campaign: [...COMMON, 'objective', 'buying_type', 'bid_strategy', 'daily_budget', 'lifetime_budget', 'start_time', 'stop_time'],
  adset: [
    ...COMMON,
    'campaign_id',
    'campaign{objective,buying_type}',
    'bid_strategy',
    'bid_amount',
    'daily_budget',
    'lifetime_budget',
    'optimization_goal',
    'targeting',
    'learning_stage_info',
    'start_time',
    'end_time',
  ],
  ad: [...COMMON, 'campaign_id', 'adset_id', 'campaign{objective,buying_type}', 'adset{bid_strategy,start_time,end_time,targeting}', 'creative'],
};

export interface AssetFieldsOptions {
  /** Insights ranges (usually the range and its comparison period); none = no insights. */
  timeRanges?: readonly DateRange[];
  /** Metrics the rows need; their insights fields are expanded. */
  metrics?: readonly MetricId[];
}

/** The `fields` parameter of a level's list. */
export function assetListFields(level: AssetLevel, opts: AssetFieldsOptions = {}): string {
  const fields = [...ASSET_SETTINGS_FIELDS[level]];
  if (opts.timeRanges?.length && opts.metrics?.length) {
    fields.push(insightsFieldExpansion({ timeRanges: opts.timeRanges, fields: [...insightsFieldsFor(opts.metrics), 'date_start', 'date_stop'] }));
  }
  return fields.join(',');
}
