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
  features?: Array<'ad_disapproved' | 'ad_pending_review' | 'adset_paused' | 'adset_with_issues' | 'ad_paused' | 'cost_cap'>;
}

export const CAMPAIGN_BLUEPRINTS: readonly CampaignBlueprint[] = [
  { key: 'sales', objective: 'OUTCOME_SALES', status: 'ACTIVE', budget: 'cbo_daily', startDaysAgo: [104, 118], adsets: [3, 4], adsPerSet: [2, 4], features: ['ad_disapproved', 'ad_pending_review'] },
  { key: 'traffic', objective: 'OUTCOME_TRAFFIC', status: 'ACTIVE', budget: 'abo', startDaysAgo: [70, 100], adsets: [3, 3], adsPerSet: [2, 3], features: ['adset_paused', 'ad_paused'] },
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
  promoted: 'pixel_purchase' | 'pixel_lead' | 'page' | 'none';
}

export const OPTIMIZATION_BY_OBJECTIVE: Record<string, OptimizationPlan> = {
  OUTCOME_SALES: { optimizationGoal: 'OFFSITE_CONVERSIONS', billingEvent: 'IMPRESSIONS', destinationType: 'WEBSITE', promoted: 'pixel_purchase' },
  OUTCOME_TRAFFIC: { optimizationGoal: 'LANDING_PAGE_VIEWS', billingEvent: 'IMPRESSIONS', destinationType: 'WEBSITE', promoted: 'none' },
  OUTCOME_LEADS: { optimizationGoal: 'LEAD_GENERATION', billingEvent: 'IMPRESSIONS', destinationType: 'ON_AD', promoted: 'page' },
  OUTCOME_AWARENESS: { optimizationGoal: 'REACH', billingEvent: 'IMPRESSIONS', destinationType: 'UNDEFINED', promoted: 'page' },
  OUTCOME_ENGAGEMENT: { optimizationGoal: 'CONVERSATIONS', billingEvent: 'IMPRESSIONS', destinationType: 'WHATSAPP', promoted: 'page' },
  CONVERSIONS: { optimizationGoal: 'OFFSITE_CONVERSIONS', billingEvent: 'IMPRESSIONS', destinationType: 'WEBSITE', promoted: 'pixel_purchase' },
  LINK_CLICKS: { optimizationGoal: 'LINK_CLICKS', billingEvent: 'LINK_CLICKS', destinationType: 'WEBSITE', promoted: 'none' },
};
