import { graphErrors } from '../../graph/errors/error-catalog';
import { currencyInfo } from '../../lib/currency';
import { minDailyBudget } from '../../world/accounts/build-ad-accounts';
import { audienceBounds } from '../../world/taxonomy/build-taxonomy';
import type { GraphRoute } from '../graph-route';
import { nodeFor } from '../nodes/node-routes';
import { parseTargetingSpec } from './targeting-spec';

/** AdAccountDeliveryEstimate optimization goals (GRAPH-API Appendix B). */
export const OPTIMIZATION_GOALS: ReadonlySet<string> = new Set(
  ('AD_RECALL_LIFT APP_INSTALLS APP_INSTALLS_AND_OFFSITE_CONVERSIONS CONVERSATIONS DERIVED_EVENTS ENGAGED_USERS EVENT_RESPONSES IMPRESSIONS ' +
    'IN_APP_VALUE LANDING_PAGE_VIEWS LEAD_GENERATION LINK_CLICKS MEANINGFUL_CALL_ATTEMPT MESSAGING_APPOINTMENT_CONVERSION ' +
    'MESSAGING_PURCHASE_CONVERSION NONE OFFSITE_CONVERSIONS PAGE_LIKES POST_ENGAGEMENT PROFILE_VISIT QUALITY_CALL QUALITY_LEAD REACH ' +
    'REMINDERS_SET SUBSCRIBERS THRUPLAY VALUE VISIT_INSTAGRAM_PROFILE').split(' '),
);

/** Results per impression of each goal (the curve's `actions`). */
const ACTION_RATE: Record<string, number> = {
  REACH: 0, IMPRESSIONS: 0, AD_RECALL_LIFT: 0.02, LINK_CLICKS: 0.012, LANDING_PAGE_VIEWS: 0.008, POST_ENGAGEMENT: 0.03,
  THRUPLAY: 0.09, PAGE_LIKES: 0.004, APP_INSTALLS: 0.0015, LEAD_GENERATION: 0.0012, OFFSITE_CONVERSIONS: 0.0009, VALUE: 0.0009,
  CONVERSATIONS: 0.002, QUALITY_LEAD: 0.0006,
};
const DAILY_ACTIVE_SHARE = 0.62;
/** Daily spends of the curve, in multiples of the account's minimum daily budget. */
const CURVE_STEPS = [0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

function dailyOutcomesCurve(dau: number, currency: string, minDailyBudget: number, goal: string) {
  const info = currencyInfo(currency);
  const cpmMinor = ((info.cpm[0] + info.cpm[1]) / 2) * info.divisor;
  const rate = ACTION_RATE[goal] ?? 0.001;
  return CURVE_STEPS.map((step) => {
    const spend = step * minDailyBudget;
    const bought = (spend / cpmMinor) * 1000;
    // Reach saturates towards the daily audience; frequency grows as it does.
    const reach = dau > 0 ? dau * (1 - Math.exp(-bought / (dau * 1.4))) : 0;
    const impressions = Math.max(reach, Math.min(bought, reach * 3));
    return { spend, reach: Math.round(reach * 10) / 10, impressions: Math.round(impressions * 10) / 10, actions: Math.round(impressions * rate * 10) / 10 };
  });
}

/**
 * `GET /{act}/delivery_estimate?targeting_spec&optimization_goal` (GRAPH-API §4): a one-element list from the
 * world's population model, so estimates are consistent with the spec (narrower → fewer people).
 */
export const deliveryEstimateRoute: GraphRoute = {
  method: 'GET',
  path: '/:id/delivery_estimate',
  auth: 'token',
  handle: (ctx) => {
    const node = nodeFor(ctx, ctx.segments[0] as string);
    const account = node.kind === 'ad_account' ? node.account : undefined;
    if (!account) throw graphErrors.unknownPathComponents('/delivery_estimate');
    const goal = ctx.params.required('optimization_goal');
    if (!OPTIMIZATION_GOALS.has(goal)) throw graphErrors.invalidParameter(`Param optimization_goal must be one of {${[...OPTIMIZATION_GOALS].join(', ')}}`);
    ctx.params.required('targeting_spec');
    const query = parseTargetingSpec(ctx.world, ctx.params.json('targeting_spec'));
    const mau = ctx.world.audience.reach(query);
    const { lowerBound, upperBound } = mau > 0 ? audienceBounds(mau) : { lowerBound: 0, upperBound: 0 };
    const dau = Math.round(mau * DAILY_ACTIVE_SHARE);
    return {
      data: [
        {
          daily_outcomes_curve: dailyOutcomesCurve(dau, account.currency, minDailyBudget(account), goal),
          estimate_dau: dau,
          estimate_mau_lower_bound: lowerBound,
          estimate_mau_upper_bound: upperBound,
          estimate_ready: true,
        },
      ],
    };
  },
};
