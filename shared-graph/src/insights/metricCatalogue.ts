// The metric catalogue (SPEC §9): every metric the dashboards, the ads manager and the rules read, each with its
// formula over insights components, its unit and how it is shown. Metrics are always computed from components,
// never read from Meta's own ratios (ctr, cpc, purchase_roas …), so a total is the ratio of summed parts and the
// numbers add up the same way at every level.
import type { ComponentKey } from './metricComponents';

export type MetricUnit = 'money' | 'count' | 'percent' | 'ratio';

/** Whether a rise is good news ('higher'), bad news ('lower', costs), or neither (spend, frequency). */
export type MetricDirection = 'higher' | 'lower' | 'neutral';

export type MetricGroup = 'delivery' | 'clicks' | 'video' | 'engagement' | 'purchase' | 'website' | 'lead' | 'messaging' | 'app' | 'cpas';

export type MetricFormula =
  /** A component as is. */
  | { kind: 'value'; of: ComponentKey }
  /** numerator / denominator × scale; 0 when the denominator is 0 or less (SPEC §5). */
  | { kind: 'ratio'; numerator: ComponentKey; denominator: ComponentKey; scale: number }
  /**
   * conversions / base × 100; the base counts as 1 when it is 0 but conversions exist, and the rate is 0
   * when there are none (SPEC §5).
   */
  | { kind: 'conversionRate'; conversions: ComponentKey; base: ComponentKey };

export interface MetricDefinition {
  id: string;
  label: string;
  group: MetricGroup;
  unit: MetricUnit;
  /** Fraction digits shown; null = the account currency's (0 for IDR, JPY …, else 2). */
  decimals: number | null;
  direction: MetricDirection;
  formula: MetricFormula;
  /**
   * False where summing over days or objects overstates the metric (reach and what is computed from it: people
   * seen on two days count once). Totals of these need Meta's own total (time_increment=all_days, level above).
   */
  additive: boolean;
}

const SPEND = 'spend';
const IMPRESSIONS = 'impressions';
const REACH = 'reach';
const CLICKS = 'clicks';
const LINK_CLICKS = 'actions:link_click';

type Def = Omit<MetricDefinition, 'additive' | 'decimals'> & { additive?: boolean; decimals?: number | null };

function unitDecimals(unit: MetricUnit): number | null {
  if (unit === 'money') return null;
  if (unit === 'count') return 0;
  return 2;
}

function define(def: Def): MetricDefinition {
  return { ...def, decimals: def.decimals === undefined ? unitDecimals(def.unit) : def.decimals, additive: def.additive ?? true };
}

function count(id: string, label: string, group: MetricGroup, of: ComponentKey, direction: MetricDirection = 'higher'): MetricDefinition {
  return define({ id, label, group, unit: 'count', direction, formula: { kind: 'value', of } });
}

function money(id: string, label: string, group: MetricGroup, of: ComponentKey, direction: MetricDirection = 'higher'): MetricDefinition {
  return define({ id, label, group, unit: 'money', direction, formula: { kind: 'value', of } });
}

/** Spend per result: lower is better. */
function costPer(id: string, label: string, group: MetricGroup, of: ComponentKey, scale = 1): MetricDefinition {
  return define({ id, label, group, unit: 'money', direction: 'lower', formula: { kind: 'ratio', numerator: SPEND, denominator: of, scale } });
}

function percentOf(id: string, label: string, group: MetricGroup, numerator: ComponentKey, denominator: ComponentKey): MetricDefinition {
  return define({ id, label, group, unit: 'percent', direction: 'higher', formula: { kind: 'ratio', numerator, denominator, scale: 100 } });
}

function conversionRate(id: string, label: string, group: MetricGroup, conversions: ComponentKey, base: ComponentKey): MetricDefinition {
  return define({ id, label, group, unit: 'percent', direction: 'higher', formula: { kind: 'conversionRate', conversions, base } });
}

/** Return on ad spend: value / spend. */
function roas(id: string, label: string, group: MetricGroup, value: ComponentKey): MetricDefinition {
  return define({ id, label, group, unit: 'ratio', direction: 'higher', formula: { kind: 'ratio', numerator: value, denominator: SPEND, scale: 1 } });
}

const video = (field: string): ComponentKey => `${field}:video_view`;

export const METRICS: readonly MetricDefinition[] = [
  // delivery
  money('spend', 'Amount spent', 'delivery', SPEND, 'neutral'),
  count('impressions', 'Impressions', 'delivery', IMPRESSIONS),
  define({ id: 'reach', label: 'Reach', group: 'delivery', unit: 'count', direction: 'higher', formula: { kind: 'value', of: REACH }, additive: false }),
  define({ id: 'frequency', label: 'Frequency', group: 'delivery', unit: 'ratio', direction: 'neutral', formula: { kind: 'ratio', numerator: IMPRESSIONS, denominator: REACH, scale: 1 }, additive: false }),
  costPer('cpm', 'CPM (cost per 1,000 impressions)', 'delivery', IMPRESSIONS, 1000),
  define({ id: 'cpp', label: 'Cost per 1,000 people reached', group: 'delivery', unit: 'money', direction: 'lower', formula: { kind: 'ratio', numerator: SPEND, denominator: REACH, scale: 1000 }, additive: false }),
  count('estimated_ad_recallers', 'Estimated ad recall lift (people)', 'delivery', 'estimated_ad_recallers'),
  costPer('cost_per_ad_recaller', 'Cost per estimated ad recall lift', 'delivery', 'estimated_ad_recallers'),

  // clicks
  count('clicks', 'Clicks (all)', 'clicks', CLICKS),
  percentOf('ctr', 'CTR (all)', 'clicks', CLICKS, IMPRESSIONS),
  costPer('cpc', 'CPC (all)', 'clicks', CLICKS),
  count('link_clicks', 'Link clicks', 'clicks', LINK_CLICKS),
  percentOf('link_ctr', 'CTR (link click-through rate)', 'clicks', LINK_CLICKS, IMPRESSIONS),
  costPer('cost_per_link_click', 'CPC (cost per link click)', 'clicks', LINK_CLICKS),
  count('outbound_clicks', 'Outbound clicks', 'clicks', 'outbound_clicks:outbound_click'),
  percentOf('outbound_ctr', 'Outbound CTR', 'clicks', 'outbound_clicks:outbound_click', IMPRESSIONS),
  costPer('cost_per_outbound_click', 'Cost per outbound click', 'clicks', 'outbound_clicks:outbound_click'),
  count('landing_page_views', 'Landing page views', 'clicks', 'actions:landing_page_view'),
  costPer('cost_per_landing_page_view', 'Cost per landing page view', 'clicks', 'actions:landing_page_view'),

  // video
  count('video_plays', 'Video plays', 'video', video('video_play_actions')),
  count('video_views', '3-second video plays', 'video', 'actions:video_view'),
  count('video_2s_continuous', '2-second continuous video plays', 'video', video('video_continuous_2_sec_watched_actions')),
  count('video_p25', 'Video plays at 25%', 'video', video('video_p25_watched_actions')),
  count('video_p50', 'Video plays at 50%', 'video', video('video_p50_watched_actions')),
  count('video_p75', 'Video plays at 75%', 'video', video('video_p75_watched_actions')),
  count('video_p95', 'Video plays at 95%', 'video', video('video_p95_watched_actions')),
  count('video_p100', 'Video plays at 100%', 'video', video('video_p100_watched_actions')),
  count('video_30s', '30-second video plays', 'video', video('video_30_sec_watched_actions')),
  count('thruplays', 'ThruPlays', 'video', video('video_thruplay_watched_actions')),
  costPer('cost_per_thruplay', 'Cost per ThruPlay', 'video', video('video_thruplay_watched_actions')),
  costPer('cost_per_video_view', 'Cost per 3-second video play', 'video', 'actions:video_view'),
  percentOf('hook_rate', 'Hook rate (3-second plays / impressions)', 'video', 'actions:video_view', IMPRESSIONS),
  percentOf('hold_rate', 'Hold rate (ThruPlays / 3-second plays)', 'video', video('video_thruplay_watched_actions'), 'actions:video_view'),

  // engagement
  count('post_engagement', 'Post engagements', 'engagement', 'actions:post_engagement'),
  costPer('cost_per_post_engagement', 'Cost per post engagement', 'engagement', 'actions:post_engagement'),
  count('page_engagement', 'Page engagement', 'engagement', 'actions:page_engagement'),
  count('post_reactions', 'Post reactions', 'engagement', 'actions:post_reaction'),
  count('post_comments', 'Post comments', 'engagement', 'actions:comment'),
  count('post_shares', 'Post shares', 'engagement', 'actions:post'),
  count('page_likes', 'Page likes', 'engagement', 'actions:like'),
  costPer('cost_per_page_like', 'Cost per page like', 'engagement', 'actions:like'),

  // purchase (every channel)
  count('purchases', 'Purchases', 'purchase', 'actions:purchase'),
  money('purchase_value', 'Purchase conversion value', 'purchase', 'action_values:purchase'),
  roas('roas', 'Purchase ROAS (return on ad spend)', 'purchase', 'action_values:purchase'),
  costPer('cost_per_purchase', 'Cost per purchase', 'purchase', 'actions:purchase'),
  conversionRate('purchase_conversion_rate', 'Purchase conversion rate (per link click)', 'purchase', 'actions:purchase', LINK_CLICKS),
  define({ id: 'average_order_value', label: 'Average purchase value', group: 'purchase', unit: 'money', direction: 'higher', formula: { kind: 'ratio', numerator: 'action_values:purchase', denominator: 'actions:purchase', scale: 1 } }),
  count('view_content', 'Content views', 'purchase', 'actions:view_content'),
  costPer('cost_per_view_content', 'Cost per content view', 'purchase', 'actions:view_content'),
  count('add_to_cart', 'Adds to cart', 'purchase', 'actions:add_to_cart'),
  money('add_to_cart_value', 'Adds to cart conversion value', 'purchase', 'action_values:add_to_cart'),
  costPer('cost_per_add_to_cart', 'Cost per add to cart', 'purchase', 'actions:add_to_cart'),
  conversionRate('add_to_cart_rate', 'Add-to-cart rate (per landing page view)', 'purchase', 'actions:add_to_cart', 'actions:landing_page_view'),
  count('initiate_checkout', 'Checkouts initiated', 'purchase', 'actions:initiate_checkout'),
  costPer('cost_per_initiate_checkout', 'Cost per checkout initiated', 'purchase', 'actions:initiate_checkout'),

  // website (pixel)
  count('website_purchases', 'Website purchases', 'website', 'actions:offsite_conversion.fb_pixel_purchase'),
  money('website_purchase_value', 'Website purchase conversion value', 'website', 'action_values:offsite_conversion.fb_pixel_purchase'),
  roas('website_roas', 'Website purchase ROAS', 'website', 'action_values:offsite_conversion.fb_pixel_purchase'),
  costPer('cost_per_website_purchase', 'Cost per website purchase', 'website', 'actions:offsite_conversion.fb_pixel_purchase'),
  conversionRate('website_purchase_conversion_rate', 'Website purchase conversion rate', 'website', 'actions:offsite_conversion.fb_pixel_purchase', LINK_CLICKS),
  count('website_add_to_cart', 'Website adds to cart', 'website', 'actions:offsite_conversion.fb_pixel_add_to_cart'),
  costPer('cost_per_website_add_to_cart', 'Cost per website add to cart', 'website', 'actions:offsite_conversion.fb_pixel_add_to_cart'),
  count('website_leads', 'Website leads (pixel)', 'website', 'actions:offsite_conversion.fb_pixel_lead'),
  costPer('cost_per_website_lead', 'Cost per website lead (pixel)', 'website', 'actions:offsite_conversion.fb_pixel_lead'),
  conversionRate('website_lead_conversion_rate', 'Website lead conversion rate (pixel)', 'website', 'actions:offsite_conversion.fb_pixel_lead', LINK_CLICKS),
  count('website_registrations', 'Website registrations completed', 'website', 'actions:offsite_conversion.fb_pixel_complete_registration'),
  costPer('cost_per_website_registration', 'Cost per website registration', 'website', 'actions:offsite_conversion.fb_pixel_complete_registration'),

  // lead: Meta's `lead` counts every lead (on-Facebook instant forms and website pixel leads) — the ads manager's
  // Leads result; the two kinds are the on-Facebook and website (pixel) metrics.
  count('leads', 'Leads (all)', 'lead', 'actions:lead'),
  costPer('cost_per_lead', 'Cost per lead (all)', 'lead', 'actions:lead'),
  conversionRate('lead_conversion_rate', 'Lead conversion rate (per link click)', 'lead', 'actions:lead', LINK_CLICKS),
  count('on_facebook_leads', 'On-Facebook leads (instant forms)', 'lead', 'actions:onsite_conversion.lead_grouped'),
  costPer('cost_per_on_facebook_lead', 'Cost per on-Facebook lead (instant forms)', 'lead', 'actions:onsite_conversion.lead_grouped'),

  // messaging
  count('messaging_conversations', 'Messaging conversations started', 'messaging', 'actions:onsite_conversion.messaging_conversation_started_7d'),
  costPer('cost_per_messaging_conversation', 'Cost per messaging conversation started', 'messaging', 'actions:onsite_conversion.messaging_conversation_started_7d'),

  // app
  count('app_installs', 'App installs', 'app', 'actions:mobile_app_install'),
  costPer('cost_per_app_install', 'Cost per app install', 'app', 'actions:mobile_app_install'),
  conversionRate('app_install_rate', 'App install rate (per link click)', 'app', 'actions:mobile_app_install', LINK_CLICKS),
  count('app_activations', 'App activations', 'app', 'actions:app_custom_event.fb_mobile_activate_app'),
  count('app_purchases', 'In-app purchases', 'app', 'actions:app_custom_event.fb_mobile_purchase'),
  money('app_purchase_value', 'In-app purchase value', 'app', 'action_values:app_custom_event.fb_mobile_purchase'),
  roas('app_roas', 'Mobile app purchase ROAS', 'app', 'action_values:app_custom_event.fb_mobile_purchase'),
  costPer('cost_per_app_purchase', 'Cost per in-app purchase', 'app', 'actions:app_custom_event.fb_mobile_purchase'),

  // CPAS (collaborative ads): the shared-item variants, i.e. conversions on the products the retailer shared in the
  // catalog segment (catalog_segment_*), beside the retailer's all-item purchase metrics above.
  count('cpas_purchases_shared', 'Purchases with shared items', 'cpas', 'catalog_segment_actions:omni_purchase'),
  money('cpas_purchase_value_shared', 'Purchase value with shared items', 'cpas', 'catalog_segment_value:omni_purchase'),
  roas('cpas_roas_shared', 'ROAS with shared items', 'cpas', 'catalog_segment_value:omni_purchase'),
  costPer('cpas_cost_per_purchase_shared', 'Cost per purchase with shared items', 'cpas', 'catalog_segment_actions:omni_purchase'),
  conversionRate('cpas_purchase_conversion_rate_shared', 'Purchase conversion rate with shared items', 'cpas', 'catalog_segment_actions:omni_purchase', LINK_CLICKS),
  count('cpas_add_to_cart_shared', 'Adds to cart with shared items', 'cpas', 'catalog_segment_actions:omni_add_to_cart'),
  money('cpas_add_to_cart_value_shared', 'Adds to cart value with shared items', 'cpas', 'catalog_segment_value:omni_add_to_cart'),
  costPer('cpas_cost_per_add_to_cart_shared', 'Cost per add to cart with shared items', 'cpas', 'catalog_segment_actions:omni_add_to_cart'),
  count('cpas_view_content_shared', 'Content views with shared items', 'cpas', 'catalog_segment_actions:omni_view_content'),
  costPer('cpas_cost_per_view_content_shared', 'Cost per content view with shared items', 'cpas', 'catalog_segment_actions:omni_view_content'),
  count('cpas_initiate_checkout_shared', 'Checkouts initiated with shared items', 'cpas', 'catalog_segment_actions:omni_initiated_checkout'),
  costPer('cpas_cost_per_initiate_checkout_shared', 'Cost per checkout initiated with shared items', 'cpas', 'catalog_segment_actions:omni_initiated_checkout'),
];

const BY_ID = new Map(METRICS.map((metric) => [metric.id, metric]));

export type MetricId = string;

/** The metric with this id, or undefined. */
export function findMetric(id: MetricId): MetricDefinition | undefined {
  return BY_ID.get(id);
}

/** The metric with this id; throws for an id the catalogue does not know (a programming error). */
export function metric(id: MetricId): MetricDefinition {
  const found = BY_ID.get(id);
  if (!found) throw new RangeError(`Unknown metric: ${id}`);
  return found;
}
