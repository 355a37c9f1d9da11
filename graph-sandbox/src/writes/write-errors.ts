import { GraphError } from '../graph/errors/graph-error';

/**
 * Meta's answers to writes it refuses (GRAPH-API §9): code 100 "Invalid parameter" with a user title and message,
 * a subcode where Meta has one, and `error_data.blame_field_specs` naming the field.
 */
function invalid(field: string, title: string, message: string, subcode?: number): GraphError {
  return new GraphError(400, {
    message: 'Invalid parameter',
    type: 'OAuthException',
    code: 100,
    ...(subcode === undefined ? {} : { error_subcode: subcode }),
    is_transient: false,
    error_user_title: title,
    error_user_msg: message,
    error_data: JSON.stringify({ blame_field_specs: [[field]] }),
  });
}

export const writeErrors = {
  /** 100/1885272, worded as observed: "Your ad set budget must be more than MYR4.12 …". */
  budgetTooLow: (field: string, level: 'ad set' | 'campaign', floor: string): GraphError =>
    invalid(field, 'Your Budget Is Too Low', `Your ${level} budget must be more than ${floor} or your ads may not be delivered.`, 1885272),
  campaignHasBudget: (field: string): GraphError =>
    invalid(
      field,
      'Budget Conflict: Campaign Already Has a Budget',
      "You can't set a budget on this ad set because its campaign uses Advantage campaign budget. Change the campaign's budget instead, or turn off Advantage campaign budget.",
      1885621,
    ),
  /** An ad set with its own budget copied or moved (`campaign_id`) under a campaign that has one (same 1885621). */
  copyIntoCampaignBudget: (campaignName: string): GraphError =>
    invalid(
      'campaign_id',
      'Budget Conflict: Campaign Already Has a Budget',
      `This ad set has its own budget, and the campaign "${campaignName}" uses Advantage campaign budget, so the ad set can't be copied there. Choose a campaign without a campaign budget, or copy an ad set without its own budget.`,
      1885621,
    ),
  adSetsHaveBudgets: (field: string): GraphError =>
    invalid(
      field,
      'Budget Conflict: Ad Sets Already Have Budgets',
      "You can't set a campaign budget while this campaign's ad sets have their own budgets. Change the ad set budgets instead.",
      1885621,
    ),
  budgetTypeChange: (field: string): GraphError =>
    invalid(field, "Budget Type Can't Be Changed", "You can't switch between a daily and a lifetime budget after the budget is set. Create a new one with the budget type you want."),
  bidStrategyNeedsBudget: (): GraphError =>
    invalid('bid_strategy', 'Campaign Budget Required', 'A campaign bid strategy can only be set when the campaign has a daily_budget or lifetime_budget (Advantage campaign budget).'),
  twoBudgets: (): GraphError =>
    invalid('daily_budget', 'Only One Budget Allowed', 'Set either a daily budget or a lifetime budget, not both.'),
  lifetimeNeedsEndTime: (): GraphError =>
    invalid('end_time', 'End Time Required', 'An end time is required when you use a lifetime budget.'),
  /** Meta allows a few budget changes per object per hour (GRAPH-API §9: code 17). */
  budgetChangeLimit: (minutes: number): GraphError =>
    new GraphError(400, {
      message: '(#17) User request limit reached',
      type: 'OAuthException',
      code: 17,
      is_transient: true,
      error_user_title: 'Too Many Budget Changes',
      error_user_msg: `You've changed this budget 4 times in the last hour, which is the limit. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    }),
  bidAmountWithoutCap: (strategy: string): GraphError =>
    invalid(
      'bid_amount',
      'Bid Amount Not Supported',
      `A bid amount can only be set with the LOWEST_COST_WITH_BID_CAP or COST_CAP bid strategy; this ad set uses ${strategy}.`,
    ),
  /** [INF] subcode: Meta refuses a bid under its floor with 100 and a user title; the subcode is the sandbox's. */
  bidTooLow: (strategy: string, floor: string, per: string): GraphError =>
    invalid(
      'bid_amount',
      'Bid Amount Too Low',
      `Your ${strategy === 'COST_CAP' ? 'cost per result goal' : 'bid cap'} must be at least ${floor} per ${per} for this ad set. Raise it, or choose the Highest volume bid strategy.`,
      1885094,
    ),
  bidAmountRequired: (): GraphError =>
    invalid('bid_amount', 'Bid Amount Or Bid Constraints Required For Bid Strategy Provided', 'Bid amount required: you must provide a bid cap or target cost in the bid_amount field for the bid strategy you chose.', 2490487),
  roasFloorRequired: (): GraphError =>
    invalid('bid_constraints', 'Bid Amount Or Bid Constraints Required For Bid Strategy Provided', 'A minimum ROAS bid strategy needs bid_constraints with roas_average_floor (the minimum return on ad spend × 10,000).', 2490487),
  roasNeedsValue: (goal: string): GraphError =>
    invalid('bid_strategy', 'Bid Strategy Not Available', `The minimum ROAS bid strategy needs an ad set that optimizes for VALUE; this one optimizes for ${goal}.`),
  roasWithoutStrategy: (strategy: string): GraphError =>
    invalid('bid_constraints', 'Bid Constraints Not Supported', `bid_constraints with roas_average_floor only goes with the LOWEST_COST_WITH_MIN_ROAS bid strategy; this ad set uses ${strategy}.`),
  notWritable: (field: string, nodeType: string): GraphError =>
    invalid(field, 'Invalid Parameter', `The field ${field} can't be set on an object of type ${nodeType}.`),
  deletedObject: (field: string): GraphError =>
    invalid(field, "Deleted Objects Can't Be Edited", 'This object has been deleted, so it can no longer be edited.'),
  archivedObject: (field: string): GraphError =>
    invalid(field, "Archived Objects Can't Be Edited", 'This object is archived. Archived objects can only be deleted.'),
  endBeforeStart: (field: string): GraphError => invalid(field, 'Invalid End Time', 'The end time must be later than the start time.'),
  endInPast: (field: string): GraphError => invalid(field, 'End Time In The Past', 'The end time you chose has already passed. Choose an end time in the future.', 1487182),
  legacyObjective: (objective: string, allowed: readonly string[]): GraphError =>
    invalid(
      'objective',
      'Objective Not Available',
      `Objective ${objective} is invalid. Use one of the following objectives instead: ${allowed.join(', ')}.`),
  promotedObjectRequired: (goal: string, needs: string): GraphError =>
    invalid('promoted_object', 'Promoted Object Required', `An ad set optimizing for ${goal} needs a promoted_object with ${needs}.`),
  budgetRequired: (field = 'daily_budget'): GraphError =>
    invalid(field, 'Budget Required', 'This ad set needs a daily_budget or lifetime_budget because its campaign has no campaign budget.'),
  parentRemoved: (field: string, what: string): GraphError =>
    invalid(field, `${what} Is Deleted`, `The ${what.toLowerCase()} you chose has been deleted or archived, so nothing new can be added to it.`),
  unknownAudience: (id: string): GraphError =>
    invalid('targeting', 'Custom Audience Unavailable', `Custom audience ${id} does not exist or belongs to another ad account.`),
  goalNotAllowed: (field: string, goal: string, objective: string, allowed: readonly string[]): GraphError =>
    invalid(
      field,
      'Performance Goal Not Available',
      `The ad set optimizes for ${goal}, which a campaign with the ${objective} objective can't use. Choose a campaign whose objective allows it, or an ad set with one of: ${allowed.join(', ')}.`,
      2490408,
    ),
  foreignParent: (field: string, what: string, id: string, account: string): GraphError =>
    invalid(field, `${what} Not In This Ad Account`, `${what} ${id} doesn't exist or belongs to another ad account than ${account}. Objects can only be copied or moved within their ad account.`),
  syncCopyLimit: (count: number): GraphError =>
    invalid(
      'deep_copy',
      'Too Many Objects to Copy',
      `This copy would include ${count} ads. A synchronous copy can include at most 3 ads; use an asynchronous batch request (asyncbatch) to copy larger campaigns.`),
  asyncCopyLimit: (count: number): GraphError =>
    invalid('deep_copy', 'Too Many Objects to Copy', `This copy would include ${count} ads. A copy can include at most 51 ads; copy the ad sets separately.`),
};
