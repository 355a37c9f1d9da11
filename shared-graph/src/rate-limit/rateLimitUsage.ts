import { atom } from 'jotai';
import { sessionStore, type SessionStore } from '../session/atoms';
import type { AccountUsage, UsageReport, UseCaseUsage } from './parseUsageHeaders';

/** From this share of a quota on, the meter warns (the platform refuses calls at 100 %, sub-code 2446079). */
export const USAGE_WARNING_PERCENT = 75;
/** From here on the next burst of calls will likely hit the wall. */
export const USAGE_CRITICAL_PERCENT = 90;

export type UsageLevel = 'ok' | 'warning' | 'critical';

export function usageLevel(percent: number): UsageLevel {
  if (percent >= USAGE_CRITICAL_PERCENT) return 'critical';
  if (percent >= USAGE_WARNING_PERCENT) return 'warning';
  return 'ok';
}

export interface SeenUsage extends AccountUsage {
  /** When the response carrying it arrived (ms since epoch). */
  seenAt: number;
}

export interface RateLimitState {
  /** The latest usage per ad account (`act_…`), as the platform last reported it. */
  accounts: Record<string, SeenUsage>;
  /** The app-wide usage, with when it was seen. */
  app: { percent: number; seenAt: number } | null;
}

export const EMPTY_RATE_LIMIT_STATE: RateLimitState = { accounts: {}, app: null };

/** The platform's rate-limit usage as the session has seen it in graph responses. */
export const rateLimitUsageAtom = atom<RateLimitState>(EMPTY_RATE_LIMIT_STATE);

/** A throttled account stays throttled until the time the platform named has passed, whatever a later call says. */
function stillThrottled(known: SeenUsage | undefined, now: number): boolean {
  return !!known?.regainAccessSeconds && now < known.seenAt + known.regainAccessSeconds * 1000;
}

/** Stores what a response reported; accounts it did not mention keep their last figures. */
export function recordUsage(report: UsageReport, now: number, store: SessionStore = sessionStore): void {
  if (report.accounts.length === 0 && report.appPercent === null) return;
  store.set(rateLimitUsageAtom, (state) => {
    const accounts = { ...state.accounts };
    for (const usage of report.accounts) {
      const known = accounts[usage.accountId];
      if (stillThrottled(known, now) && !usage.regainAccessSeconds) continue;
      accounts[usage.accountId] = { ...usage, seenAt: now };
    }
    return { accounts, app: report.appPercent === null ? state.app : { percent: report.appPercent, seenAt: now } };
  });
}

/** What the meter shows for one ad account: its own quota or the app's, whichever is closer to the limit. */
export interface AccountUsageView {
  percent: number;
  level: UsageLevel;
  /** Which quota the figure is: the ad account's, or the whole app's. */
  source: 'account' | 'app';
  regainAccessSeconds: number | null;
  /** Seconds until the rolling window frees the oldest calls (x-ad-account-usage), when reported. */
  resetSeconds: number | null;
  /** The account's use cases, busiest first (empty for the app's quota or when the platform did not name them). */
  useCases: UseCaseUsage[];
  seenAt: number;
}

export function usageFor(state: RateLimitState, accountId: string | null): AccountUsageView | null {
  const account = accountId ? state.accounts[accountId] : undefined;
  const app = state.app;
  if (!account && !app) return null;
  if (account && (!app || account.percent >= app.percent)) {
    return {
      percent: account.percent,
      level: usageLevel(account.percent),
      source: 'account',
      regainAccessSeconds: account.regainAccessSeconds,
      resetSeconds: account.resetSeconds,
      useCases: account.useCases ?? [],
      seenAt: account.seenAt,
    };
  }
  const appUsage = app as { percent: number; seenAt: number };
  return { percent: appUsage.percent, level: usageLevel(appUsage.percent), source: 'app', regainAccessSeconds: null, resetSeconds: null, useCases: [], seenAt: appUsage.seenAt };
}
