const HOUR_MS = 3600_000;

export type BusinessUseCase = 'ads_management' | 'ads_insights' | 'custom_audience';

export interface AccountUsageInput {
  /** Ad-account number (no `act_`), the key of `x-business-use-case-usage`. */
  accountNumber: string;
  useCase: BusinessUseCase;
  /** Active ads raise the account's hourly quota (GRAPH-API §10.3). */
  activeAds: number;
  /** Custom audiences of the account (the `custom_audience` quota grows with them). */
  audiences?: number;
}

/** App quota: 200 calls per user per hour, for the world's three users. */
const APP_QUOTA_PER_HOUR = 600;

/** Standard-access hourly quotas (GRAPH-API §10.3). */
function quota(account: AccountUsageInput): number {
  if (account.useCase === 'ads_insights') return 600 + 400 * account.activeAds;
  if (account.useCase === 'custom_audience') return Math.min(700_000, 5000 + 40 * (account.audiences ?? 0));
  return 300 + 40 * account.activeAds;
}

const percent = (calls: number, limit: number): number => Math.min(100, Math.round((calls / limit) * 100));

/**
 * Rolling one-hour call counts behind the rate-limit headers. The sandbox reports usage but never throttles
 * by itself; throttling comes only from injected faults.
 */
export class UsageTracker {
  private appCalls: number[] = [];
  private accountCalls = new Map<string, number[]>();

  private static prune(calls: number[], now: number): number[] {
    const from = now - HOUR_MS;
    let first = 0;
    while (first < calls.length && (calls[first] as number) <= from) first += 1;
    return first === 0 ? calls : calls.slice(first);
  }

  record(now: number, account?: AccountUsageInput): void {
    this.appCalls = UsageTracker.prune(this.appCalls, now);
    this.appCalls.push(now);
    if (account) {
      const key = `${account.accountNumber}|${account.useCase}`;
      const calls = UsageTracker.prune(this.accountCalls.get(key) ?? [], now);
      calls.push(now);
      this.accountCalls.set(key, calls);
    }
  }

  /** `x-app-usage`, plus `x-business-use-case-usage` and `x-ad-account-usage` for ad-account calls. */
  headers(now: number, account: AccountUsageInput | undefined, throttled: 'app' | 'account' | null): Record<string, string> {
    const appPct = throttled === 'app' ? 100 : percent(UsageTracker.prune(this.appCalls, now).length, APP_QUOTA_PER_HOUR);
    const headers: Record<string, string> = {
      'x-app-usage': JSON.stringify({ call_count: appPct, total_cputime: Math.round(appPct * 0.4), total_time: Math.round(appPct * 0.6) }),
    };
    if (!account) return headers;
    const calls = UsageTracker.prune(this.accountCalls.get(`${account.accountNumber}|${account.useCase}`) ?? [], now);
    const pct = throttled === 'account' ? 100 : percent(calls.length, quota(account));
    const oldest = calls[0];
    const resetSeconds = oldest === undefined ? 0 : Math.max(0, Math.ceil((oldest + HOUR_MS - now) / 1000));
    headers['x-business-use-case-usage'] = JSON.stringify({
      [account.accountNumber]: [
        {
          type: account.useCase,
          call_count: pct,
          total_cputime: Math.round(pct * 0.3),
          total_time: Math.round(pct * 0.5),
          estimated_time_to_regain_access: throttled === 'account' ? 5 : 0,
          ads_api_access_tier: 'standard_access',
        },
      ],
    });
    headers['x-ad-account-usage'] = JSON.stringify({ acc_id_util_pct: pct, reset_time_duration: resetSeconds, ads_api_access_tier: 'standard_access' });
    return headers;
  }

  reset(): void {
    this.appCalls = [];
    this.accountCalls.clear();
  }
}
