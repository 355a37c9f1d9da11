import { graphErrors } from '../graph/errors/error-catalog';
import type { GraphError } from '../graph/errors/graph-error';
import type { AdAccount } from '../world/accounts/ad-account';
import { minDailyBudget } from '../world/accounts/build-ad-accounts';
import { budgetFloorText } from '../writes/budget-rules';
import { writeErrors } from '../writes/write-errors';
import type { BusinessUseCase, Throttled } from '../graph/usage/usage-tracker';

/** The fault kinds of docs/contracts.md. */
export const FAULT_KINDS = [
  'token_expired',
  'checkpoint',
  'rate_limit',
  'ads_rate_limit',
  'insights_rate_limit',
  'custom_audience_rate_limit',
  'spam_block',
  'unauthorized',
  'app_rate_limit',
  'server_error',
  'timeout',
  'batch_null',
  'budget_too_low',
] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];

export const isFaultKind = (value: unknown): value is FaultKind => typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);

/** What a fault knows about the call it hits: the ad account and whether the object is a campaign. */
export interface FaultTarget {
  account?: AdAccount;
  level: 'campaign' | 'ad set';
}

/** The platform error a fault answers with; null for the kinds that change timing or batch items instead. */
export function faultError(kind: FaultKind, now: number, target: FaultTarget = { level: 'ad set' }): GraphError | null {
  switch (kind) {
    case 'token_expired':
      return graphErrors.sessionExpired(now - 3600_000, now);
    case 'checkpoint':
      return graphErrors.checkpoint();
    case 'rate_limit':
      return graphErrors.userRateLimit();
    case 'ads_rate_limit':
      return graphErrors.adsManagementRateLimit();
    case 'insights_rate_limit':
      return graphErrors.adsInsightsRateLimit();
    case 'custom_audience_rate_limit':
      return graphErrors.customAudienceRateLimit();
    case 'spam_block':
      return graphErrors.spamBlock();
    case 'unauthorized':
      return graphErrors.unauthorized();
    case 'app_rate_limit':
      return graphErrors.appRateLimit();
    case 'server_error':
      return graphErrors.unknownError();
    case 'budget_too_low': {
      // As if the write carried a budget under the account's floor (100/1885272, GRAPH-API §9).
      const currency = target.account?.currency ?? 'USD';
      const floor = target.account ? minDailyBudget(target.account) : 100;
      return writeErrors.budgetTooLow('daily_budget', target.level, budgetFloorText(floor, currency));
    }
    case 'timeout':
    case 'batch_null':
      return null;
  }
}

/** Meta's business-use-case throttle error of each use case (GRAPH-API §10.2): 80000, 80004, 80003. */
export function rateLimitErrorOf(useCase: BusinessUseCase): GraphError {
  if (useCase === 'ads_insights') return graphErrors.adsInsightsRateLimit();
  if (useCase === 'custom_audience') return graphErrors.customAudienceRateLimit();
  return graphErrors.adsManagementRateLimit();
}

/** Minutes a throttle fault reports in `estimated_time_to_regain_access`. */
export const FAULT_REGAIN_MINUTES = 5;

/**
 * The usage a rate-limit fault reports at 100 %: the app (`app_rate_limit`), the use case of its code
 * (80004, 80000, 80003), or the call's own use case (`rate_limit`, 17); null for other kinds.
 */
export function faultThrottle(kind: FaultKind, callUseCase: BusinessUseCase | undefined): Throttled | null {
  switch (kind) {
    case 'app_rate_limit':
      return { scope: 'app', regainMinutes: FAULT_REGAIN_MINUTES };
    case 'ads_rate_limit':
      return { scope: 'account', useCase: 'ads_management', regainMinutes: FAULT_REGAIN_MINUTES };
    case 'insights_rate_limit':
      return { scope: 'account', useCase: 'ads_insights', regainMinutes: FAULT_REGAIN_MINUTES };
    case 'custom_audience_rate_limit':
      return { scope: 'account', useCase: 'custom_audience', regainMinutes: FAULT_REGAIN_MINUTES };
    case 'rate_limit':
      return { scope: 'account', useCase: callUseCase ?? 'ads_management', regainMinutes: FAULT_REGAIN_MINUTES };
    default:
      return null;
  }
}
