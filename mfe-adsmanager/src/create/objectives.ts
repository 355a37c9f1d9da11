// SPEC §9's objectives as the user knows them, and what the platform needs on create: since v17 Meta refuses the
// legacy names, so each maps to its outcome (ODAX) objective and to the ad set's optimization goal.
import type { PlacementDevice } from 'shared-graph';

export interface ObjectiveChoice {
  id: string;
  label: string;
  odax: string;
  goal: string;
  /** Devices the objective can run on (SPEC §9: app installs are mobile only). */
  devices: readonly PlacementDevice[];
  /** What the ad set must promote. */
  promoted: 'pixel' | 'page' | 'app' | null;
}

export const OBJECTIVE_CHOICES: readonly ObjectiveChoice[] = [
  { id: 'CONVERSIONS', label: 'Conversions', odax: 'OUTCOME_SALES', goal: 'OFFSITE_CONVERSIONS', devices: ['all', 'mobile', 'desktop'], promoted: 'pixel' },
  { id: 'LINK_CLICKS', label: 'Traffic', odax: 'OUTCOME_TRAFFIC', goal: 'LINK_CLICKS', devices: ['all', 'mobile', 'desktop'], promoted: null },
  { id: 'POST_ENGAGEMENT', label: 'Engagement', odax: 'OUTCOME_ENGAGEMENT', goal: 'POST_ENGAGEMENT', devices: ['all', 'mobile', 'desktop'], promoted: null },
  { id: 'BRAND_AWARENESS', label: 'Awareness', odax: 'OUTCOME_AWARENESS', goal: 'AD_RECALL_LIFT', devices: ['all', 'mobile', 'desktop'], promoted: null },
  { id: 'REACH', label: 'Reach', odax: 'OUTCOME_AWARENESS', goal: 'REACH', devices: ['all', 'mobile', 'desktop'], promoted: null },
  { id: 'APP_INSTALLS', label: 'App installs', odax: 'OUTCOME_APP_PROMOTION', goal: 'APP_INSTALLS', devices: ['mobile'], promoted: 'app' },
  { id: 'VIDEO_VIEWS', label: 'Video views', odax: 'OUTCOME_ENGAGEMENT', goal: 'THRUPLAY', devices: ['all', 'mobile', 'desktop'], promoted: null },
  { id: 'LEAD_GENERATION', label: 'Lead generation', odax: 'OUTCOME_LEADS', goal: 'LEAD_GENERATION', devices: ['all', 'mobile', 'desktop'], promoted: 'page' },
  { id: 'MESSAGES', label: 'Messages', odax: 'OUTCOME_ENGAGEMENT', goal: 'CONVERSATIONS', devices: ['all', 'mobile', 'desktop'], promoted: null },
];

export function objectiveChoice(id: string): ObjectiveChoice {
  return OBJECTIVE_CHOICES.find((o) => o.id === id) ?? OBJECTIVE_CHOICES[0]!;
}

export const SPECIAL_AD_CATEGORIES = [
  { value: 'CREDIT', label: 'Credit' },
  { value: 'EMPLOYMENT', label: 'Employment' },
  { value: 'HOUSING', label: 'Housing' },
  { value: 'ISSUES_ELECTIONS_POLITICS', label: 'Social issues, elections or politics' },
  { value: 'ONLINE_GAMBLING_AND_GAMING', label: 'Online gambling and gaming' },
  { value: 'FINANCIAL_PRODUCTS_SERVICES', label: 'Financial products and services' },
] as const;

export const BID_STRATEGIES = [
  { value: 'LOWEST_COST_WITHOUT_CAP', label: 'Highest volume (no cap)', needsAmount: false },
  { value: 'COST_CAP', label: 'Cost per result goal', needsAmount: true },
  { value: 'LOWEST_COST_WITH_BID_CAP', label: 'Bid cap', needsAmount: true },
] as const;

/** SPEC §3 placement names → Meta's position names. */
export const META_POSITIONS: Record<string, Record<string, string>> = {
  facebook: { feeds: 'feed', article: 'instant_article', column: 'right_hand_column', marketplace: 'marketplace', video_feeds: 'video_feeds', video_instream: 'instream_video', story: 'story', search: 'search' },
  instagram: { feeds: 'stream', explore: 'explore', story: 'story' },
  messenger: { home: 'messenger_home', sponsored: 'sponsored_messages', story: 'story' },
  audience_network: { classic: 'classic', instreamvid: 'instream_video', rewardvid: 'rewarded_video' },
};
