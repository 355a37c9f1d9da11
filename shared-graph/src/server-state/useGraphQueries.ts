// Graph reads as queries: any read, insights, and the ads manager's asset lists (SPEC §9: asset lists cached
// 3600 s in memory, never persisted).
import { useInfiniteQuery, useQueries, useQuery, type QueryFunctionContext, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Asset } from '../assets/assetTypes';
import { fetchAssetPage, type AssetListQuery, type AssetPage } from '../assets/fetchAssetPage';
import { mergeAssets } from '../assets/mergeAssets';
import { trackFigures } from '../freshness/figureFreshness';
import { graph, type GraphCallOptions } from '../graph/client';
import { fetchInsights } from '../insights/insightsClient';
import type { InsightsQuery } from '../insights/insightsQuery';
import type { InsightsRow } from '../insights/parseInsightsRow';
import { queryClient } from './queryClient';
import { queryKeys, type GraphScope } from './queryKeys';
import { useGraphScope } from './useGraphScope';

/** SPEC §9: the asset list cache lives 3600 s. */
export const ASSET_CACHE_MS = 3_600_000;
/** Meta refreshes insights about every 15 minutes (GRAPH-API.md §7.5). */
export const INSIGHTS_STALE_MS = 15 * 60_000;

export interface GraphQueryOptions {
  enabled?: boolean;
  staleTime?: number;
  transport?: GraphCallOptions['transport'];
}

/** Any graph GET, cached per team, ad account, path and params. */
export function useGraphQuery<T>(path: string, params: Record<string, unknown> = {}, options: GraphQueryOptions = {}): UseQueryResult<T, Error> {
  const scope = useGraphScope();
  return useQuery<T, Error>(
    {
      queryKey: queryKeys.graphRead(scope, path, params),
      queryFn: ({ signal, queryKey }) => trackFigures(queryKey, signal, () => graph.get<T>(path, params, { signal, transport: options.transport ?? 'proxy' })),
      enabled: options.enabled,
      staleTime: options.staleTime,
    },
    queryClient,
  );
}

/** Every row of an insights query (pass null to wait, e.g. until the ad account is known). */
export function useInsightsQuery(query: InsightsQuery | null, options: Omit<GraphQueryOptions, 'transport'> = {}): UseQueryResult<InsightsRow[], Error> {
  const scope = useGraphScope();
  return useQuery<InsightsRow[], Error>(
    {
      queryKey: query ? queryKeys.insights(scope, query) : ['graph', 'insights', 'idle'],
      queryFn: ({ signal, queryKey }) => trackFigures(queryKey, signal, () => fetchInsights(query as InsightsQuery, { signal })),
      enabled: query !== null && options.enabled !== false,
      staleTime: options.staleTime ?? INSIGHTS_STALE_MS,
    },
    queryClient,
  );
}

export interface InsightsQueries {
  /** Each query's rows, in query order; undefined while it loads or when it failed. */
  rows: Array<InsightsRow[] | undefined>;
  /** Some query has no answer yet. */
  isLoading: boolean;
  /** The first failure, if any (the other queries' rows still come). */
  error: Error | null;
  /** Reads the failed queries again. */
  refetch: () => void;
}

/**
 * Several insights queries at once (e.g. one per chunk of a list's rows), each cached on its own: a query that is
 * the same as before is answered from the cache, so a list growing by a page asks only for that page.
 */
export function useInsightsQueries(queries: readonly InsightsQuery[], options: Omit<GraphQueryOptions, 'transport'> = {}): InsightsQueries {
  const scope = useGraphScope();
  return useQueries(
    {
      queries: queries.map((query) => ({
        queryKey: queryKeys.insights(scope, query),
        queryFn: ({ signal, queryKey }: { signal: AbortSignal; queryKey: readonly unknown[] }) => trackFigures(queryKey, signal, () => fetchInsights(query, { signal })),
        enabled: options.enabled !== false,
        staleTime: options.staleTime ?? INSIGHTS_STALE_MS,
      })),
      combine: combineInsights,
    },
    queryClient,
  );
}

/** Module-level, so TanStack Query keeps the combined answer (and its `rows` array) while no query changed. */
function combineInsights(results: UseQueryResult<InsightsRow[], Error>[]): InsightsQueries {
  return {
    rows: results.map((r) => r.data),
    isLoading: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
    error: results.find((r) => r.error)?.error ?? null,
    refetch: () => {
      for (const r of results) if (r.error) void r.refetch();
    },
  };
}

export interface AssetList {
  /** Every loaded page merged by id, ACTIVE first. */
  assets: Asset[];
  /** More pages wait behind the cursor ("Load more"). */
  hasMore: boolean;
  loadMore: () => void;
  /** The first page is loading. */
  isLoading: boolean;
  /** A next page is loading. */
  isLoadingMore: boolean;
  /** All loaded and nothing more behind the cursor (delivery status may use the children then, SPEC §4). */
  isComplete: boolean;
  error: Error | null;
  refetch: () => void;
}

/** The infinite query of one list (null: none yet): the same for a list on screen and a list read ahead of it. */
function assetListOptions(scope: GraphScope, query: AssetListQuery | null) {
  return {
    queryKey: query ? queryKeys.assets(scope, query) : ['graph', 'assets', 'idle'],
    queryFn: ({ pageParam, signal, queryKey }: QueryFunctionContext<readonly unknown[], string | null>): Promise<AssetPage> =>
      trackFigures(queryKey, signal, () => fetchAssetPage(query as AssetListQuery, pageParam, { signal }), { merge: pageParam !== null }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: AssetPage) => last.after,
    staleTime: ASSET_CACHE_MS,
    gcTime: ASSET_CACHE_MS,
  };
}

/**
 * Starts reading a list's first page now — as a tab to it is pressed — so the list mounted next finds it on its way
 * (or answered) instead of asking only once the screen has changed. Nothing is read again while the cache holds it.
 */
export function usePrefetchAssetList(): (query: AssetListQuery) => void {
  const scope = useGraphScope();
  return useCallback((query: AssetListQuery) => void queryClient.prefetchInfiniteQuery(assetListOptions(scope, query)), [scope]);
}

/**
 * An account's (or a parent's) campaigns, ad sets or ads, 50 at a time: `loadMore()` reads the next page with the
 * cursor; pages are merged by id, ACTIVE first. Cached 3600 s in memory (SPEC §9); writes invalidate it.
 */
export function useAssetList(query: AssetListQuery | null): AssetList {
  const scope = useGraphScope();
  const result = useInfiniteQuery({ ...assetListOptions(scope, query), enabled: query !== null }, queryClient);
  const pages = result.data?.pages;
  const assets = useMemo(() => (pages ?? []).reduce<Asset[]>((all, page) => mergeAssets(all, page.assets), []), [pages]);
  return {
    assets,
    hasMore: result.hasNextPage,
    loadMore: () => void result.fetchNextPage(),
    isLoading: result.isLoading,
    isLoadingMore: result.isFetchingNextPage,
    isComplete: result.isSuccess && !result.hasNextPage,
    error: result.error,
    refetch: () => void result.refetch(),
  };
}
