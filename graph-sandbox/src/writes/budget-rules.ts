import { currencyInfo } from '../lib/currency';
import { DAY_MS } from '../lib/meta-time';
import type { AdAccount } from '../world/accounts/ad-account';
import { minDailyBudget } from '../world/accounts/build-ad-accounts';
import type { AdSet, Campaign } from '../world/ads/ad-objects';
import type { World } from '../world/world';
import { writeErrors } from './write-errors';

const HOUR_MS = 3600_000;
/** Meta lets a budget change 4 times an hour per object (GRAPH-API §9). */
export const BUDGET_CHANGES_PER_HOUR = 4;

export interface BudgetChange {
  daily?: number;
  lifetime?: number;
}

/** The floor as the observed message prints it: currency code then amount (`USD1.00`, `IDR15000`). */
export function budgetFloorText(minor: number, currency: string): string {
  const { divisor } = currencyInfo(currency);
  return `${currency}${divisor === 1 ? String(minor) : (minor / divisor).toFixed(2)}`;
}

export const hasOwnBudget = (o: Campaign | AdSet): boolean => o.dailyBudget !== null || o.lifetimeBudget !== null;

/** A lifetime budget must cover the account's daily minimum for every day of the flight. */
export function checkBudgetFloor(change: BudgetChange, level: 'ad set' | 'campaign', account: AdAccount, flight: { startAt: number; endAt: number | null }): void {
  const daily = minDailyBudget(account);
  if (change.daily !== undefined && change.daily < daily) throw writeErrors.budgetTooLow('daily_budget', level, budgetFloorText(daily, account.currency));
  if (change.lifetime !== undefined) {
    const days = flight.endAt === null ? 1 : Math.max(1, Math.ceil((flight.endAt - flight.startAt) / DAY_MS));
    if (change.lifetime < daily * days) throw writeErrors.budgetTooLow('lifetime_budget', level, budgetFloorText(daily * days, account.currency));
  }
}

/** Budgets live on one level: the campaign (Advantage campaign budget) or its ad sets, never both. */
export function checkBudgetLevel(world: World, kind: 'campaign' | 'adset', object: Campaign | AdSet, change: BudgetChange): void {
  const field = change.daily !== undefined ? 'daily_budget' : 'lifetime_budget';
  if (kind === 'adset') {
    const campaign = world.campaign((object as AdSet).campaignId);
    if (campaign && hasOwnBudget(campaign)) throw writeErrors.campaignHasBudget(field);
    return;
  }
  const budgeted = world.adsetsOf(object.id).some((adset) => adset.status !== 'DELETED' && hasOwnBudget(adset));
  if (budgeted) throw writeErrors.adSetsHaveBudgets(field);
}

/** Daily stays daily and lifetime stays lifetime once set; both at once is refused. */
export function checkBudgetType(object: Campaign | AdSet, change: BudgetChange): void {
  if (change.daily !== undefined && change.lifetime !== undefined) throw writeErrors.twoBudgets();
  if (change.daily !== undefined && object.lifetimeBudget !== null) throw writeErrors.budgetTypeChange('daily_budget');
  if (change.lifetime !== undefined && object.dailyBudget !== null) throw writeErrors.budgetTypeChange('lifetime_budget');
}

function recentChanges(world: World, id: string, now: number): number[] {
  return (world.budgetChanges.get(id) ?? []).filter((at) => at > now - HOUR_MS);
}

export function checkBudgetChangeRate(world: World, id: string, now: number): void {
  const recent = recentChanges(world, id, now);
  if (recent.length >= BUDGET_CHANGES_PER_HOUR) {
    const oldest = recent[0] as number;
    throw writeErrors.budgetChangeLimit(Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 60_000)));
  }
}

export function recordBudgetChange(world: World, id: string, now: number): void {
  world.budgetChanges.set(id, [...recentChanges(world, id, now), now]);
}
