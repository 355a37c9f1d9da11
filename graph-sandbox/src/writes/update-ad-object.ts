import type { GraphParams } from '../graph/params';
import { adNode } from '../nodes/ad-node';
import { adSetFieldsNode } from '../nodes/adset-fields';
import { campaignFieldsNode } from '../nodes/campaign-fields';
import type { AdAccount } from '../world/accounts/ad-account';
import type { Ad, AdSet, Campaign, ConfiguredStatus } from '../world/ads/ad-objects';
import type { World } from '../world/world';
import { readLabelSelection } from './ad-labels';
import { parseAdSetTargeting } from './adset-targeting';
import { checkBidFloor } from './bid-rules';
import {
  checkBudgetChangeRate,
  checkBudgetFloor,
  checkBudgetLevel,
  checkBudgetType,
  recordBudgetChange,
  type BudgetChange,
} from './budget-rules';
import { writeErrors } from './write-errors';
import { BID_STRATEGIES, CAP_STRATEGIES, CONFIGURED_STATUSES, enumValue, moneyValue, nameValue, roasFloorValue, timeValue } from './write-values';

export type AdObject =
  | { kind: 'campaign'; entity: Campaign }
  | { kind: 'adset'; entity: AdSet }
  | { kind: 'ad'; entity: Ad };

const NODE_TYPE_NAMES = { campaign: campaignFieldsNode.name, adset: adSetFieldsNode.name, ad: adNode.name };

/** What `POST /{id}` may change on each kind (GRAPH-API §9). */
const WRITABLE: Record<AdObject['kind'], ReadonlySet<string>> = {
  campaign: new Set(['name', 'status', 'daily_budget', 'lifetime_budget', 'bid_strategy', 'start_time', 'stop_time', 'special_ad_categories', 'adlabels']),
  adset: new Set(['name', 'status', 'daily_budget', 'lifetime_budget', 'bid_amount', 'bid_strategy', 'bid_constraints', 'start_time', 'end_time', 'targeting', 'adlabels']),
  ad: new Set(['name', 'status', 'adlabels']),
};

/** Object fields of any ad object: sending one to a kind that cannot take it is an error, not silence. */
const OBJECT_FIELDS: ReadonlySet<string> = new Set(
  [...Object.keys(campaignFieldsNode.fields), ...Object.keys(adSetFieldsNode.fields), ...Object.keys(adNode.fields), 'end_time', 'stop_time'].filter((f) => f !== 'id'),
);

function checkWritable(object: AdObject, params: GraphParams): void {
  for (const [name] of params.entries()) {
    if (OBJECT_FIELDS.has(name) && !WRITABLE[object.kind].has(name)) throw writeErrors.notWritable(name, NODE_TYPE_NAMES[object.kind]);
  }
}

function checkStatusChange(current: ConfiguredStatus, next: ConfiguredStatus | undefined, firstField: string): void {
  if (current === 'DELETED' && next !== 'DELETED') throw writeErrors.deletedObject(firstField);
  if (current === 'ARCHIVED' && next !== 'DELETED' && next !== 'ARCHIVED') throw writeErrors.archivedObject(firstField);
}

function setStatus(entity: Campaign | AdSet | Ad, status: ConfiguredStatus, now: number): void {
  if (entity.status === status) return;
  if (status === 'ACTIVE') entity.pausedAt = null;
  else if (entity.status === 'ACTIVE') entity.pausedAt = now;
  entity.status = status;
}

interface Plan {
  apply(): void;
}

function campaignPlan(world: World, campaign: Campaign, account: AdAccount, params: GraphParams, now: number): Plan {
  const name = nameValue(params);
  const status = enumValue(params, 'status', CONFIGURED_STATUSES);
  const budget: BudgetChange = { daily: moneyValue(params, 'daily_budget'), lifetime: moneyValue(params, 'lifetime_budget') };
  const bidStrategy = enumValue(params, 'bid_strategy', BID_STRATEGIES);
  const startAt = timeValue(params, 'start_time');
  const stopAt = timeValue(params, 'stop_time');
  const categories = params.has('special_ad_categories') ? params.json('special_ad_categories') : undefined;
  const budgetChanged = (budget.daily !== undefined && budget.daily !== campaign.dailyBudget) || (budget.lifetime !== undefined && budget.lifetime !== campaign.lifetimeBudget);
  if (budget.daily !== undefined || budget.lifetime !== undefined) {
    checkBudgetType(campaign, budget);
    checkBudgetLevel(world, 'campaign', campaign, budget);
    checkBudgetFloor(budget, 'campaign', account, { startAt: startAt ?? campaign.startAt, endAt: stopAt === undefined ? campaign.stopAt : stopAt });
    if (budgetChanged) checkBudgetChangeRate(world, campaign.id, now);
  }
  const end = stopAt === undefined ? campaign.stopAt : stopAt;
  if (stopAt != null && stopAt <= now) throw writeErrors.endInPast('stop_time');
  if (end !== null && end <= (startAt ?? campaign.startAt)) throw writeErrors.endBeforeStart('stop_time');
  if (end === null && (budget.lifetime ?? campaign.lifetimeBudget) !== null) throw writeErrors.lifetimeNeedsEndTime();
  if (categories !== undefined && !Array.isArray(categories)) throw writeErrors.notWritable('special_ad_categories', NODE_TYPE_NAMES.campaign);
  return {
    apply() {
      if (name !== undefined) campaign.name = name;
      if (status !== undefined) setStatus(campaign, status, now);
      if (budget.daily !== undefined) campaign.dailyBudget = budget.daily;
      if (budget.lifetime !== undefined) campaign.lifetimeBudget = budget.lifetime;
      if (budgetChanged) recordBudgetChange(world, campaign.id, now);
      if ((budget.daily !== undefined || budget.lifetime !== undefined) && campaign.bidStrategy === null) campaign.bidStrategy = 'LOWEST_COST_WITHOUT_CAP';
      if (bidStrategy !== undefined) campaign.bidStrategy = bidStrategy;
      if (startAt != null) campaign.startAt = startAt;
      if (stopAt !== undefined) campaign.stopAt = stopAt;
      if (Array.isArray(categories)) campaign.specialAdCategories = categories.map(String).filter((c) => c !== 'NONE');
    },
  };
}

function adSetPlan(world: World, adset: AdSet, account: AdAccount, params: GraphParams, now: number): Plan {
  const campaign = world.campaign(adset.campaignId);
  const name = nameValue(params);
  const status = enumValue(params, 'status', CONFIGURED_STATUSES);
  const budget: BudgetChange = { daily: moneyValue(params, 'daily_budget'), lifetime: moneyValue(params, 'lifetime_budget') };
  const bidStrategy = enumValue(params, 'bid_strategy', BID_STRATEGIES);
  const bidAmount = moneyValue(params, 'bid_amount');
  const startAt = timeValue(params, 'start_time');
  const endAt = timeValue(params, 'end_time');
  const targeting = params.has('targeting') ? parseAdSetTargeting(world, account, params.json('targeting')) : undefined;
  const budgetChanged = (budget.daily !== undefined && budget.daily !== adset.dailyBudget) || (budget.lifetime !== undefined && budget.lifetime !== adset.lifetimeBudget);
  const end = endAt === undefined ? adset.endAt : endAt;
  if (budget.daily !== undefined || budget.lifetime !== undefined) {
    checkBudgetLevel(world, 'adset', adset, budget);
    checkBudgetType(adset, budget);
    checkBudgetFloor(budget, 'ad set', account, { startAt: startAt ?? adset.startAt, endAt: end });
    if (budgetChanged) checkBudgetChangeRate(world, adset.id, now);
  }
  if (endAt != null && endAt <= now) throw writeErrors.endInPast('end_time');
  if (end !== null && end <= (startAt ?? adset.startAt)) throw writeErrors.endBeforeStart('end_time');
  if (end === null && (budget.lifetime ?? adset.lifetimeBudget) !== null) throw writeErrors.lifetimeNeedsEndTime();
  const strategy = bidStrategy ?? adset.bidStrategy ?? campaign?.bidStrategy ?? 'LOWEST_COST_WITHOUT_CAP';
  const capped = CAP_STRATEGIES.has(strategy);
  if (bidAmount !== undefined && !capped) throw writeErrors.bidAmountWithoutCap(strategy);
  // Only a write that touches the bid is held to it; a status or name change goes through as it is.
  if (capped && bidStrategy !== undefined && (bidAmount ?? adset.bidAmount) === null) throw writeErrors.bidAmountRequired();
  if (capped) checkBidFloor(account, adset.optimizationGoal, strategy, bidAmount);
  const roasFloor = roasFloorValue(params);
  if (strategy === 'LOWEST_COST_WITH_MIN_ROAS') {
    if (bidStrategy !== undefined && adset.optimizationGoal !== 'VALUE') throw writeErrors.roasNeedsValue(adset.optimizationGoal);
    if (bidStrategy !== undefined && adset.bidStrategy !== null && (roasFloor ?? adset.roasFloor) === undefined) throw writeErrors.roasFloorRequired();
  } else if (roasFloor !== undefined) throw writeErrors.roasWithoutStrategy(strategy);
  return {
    apply() {
      if (name !== undefined) adset.name = name;
      if (status !== undefined) setStatus(adset, status, now);
      if (budget.daily !== undefined) adset.dailyBudget = budget.daily;
      if (budget.lifetime !== undefined) adset.lifetimeBudget = budget.lifetime;
      if (budgetChanged) recordBudgetChange(world, adset.id, now);
      if (bidStrategy !== undefined) adset.bidStrategy = bidStrategy;
      if (bidAmount !== undefined) adset.bidAmount = bidAmount;
      if (!capped && (bidStrategy !== undefined || bidAmount !== undefined)) adset.bidAmount = null;
      if (roasFloor !== undefined) adset.roasFloor = roasFloor;
      else if (bidStrategy !== undefined && bidStrategy !== 'LOWEST_COST_WITH_MIN_ROAS') delete adset.roasFloor;
      if (startAt != null) adset.startAt = startAt;
      if (endAt !== undefined) adset.endAt = endAt;
      if (targeting) adset.targeting = targeting;
    },
  };
}

function adPlan(ad: Ad, params: GraphParams, now: number): Plan {
  const name = nameValue(params);
  const status = enumValue(params, 'status', CONFIGURED_STATUSES);
  return {
    apply() {
      if (name !== undefined) ad.name = name;
      if (status !== undefined) setStatus(ad, status, now);
    },
  };
}

/**
 * `POST /{campaign|adset|ad}` (GRAPH-API §9): checks every field first, then changes the object in the world
 * (unless `validateOnly`), so a refused write changes nothing. `updated_time` moves with any change.
 */
export function updateAdObject(world: World, object: AdObject, account: AdAccount, params: GraphParams, now: number, validateOnly: boolean): void {
  checkWritable(object, params);
  const firstField = params.entries().map(([name]) => name).find((name) => WRITABLE[object.kind].has(name)) ?? 'status';
  checkStatusChange(object.entity.status, enumValue(params, 'status', CONFIGURED_STATUSES), firstField);
  const plan =
    object.kind === 'campaign'
      ? campaignPlan(world, object.entity, account, params, now)
      : object.kind === 'adset'
        ? adSetPlan(world, object.entity, account, params, now)
        : adPlan(object.entity, params, now);
  // `adlabels` on an update sets the object's labels (names the account lacks become labels).
  const labels = params.has('adlabels') ? readLabelSelection(world, account, params, now) : undefined;
  if (validateOnly) return;
  plan.apply();
  if (labels) object.entity.adlabels = labels.refs(true);
  object.entity.updatedAt = now;
  world.markChanged();
}

/** `DELETE /{id}` and `status=DELETED`: the object leaves default listings but stays readable by id. */
export function deleteAdObject(world: World, object: AdObject, now: number): void {
  setStatus(object.entity, 'DELETED', now);
  object.entity.updatedAt = now;
  world.markChanged();
}
