// The lowest bid cap or cost per result goal the platform takes for an ad set, by what it optimises for. Meta does
// not publish its floors; these follow the account's min_daily_budget [INF]: a goal paid per result (conversions,
// leads, installs …) at least a tenth of the daily floor, a click, view or thousand impressions at least a
// hundredth (USD 0.10 / 0.01, IDR 1,500 / 150).
import type { AdAccount } from '../world/accounts/ad-account';
import { minDailyBudget } from '../world/accounts/build-ad-accounts';
import { budgetFloorText } from './budget-rules';
import { writeErrors } from './write-errors';

const PER_RESULT_GOALS: ReadonlySet<string> = new Set([
  'OFFSITE_CONVERSIONS',
  'VALUE',
  'LEAD_GENERATION',
  'QUALITY_LEAD',
  'APP_INSTALLS',
  'APP_INSTALLS_AND_OFFSITE_CONVERSIONS',
  'CONVERSATIONS',
  'QUALITY_CALL',
  'PAGE_LIKES',
  'IN_APP_VALUE',
  'MESSAGING_PURCHASE_CONVERSION',
]);

/** The floor of `bid_amount` in minor units for an ad set of `account` optimising for `goal`. */
export function minimumBid(account: AdAccount, goal: string): number {
  const daily = minDailyBudget(account);
  return Math.max(1, Math.ceil(PER_RESULT_GOALS.has(goal) ? daily / 10 : daily / 100));
}

/** Refuses a cap below the floor (100/1885094, worded as the budget floor is). */
export function checkBidFloor(account: AdAccount, goal: string, strategy: string, bidAmount: number | undefined): void {
  if (bidAmount === undefined) return;
  const floor = minimumBid(account, goal);
  if (bidAmount < floor) throw writeErrors.bidTooLow(strategy, budgetFloorText(floor, account.currency), PER_RESULT_GOALS.has(goal) ? 'result' : goal === 'REACH' || goal === 'IMPRESSIONS' || goal === 'AD_RECALL_LIFT' ? 'thousand impressions' : 'click or view');
}
