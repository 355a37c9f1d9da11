import { graphErrors } from '../../graph/errors/error-catalog';
import { currencyInfo } from '../../lib/currency';
import { dateInZone } from '../../lib/meta-time';
import { hashString } from '../../lib/random';
import type { AdAccount } from '../../world/accounts/ad-account';
import type { Ad, AdSet, Campaign } from '../../world/ads/ad-objects';
import type { DailyMetrics } from '../../world/insights/daily-metrics';
import type { InsightsCell } from '../../world/insights/insights-engine';
import { breakDownActions, reportedActions, windowValues, type ActionCount } from './insights-actions';

/** Every AdsInsights field of v21 (GRAPH-API Appendix A). Ones the sandbox has no data for are left out of rows, as Meta leaves out fields without data. */
export const ADS_INSIGHTS_FIELDS: ReadonlySet<string> = new Set(
  (
    'account_currency account_id account_name action_values actions ad_click_actions ad_id ad_impression_actions ad_name adset_end adset_id adset_name adset_start age_targeting attribution_setting auction_bid auction_competitiveness auction_max_competitor_bid average_purchases_conversion_value buying_type campaign_id campaign_name canvas_avg_view_percent canvas_avg_view_time catalog_segment_actions catalog_segment_value catalog_segment_value_mobile_purchase_roas catalog_segment_value_omni_purchase_roas catalog_segment_value_website_purchase_roas clicks conversion_rate_ranking conversion_values conversions converted_product_quantity converted_product_value cost_per_15_sec_video_view cost_per_2_sec_continuous_video_view cost_per_action_type cost_per_ad_click cost_per_conversion cost_per_dda_countby_convs cost_per_estimated_ad_recallers cost_per_inline_link_click cost_per_inline_post_engagement cost_per_one_thousand_ad_impression cost_per_outbound_click cost_per_thruplay cost_per_unique_action_type cost_per_unique_click cost_per_unique_conversion cost_per_unique_inline_link_click cost_per_unique_outbound_click cpc cpm cpp created_time creative_media_type ctr date_start date_stop dda_countby_convs dda_results engagement_rate_ranking estimated_ad_recall_rate estimated_ad_recall_rate_lower_bound estimated_ad_recall_rate_upper_bound estimated_ad_recallers estimated_ad_recallers_lower_bound estimated_ad_recallers_upper_bound frequency full_view_impressions full_view_reach gender_targeting impressions inline_link_click_ctr inline_link_clicks inline_post_engagement instagram_upcoming_event_reminders_set instant_experience_clicks_to_open instant_experience_clicks_to_start instant_experience_outbound_clicks interactive_component_tap labels location marketing_messages_cost_per_delivered marketing_messages_cost_per_link_btn_click marketing_messages_delivery_rate marketing_messages_link_btn_click_rate marketing_messages_media_view_rate marketing_messages_phone_call_btn_click_rate marketing_messages_quick_reply_btn_click_rate marketing_messages_read_rate marketing_messages_spend marketing_messages_website_purchase_values mobile_app_purchase_roas objective onsite_conversion_messaging_detected_purchase_deduped optimization_goal outbound_clicks outbound_clicks_ctr place_page_name purchase_roas qualifying_question_qualify_answer_rate quality_ranking reach shops_assisted_purchases social_spend spend total_postbacks total_postbacks_detailed total_postbacks_detailed_v4 unique_actions unique_clicks unique_conversions unique_ctr unique_inline_link_click_ctr unique_inline_link_clicks unique_link_clicks_ctr unique_outbound_clicks unique_outbound_clicks_ctr unique_video_continuous_2_sec_watched_actions unique_video_view_15_sec updated_time video_15_sec_watched_actions video_30_sec_watched_actions video_avg_time_watched_actions video_continuous_2_sec_watched_actions video_p100_watched_actions video_p25_watched_actions video_p50_watched_actions video_p75_watched_actions video_p95_watched_actions video_play_actions video_play_curve_actions video_play_retention_0_to_15s_actions video_play_retention_20_to_60s_actions video_play_retention_graph_actions video_thruplay_watched_actions video_time_watched_actions website_ctr website_purchase_roas wish_bid'
  ).split(' '),
);

export const DEFAULT_INSIGHTS_FIELDS = ['impressions', 'spend'];

/** Everything a row's fields are computed from. */
export interface InsightsRowContext {
  cell: InsightsCell;
  account: AdAccount;
  campaign?: Campaign;
  adset?: AdSet;
  ad?: Ad;
  /** Objective and optimization goal of a campaign-or-above row, when all of its ad sets share one. */
  attribution?: string;
  /** Region and hourly breakdowns hide off-Meta (pixel) conversions and video metrics (GRAPH-API §7.3). */
  region: boolean;
  hourly: boolean;
  actionBreakdowns: readonly string[];
  windows: readonly string[];
}

export function invalidInsightsField(name: string): Error {
  return graphErrors.invalidParameter(`${name} is not valid for fields param. please check https://developers.facebook.com/docs/marketing-api/reference/ads-insights/ for all valid values`);
}

// Number formats of insights (GRAPH-API §1.5): decimal strings in major units.
const count = (n: number): string => String(Math.round(n));
/** Up to six decimals, trailing zeros dropped: "1.351351", "2.43", "12.05". */
export function decimal(value: number): string {
  if (!Number.isFinite(value)) return '0';
  return value.toFixed(6).replace(/\.?0+$/, '') || '0';
}
const major = (minor: number, currency: string): number => minor / currencyInfo(currency).divisor;
export function moneyString(minor: number, currency: string): string {
  const { divisor } = currencyInfo(currency);
  return divisor === 1 ? String(Math.round(minor)) : (minor / divisor).toFixed(2);
}
/** A ratio, or nothing when the denominator is 0 (Meta leaves such fields out). */
const ratio = (numerator: number, denominator: number): string | undefined => (denominator > 0 ? decimal(numerator / denominator) : undefined);

type Resolver = (m: DailyMetrics, ctx: InsightsRowContext) => unknown;

/** Unique (people-based) counts over the row: the day-level uniques scaled by how much reach deduplicated. */
function dedup(value: number, m: DailyMetrics, ctx: InsightsRowContext): number {
  if (m.reach === 0) return value;
  return Math.round(value * (ctx.cell.reach / m.reach));
}

const spendMajor = (m: DailyMetrics, ctx: InsightsRowContext): number => major(m.spend, ctx.account.currency);

function actionList(ctx: InsightsRowContext, actions: ActionCount[], format: (n: number) => string, withWindows = true): Array<Record<string, string>> | undefined {
  if (ctx.actionBreakdowns.length === 0 && (!withWindows || ctx.windows.length === 0)) {
    return actions.length ? actions.map((a) => ({ action_type: a.type, value: format(a.value) })) : undefined;
  }
  const entries = breakDownActions(actions, ctx.actionBreakdowns);
  if (entries.length === 0) return undefined;
  return entries.map((entry) => {
    const item: Record<string, string> = { action_type: entry.action_type, ...entry.keys, value: format(entry.value) };
    if (withWindows && ctx.windows.length) {
      for (const [window, v] of Object.entries(windowValues(entry.value, ctx.windows, Math.round))) item[window] = format(v);
    }
    return item;
  });
}

const actionsOf = (m: DailyMetrics, ctx: InsightsRowContext): ActionCount[] => reportedActions(m.actions, ctx.region || ctx.hourly);
const valuesOf = (m: DailyMetrics, ctx: InsightsRowContext): ActionCount[] => reportedActions(m.actionValues, ctx.region || ctx.hourly);

function costPer(m: DailyMetrics, ctx: InsightsRowContext, actions: ActionCount[]): Array<Record<string, string>> | undefined {
  const list = actions.filter((a) => a.value > 0).map((a) => ({ action_type: a.type, value: decimal(spendMajor(m, ctx) / a.value) }));
  return list.length ? list : undefined;
}

const single = (type: string, value: string | undefined): Array<Record<string, string>> | undefined => (value === undefined ? undefined : [{ action_type: type, value }]);
const videoCount = (key: string) => (m: DailyMetrics, ctx: InsightsRowContext) => (ctx.hourly || ctx.region || !m.video[key] ? undefined : single('video_view', count(m.video[key] as number)));
const videoCost = (key: string) => (m: DailyMetrics, ctx: InsightsRowContext) => (ctx.hourly || ctx.region || !m.video[key] ? undefined : single('video_view', ratio(spendMajor(m, ctx), m.video[key] as number)));

/** Meta ranks ads with ≥ 500 impressions against ads competing for the same audience. */
function ranking(kind: string, m: DailyMetrics, ctx: InsightsRowContext): string {
  if (!ctx.ad || m.impressions < 500) return 'UNKNOWN';
  const score = hashString(`${kind}/${ctx.ad.id}`) % 100;
  return score < 18 ? 'ABOVE_AVERAGE' : score < 70 ? 'AVERAGE' : score < 84 ? 'BELOW_AVERAGE_35' : score < 94 ? 'BELOW_AVERAGE_20' : 'BELOW_AVERAGE_10';
}

const objectDate = (epochMs: number | undefined, account: AdAccount): string | undefined => (epochMs === undefined ? undefined : dateInZone(epochMs, account.timezoneName));
const levelObject = (ctx: InsightsRowContext): { createdAt: number; updatedAt: number } | AdAccount => ctx.ad ?? ctx.adset ?? ctx.campaign ?? ctx.account;

const RESOLVERS: Record<string, Resolver> = {
  date_start: (_m, ctx) => ctx.cell.range.since,
  date_stop: (_m, ctx) => ctx.cell.range.until,
  account_id: (_m, ctx) => ctx.account.accountNumber,
  account_name: (_m, ctx) => ctx.account.name,
  account_currency: (_m, ctx) => ctx.account.currency,
  campaign_id: (_m, ctx) => ctx.campaign?.id,
  campaign_name: (_m, ctx) => ctx.campaign?.name,
  adset_id: (_m, ctx) => ctx.adset?.id,
  adset_name: (_m, ctx) => ctx.adset?.name,
  ad_id: (_m, ctx) => ctx.ad?.id,
  ad_name: (_m, ctx) => ctx.ad?.name,
  objective: (_m, ctx) => ctx.campaign?.objective,
  optimization_goal: (_m, ctx) => ctx.adset?.optimizationGoal,
  buying_type: () => 'AUCTION',
  attribution_setting: (_m, ctx) => ctx.attribution,
  created_time: (_m, ctx) => {
    const object = levelObject(ctx);
    return objectDate(object.createdAt, ctx.account);
  },
  updated_time: (_m, ctx) => {
    const object = levelObject(ctx);
    return objectDate('updatedAt' in object ? object.updatedAt : object.createdAt, ctx.account);
  },
  creative_media_type: (_m, ctx) => (ctx.ad ? { IMAGE: 'IMAGE', VIDEO: 'VIDEO', CAROUSEL: 'CAROUSEL' }[ctx.ad.format] : undefined),
  quality_ranking: (m, ctx) => ranking('quality', m, ctx),
  engagement_rate_ranking: (m, ctx) => ranking('engagement', m, ctx),
  conversion_rate_ranking: (m, ctx) => ranking('conversion', m, ctx),

  spend: (m, ctx) => moneyString(m.spend, ctx.account.currency),
  social_spend: (_m, ctx) => moneyString(0, ctx.account.currency),
  impressions: (m) => count(m.impressions),
  reach: (_m, ctx) => count(ctx.cell.reach),
  frequency: (m, ctx) => (ctx.cell.reach > 0 ? decimal(m.impressions / ctx.cell.reach) : '0'),
  clicks: (m) => count(m.clicks),
  unique_clicks: (m, ctx) => (ctx.hourly ? undefined : count(Math.min(m.clicks, dedup(m.uniqueClicks, m, ctx)))),
  ctr: (m) => ratio(m.clicks * 100, m.impressions),
  unique_ctr: (m, ctx) => (ctx.hourly ? undefined : ratio(Math.min(m.clicks, dedup(m.uniqueClicks, m, ctx)) * 100, ctx.cell.reach)),
  cpc: (m, ctx) => ratio(spendMajor(m, ctx), m.clicks),
  cpm: (m, ctx) => ratio(spendMajor(m, ctx) * 1000, m.impressions),
  cpp: (m, ctx) => ratio(spendMajor(m, ctx) * 1000, ctx.cell.reach),
  cost_per_unique_click: (m, ctx) => (ctx.hourly ? undefined : ratio(spendMajor(m, ctx), dedup(m.uniqueClicks, m, ctx))),
  inline_link_clicks: (m) => count(m.linkClicks),
  unique_inline_link_clicks: (m, ctx) => (ctx.hourly ? undefined : count(Math.min(m.linkClicks, dedup(m.uniqueLinkClicks, m, ctx)))),
  inline_link_click_ctr: (m) => ratio(m.linkClicks * 100, m.impressions),
  unique_inline_link_click_ctr: (m, ctx) => (ctx.hourly ? undefined : ratio(dedup(m.uniqueLinkClicks, m, ctx) * 100, ctx.cell.reach)),
  unique_link_clicks_ctr: (m, ctx) => (ctx.hourly ? undefined : ratio(dedup(m.uniqueLinkClicks, m, ctx) * 100, ctx.cell.reach)),
  cost_per_inline_link_click: (m, ctx) => ratio(spendMajor(m, ctx), m.linkClicks),
  cost_per_unique_inline_link_click: (m, ctx) => (ctx.hourly ? undefined : ratio(spendMajor(m, ctx), dedup(m.uniqueLinkClicks, m, ctx))),
  inline_post_engagement: (m) => count(m.actions.post_engagement ?? 0),
  cost_per_inline_post_engagement: (m, ctx) => ratio(spendMajor(m, ctx), m.actions.post_engagement ?? 0),
  estimated_ad_recallers: (m) => (m.adRecallers ? count(m.adRecallers) : undefined),
  estimated_ad_recall_rate: (m, ctx) => (m.adRecallers ? ratio(m.adRecallers * 100, ctx.cell.reach) : undefined),
  cost_per_estimated_ad_recallers: (m, ctx) => (m.adRecallers ? ratio(spendMajor(m, ctx), m.adRecallers) : undefined),

  actions: (m, ctx) => actionList(ctx, actionsOf(m, ctx), count),
  unique_actions: (m, ctx) =>
    ctx.hourly
      ? undefined
      : actionList(
          ctx,
          actionsOf(m, ctx).map((a) => ({ type: a.type, value: Math.min(a.value, dedup(a.value, m, ctx)) })),
          count,
          false,
        ),
  action_values: (m, ctx) => actionList(ctx, valuesOf(m, ctx), (n) => moneyString(n, ctx.account.currency)),
  cost_per_action_type: (m, ctx) => costPer(m, ctx, actionsOf(m, ctx)),
  cost_per_unique_action_type: (m, ctx) =>
    ctx.hourly ? undefined : costPer(m, ctx, actionsOf(m, ctx).map((a) => ({ type: a.type, value: Math.min(a.value, dedup(a.value, m, ctx)) }))),
  purchase_roas: (m) => (m.actionValues.purchase && m.spend ? single('omni_purchase', decimal(m.actionValues.purchase / m.spend)) : undefined),
  website_purchase_roas: (m, ctx) =>
    m.actionValues.purchase && m.spend && !ctx.region && !ctx.hourly ? single('offsite_conversion.fb_pixel_purchase', decimal(m.actionValues.purchase / m.spend)) : undefined,
  outbound_clicks: (m) => (m.outboundClicks ? single('outbound_click', count(m.outboundClicks)) : undefined),
  unique_outbound_clicks: (m, ctx) => (m.uniqueOutboundClicks && !ctx.hourly ? single('outbound_click', count(dedup(m.uniqueOutboundClicks, m, ctx))) : undefined),
  outbound_clicks_ctr: (m) => (m.outboundClicks ? single('outbound_click', ratio(m.outboundClicks * 100, m.impressions)) : undefined),
  unique_outbound_clicks_ctr: (m, ctx) =>
    m.uniqueOutboundClicks && !ctx.hourly ? single('outbound_click', ratio(dedup(m.uniqueOutboundClicks, m, ctx) * 100, ctx.cell.reach)) : undefined,
  cost_per_outbound_click: (m, ctx) => (m.outboundClicks ? single('outbound_click', ratio(spendMajor(m, ctx), m.outboundClicks)) : undefined),
  cost_per_unique_outbound_click: (m, ctx) =>
    m.uniqueOutboundClicks && !ctx.hourly ? single('outbound_click', ratio(spendMajor(m, ctx), dedup(m.uniqueOutboundClicks, m, ctx))) : undefined,
  website_ctr: (m) => (m.linkClicks ? single('link_click', ratio(m.linkClicks * 100, m.impressions)) : undefined),

  video_play_actions: videoCount('play'),
  video_p25_watched_actions: videoCount('p25'),
  video_p50_watched_actions: videoCount('p50'),
  video_p75_watched_actions: videoCount('p75'),
  video_p95_watched_actions: videoCount('p95'),
  video_p100_watched_actions: videoCount('p100'),
  video_thruplay_watched_actions: videoCount('thruplay'),
  video_15_sec_watched_actions: videoCount('watched_15_sec'),
  video_30_sec_watched_actions: videoCount('watched_30_sec'),
  video_continuous_2_sec_watched_actions: videoCount('continuous_2_sec'),
  video_time_watched_actions: videoCount('watch_seconds'),
  video_avg_time_watched_actions: (m, ctx) =>
    ctx.hourly || ctx.region || !m.video.play ? undefined : single('video_view', count((m.video.watch_seconds ?? 0) / (m.video.play as number))),
  unique_video_continuous_2_sec_watched_actions: (m, ctx) =>
    ctx.hourly || ctx.region || !m.video.continuous_2_sec ? undefined : single('video_view', count(dedup(m.video.continuous_2_sec, m, ctx))),
  unique_video_view_15_sec: (m, ctx) => (ctx.hourly || ctx.region || !m.video.watched_15_sec ? undefined : single('video_view', count(dedup(m.video.watched_15_sec, m, ctx)))),
  cost_per_thruplay: videoCost('thruplay'),
  cost_per_2_sec_continuous_video_view: videoCost('continuous_2_sec'),
  cost_per_15_sec_video_view: videoCost('watched_15_sec'),

  catalog_segment_actions: (m) => (m.catalogPurchases ? single('omni_purchase', count(m.catalogPurchases)) : undefined),
  catalog_segment_value: (m, ctx) => (m.catalogValue ? single('omni_purchase', moneyString(m.catalogValue, ctx.account.currency)) : undefined),
  catalog_segment_value_omni_purchase_roas: (m) => (m.catalogValue && m.spend ? single('omni_purchase', decimal(m.catalogValue / m.spend)) : undefined),
  catalog_segment_value_website_purchase_roas: (m, ctx) =>
    m.catalogValue && m.spend && !ctx.region && !ctx.hourly ? single('offsite_conversion.fb_pixel_purchase', decimal(m.catalogValue / m.spend)) : undefined,
};

/** A numeric value of a field for sorting and filtering (lists count their first entry). */
export function numericValue(value: unknown): number {
  if (typeof value === 'string') return Number(value);
  if (Array.isArray(value)) return Number((value[0] as { value?: string } | undefined)?.value ?? 0);
  return 0;
}

export function resolveInsightsField(name: string, ctx: InsightsRowContext): unknown {
  const resolver = RESOLVERS[name];
  return resolver ? resolver(ctx.cell.metrics, ctx) : undefined;
}

/** A row with the asked fields in the asked order, then the breakdown values and the dates (always present). */
export function formatInsightsRow(fields: readonly string[], ctx: InsightsRowContext): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const name of fields) {
    if (name === 'date_start' || name === 'date_stop') continue;
    const value = resolveInsightsField(name, ctx);
    if (value !== undefined) row[name] = value;
  }
  Object.assign(row, ctx.cell.values);
  row.date_start = ctx.cell.range.since;
  row.date_stop = ctx.cell.range.until;
  return row;
}
