// The dashboard's reads and writes on shared-graph's one TanStack Query client (DESIGN.md §4), under keys that
// start with 'dashboard'.
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { queryClient, requestErrorText, useServerMutation, useServerQuery } from 'shared-graph';

/** Insights settle for about 15 minutes on Meta's side; graph reads count against its rate limits. */
const DASHBOARD_STALE_MS = 5 * 60_000;

export const dashboardKey = (key: QueryKey): QueryKey => ['dashboard', ...key];

export function useDashboardQuery<T>(key: QueryKey, load: (signal: AbortSignal) => Promise<T>, options: { enabled?: boolean } = {}): UseQueryResult<T, Error> {
  return useServerQuery<T>(dashboardKey(key), load, { enabled: options.enabled, staleTime: DASHBOARD_STALE_MS, keepPrevious: true });
}

export function useDashboardMutation<TData, TVariables>(mutate: (variables: TVariables) => Promise<TData>, onSuccess?: (data: TData) => void) {
  return useServerMutation<TData, TVariables>(mutate, { onSuccess: onSuccess ? (data) => onSuccess(data) : undefined });
}

/** Replaces a cached answer (an optimistic or a saved value). */
export function setDashboardData<T>(key: QueryKey, value: T): void {
  queryClient.setQueryData(dashboardKey(key), value);
}

/** A failed read as a sentence for the screen: the platform's or server's message, else `fallback`. */
export const errorText = requestErrorText;
