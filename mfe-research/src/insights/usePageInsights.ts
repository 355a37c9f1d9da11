// The pages asked for on the insights screen, as queries on the one client (each kept an hour, SPEC §9): their data
// 100 at a time (one infinite query per list of ids, 10 ids a call), then each hundred's names resolved to the
// interests of the same name (a query per hundred) — the rows show as pages first and turn into interests.
import { useInfiniteQuery, useQueries, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryClient, trackFigures, useActiveAdAccount } from 'shared-graph';
import { cacheTimes, researchKeys } from '../cache/researchCache';
import { interestsApi } from '../interests/interestsApi';
import type { InterestItem, PageItem } from '../interests/items';
import { mergeRows, pageRow, resolvePageRow, type ResearchRow } from '../results/rows';
import { pagesApi } from './pagesApi';

/** Pages loaded per "Load more" (fetched 10 per call by pagesApi). */
export const INSIGHT_PAGE_SIZE = 100;

interface PageBatch {
  /** Index of the batch's first id. */
  from: number;
  pages: PageItem[];
  /** Ids the platform does not know. */
  missing: string[];
}

/** The interest of each name of a batch, as pairs (JSON-safe, kept across a reload). */
type NamedInterests = Array<[string, InterestItem | null]>;

export interface PageInsights {
  rows: ResearchRow[];
  missing: string[];
  /** How many of the ids were asked for so far. */
  requested: number;
  /** The first hundred is being read (not a Load more). */
  isStarting: boolean;
  isFetching: boolean;
  error: Error | null;
  /** When the error last changed (a repeated failure is reported again). */
  errorUpdatedAt: number;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

export function usePageInsights(ids: readonly string[]): PageInsights {
  const { accountId } = useActiveAdAccount();
  const key = researchKeys.pages(accountId, ids);
  const batches = useInfiniteQuery(
    {
      queryKey: key,
      queryFn: ({ pageParam: from, signal, queryKey }: { pageParam: number; signal: AbortSignal; queryKey: QueryKey }): Promise<PageBatch> =>
        trackFigures(
          queryKey,
          signal,
          async () => ({ from, ...(await pagesApi.pageData({ pageIds: ids.slice(from, from + INSIGHT_PAGE_SIZE), signal })) }),
          { merge: from > 0 },
        ),
      initialPageParam: 0,
      getNextPageParam: (last: PageBatch) => (last.from + INSIGHT_PAGE_SIZE < ids.length ? last.from + INSIGHT_PAGE_SIZE : undefined),
      enabled: ids.length > 0,
      ...cacheTimes(key),
      // The screen says what failed and the user asks again.
      retry: false,
    },
    queryClient,
  );
  const loaded = batches.data?.pages ?? NO_BATCHES;

  const interests = useQueries(
    {
      queries: loaded.map((batch) => {
        const names = batch.pages.map((page) => page.name);
        const lookupKey = researchKeys.pageInterests(accountId, names);
        return {
          queryKey: lookupKey,
          queryFn: async ({ signal }: { signal: AbortSignal }): Promise<NamedInterests> => [
            ...(await interestsApi.lookupInterests({ adAccount: accountId, names, signal })),
          ],
          enabled: names.length > 0,
          ...cacheTimes(lookupKey),
          retry: false,
        };
      }),
    },
    queryClient,
  );

  const lookups = interests.map((query) => query.data);
  const lookupsKey = interests.map((query) => query.dataUpdatedAt).join();
  const rows = useMemo(
    () =>
      mergeRows(
        loaded.map((batch, index) => {
          const named = new Map(lookups[index] ?? []);
          return batch.pages.map((page, i) => {
            const row = pageRow(page, batch.from + i + 1);
            return named.has(page.name) ? resolvePageRow(row, named.get(page.name) ?? null) : row;
          });
        }),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the lookups change when one of them is answered
    [loaded, lookupsKey],
  );

  const failedLookup = interests.find((query) => query.error);
  const error = batches.error ?? failedLookup?.error ?? null;
  return {
    rows,
    missing: loaded.flatMap((batch) => batch.missing),
    requested: Math.min(loaded.length * INSIGHT_PAGE_SIZE, ids.length),
    isStarting: batches.isFetching && !batches.isFetchingNextPage,
    isFetching: batches.isFetching || interests.some((query) => query.isFetching),
    error,
    errorUpdatedAt: batches.error ? batches.errorUpdatedAt : (failedLookup?.errorUpdatedAt ?? 0),
    hasMore: batches.hasNextPage,
    loadMore: () => void batches.fetchNextPage(),
    retry: () => {
      if (batches.isError) void (batches.isFetchNextPageError ? batches.fetchNextPage() : batches.refetch());
      for (const query of interests) if (query.isError) void query.refetch();
    },
  };
}

const NO_BATCHES: PageBatch[] = [];
