// Insights of several accounts that belong to different teams (a list over "All ad accounts"): each query is read
// through its own team's connection and cached under that team and account, as a single-account read would be.
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { trackFigures } from '../freshness/figureFreshness';
import { fetchInsights } from '../insights/insightsClient';
import type { InsightsQuery } from '../insights/insightsQuery';
import type { InsightsRow } from '../insights/parseInsightsRow';
import { queryClient } from './queryClient';
import { queryKeys } from './queryKeys';
import { INSIGHTS_STALE_MS, type InsightsQueries } from './useGraphQueries';

export interface TeamInsightsQuery {
  teamId: number;
  /** The ad account the rows belong to (`act_…`): the cache scope. */
  accountId: string;
  query: InsightsQuery;
}

function combine(results: UseQueryResult<InsightsRow[], Error>[]): InsightsQueries {
  return {
    rows: results.map((r) => r.data),
    isLoading: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
    error: results.find((r) => r.error)?.error ?? null,
    refetch: () => {
      for (const r of results) if (r.error) void r.refetch();
    },
  };
}

export function useTeamInsights(queries: readonly TeamInsightsQuery[], options: { enabled?: boolean } = {}): InsightsQueries {
  return useQueries(
    {
      queries: queries.map(({ teamId, accountId, query }) => ({
        queryKey: queryKeys.insights({ teamId, adAccount: accountId }, query),
        queryFn: ({ signal, queryKey }: { signal: AbortSignal; queryKey: readonly unknown[] }) => trackFigures(queryKey, signal, () => fetchInsights(query, { signal, teamId })),
        enabled: options.enabled !== false,
        staleTime: INSIGHTS_STALE_MS,
      })),
      combine,
    },
    queryClient,
  );
}
