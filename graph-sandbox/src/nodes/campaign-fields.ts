import type { NodeType } from '../graph/fields/node-type';
import { budgetRemaining } from '../world/accounts/account-money';
import type { Campaign } from '../world/ads/ad-objects';
import { campaignEffectiveStatus } from '../world/ads/effective-status';
import { accountTime, adLabels, issuesInfo, money } from './node-values';

const isCbo = (c: Campaign): boolean => c.dailyBudget !== null || c.lifetimeBudget !== null;

/**
 * A campaign's fields without its edges: the bottom layer that ad sets and ads project their `campaign` through
 * (campaign-node adds the edges on top, so the node modules import one way only).
 */
export const campaignFieldsNode: NodeType<Campaign> = {
  name: 'AdCampaignGroup',
  defaultFields: [],
  id: (c) => c.id,
  fields: {
    id: (c) => c.id,
    account_id: (c) => c.accountId.replace(/^act_/, ''),
    name: (c) => c.name,
    objective: (c) => c.objective,
    status: (c) => c.status,
    configured_status: (c) => c.status,
    effective_status: (c) => campaignEffectiveStatus(c),
    buying_type: () => 'AUCTION',
    bid_strategy: (c) => c.bidStrategy ?? undefined,
    daily_budget: (c) => (isCbo(c) ? money(c.dailyBudget ?? 0) : undefined),
    lifetime_budget: (c) => (isCbo(c) ? money(c.lifetimeBudget ?? 0) : undefined),
    budget_remaining: (c, _spec, ctx) => {
      const account = ctx.world.account(c.accountId);
      return money(account ? (budgetRemaining(ctx.world, c, account) ?? 0) : 0);
    },
    // No campaign in the world has a spend cap; the platform then leaves the key out.
    spend_cap: () => undefined,
    special_ad_categories: (c) => [...c.specialAdCategories],
    special_ad_category: (c) => c.specialAdCategories[0] ?? 'NONE',
    special_ad_category_country: () => [],
    start_time: (c, _spec, ctx) => accountTime(c.startAt, ctx.world.account(c.accountId)),
    stop_time: (c, _spec, ctx) => accountTime(c.stopAt, ctx.world.account(c.accountId)),
    created_time: (c, _spec, ctx) => accountTime(c.createdAt, ctx.world.account(c.accountId)),
    updated_time: (c, _spec, ctx) => accountTime(c.updatedAt, ctx.world.account(c.accountId)),
    issues_info: (c) => issuesInfo(c.issues),
    adlabels: (c, spec, ctx) => adLabels(c.adlabels, spec, ctx),
    pacing_type: () => ['standard'],
    smart_promotion_type: () => 'GUIDED_CREATION',
    can_use_spend_cap: () => true,
    can_create_brand_lift_study: () => false,
    is_skadnetwork_attribution: () => false,
    is_budget_schedule_enabled: () => false,
    budget_rebalance_flag: () => false,
    has_secondary_skadnetwork_reporting: () => false,
    source_campaign_id: (c) => c.sourceId ?? '0',
    topline_id: () => '0',
  },
};
