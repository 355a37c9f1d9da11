// What an object's "Results" are, as Meta Ads Manager reads them: the ad set's optimisation goal and promoted object
// decide what is counted (a pixel purchase goal counts website purchases, an instant-form lead goal counts form
// leads, a reach goal counts people reached …); a campaign's result is its ad sets' when they all count the same
// thing, else "Multiple conversions" with no number.
import type { AdsetOptimisation, AttributionSpecEntry, ComponentKey, MetricGroup, PromotedObject } from 'shared-graph';

export interface ResultType {
  /** Two result types with the same id count the same thing (their numbers add up). */
  id: string;
  /** Named under the number: "Purchases", "Leads (form)", "Reach". */
  label: string;
  /** Singular, for "Cost per …": "purchase", "form lead", "1,000 people reached". */
  costLabel: string;
  /** The insights component counted. */
  component: ComponentKey;
  /** Cost per this many results: 1,000 for reach and impressions (Ads Manager's cost per 1,000 …), else 1. */
  per: 1 | 1000;
  /** Metric groups that belong to this goal: their zeros mean "no result yet", on other goals "not this goal". */
  groups: readonly MetricGroup[];
}

/** Names for what an id alone does not say (custom conversions by id). */
export interface ResultNames {
  customConversion?: (id: string) => string | undefined;
}

const type = (id: string, label: string, costLabel: string, component: ComponentKey, groups: readonly MetricGroup[] = [], per: 1 | 1000 = 1): ResultType => ({
  id,
  label,
  costLabel,
  component,
  per,
  groups,
});

const action = (actionType: string, label: string, costLabel: string, groups: readonly MetricGroup[] = []): ResultType =>
  type(`actions:${actionType}`, label, costLabel, `actions:${actionType}`, groups);

const PURCHASE_GROUPS: readonly MetricGroup[] = ['purchase', 'website', 'cpas'];
const LEAD_GROUPS: readonly MetricGroup[] = ['lead', 'website'];

/** Website (pixel) standard events → the action type Meta reports them under. */
const PIXEL_EVENTS: Record<string, ResultType> = {
  PURCHASE: action('offsite_conversion.fb_pixel_purchase', 'Purchases', 'purchase', PURCHASE_GROUPS),
  LEAD: action('offsite_conversion.fb_pixel_lead', 'Leads (website)', 'website lead', LEAD_GROUPS),
  COMPLETE_REGISTRATION: action('offsite_conversion.fb_pixel_complete_registration', 'Registrations completed', 'registration', ['website']),
  ADD_TO_CART: action('offsite_conversion.fb_pixel_add_to_cart', 'Adds to cart', 'add to cart', PURCHASE_GROUPS),
  INITIATED_CHECKOUT: action('offsite_conversion.fb_pixel_initiate_checkout', 'Checkouts initiated', 'checkout initiated', PURCHASE_GROUPS),
  ADD_PAYMENT_INFO: action('offsite_conversion.fb_pixel_add_payment_info', 'Adds of payment info', 'add of payment info', PURCHASE_GROUPS),
  CONTENT_VIEW: action('offsite_conversion.fb_pixel_view_content', 'Content views', 'content view', PURCHASE_GROUPS),
  ADD_TO_WISHLIST: action('offsite_conversion.fb_pixel_add_to_wishlist', 'Adds to wishlist', 'add to wishlist', PURCHASE_GROUPS),
  SEARCH: action('offsite_conversion.fb_pixel_search', 'Searches', 'search', ['website']),
};

/** In-app events (promoted object with an application_id) → Meta's app event action types. */
const APP_EVENTS: Record<string, ResultType> = {
  PURCHASE: action('app_custom_event.fb_mobile_purchase', 'In-app purchases', 'in-app purchase', ['app']),
  COMPLETE_REGISTRATION: action('app_custom_event.fb_mobile_complete_registration', 'App registrations', 'app registration', ['app']),
  ADD_TO_CART: action('app_custom_event.fb_mobile_add_to_cart', 'In-app adds to cart', 'in-app add to cart', ['app']),
  LEVEL_ACHIEVED: action('app_custom_event.fb_mobile_level_achieved', 'Levels achieved', 'level achieved', ['app']),
};

const GOALS: Record<string, ResultType> = {
  LEAD_GENERATION: action('onsite_conversion.lead_grouped', 'Leads (form)', 'form lead', ['lead']),
  QUALITY_LEAD: action('onsite_conversion.lead_grouped', 'Leads (form)', 'form lead', ['lead']),
  LINK_CLICKS: action('link_click', 'Link clicks', 'link click'),
  LANDING_PAGE_VIEWS: action('landing_page_view', 'Landing page views', 'landing page view'),
  THRUPLAY: type('thruplay', 'ThruPlays', 'ThruPlay', 'video_thruplay_watched_actions:video_view'),
  REACH: type('reach', 'Reach', '1,000 people reached', 'reach', [], 1000),
  IMPRESSIONS: type('impressions', 'Impressions', '1,000 impressions', 'impressions', [], 1000),
  AD_RECALL_LIFT: type('estimated_ad_recallers', 'Estimated ad recall lift (people)', 'estimated ad recall lift', 'estimated_ad_recallers'),
  POST_ENGAGEMENT: action('post_engagement', 'Post engagements', 'post engagement'),
  PAGE_LIKES: action('like', 'Page likes', 'page like'),
  EVENT_RESPONSES: action('rsvp', 'Event responses', 'event response'),
  CONVERSATIONS: action('onsite_conversion.messaging_conversation_started_7d', 'Messaging conversations started', 'messaging conversation started', ['messaging']),
  APP_INSTALLS: action('mobile_app_install', 'App installs', 'app install', ['app']),
  VISIT_INSTAGRAM_PROFILE: action('instagram_profile_visit', 'Instagram profile visits', 'Instagram profile visit'),
  PROFILE_VISIT: action('instagram_profile_visit', 'Instagram profile visits', 'Instagram profile visit'),
};

/** Goals that count a conversion event: what is counted comes from the promoted object. */
const CONVERSION_GOALS = new Set(['OFFSITE_CONVERSIONS', 'VALUE', 'APP_INSTALLS_AND_OFFSITE_CONVERSIONS', 'IN_APP_VALUE']);

function customConversion(id: string, event: string | undefined, names: ResultNames): ResultType {
  const name = names.customConversion?.(id);
  const groups: MetricGroup[] = ['website'];
  if (event === 'PURCHASE') groups.push('purchase');
  if (event === 'LEAD') groups.push('lead');
  return type(`actions:offsite_conversion.custom.${id}`, name ?? `Custom conversion ${id}`, name ?? 'custom conversion', `actions:offsite_conversion.custom.${id}`, groups);
}

/**
 * The result of one ad set: what its goal and promoted object count, or null when Meta reports no result for it
 * (no goal, NONE, or a goal Ads Manager has no result column for).
 */
export function resultTypeOf(goal: string | null | undefined, promoted: PromotedObject | null | undefined, names: ResultNames = {}): ResultType | null {
  if (!goal) return null;
  const event = promoted?.custom_event_type;
  if (promoted?.custom_conversion_id) return customConversion(promoted.custom_conversion_id, event, names);
  if (CONVERSION_GOALS.has(goal)) {
    if (promoted?.application_id) return (event && APP_EVENTS[event]) || (goal === 'IN_APP_VALUE' ? APP_EVENTS.PURCHASE! : GOALS.APP_INSTALLS!);
    return event ? (PIXEL_EVENTS[event] ?? null) : null;
  }
  return GOALS[goal] ?? null;
}

/** A row's result: one type, several (a campaign whose ad sets count different things), or none known. */
export type RowResultType = { kind: 'one'; type: ResultType } | { kind: 'multiple'; types: ResultType[] } | { kind: 'none' };

/** The result of a campaign from its ad sets (or of an ad set / ad from its one ad set), as Ads Manager shows it. */
export function combinedResultType(optimisations: readonly AdsetOptimisation[], names: ResultNames = {}): RowResultType {
  const types = new Map<string, ResultType>();
  for (const o of optimisations) {
    const t = resultTypeOf(o.goal, o.promoted, names);
    if (t) types.set(t.id, t);
  }
  const all = [...types.values()];
  if (all.length === 0) return { kind: 'none' };
  if (all.length === 1) return { kind: 'one', type: all[0]! };
  return { kind: 'multiple', types: all };
}

/** The metric groups that belong to a row's goal (the union over its ad sets'). */
export function goalGroups(result: RowResultType): ReadonlySet<MetricGroup> {
  if (result.kind === 'none') return new Set();
  const types = result.kind === 'one' ? [result.type] : result.types;
  return new Set(types.flatMap((t) => t.groups));
}

const WINDOW_WORD: Record<string, string> = { CLICK_THROUGH: 'click', VIEW_THROUGH: 'view', ENGAGED_VIDEO_VIEW: 'engaged-view' };
const WINDOW_ORDER = ['CLICK_THROUGH', 'ENGAGED_VIDEO_VIEW', 'VIEW_THROUGH'];

/** An attribution spec in Ads Manager's words: "7-day click, 1-day view"; null when the ad set has none. */
export function attributionText(spec: readonly AttributionSpecEntry[] | null | undefined): string | null {
  const parts = [...(spec ?? [])]
    .filter((s) => WINDOW_WORD[s.event_type] && Number.isFinite(s.window_days) && s.window_days > 0)
    .sort((a, b) => WINDOW_ORDER.indexOf(a.event_type) - WINDOW_ORDER.indexOf(b.event_type))
    .map((s) => `${s.window_days}-day ${WINDOW_WORD[s.event_type]}`);
  return parts.length ? parts.join(', ') : null;
}

/** The attribution setting of a row: its ad sets' when they agree, "Multiple attribution settings" when not. */
export function combinedAttribution(optimisations: readonly AdsetOptimisation[]): string | null {
  const texts = new Set(optimisations.map((o) => attributionText(o.attribution)).filter((t): t is string => t !== null));
  if (texts.size === 0) return null;
  if (texts.size === 1) return [...texts][0]!;
  return 'Multiple attribution settings';
}

export interface ResultFigures {
  /** How many results. */
  results: number;
  /** Spend per result (per 1,000 for reach and impressions); 0 when there are no results (SPEC §5). */
  cost: number;
  /** True when `cost` is SPEC §5's 0 for "nothing to divide by", not a real cost. */
  costWithoutResults: boolean;
}

/** The results and cost per result of component values (one row's, or summed rows'). */
export function resultFigures(type: ResultType, values: Readonly<Record<ComponentKey, number>>): ResultFigures {
  const results = values[type.component] ?? 0;
  const spend = values.spend ?? 0;
  return results > 0 ? { results, cost: (spend / results) * type.per, costWithoutResults: false } : { results, cost: 0, costWithoutResults: true };
}
