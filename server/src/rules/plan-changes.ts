/**
 * What a rule's actions would change on one object: new status, budget or bid (computed with the rule's floor
 * and ceiling and the account's minimum daily budget, rounded to the currency's minor unit), a paused copy, a
 * notice. Pure: the same plan is shown by a dry run and carried out by a real run.
 */
import { currencyDivisor } from 'shared-graph/metrics';
import type { RuleAction, RuleLevel } from './definition';
import type { ObjectSnapshot } from './evaluate';

/** Bid strategies whose ad sets carry a `bid_amount` (GRAPH-API §9: a bid without a cap strategy is refused). */
export const CAP_BID_STRATEGIES = new Set(['LOWEST_COST_WITH_BID_CAP', 'COST_CAP']);

export interface AccountFacts {
  id: string;
  currency: string;
  /** Minor units, as Meta sends it. */
  minDailyBudget: number | null;
  timeZone: string | null;
}

/** One Graph write: POST `/{path}` with form `params` (money in minor units). */
export interface PlannedWrite {
  path: string;
  params: Record<string, string>;
}

export interface PlannedChange {
  type: RuleAction['type'];
  field?: string;
  old?: unknown;
  new?: unknown;
  /** Set when the action has nothing to do on this object, with the reason. */
  skip?: string;
  write?: PlannedWrite;
}

function round(value: number, currency: string): number {
  const divisor = currencyDivisor(currency);
  return Math.round(value * divisor) / divisor;
}

/** The changed amount: +/- percent or amount, then the floor, the ceiling and the account's minimum. */
export function changedAmount(current: number, action: RuleAction, minimum: number, currency: string): number {
  const raw = action.by === 'percent' ? current * (1 + (action.amount ?? 0) / 100) : current + (action.amount ?? 0);
  let next = raw;
  if (action.floor != null) next = Math.max(next, action.floor);
  if (action.ceiling != null) next = Math.min(next, action.ceiling);
  next = Math.max(next, minimum);
  return round(next, currency);
}

const toMinor = (major: number, currency: string) => String(Math.round(major * currencyDivisor(currency)));

function statusChange(action: RuleAction, object: ObjectSnapshot): PlannedChange {
  const target = action.type === 'unpause' ? 'ACTIVE' : 'PAUSED';
  if (object.status === target) return { type: action.type, field: 'status', old: object.status, new: target, skip: `already ${target.toLowerCase()}` };
  return { type: action.type, field: 'status', old: object.status, new: target, write: { path: object.id, params: { status: target } } };
}

function budgetChange(action: RuleAction, object: ObjectSnapshot, account: AccountFacts): PlannedChange {
  const daily = action.budget !== 'lifetime';
  const field = daily ? 'daily_budget' : 'lifetime_budget';
  const current = daily ? object.dailyBudget : object.lifetimeBudget;
  if (current === null) return { type: action.type, field, skip: `has no ${daily ? 'daily' : 'lifetime'} budget of its own` };
  const minimum = daily && account.minDailyBudget !== null ? account.minDailyBudget / currencyDivisor(account.currency) : 0;
  const next = changedAmount(current, action, minimum, account.currency);
  if (next === current) return { type: action.type, field, old: current, new: next, skip: 'already at its limit' };
  return { type: action.type, field, old: current, new: next, write: { path: object.id, params: { [field]: toMinor(next, account.currency) } } };
}

function bidChange(action: RuleAction, object: ObjectSnapshot, account: AccountFacts): PlannedChange {
  if (!object.bidStrategy || !CAP_BID_STRATEGIES.has(object.bidStrategy) || object.bidAmount === null) {
    return { type: action.type, field: 'bid_amount', skip: 'its bid strategy sets no bid amount' };
  }
  const smallest = 1 / currencyDivisor(account.currency);
  const next = changedAmount(object.bidAmount, action, smallest, account.currency);
  if (next === object.bidAmount) return { type: action.type, field: 'bid_amount', old: object.bidAmount, new: next, skip: 'already at its limit' };
  return {
    type: action.type,
    field: 'bid_amount',
    old: object.bidAmount,
    new: next,
    write: { path: object.id, params: { bid_amount: toMinor(next, account.currency) } },
  };
}

/** The changes of every action for one matched object, in the rule's order. */
export function planChanges(actions: readonly RuleAction[], object: ObjectSnapshot, account: AccountFacts, _level: RuleLevel): PlannedChange[] {
  return actions.map((action) => {
    switch (action.type) {
      case 'pause':
      case 'pause_today':
      case 'unpause':
        return statusChange(action, object);
      case 'change_budget':
        return budgetChange(action, object, account);
      case 'change_bid':
        return bidChange(action, object, account);
      case 'duplicate':
        return {
          type: 'duplicate',
          field: 'copy',
          old: object.id,
          write: { path: `${object.id}/copies`, params: { status_option: 'PAUSED', deep_copy: 'false' } },
        };
      case 'notify':
        return { type: 'notify' };
    }
  });
}
