import type { NodeType } from '../graph/fields/node-type';
import { projectNode } from '../graph/fields/project';
import { budgetRemaining } from '../world/accounts/account-money';
import type { AdSet } from '../world/ads/ad-objects';
import { adSetEffectiveStatus } from '../world/ads/effective-status';
import { campaignFieldsNode } from './campaign-fields';
import { accountTime, adLabels, issuesInfo, money } from './node-values';

const hasBudget = (a: AdSet): boolean => a.dailyBudget !== null || a.lifetimeBudget !== null;

/** An ad set's fields without its edges (the layer ads project their `adset` through). */
export const adSetFieldsNode: NodeType<AdSet> = {
  name: 'AdCampaign',
  defaultFields: [],
  id: (a) => a.id,
  fields: {
    id: (a) => a.id,
    account_id: (a) => a.accountId.replace(/^act_/, ''),
    campaign_id: (a) => a.campaignId,
    campaign: (a, spec, ctx) => {
      const campaign = ctx.world.campaign(a.campaignId);
      return campaign ? projectNode(campaignFieldsNode, campaign, spec.children, ctx) : undefined;
    },
    name: (a) => a.name,
    status: (a) => a.status,
    configured_status: (a) => a.status,
    effective_status: (a, _spec, ctx) => {
      const campaign = ctx.world.campaign(a.campaignId);
      return campaign ? adSetEffectiveStatus(a, campaign) : a.status;
    },
    daily_budget: (a) => (hasBudget(a) ? money(a.dailyBudget ?? 0) : undefined),
    lifetime_budget: (a) => (hasBudget(a) ? money(a.lifetimeBudget ?? 0) : undefined),
    budget_remaining: (a, _spec, ctx) => {
      const account = ctx.world.account(a.accountId);
      return money(account ? (budgetRemaining(ctx.world, a, account) ?? 0) : 0);
    },
    bid_amount: (a) => a.bidAmount ?? undefined,
    bid_constraints: (a) => (a.roasFloor === undefined ? undefined : { roas_average_floor: a.roasFloor }),
    bid_strategy: (a, _spec, ctx) => a.bidStrategy ?? ctx.world.campaign(a.campaignId)?.bidStrategy ?? undefined,
    billing_event: (a) => a.billingEvent,
    optimization_goal: (a) => a.optimizationGoal,
    destination_type: (a) => a.destinationType,
    promoted_object: (a) => (a.promotedObject ? { ...a.promotedObject } : undefined),
    targeting: (a) => structuredClone(a.targeting),
    attribution_spec: (a) => a.attributionSpec.map((s) => ({ ...s })),
    start_time: (a, _spec, ctx) => accountTime(a.startAt, ctx.world.account(a.accountId)),
    end_time: (a, _spec, ctx) => accountTime(a.endAt, ctx.world.account(a.accountId)),
    created_time: (a, _spec, ctx) => accountTime(a.createdAt, ctx.world.account(a.accountId)),
    updated_time: (a, _spec, ctx) => accountTime(a.updatedAt, ctx.world.account(a.accountId)),
    issues_info: (a) => issuesInfo(a.issues),
    learning_stage_info: (a) =>
      a.learningStage
        ? {
            status: a.learningStage.status,
            conversions: a.learningStage.conversions,
            last_sig_edit_ts: a.learningStage.lastSignificantEditAt,
            attribution_windows: [...a.learningStage.attributionWindows],
          }
        : undefined,
    is_dynamic_creative: (a) => a.isDynamicCreative,
    adlabels: (a, spec, ctx) => adLabels(a.adlabels, spec, ctx),
    pacing_type: () => ['standard'],
    lifetime_imps: () => 0,
    review_feedback: () => '',
    source_adset_id: (a) => a.sourceId ?? '0',
    use_new_app_click: () => false,
  },
};
