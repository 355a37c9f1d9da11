// The fields each level's list asks for: SPEC §3's settings columns plus the two-range insights expansion.
import type { DateRange } from '../dates/calendarDate';
import { insightsFieldExpansion } from '../insights/insightsQuery';
import { insightsFieldsFor } from '../insights/computeMetric';
import { RESULT_INSIGHTS_FIELDS } from './adsetOptimisation';
import type { MetricId } from '../insights/metricCatalogue';
import type { AssetLevel } from './assetTypes';

/** What decides an ad set's result and how it is attributed (GRAPH-API.md AdSet fields). */
const OPTIMISATION = 'optimization_goal,promoted_object,attribution_spec';

/** An ad's creative with its thumbnail at twice the list's 40 px cell (Meta's default is 64×64), in the same call. */
export const CREATIVE_THUMBNAIL_PX = 80;
const CREATIVE = `creative.thumbnail_width(${CREATIVE_THUMBNAIL_PX}).thumbnail_height(${CREATIVE_THUMBNAIL_PX}){id,name,title,thumbnail_url,image_hash,video_id,object_type}`;

const COMMON = ['id', 'name', 'account_id', 'status', 'configured_status', 'effective_status', 'created_time', 'updated_time', 'issues_info', 'adlabels'];

export const ASSET_SETTINGS_FIELDS: Record<AssetLevel, readonly string[]> = {
  // A campaign's result follows its ad sets' goals: read in the same call through the edge expansion.
  campaign: [...COMMON, 'objective', 'buying_type', 'bid_strategy', 'daily_budget', 'lifetime_budget', 'start_time', 'stop_time', `adsets.limit(100){${OPTIMISATION}}`],
  adset: [
    ...COMMON,
    'campaign_id',
    'campaign{name,objective,buying_type}',
    'bid_strategy',
    'bid_amount',
    'daily_budget',
    'lifetime_budget',
    'optimization_goal',
    'promoted_object',
    'attribution_spec',
    'targeting',
    'learning_stage_info',
    'start_time',
    'end_time',
  ],
  ad: [...COMMON, 'campaign_id', 'adset_id', 'campaign{name,objective,buying_type}', `adset{name,bid_strategy,start_time,end_time,targeting,${OPTIMISATION}}`, CREATIVE],
};

export interface AssetFieldsOptions {
  /** Insights ranges (usually the range and its comparison period); none = no insights. */
  timeRanges?: readonly DateRange[];
  /** Metrics the rows need; their insights fields are expanded, with what every row's Results need. */
  metrics?: readonly MetricId[];
}

/** The `fields` parameter of a level's list. */
export function assetListFields(level: AssetLevel, opts: AssetFieldsOptions = {}): string {
  const fields = [...ASSET_SETTINGS_FIELDS[level]];
  if (opts.timeRanges?.length && opts.metrics?.length) {
    fields.push(insightsFieldExpansion({ timeRanges: opts.timeRanges, fields: [...insightsFieldsFor(opts.metrics), ...RESULT_INSIGHTS_FIELDS, 'date_start', 'date_stop'] }));
  }
  return fields.join(',');
}
