// An exploration as one infinite query: page 1 from the seed (the interest a query finds first, or chosen
// interests), each Load more from the seed the previous page returned; cached per ad account, objective and origin.
import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queryClient, trackFigures, useActiveAdAccount, useAdSettings } from 'shared-graph';
import { interestsApi } from '../interests/interestsApi';
import type { InterestItem } from '../interests/items';
import { cacheTimes, researchKeys } from '../cache/researchCache';
import { applyPatch, mergeRows, type ResearchRow, type RowPatch } from '../results/rows';

/** Where an exploration starts: the ?q= interest, or the selected rows. */
export type ExploreFrom = { query: string } | { seed: InterestItem[] };

interface ExplorePage {
  seed: InterestItem[];
  items: ResearchRow[];
  /** The next page's seed; empty when there is nothing more. */
  nextSeed: InterestItem[];
}

type NextPage = { seed: InterestItem[]; page: number } | null;

const renumber = (rows: ResearchRow[]) => rows.map((row, index) => (row.rank === index + 1 ? row : { ...row, rank: index + 1 }));

async function firstSeed(from: ExploreFrom, adAccount: string | null, signal: AbortSignal): Promise<InterestItem[]> {
  if ('seed' in from) return from.seed;
  const found = await interestsApi.searchInterests({ adAccount, query: from.query, signal });
  if (found.length === 0) throw new Error(`No interest found for "${from.query}"`);
  return [found[0]!];
}

export function useExploration(from: ExploreFrom | null) {
  const { accountId } = useActiveAdAccount();
  const [{ objective }] = useAdSettings();
  const origin = from === null || 'query' in from ? { query: from?.query ?? '' } : { seedIds: from.seed.map((item) => item.id) };
  const key = researchKeys.explore(accountId, objective, origin);

  const query = useInfiniteQuery(
    {
      queryKey: key,
      queryFn: ({ pageParam, signal, queryKey }: { pageParam: NextPage; signal: AbortSignal; queryKey: readonly unknown[] }): Promise<ExplorePage> =>
        // Its answers' freshness goes under this query, for the stamp (a next page adds to the first's).
        trackFigures(
          queryKey,
          signal,
          async () => {
            const seed = pageParam?.seed ?? (await firstSeed(from!, accountId, signal));
            const result = await interestsApi.exploreSuggestions({ adAccount: accountId, seed, page: pageParam?.page ?? 1, objective, signal });
            return { seed, items: result.items, nextSeed: result.nextSeed };
          },
          { merge: pageParam !== null },
        ),
      initialPageParam: null as NextPage,
      getNextPageParam: (last: ExplorePage, pages: ExplorePage[]): NextPage | undefined =>
        last.nextSeed.length > 0 ? { seed: last.nextSeed, page: pages.length + 1 } : undefined,
      enabled: from !== null,
      ...cacheTimes(key),
      retry: false,
      // Exploring from a selection keeps the current rows on screen until the new ones arrive.
      placeholderData: from && 'seed' in from ? keepPreviousData : undefined,
    },
    queryClient,
  );

  const pages = query.data?.pages;
  const rows = useMemo(() => renumber(mergeRows((pages ?? []).map((page) => page.items))), [pages]);
  const hash = JSON.stringify(key);
  const patchRows = useCallback(
    (patch: RowPatch) =>
      queryClient.setQueryData<InfiniteData<ExplorePage, NextPage>>(
        JSON.parse(hash) as typeof key,
        (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: applyPatch(page.items, patch) })) },
      ),
    [hash],
  );
  return { query, rows, patchRows, seed: pages?.[0]?.seed ?? [] };
}
