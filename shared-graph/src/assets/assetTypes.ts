// The ads manager's rows: campaigns, ad sets and ads with their settings (SPEC §3 "Asset") and insights.
import type { InsightsRow } from '../insights/parseInsightsRow';
import type { AdsetOptimisation } from './adsetOptimisation';

export type AssetLevel = 'campaign' | 'adset' | 'ad';

/** The Graph edge of a level: `campaigns`, `adsets`, `ads`. */
export const ASSET_EDGES: Record<AssetLevel, string> = { campaign: 'campaigns', adset: 'adsets', ad: 'ads' };

/** The child level of a level (campaign → adset → ad), null for ads. */
export const CHILD_LEVEL: Record<AssetLevel, AssetLevel | null> = { campaign: 'adset', adset: 'ad', ad: null };

export type AssetStatus = 'ACTIVE' | 'PAUSED' | 'DELETED' | 'ARCHIVED';

export interface AssetIssue {
  level?: string;
  error_code?: number;
  error_summary?: string;
  error_message?: string;
  error_type?: string;
}

export interface AssetLabel {
  id: string;
  name: string;
}

/** Who the ad set reaches, as the settings columns show it. */
export interface TargetingSummary {
  /** '18-65+', '25-44'. */
  age: string | null;
  /** 'All', 'Male', 'Female'. */
  gender: string | null;
  /** Country codes and region/city names, comma-separated. */
  location: string | null;
}

/** An ad's creative as the list reads it: what it shows and the image or video it uses (shared across ads). */
export interface AssetCreative {
  id: string;
  /** The headline, else the creative's name: the thumbnail's alt text. */
  title: string | null;
  thumbnail_url: string | null;
  image_hash: string | null;
  video_id: string | null;
  /** PHOTO, VIDEO, SHARE (carousel, link) … */
  object_type: string | null;
}

export interface Asset {
  id: string;
  level: AssetLevel;
  name: string;
  /** What the advertiser set. */
  status: AssetStatus | string;
  /** What Meta computed (includes parents and review: CAMPAIGN_PAUSED, WITH_ISSUES …). */
  effective_status: string;
  /** The first child's effective status once every child is loaded, else the asset's own (SPEC §4). */
  delivery_status: string;
  account_id: string;
  campaign_id: string | null;
  adset_id: string | null;
  /** The parent campaign's name (ad sets and ads) and ad set's name (ads), read with the row; null where there is none. */
  campaign_name: string | null;
  adset_name: string | null;
  /**
   * What decides the row's Results: the ad set's goal, promoted object and attribution (an ad's is its ad set's);
   * a campaign's ad sets' (one entry each).
   */
  optimisations: AdsetOptimisation[];
  objective: string | null;
  buying_type: string | null;
  bid_strategy: string | null;
  /** Minor units, as Meta keeps them; null when unset (or "0"). */
  daily_budget: number | null;
  lifetime_budget: number | null;
  /** The budget in major units of the account currency (daily, else lifetime), null without one. */
  budget: number | null;
  budget_type: 'daily' | 'lifetime' | null;
  bid_amount: number | null;
  start_time: string | null;
  /** `stop_time` for campaigns, `end_time` for ad sets; null = Ongoing. */
  end_time: string | null;
  created_time: string | null;
  updated_time: string | null;
  issues_info: AssetIssue[];
  learning_stage_info: { status?: string; conversions?: number } | null;
  adlabels: AssetLabel[];
  targeting: TargetingSummary | null;
  /** Whether the asset has children to expand (campaigns and ad sets). */
  has_children: boolean;
  /** Ads: the creative (null for campaigns, ad sets, and ads read without it). */
  creative?: AssetCreative | null;
  /** One entry per requested time range, in request order; null when Meta sent no row (no delivery). */
  insights: Array<InsightsRow | null>;
}
