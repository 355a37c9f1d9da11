import { addDays, dateInZone } from '../../lib/meta-time';
import type { Campaign, AdSet } from '../ads/ad-objects';
import type { World } from '../world';
import type { AdAccount } from './ad-account';

/** Lifetime spend: what was spent before the insights window plus every day in it (minor units). */
export function amountSpent(world: World, account: AdAccount): number {
  return account.priorSpendMinor + world.insights.total(account.id).spend;
}

/** The unpaid bill (`balance`): spend since the last charge; for an unsettled account, the failed charge. */
export function balance(world: World, account: AdAccount): number {
  if (account.isPrepay || account.status === 2) return 0;
  const lastDay = account.deliveryStoppedOn ?? dateInZone(world.builtAt, account.timezoneName);
  const days = account.status === 3 ? 10 : account.unbilledDays;
  return world.insights.total(account.id, addDays(lastDay, 1 - days), lastDay).spend;
}

/** Budget left today (daily budgets) or for the rest of the flight (lifetime budgets); null without a budget. */
export function budgetRemaining(world: World, object: Campaign | AdSet, account: AdAccount): number | null {
  if (object.dailyBudget !== null) {
    const today = dateInZone(world.builtAt, account.timezoneName);
    return Math.max(0, object.dailyBudget - world.insights.total(object.id, today, today).spend);
  }
  if (object.lifetimeBudget !== null) return Math.max(0, object.lifetimeBudget - world.insights.total(object.id).spend);
  return null;
}
