// Several accounts' asset lists at once (the ads manager's "All ad accounts"): one list per account, each read
// through its own team's connection and in parallel, so an account's rows show as soon as it answers. Each list is
// cached under the same key and in the same shape as useAssetList's, so a write's optimistic change and re-read
// (useAssetWrites) and a later single-account view find it.
import { useQueries, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Asset } from '../assets/assetTypes';
import { fetchAssetPage, type AssetListQuery, type AssetPage } from '../assets/fetchAssetPage';
import { mergeAssets } from '../assets/mergeAssets';
import { trackFigures } from '../freshness/figureFreshness';
import { queryClient } from './queryClient';
import { queryKeys } from './queryKeys';
import { ASSET_CACHE_MS } from './useGraphQueries';

type AssetPages = InfiniteData<AssetPage, string | null>;

export interface TeamAssetListQuery {
  /** The team whose owner's connection reads this account (SPEC §6). */
  teamId: number;
  query: AssetListQuery;
}

export interface AccountAssetList {
  teamId: number;
  accountId: string;
  /** Loaded rows, each carrying `teamId` so a write goes through the same team. */
  assets: Array<Asset & { teamId: number }>;
  hasMore: boolean;
  isLoading: boolean;
  error: Error | null;
}

export interface AssetLists {
  /** One entry per query, in the queries' order. */
  lists: AccountAssetList[];
  /** Every loaded row of every list. */
  assets: Array<Asset & { teamId: number }>;
  /** Some list has not answered its first page yet. */
  isLoading: boolean;
  hasMore: boolean;
  /** Reads the next page of every list that has one, in parallel. */
  loadMore: () => void;
  isLoadingMore: boolean;
  /** Lists that failed (the others still show). */
  errors: Error[];
  refetch: () => void;
}

const keyOf = ({ teamId, query }: TeamAssetListQuery) => queryKeys.assets({ teamId, adAccount: query.accountId }, query);

/** The first page, and after a write's re-read as many pages as were loaded, so "Load more" is not undone. */
async function readPages(list: TeamAssetListQuery, signal: AbortSignal): Promise<AssetPages> {
  const loaded = queryClient.getQueryData<AssetPages>(keyOf(list))?.pages.length ?? 1;
  const pages: AssetPage[] = [];
  const pageParams: Array<string | null> = [];
  let after: string | null = null;
  for (let i = 0; i < loaded; i += 1) {
    const page = await fetchAssetPage(list.query, after, { signal, teamId: list.teamId });
    pages.push(page);
    pageParams.push(after);
    after = page.after;
    if (!after) break;
  }
  return { pages, pageParams };
}

function combineLists(queries: readonly TeamAssetListQuery[], results: ReadonlyArray<{ data?: unknown; isLoading: boolean; error: Error | null }>): AccountAssetList[] {
  return queries.map((list, i) => {
    const result = results[i];
    const pages = (result?.data as AssetPages | undefined)?.pages ?? [];
    const assets = pages.reduce<Asset[]>((all, page) => mergeAssets(all, page.assets), []).map((asset) => ({ ...asset, teamId: list.teamId }));
    return {
      teamId: list.teamId,
      accountId: list.query.accountId,
      assets,
      hasMore: Boolean(pages.at(-1)?.after),
      isLoading: Boolean(result?.isLoading),
      error: result?.error ?? null,
    };
  });
}

export function useAssetLists(queries: readonly TeamAssetListQuery[]): AssetLists {
  // combine is re-run only when the queries or an answer change, so the rows keep their identity between renders.
  const combine = useCallback((results: ReadonlyArray<{ data?: unknown; isLoading: boolean; error: Error | null }>) => combineLists(queries, results), [queries]);
  const lists = useQueries(
    {
      queries: queries.map((list) => ({
        queryKey: keyOf(list),
        queryFn: ({ signal, queryKey }: { signal: AbortSignal; queryKey: readonly unknown[] }) => trackFigures(queryKey, signal, () => readPages(list, signal)),
        staleTime: ASSET_CACHE_MS,
        gcTime: ASSET_CACHE_MS,
      })),
      combine,
    },
    queryClient,
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<Error | null>(null);

  const loadMore = useCallback(() => {
    const waiting = queries.filter((list) => Boolean(queryClient.getQueryData<AssetPages>(keyOf(list))?.pages.at(-1)?.after));
    if (waiting.length === 0) return;
    setLoadingMore(true);
    setMoreError(null);
    void Promise.allSettled(
      waiting.map(async (list) => {
        const key = keyOf(list);
        const after = queryClient.getQueryData<AssetPages>(key)?.pages.at(-1)?.after ?? null;
        const controller = new AbortController();
        const page = await trackFigures(key, controller.signal, () => fetchAssetPage(list.query, after, { teamId: list.teamId, signal: controller.signal }), { merge: true });
        queryClient.setQueryData<AssetPages>(key, (data) => (data ? { pages: [...data.pages, page], pageParams: [...data.pageParams, after] } : data));
      }),
    ).then((settled) => {
      const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed) setMoreError(failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason)));
      setLoadingMore(false);
    });
  }, [queries]);

  const assets = useMemo(() => lists.flatMap((list) => list.assets), [lists]);
  const errors = useMemo(() => [...lists.flatMap((list) => (list.error ? [list.error] : [])), ...(moreError ? [moreError] : [])], [lists, moreError]);
  return {
    lists,
    assets,
    isLoading: lists.some((list) => list.isLoading),
    hasMore: lists.some((list) => list.hasMore),
    loadMore,
    isLoadingMore: loadingMore,
    errors,
    refetch: () => queries.forEach((list) => void queryClient.refetchQueries({ queryKey: keyOf(list) })),
  };
}
