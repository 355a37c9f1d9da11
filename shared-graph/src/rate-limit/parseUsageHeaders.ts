// Reads the platform's rate-limit usage headers (GRAPH-API §10): x-business-use-case-usage (per ad account and
// use case), x-ad-account-usage (the account the call was for) and x-app-usage (the whole app). Every figure is a
// percentage of a quota; at 100 the platform refuses calls (sub-code 2446079 and friends).

import { pickHeaders, pickHeadersOfList } from '../graph/pickHeaders';

/** The usage headers a transport hands over, by lower-case name. */
export const USAGE_HEADERS = ['x-business-use-case-usage', 'x-ad-account-usage', 'x-app-usage'] as const;
export type UsageHeaders = Partial<Record<(typeof USAGE_HEADERS)[number], string>>;

/** One business use case's quota of an ad account (x-business-use-case-usage keeps them apart). */
export interface UseCaseUsage {
  /** Meta's `type`: ads_insights, ads_management, custom_audience … */
  type: string;
  /** 0–100: the largest of call count, CPU time and total time. */
  percent: number;
  /** Seconds until the platform lets this use case's calls through again, else null. */
  regainAccessSeconds: number | null;
}

/** One ad account's usage: the highest percentage any of its quotas reports. */
export interface AccountUsage {
  /** `act_…` id. */
  accountId: string;
  /** 0–100: the largest of call count, CPU time and total time across the account's use cases. */
  percent: number;
  /** Seconds until the platform lets calls through again (only when it says so), else null. */
  regainAccessSeconds: number | null;
  /** Seconds until the rolling window frees the oldest calls, when the platform says so. */
  resetSeconds: number | null;
  /** Each use case the platform reported for the account, busiest first (empty when only x-ad-account-usage spoke). */
  useCases: UseCaseUsage[];
}

export interface UsageReport {
  accounts: AccountUsage[];
  /** The app-wide percentage (x-app-usage), or null when the header was absent. */
  appPercent: number | null;
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function percentOf(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return null;
  return Math.max(0, Math.min(100, number));
}

function highest(...values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? Math.max(...known) : null;
}

const actId = (id: string) => (id.startsWith('act_') ? id : `act_${id}`);

/**
 * The usage a response reports. `callAccount` is the ad account the call was made for (the x-ad-account-usage
 * header does not name it). Malformed or absent headers give no figures rather than an error.
 */
export function parseUsageHeaders(headers: UsageHeaders, callAccount: string | null): UsageReport {
  const byAccount = new Map<string, AccountUsage>();
  const merge = (accountId: string, percent: number | null, regain: number | null, reset: number | null, useCase?: string) => {
    if (percent === null) return;
    const known = byAccount.get(accountId);
    const regainSeconds = regain && regain > 0 ? regain : null;
    const useCases = [...(known?.useCases ?? [])];
    if (useCase) {
      const same = useCases.findIndex((entry) => entry.type === useCase);
      const entry = { type: useCase, percent: Math.max(same >= 0 ? (useCases[same] as UseCaseUsage).percent : 0, percent), regainAccessSeconds: highest(same >= 0 ? (useCases[same] as UseCaseUsage).regainAccessSeconds : null, regainSeconds) };
      if (same >= 0) useCases[same] = entry;
      else useCases.push(entry);
      useCases.sort((a, b) => b.percent - a.percent);
    }
    byAccount.set(accountId, {
      accountId,
      percent: Math.max(known?.percent ?? 0, percent),
      regainAccessSeconds: highest(known?.regainAccessSeconds ?? null, regainSeconds),
      resetSeconds: highest(known?.resetSeconds ?? null, reset),
      useCases,
    });
  };

  const buc = parseJson(headers['x-business-use-case-usage']);
  if (isRecord(buc)) {
    for (const [account, entries] of Object.entries(buc)) {
      if (!/^(act_)?\d{1,32}$/.test(account) || !Array.isArray(entries)) continue;
      for (const entry of entries) {
        if (!isRecord(entry)) continue;
        const percent = highest(percentOf(entry.call_count), percentOf(entry.total_cputime), percentOf(entry.total_time));
        // estimated_time_to_regain_access is in minutes (GRAPH-API §10).
        const regain = typeof entry.estimated_time_to_regain_access === 'number' && Number.isFinite(entry.estimated_time_to_regain_access) ? entry.estimated_time_to_regain_access * 60 : null;
        const useCase = typeof entry.type === 'string' && /^[a-z_]{1,40}$/.test(entry.type) ? entry.type : undefined;
        merge(actId(account), percent, regain, null, useCase);
      }
    }
  }

  const adAccount = parseJson(headers['x-ad-account-usage']);
  if (callAccount && isRecord(adAccount)) {
    const reset = typeof adAccount.reset_time_duration === 'number' ? adAccount.reset_time_duration : null;
    merge(actId(callAccount), percentOf(adAccount.acc_id_util_pct), null, reset);
  }

  const app = parseJson(headers['x-app-usage']);
  const appPercent = isRecord(app) ? highest(percentOf(app.call_count), percentOf(app.total_cputime), percentOf(app.total_time)) : null;

  return { accounts: [...byAccount.values()], appPercent };
}

/** Picks the usage headers out of a fetch Response's headers. */
export function usageHeadersOf(headers: Headers): UsageHeaders {
  return pickHeaders(headers, USAGE_HEADERS);
}

/** Picks the usage headers out of a batch item's `[{ name, value }]` list (names in any case). */
export function usageHeadersOfList(list: readonly { name: string; value: string }[]): UsageHeaders {
  return pickHeadersOfList(list, USAGE_HEADERS);
}
