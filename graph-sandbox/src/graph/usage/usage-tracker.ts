const HOUR_MS = 3600_000;

export type BusinessUseCase = 'ads_management' | 'ads_insights' | 'custom_audience';

export const BUSINESS_USE_CASES: readonly BusinessUseCase[] = ['ads_insights', 'ads_management', 'custom_audience'];

export interface AccountUsageInput {
  /** Ad-account number (no `act_`), the key of `x-business-use-case-usage`. */
  accountNumber: string;
  useCase: BusinessUseCase;
  /** Active ads raise the account's hourly quota (GRAPH-API §10.3). */
  activeAds: number;
  /** Custom audiences of the account (the `custom_audience` quota grows with them). */
  audiences?: number;
}

/**
 * Hourly quotas. By default GRAPH-API §10.3's standard-access formulas and 600 app calls; `scale` multiplies
 * them (e.g. 0.01 so a test reaches a limit in a few calls), a number per use case replaces the formula.
 * No quota is below 2 (one call fits).
 */
export interface QuotaOptions {
  scale?: number;
  app?: number;
  ads_management?: number;
  ads_insights?: number;
  custom_audience?: number;
}

/** App quota: 200 calls per user per hour, for the world's three users. */
const APP_QUOTA_PER_HOUR = 600;

/** Standard-access hourly quotas (GRAPH-API §10.3). */
function formulaQuota(account: AccountUsageInput): number {
  if (account.useCase === 'ads_insights') return 600 + 400 * account.activeAds;
  if (account.useCase === 'custom_audience') return Math.min(700_000, 5000 + 40 * (account.audiences ?? 0));
  return 300 + 40 * account.activeAds;
}

/** Usage in whole percent; only a refused call shows 100. */
const percent = (calls: number, limit: number): number => Math.min(100, Math.floor((calls / limit) * 100));

/** Why a call is refused: the app's quota, or one use case of an ad account (with the minutes until it frees). */
export type Throttled = { scope: 'app'; regainMinutes: number } | { scope: 'account'; useCase: BusinessUseCase; regainMinutes: number };

const minutesUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 60_000));

/**
 * Rolling one-hour call counts behind the rate-limit headers. With `enforce`, a call that would take the app or
 * an account's use case to 100 % of its quota is refused (`check`); refused calls are not counted, so access
 * comes back as the window moves on.
 */
export class UsageTracker {
  private appCalls: number[] = [];
  private accountCalls = new Map<string, number[]>();

  constructor(private readonly quotas: QuotaOptions = {}) {}

  private static prune(calls: number[], now: number): number[] {
    const from = now - HOUR_MS;
    let first = 0;
    while (first < calls.length && (calls[first] as number) <= from) first += 1;
    return first === 0 ? calls : calls.slice(first);
  }

  private scaled(formula: number, fixed: number | undefined): number {
    return Math.max(2, fixed ?? Math.round(formula * (this.quotas.scale ?? 1)));
  }

  appQuota(): number {
    return this.scaled(APP_QUOTA_PER_HOUR, this.quotas.app);
  }

  quota(account: AccountUsageInput): number {
    return this.scaled(formulaQuota(account), this.quotas[account.useCase]);
  }

  private callsOf(account: AccountUsageInput, now: number): number[] {
    const key = `${account.accountNumber}|${account.useCase}`;
    const calls = UsageTracker.prune(this.accountCalls.get(key) ?? [], now);
    this.accountCalls.set(key, calls);
    return calls;
  }

  /**
   * Whether one more call would take a quota to 100 %: a call is let through while the calls already in the
   * window plus this one stay under the quota. The minutes are until enough of the window has passed for a call.
   */
  check(now: number, account: AccountUsageInput | undefined): Throttled | null {
    this.appCalls = UsageTracker.prune(this.appCalls, now);
    const refusal = (calls: number[], quota: number): number | null => {
      if (calls.length + 1 < quota) return null;
      // The window must drop to quota − 2 calls: the (length − quota + 2)-th oldest has to expire.
      const freeing = calls[calls.length - quota + 1] as number;
      return minutesUntil(freeing + HOUR_MS, now);
    };
    const app = refusal(this.appCalls, this.appQuota());
    if (app !== null) return { scope: 'app', regainMinutes: app };
    if (!account) return null;
    const minutes = refusal(this.callsOf(account, now), this.quota(account));
    return minutes === null ? null : { scope: 'account', useCase: account.useCase, regainMinutes: minutes };
  }

  record(now: number, account?: AccountUsageInput): void {
    this.appCalls = UsageTracker.prune(this.appCalls, now);
    this.appCalls.push(now);
    if (account) this.callsOf(account, now).push(now);
  }

  /**
   * `x-app-usage`; for ad-account calls `x-business-use-case-usage` and `x-ad-account-usage`; for `/insights`
   * calls `x-fb-ads-insights-throttle`. A throttled call reports its scope at 100 %.
   */
  headers(now: number, account: AccountUsageInput | undefined, throttled: Throttled | null, insights = false): Record<string, string> {
    const appPct = throttled?.scope === 'app' ? 100 : percent(UsageTracker.prune(this.appCalls, now).length, this.appQuota());
    const headers: Record<string, string> = {
      'x-app-usage': JSON.stringify({ call_count: appPct, total_cputime: Math.round(appPct * 0.4), total_time: Math.round(appPct * 0.6) }),
    };
    if (!account) {
      if (insights) headers['x-fb-ads-insights-throttle'] = JSON.stringify({ app_id_util_pct: appPct, acc_id_util_pct: 0, ads_api_access_tier: 'standard_access' });
      return headers;
    }
    const accountThrottle = throttled?.scope === 'account' ? throttled : null;
    const useCase = accountThrottle?.useCase ?? account.useCase;
    const shown = { ...account, useCase };
    const calls = UsageTracker.prune(this.accountCalls.get(`${account.accountNumber}|${useCase}`) ?? [], now);
    const pct = accountThrottle ? 100 : percent(calls.length, this.quota(shown));
    const oldest = calls[0];
    const resetSeconds = accountThrottle ? accountThrottle.regainMinutes * 60 : oldest === undefined ? 0 : Math.max(0, Math.ceil((oldest + HOUR_MS - now) / 1000));
    headers['x-business-use-case-usage'] = JSON.stringify({
      [account.accountNumber]: [
        {
          type: useCase,
          call_count: pct,
          total_cputime: Math.round(pct * 0.3),
          total_time: Math.round(pct * 0.5),
          estimated_time_to_regain_access: accountThrottle ? accountThrottle.regainMinutes : 0,
          ads_api_access_tier: 'standard_access',
        },
      ],
    });
    headers['x-ad-account-usage'] = JSON.stringify({ acc_id_util_pct: pct, reset_time_duration: resetSeconds, ads_api_access_tier: 'standard_access' });
    if (insights) {
      const insightsPct =
        useCase === 'ads_insights' ? pct : percent(UsageTracker.prune(this.accountCalls.get(`${account.accountNumber}|ads_insights`) ?? [], now).length, this.quota({ ...account, useCase: 'ads_insights' }));
      headers['x-fb-ads-insights-throttle'] = JSON.stringify({ app_id_util_pct: appPct, acc_id_util_pct: insightsPct, ads_api_access_tier: 'standard_access' });
    }
    return headers;
  }

  reset(): void {
    this.appCalls = [];
    this.accountCalls.clear();
  }
}
