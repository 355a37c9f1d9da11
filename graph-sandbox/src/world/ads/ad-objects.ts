/** Campaigns, ad sets and ads as the world stores them: money in minor units, times in epoch ms. */
export type ConfiguredStatus = 'ACTIVE' | 'PAUSED' | 'DELETED' | 'ARCHIVED';
export type ReviewState = 'APPROVED' | 'PENDING_REVIEW' | 'DISAPPROVED' | 'WITH_ISSUES';

export interface IssueInfo {
  level: 'CAMPAIGN' | 'AD_SET' | 'AD';
  errorCode: number;
  errorSummary: string;
  errorMessage: string;
  errorType: 'SOFT_ERROR' | 'HARD_ERROR';
}

/** A label as a campaign, ad set or ad carries it; the label itself lives in the world (world/labels). */
export interface AdLabelRef {
  id: string;
  name: string;
}

export interface Campaign {
  id: string;
  /** `act_…` */
  accountId: string;
  name: string;
  objective: string;
  status: ConfiguredStatus;
  bidStrategy: string | null;
  /** Campaign budget (Advantage campaign budget); both null when ad sets hold the budget. */
  dailyBudget: number | null;
  lifetimeBudget: number | null;
  specialAdCategories: string[];
  createdAt: number;
  updatedAt: number;
  startAt: number;
  stopAt: number | null;
  /** When a non-active campaign stopped delivering. */
  pausedAt: number | null;
  adlabels: AdLabelRef[];
  issues: IssueInfo[];
  /** The campaign this one was copied from. */
  sourceId?: string;
}

export interface Targeting {
  age_min: number;
  age_max: number;
  genders?: number[];
  geo_locations: Record<string, unknown>;
  excluded_geo_locations?: Record<string, unknown>;
  flexible_spec?: Array<Record<string, Array<{ id: string; name: string }>>>;
  targeting_automation: { advantage_audience: 0 | 1 };
  publisher_platforms: string[];
  facebook_positions?: string[];
  instagram_positions?: string[];
  device_platforms: string[];
  /** Custom audiences the ad set reaches, and those it leaves out (funnel stages, SPEC §9). */
  custom_audiences?: Array<{ id: string; name: string }>;
  excluded_custom_audiences?: Array<{ id: string; name: string }>;
}

export interface LearningStage {
  status: 'LEARNING' | 'SUCCESS' | 'FAIL';
  conversions: number;
  lastSignificantEditAt: number;
  attributionWindows: string[];
}

export interface AdSet {
  id: string;
  accountId: string;
  campaignId: string;
  name: string;
  status: ConfiguredStatus;
  dailyBudget: number | null;
  lifetimeBudget: number | null;
  bidStrategy: string | null;
  bidAmount: number | null;
  /** `LOWEST_COST_WITH_MIN_ROAS`: the ROAS floor × 10 000 (Meta's `bid_constraints.roas_average_floor`). */
  roasFloor?: number;
  billingEvent: string;
  optimizationGoal: string;
  destinationType: string;
  promotedObject: Record<string, string> | null;
  targeting: Targeting;
  attributionSpec: Array<{ event_type: string; window_days: number }>;
  createdAt: number;
  updatedAt: number;
  startAt: number;
  endAt: number | null;
  pausedAt: number | null;
  issues: IssueInfo[];
  learningStage: LearningStage | null;
  isDynamicCreative: boolean;
  adlabels: AdLabelRef[];
  /** The ad set this one was copied from. */
  sourceId?: string;
}

export type CreativeFormat = 'IMAGE' | 'VIDEO' | 'CAROUSEL';

export interface Ad {
  id: string;
  accountId: string;
  campaignId: string;
  adsetId: string;
  name: string;
  status: ConfiguredStatus;
  review: ReviewState;
  /** Policy name → explanation, for disapproved ads. */
  reviewFeedback: Record<string, string> | null;
  creativeId: string;
  format: CreativeFormat;
  createdAt: number;
  updatedAt: number;
  pausedAt: number | null;
  issues: IssueInfo[];
  previewLink: string;
  adlabels: AdLabelRef[];
  /** The ad this one was copied from. */
  sourceId?: string;
}
