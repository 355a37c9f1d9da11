/**
 * The performance goals (ad set `optimization_goal`) each campaign objective allows, as Ads Manager offers them for
 * the outcome-driven objectives; legacy objectives read as their ODAX successors. An ad set moved or copied into a
 * campaign keeps its goal, so the goal must be one the new campaign's objective allows.
 */
const GOALS: Record<string, readonly string[]> = {
  OUTCOME_AWARENESS: ['REACH', 'IMPRESSIONS', 'AD_RECALL_LIFT', 'THRUPLAY'],
  OUTCOME_TRAFFIC: ['LANDING_PAGE_VIEWS', 'LINK_CLICKS', 'IMPRESSIONS', 'REACH', 'CONVERSATIONS', 'VISIT_INSTAGRAM_PROFILE', 'PROFILE_VISIT', 'QUALITY_CALL'],
  OUTCOME_ENGAGEMENT: ['POST_ENGAGEMENT', 'CONVERSATIONS', 'THRUPLAY', 'PAGE_LIKES', 'EVENT_RESPONSES', 'LINK_CLICKS', 'LANDING_PAGE_VIEWS', 'IMPRESSIONS', 'REACH', 'OFFSITE_CONVERSIONS', 'QUALITY_CALL', 'REMINDERS_SET'],
  OUTCOME_LEADS: ['LEAD_GENERATION', 'QUALITY_LEAD', 'OFFSITE_CONVERSIONS', 'CONVERSATIONS', 'QUALITY_CALL', 'LINK_CLICKS', 'LANDING_PAGE_VIEWS', 'IMPRESSIONS', 'REACH'],
  OUTCOME_SALES: ['OFFSITE_CONVERSIONS', 'VALUE', 'CONVERSATIONS', 'LINK_CLICKS', 'LANDING_PAGE_VIEWS', 'IMPRESSIONS', 'REACH', 'QUALITY_CALL'],
  OUTCOME_APP_PROMOTION: ['APP_INSTALLS', 'APP_INSTALLS_AND_OFFSITE_CONVERSIONS', 'OFFSITE_CONVERSIONS', 'VALUE', 'LINK_CLICKS', 'IN_APP_VALUE'],
};

const SUCCESSOR: Record<string, string> = {
  CONVERSIONS: 'OUTCOME_SALES',
  PRODUCT_CATALOG_SALES: 'OUTCOME_SALES',
  LINK_CLICKS: 'OUTCOME_TRAFFIC',
  REACH: 'OUTCOME_AWARENESS',
  BRAND_AWARENESS: 'OUTCOME_AWARENESS',
  VIDEO_VIEWS: 'OUTCOME_ENGAGEMENT',
  POST_ENGAGEMENT: 'OUTCOME_ENGAGEMENT',
  PAGE_LIKES: 'OUTCOME_ENGAGEMENT',
  EVENT_RESPONSES: 'OUTCOME_ENGAGEMENT',
  MESSAGES: 'OUTCOME_ENGAGEMENT',
  LEAD_GENERATION: 'OUTCOME_LEADS',
  APP_INSTALLS: 'OUTCOME_APP_PROMOTION',
};

export function goalsOf(objective: string): readonly string[] {
  return GOALS[SUCCESSOR[objective] ?? objective] ?? [];
}

export function goalFitsObjective(goal: string, objective: string): boolean {
  const goals = goalsOf(objective);
  return goals.length === 0 || goals.includes(goal);
}
