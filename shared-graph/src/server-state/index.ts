export { queryClient, createQueryClient, isRetryable, shouldRetry, MAX_QUERY_RETRIES } from './queryClient';
export { queryKeys, type GraphScope } from './queryKeys';
export { useServerQuery, useServerMutation, requestErrorText, type ServerQueryOptions, type ServerMutationOptions } from './useServerQuery';
export { useGraphScope } from './useGraphScope';
export { useGraphQuery, useInsightsQuery, useInsightsQueries, useAssetList, usePrefetchAssetList, ASSET_CACHE_MS, INSIGHTS_STALE_MS, type AssetList, type GraphQueryOptions, type InsightsQueries } from './useGraphQueries';
export { useAssetLists, type AssetLists, type AccountAssetList, type TeamAssetListQuery } from './useAssetLists';
export { useTeamInsights, type TeamInsightsQuery } from './useTeamInsights';
