// The dashboard's reads and writes through TanStack Query. The remote keeps its own client until the host provides
// the one shared client (DESIGN.md §4); every hook passes it explicitly, so no provider is needed above it.
import { QueryClient, useMutation, useQuery, keepPreviousData, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { isApiError, isCancelled, isGraphError } from 'shared-graph';

export const dashboardQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Graph reads count against Meta's rate limits: insights refresh about every 15 minutes anyway.
      staleTime: 5 * 60_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => failures < 2 && !isCancelled(error) && ((isGraphError(error) && error.isTransient) || (isApiError(error) && error.status >= 500)),
    },
    mutations: { retry: false },
  },
});

export function useDashboardQuery<T>(key: QueryKey, load: (signal: AbortSignal) => Promise<T>, options: { enabled?: boolean } = {}): UseQueryResult<T, Error> {
  return useQuery<T, Error>(
    { queryKey: ['dashboard', ...key], queryFn: ({ signal }) => load(signal), enabled: options.enabled, placeholderData: keepPreviousData },
    dashboardQueryClient,
  );
}

export function useDashboardMutation<TData, TVariables>(mutate: (variables: TVariables) => Promise<TData>, onSuccess?: (data: TData) => void) {
  return useMutation<TData, Error, TVariables>({ mutationFn: mutate, onSuccess }, dashboardQueryClient);
}

/** A failed read as a sentence for the screen: the platform's or server's message, else `fallback`. */
export function errorText(error: unknown, fallback: string): string | null {
  if (!error || isCancelled(error)) return null;
  if (isGraphError(error)) return error.userMessage || error.message || fallback;
  if (isApiError(error)) return error.status > 0 ? error.message : fallback;
  return fallback;
}
