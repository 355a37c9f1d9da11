import type { ConfiguredStatus } from './ad-objects';

/** The shape of each account's campaign tree; the builder fills in names, budgets and dates from the seed. */
export interface CampaignBlueprint {
  key: string;
  objective: string;
  status: ConfiguredStatus;
  /** Campaign budget (CBO) daily or lifetime, or budgets on the ad sets. */
  budget: 'cbo_daily' | 'cbo_lifetime' | 'abo';
  startDaysAgo: [number, number];
  /** For non-active campaigns: when they stopped delivering. */
  stoppedDaysAgo?: [number, number];
  adsets: [number, number];
  adsPerSet: [number, number];
  /** Deliberate states so every status the UI shows exists somewhere. */
  features?: Array<'ad_disapproved' | 'ad_pending_review' | 'adset_paused' | 'adset_with_issues' | 'ad_paused' | 'cost_cap' | 'dynamic_creative'>;
}

export const CAMPAIGN_BLUEPRINTS: readonly CampaignBlueprint[] = [
  { key: 'sales', objective: 'OUTCOME_SALES', status: 'ACTIVE', budget: 'cbo_daily', startDaysAgo: [104, 118], adsets: [3, 4], adsPerSet: [2, 4], features: ['ad_disapproved', 'ad_pending_review'] },
  { key: 'traffic', objective: 'OUTCOME_TRAFFIC', status: 'ACTIVE', budget: 'abo', startDaysAgo: [70, 100], adsets: [3, 3], adsPerSet: [2, 3], features: ['adset_paused', 'ad_paused', 'dynamic_creative'] },
  { key: 'leads', objective: 'OUTCOME_LEADS', status: 'ACTIVE', budget: 'abo', startDaysAgo: [40, 65], adsets: [2, 3], adsPerSet: [2, 3], features: ['adset_with_issues', 'cost_cap'] },
  { key: 'awareness', objective: 'OUTCOME_AWARENESS', status: 'ACTIVE', budget: 'cbo_lifetime', startDaysAgo: [20, 35], adsets: [2, 2], adsPerSet: [2, 3] },
  { key: 'engagement', objective: 'OUTCOME_ENGAGEMENT', status: 'PAUSED', budget: 'abo', startDaysAgo: [60, 90], stoppedDaysAgo: [10, 20], adsets: [2, 3], adsPerSet: [2, 3] },
  { key: 'legacy_conversions', objective: 'CONVERSIONS', status: 'PAUSED', budget: 'abo', startDaysAgo: [300, 400], stoppedDaysAgo: [60, 80], adsets: [2, 3], adsPerSet: [2, 3] },
  { key: 'legacy_clicks', objective: 'LINK_CLICKS', status: 'ARCHIVED', budget: 'abo', startDaysAgo: [500, 600], stoppedDaysAgo: [300, 400], adsets: [1, 2], adsPerSet: [1, 2] },
  { key: 'deleted_test', objective: 'OUTCOME_TRAFFIC', status: 'DELETED', budget: 'abo', startDaysAgo: [30, 50], stoppedDaysAgo: [25, 28], adsets: [1, 2], adsPerSet: [1, 2] },
];

/** Accounts that can no longer run ads keep a short history only. */
export const INACTIVE_ACCOUNT_BLUEPRINTS: readonly string[] = ['sales', 'traffic', 'legacy_conversions'];

export interface OptimizationPlan {
  optimizationGoal: string;
  billingEvent: string;
  destinationType: string;
  /** What `promoted_object` names: the account's pixel and event, one of its custom conversions, or its page. */
  promoted: 'pixel_purchase' | 'pixel_lead' | 'custom_conversion' | 'page';
}

const PURCHASES: OptimizationPlan = { optimizationGoal: 'OFFSITE_CONVERSIONS', billingEvent: 'IMPRESSIONS', destinationType: 'WEBSITE', promoted: 'pixel_purchase' };
const PURCHASE_VALUE: OptimizationPlan = { optimizationGoal: 'VALUE', billingEvent: 'IMPRESSIONS', destinationType: 'WEBSITE', promoted: 'pixel_purchase' };
const CUSTOM_CONVERSIONS: OptimizationPlan = { optimizationGoal: 'OFFSITE_CONVERSIONS', billingEvent: 'IMPRESSIONS', destinationType: 'WEBSITE', promoted: 'custom_conversion' };
const LANDING_PAGE_VIEWS: OptimizationPlan = { optimizationGoal: 'LANDING_PAGE_VIEWS', billingEvent: 'IMPRESSIONS', destinationType: 'WEBSITE', promoted: 'page' };
const LINK_CLICKS: OptimizationPlan = { optimizationGoal: 'LINK_CLICKS', billingEvent: 'IMPRESSIONS', destinationType: 'WEBSITE', promoted: 'page' };
const FORM_LEADS: OptimizationPlan = { optimizationGoal: 'LEAD_GENERATION', billingEvent: 'IMPRESSIONS', destinationType: 'ON_AD', promoted: 'page' };
const WEBSITE_LEADS: OptimizationPlan = { optimizationGoal: 'OFFSITE_CONVERSIONS', billingEvent: 'IMPRESSIONS', destinationType: 'WEBSITE', promoted: 'pixel_lead' };
const REACH: OptimizationPlan = { optimizationGoal: 'REACH', billingEvent: 'IMPRESSIONS', destinationType: 'UNDEFINED', promoted: 'page' };
const THRUPLAYS: OptimizationPlan = { optimizationGoal: 'THRUPLAY', billingEvent: 'IMPRESSIONS', destinationType: 'UNDEFINED', promoted: 'page' };
const CONVERSATIONS: OptimizationPlan = { optimizationGoal: 'CONVERSATIONS', billingEvent: 'IMPRESSIONS', destinationType: 'WHATSAPP', promoted: 'page' };
const POST_ENGAGEMENT: OptimizationPlan = { optimizationGoal: 'POST_ENGAGEMENT', billingEvent: 'IMPRESSIONS', destinationType: 'ON_POST', promoted: 'page' };

/**
 * Per objective, the plan of its campaign's 1st, 2nd, 3rd … ad set, so that every result a results column follows
 * is somewhere in each account: pixel purchases (and purchase value), a custom conversion, landing-page views, link
 * clicks, instant-form and website leads, reach, ThruPlays, conversations and post engagement (purchase value on the
 * legacy conversions campaign, older than value optimisation in sales campaigns).
 */
export const OPTIMIZATION_BY_OBJECTIVE: Record<string, readonly OptimizationPlan[]> = {
  OUTCOME_SALES: [PURCHASES, PURCHASES, CUSTOM_CONVERSIONS, PURCHASE_VALUE],
  OUTCOME_TRAFFIC: [LANDING_PAGE_VIEWS, LANDING_PAGE_VIEWS, LINK_CLICKS],
  OUTCOME_LEADS: [FORM_LEADS, WEBSITE_LEADS, FORM_LEADS],
  OUTCOME_AWARENESS: [REACH, THRUPLAYS],
  OUTCOME_ENGAGEMENT: [CONVERSATIONS, POST_ENGAGEMENT, CONVERSATIONS],
  CONVERSIONS: [PURCHASES, PURCHASE_VALUE],
  LINK_CLICKS: [{ ...LINK_CLICKS, billingEvent: 'LINK_CLICKS' }],
};

export function optimizationPlan(objective: string, adsetIndex: number): OptimizationPlan {
  const plans = OPTIMIZATION_BY_OBJECTIVE[objective] ?? [LANDING_PAGE_VIEWS];
  return plans[adsetIndex % plans.length] as OptimizationPlan;
}
