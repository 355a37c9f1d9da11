import { graphErrors } from '../graph/errors/error-catalog';
import type { GraphParams } from '../graph/params';
import type { AdAccount } from '../world/accounts/ad-account';
import type { Ad, AdSet, Campaign, ConfiguredStatus } from '../world/ads/ad-objects';
import type { World } from '../world/world';
import { findCreative, textOf } from '../nodes/creative-content';
import { readLabelSelection } from './ad-labels';
import { blockedHost } from './create-ad-creative';
import { creativeErrors } from './creative-errors';
import { goalFitsObjective, goalsOf } from './objective-goals';
import { parseAdSetTargeting } from './adset-targeting';
import { checkBidFloor } from './bid-rules';
import { checkBudgetFloor, hasOwnBudget, type BudgetChange } from './budget-rules';
import { writeErrors } from './write-errors';
import { BID_STRATEGIES, CAP_STRATEGIES, enumValue, moneyValue, nameValue, roasFloorValue, timeValue } from './write-values';

/** v21 creates campaigns with the outcome-driven objectives only (GRAPH-API §6.5, D-ODAX). */
export const ODAX_OBJECTIVES = ['OUTCOME_APP_PROMOTION', 'OUTCOME_AWARENESS', 'OUTCOME_ENGAGEMENT', 'OUTCOME_LEADS', 'OUTCOME_SALES', 'OUTCOME_TRAFFIC'] as const;
export const LEGACY_OBJECTIVES: ReadonlySet<string> = new Set([
  'APP_INSTALLS', 'BRAND_AWARENESS', 'CONVERSIONS', 'EVENT_RESPONSES', 'LEAD_GENERATION', 'LINK_CLICKS', 'LOCAL_AWARENESS', 'MESSAGES',
  'OFFER_CLAIMS', 'PAGE_LIKES', 'POST_ENGAGEMENT', 'PRODUCT_CATALOG_SALES', 'REACH', 'STORE_VISITS', 'VIDEO_VIEWS',
]);
export const SPECIAL_AD_CATEGORIES = ['NONE', 'CREDIT', 'EMPLOYMENT', 'HOUSING', 'ISSUES_ELECTIONS_POLITICS', 'ONLINE_GAMBLING_AND_GAMING', 'FINANCIAL_PRODUCTS_SERVICES'] as const;
const CREATE_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export const OPTIMIZATION_GOALS = [
  'AD_RECALL_LIFT', 'APP_INSTALLS', 'APP_INSTALLS_AND_OFFSITE_CONVERSIONS', 'CONVERSATIONS', 'DERIVED_EVENTS', 'ENGAGED_USERS', 'EVENT_RESPONSES',
  'IMPRESSIONS', 'IN_APP_VALUE', 'LANDING_PAGE_VIEWS', 'LEAD_GENERATION', 'LINK_CLICKS', 'MEANINGFUL_CALL_ATTEMPT', 'MESSAGING_APPOINTMENT_CONVERSION',
  'MESSAGING_PURCHASE_CONVERSION', 'NONE', 'OFFSITE_CONVERSIONS', 'PAGE_LIKES', 'POST_ENGAGEMENT', 'PROFILE_VISIT', 'QUALITY_CALL', 'QUALITY_LEAD',
  'REACH', 'REMINDERS_SET', 'SUBSCRIBERS', 'THRUPLAY', 'VALUE', 'VISIT_INSTAGRAM_PROFILE',
] as const;
export const BILLING_EVENTS = ['APP_INSTALLS', 'CLICKS', 'IMPRESSIONS', 'LINK_CLICKS', 'LISTING_INTERACTION', 'NONE', 'OFFER_CLAIMS', 'PAGE_LIKES', 'POST_ENGAGEMENT', 'PURCHASE', 'THRUPLAY'] as const;

/** Billing events other than IMPRESSIONS go only with their own optimization goal. */
const BILLING_GOAL: Record<string, string> = { LINK_CLICKS: 'LINK_CLICKS', THRUPLAY: 'THRUPLAY', APP_INSTALLS: 'APP_INSTALLS', PAGE_LIKES: 'PAGE_LIKES', POST_ENGAGEMENT: 'POST_ENGAGEMENT' };

/** Goals that need a promoted object, and which keys it must have. */
const PROMOTED_KEYS: Record<string, string[]> = {
  OFFSITE_CONVERSIONS: ['pixel_id', 'custom_event_type'],
  VALUE: ['pixel_id', 'custom_event_type'],
  LEAD_GENERATION: ['page_id'],
  PAGE_LIKES: ['page_id'],
  APP_INSTALLS: ['application_id', 'object_store_url'],
};

const DESTINATION_BY_GOAL: Record<string, string> = { OFFSITE_CONVERSIONS: 'WEBSITE', VALUE: 'WEBSITE', LANDING_PAGE_VIEWS: 'WEBSITE', LINK_CLICKS: 'WEBSITE', LEAD_GENERATION: 'ON_AD', CONVERSATIONS: 'MESSENGER', APP_INSTALLS: 'APP' };

function required(params: GraphParams, name: string): void {
  if (!params.has(name) || params.string(name) === '') throw graphErrors.missingParameter(name);
}

function budgets(params: GraphParams): BudgetChange {
  const change: BudgetChange = { daily: moneyValue(params, 'daily_budget'), lifetime: moneyValue(params, 'lifetime_budget') };
  if (change.daily !== undefined && change.lifetime !== undefined) throw writeErrors.twoBudgets();
  return change;
}

const hasBudget = (change: BudgetChange): boolean => change.daily !== undefined || change.lifetime !== undefined;

/** `POST /{act}/campaigns` (GRAPH-API §6, §9). */
export function createCampaign(world: World, account: AdAccount, params: GraphParams, now: number, validateOnly: boolean): Campaign | null {
  required(params, 'name');
  required(params, 'objective');
  const objective = params.string('objective') as string;
  if (LEGACY_OBJECTIVES.has(objective)) throw writeErrors.legacyObjective(objective, ODAX_OBJECTIVES);
  enumValue(params, 'objective', ODAX_OBJECTIVES);
  if (!params.has('special_ad_categories')) throw graphErrors.missingParameter('special_ad_categories');
  const categories = params.json('special_ad_categories');
  if (!Array.isArray(categories)) throw graphErrors.invalidParameter('Param special_ad_categories must be an array');
  for (const category of categories) {
    if (!(SPECIAL_AD_CATEGORIES as readonly string[]).includes(String(category))) {
      throw graphErrors.invalidParameter(`Param special_ad_categories[0] must be one of {${SPECIAL_AD_CATEGORIES.join(', ')}}`);
    }
  }
  const name = nameValue(params) as string;
  const status = enumValue(params, 'status', CREATE_STATUSES) ?? 'ACTIVE';
  const budget = budgets(params);
  const bidStrategy = enumValue(params, 'bid_strategy', BID_STRATEGIES);
  const buyingType = enumValue(params, 'buying_type', ['AUCTION', 'RESERVED'] as const);
  if (buyingType === 'RESERVED') throw graphErrors.invalidParameter('Param buying_type RESERVED needs a reach and frequency prediction (rf_prediction_id)');
  const startAt = timeValue(params, 'start_time') ?? now;
  const stopAt = timeValue(params, 'stop_time') ?? null;
  if (stopAt !== null && stopAt <= now) throw writeErrors.endInPast('stop_time');
  if (stopAt !== null && stopAt <= startAt) throw writeErrors.endBeforeStart('stop_time');
  if (hasBudget(budget)) checkBudgetFloor(budget, 'campaign', account, { startAt, endAt: stopAt });
  if (budget.lifetime !== undefined && stopAt === null) throw writeErrors.lifetimeNeedsEndTime();
  if (bidStrategy && !hasBudget(budget)) throw writeErrors.bidStrategyNeedsBudget();
  const labels = params.has('adlabels') ? readLabelSelection(world, account, params, now) : undefined;
  if (validateOnly) return null;
  const campaign: Campaign = {
    id: world.newObjectId(),
    accountId: account.id,
    name,
    objective,
    status,
    bidStrategy: hasBudget(budget) ? (bidStrategy ?? 'LOWEST_COST_WITHOUT_CAP') : null,
    dailyBudget: budget.daily ?? null,
    lifetimeBudget: budget.lifetime ?? null,
    specialAdCategories: categories.map(String).filter((c) => c !== 'NONE'),
    createdAt: now,
    updatedAt: now,
    startAt,
    stopAt,
    pausedAt: status === 'ACTIVE' ? null : now,
    adlabels: labels?.refs(true) ?? [],
    issues: [],
  };
  world.addCampaign(campaign);
  return campaign;
}

function parentCampaign(world: World, account: AdAccount, params: GraphParams): Campaign {
  required(params, 'campaign_id');
  const campaign = world.campaign(params.string('campaign_id') as string);
  if (!campaign || campaign.accountId !== account.id) throw graphErrors.invalidParameter(`Param campaign_id must be a campaign of ${account.id}`);
  if (campaign.status === 'DELETED' || campaign.status === 'ARCHIVED') throw writeErrors.parentRemoved('campaign_id', 'Campaign');
  return campaign;
}

function promotedObject(world: World, account: AdAccount, goal: string, raw: unknown): Record<string, string> | null {
  const needs = PROMOTED_KEYS[goal];
  if (raw === undefined) {
    if (needs) throw writeErrors.promotedObjectRequired(goal, needs.join(' and '));
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw graphErrors.invalidParameter('Param promoted_object must be a JSON object');
  const promoted = Object.fromEntries(Object.entries(raw as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  for (const key of needs ?? []) if (!promoted[key]) throw writeErrors.promotedObjectRequired(goal, needs?.join(' and ') ?? key);
  if (promoted.pixel_id && promoted.pixel_id !== account.pixelId) throw graphErrors.invalidParameter(`Param promoted_object[pixel_id] must be a pixel ${account.id} can use`);
  if (promoted.custom_conversion_id) {
    const conversion = world.customConversion(promoted.custom_conversion_id);
    if (!conversion || conversion.accountId !== account.id || conversion.isArchived || (promoted.pixel_id && conversion.pixelId !== promoted.pixel_id)) {
      throw graphErrors.invalidParameter(`Param promoted_object[custom_conversion_id] must be an active custom conversion of ${account.id} on its pixel`);
    }
  }
  return promoted;
}

/** `POST /{act}/adsets`: goal, billing, targeting, budget on the right level, bid, promoted object, flight. */
export function createAdSet(world: World, account: AdAccount, params: GraphParams, now: number, validateOnly: boolean): AdSet | null {
  required(params, 'name');
  const campaign = parentCampaign(world, account, params);
  required(params, 'optimization_goal');
  required(params, 'billing_event');
  required(params, 'targeting');
  const goal = enumValue(params, 'optimization_goal', OPTIMIZATION_GOALS) as string;
  if (!goalFitsObjective(goal, campaign.objective)) throw writeErrors.goalNotAllowed('optimization_goal', goal, campaign.objective, goalsOf(campaign.objective));
  const billing = enumValue(params, 'billing_event', BILLING_EVENTS) as string;
  if (billing !== 'IMPRESSIONS' && BILLING_GOAL[billing] !== goal) {
    throw graphErrors.invalidParameter(`Billing event ${billing} can't be used with optimization goal ${goal}; use IMPRESSIONS`);
  }
  const targeting = parseAdSetTargeting(world, account, params.json('targeting'));
  const name = nameValue(params) as string;
  const status = enumValue(params, 'status', CREATE_STATUSES) ?? 'ACTIVE';
  const budget = budgets(params);
  const cbo = hasOwnBudget(campaign);
  if (cbo && hasBudget(budget)) throw writeErrors.campaignHasBudget(budget.daily !== undefined ? 'daily_budget' : 'lifetime_budget');
  if (!cbo && !hasBudget(budget)) throw writeErrors.budgetRequired();
  const startAt = timeValue(params, 'start_time') ?? now;
  const endAt = timeValue(params, 'end_time') ?? null;
  if (endAt !== null && endAt <= now) throw writeErrors.endInPast('end_time');
  if (endAt !== null && endAt <= startAt) throw writeErrors.endBeforeStart('end_time');
  if (budget.lifetime !== undefined && endAt === null) throw writeErrors.lifetimeNeedsEndTime();
  if (hasBudget(budget)) checkBudgetFloor(budget, 'ad set', account, { startAt, endAt });
  const bidStrategy = enumValue(params, 'bid_strategy', BID_STRATEGIES);
  const strategy = cbo ? (campaign.bidStrategy ?? 'LOWEST_COST_WITHOUT_CAP') : (bidStrategy ?? 'LOWEST_COST_WITHOUT_CAP');
  const bidAmount = moneyValue(params, 'bid_amount');
  if (bidAmount !== undefined && !CAP_STRATEGIES.has(strategy)) throw writeErrors.bidAmountWithoutCap(strategy);
  if (bidAmount === undefined && CAP_STRATEGIES.has(strategy)) throw writeErrors.bidAmountRequired();
  if (CAP_STRATEGIES.has(strategy)) checkBidFloor(account, goal, strategy, bidAmount);
  const roasFloor = roasFloorValue(params);
  if (strategy === 'LOWEST_COST_WITH_MIN_ROAS') {
    if (goal !== 'VALUE') throw writeErrors.roasNeedsValue(goal);
    if (roasFloor === undefined && !cbo) throw writeErrors.roasFloorRequired();
  } else if (roasFloor !== undefined) throw writeErrors.roasWithoutStrategy(strategy);
  const promoted = promotedObject(world, account, goal, params.has('promoted_object') ? params.json('promoted_object') : undefined);
  const labels = params.has('adlabels') ? readLabelSelection(world, account, params, now) : undefined;
  if (validateOnly) return null;
  const conversionGoal = goal === 'OFFSITE_CONVERSIONS' || goal === 'VALUE' || goal === 'LEAD_GENERATION';
  const adset: AdSet = {
    id: world.newObjectId(),
    accountId: account.id,
    campaignId: campaign.id,
    name,
    status,
    dailyBudget: budget.daily ?? null,
    lifetimeBudget: budget.lifetime ?? null,
    bidStrategy: cbo ? null : strategy,
    bidAmount: bidAmount ?? null,
    ...(roasFloor === undefined ? {} : { roasFloor }),
    billingEvent: billing,
    optimizationGoal: goal,
    destinationType: params.string('destination_type') ?? DESTINATION_BY_GOAL[goal] ?? 'UNDEFINED',
    promotedObject: promoted,
    targeting,
    attributionSpec: conversionGoal
      ? [
          { event_type: 'CLICK_THROUGH', window_days: 7 },
          { event_type: 'VIEW_THROUGH', window_days: 1 },
        ]
      : [{ event_type: 'CLICK_THROUGH', window_days: 1 }],
    createdAt: now,
    updatedAt: now,
    startAt,
    endAt,
    pausedAt: status === 'ACTIVE' ? null : now,
    issues: [],
    learningStage: null,
    isDynamicCreative: false,
    adlabels: labels?.refs(true) ?? [],
  };
  world.addAdSet(adset);
  return adset;
}

/**
 * `POST /{act}/ads`: an ad set of the account and one of the account's creatives (`creative={"creative_id":…}`),
 * seeded or made through `adcreatives`; a creative whose link goes to a blocked site is refused.
 */
export function createAd(world: World, account: AdAccount, params: GraphParams, now: number, validateOnly: boolean): Ad | null {
  required(params, 'name');
  required(params, 'adset_id');
  required(params, 'creative');
  const adset = world.adset(params.string('adset_id') as string);
  if (!adset || adset.accountId !== account.id) throw graphErrors.invalidParameter(`Param adset_id must be an ad set of ${account.id}`);
  if (adset.status === 'DELETED' || adset.status === 'ARCHIVED') throw writeErrors.parentRemoved('adset_id', 'Ad Set');
  const creativeParam = params.json('creative');
  const creativeRef = typeof creativeParam === 'object' && creativeParam !== null ? (creativeParam as Record<string, unknown>) : {};
  const creativeId = String(creativeRef.creative_id ?? creativeRef.id ?? '');
  if (!creativeId) throw graphErrors.invalidParameter('Param creative must be a JSON object with creative_id');
  const creative = findCreative(world, creativeId);
  if (!creative || creative.account.id !== account.id) throw creativeErrors.creativeNotFound(creativeId, account.accountNumber);
  // Meta's review refuses links to sites that break its standards; the sandbox blocks the reserved .invalid domain.
  const links = [textOf(creative).link, ...(creative.stored?.cards ?? []).map((card) => card.link)];
  const blocked = links.map(blockedHost).find(Boolean);
  if (blocked) throw creativeErrors.blockedLink('creative', blocked);
  const name = nameValue(params) as string;
  const status: ConfiguredStatus = enumValue(params, 'status', CREATE_STATUSES) ?? 'ACTIVE';
  const labels = params.has('adlabels') ? readLabelSelection(world, account, params, now) : undefined;
  if (validateOnly) return null;
  const id = world.newObjectId();
  const ad: Ad = {
    id,
    accountId: account.id,
    campaignId: adset.campaignId,
    adsetId: adset.id,
    name,
    status,
    review: 'APPROVED',
    reviewFeedback: null,
    creativeId,
    format: creative.stored ? creative.stored.format : creative.ad.format,
    createdAt: now,
    updatedAt: now,
    pausedAt: status === 'ACTIVE' ? null : now,
    issues: [],
    previewLink: creative.stored ? `https://fb.me/${id.slice(-10)}` : creative.ad.previewLink,
    adlabels: labels?.refs(true) ?? [],
  };
  world.addAd(ad);
  return ad;
}
