export { research, TARGETING_SEARCH_LIMIT, SUGGESTIONS_LIMIT, EXPLORE_FIRST_PAGE_REQUESTS, EXPLORE_NEXT_PAGE_REQUESTS, PAGE_IDS_PER_CALL, GEO_SEARCH_LIMIT, GEO_LOCATION_TYPES, type GeoLocationResult, type OverlapResult } from './research';
export {
  buildTargetingSpec,
  optimizationGoalFor,
  ALL_COUNTRIES_GROUP,
  ALL_GROUP_CODE,
  RELATIONSHIP_STATUS_IDS,
  DEFAULT_AGE_MIN,
  DEFAULT_AGE_MAX,
  DEFAULT_COUNTRY,
  type TargetingSpec,
} from './targeting';
export { parseKeywords, titleMatches } from './keywords';
export { reachRange, overlapLabel, compactNumber, OVERLAP_NONE_THRESHOLD } from './format';
export { toInterestItem, toReachEstimate, flexibleGroup, flexibleKeyOf, type InterestItem, type PageItem, type ReachEstimate } from './items';
export { RESEARCH_ERRORS, searchFailureMessage } from './errors';
export {
  REACH_BATCH_SIZE,
  DELIVERY_ESTIMATE_CALL_LIMIT,
  REACH_CACHE_TTL_SECONDS,
  SINGLE_REACH_CACHE_TTL_SECONDS,
  REACH_CACHE_STORAGE_KEY,
  deliveryEstimateCallCount,
  resetReachCache,
  reachCacheKey,
} from './delivery';
