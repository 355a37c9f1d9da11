export { parseUsageHeaders, usageHeadersOf, USAGE_HEADERS, type AccountUsage, type UseCaseUsage, type UsageHeaders, type UsageReport } from './parseUsageHeaders';
export {
  rateLimitUsageAtom,
  recordUsage,
  usageFor,
  usageLevel,
  EMPTY_RATE_LIMIT_STATE,
  USAGE_WARNING_PERCENT,
  USAGE_CRITICAL_PERCENT,
  type AccountUsageView,
  type RateLimitState,
  type SeenUsage,
  type UsageLevel,
} from './rateLimitUsage';
export { useRateLimitState, useRateLimitUsage } from './useRateLimitUsage';
