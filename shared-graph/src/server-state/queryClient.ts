// The one TanStack Query client for product-API and graph reads and writes (DESIGN.md §4). shared-graph is a
// Module Federation singleton, so this module — and the client — exist once; the host provides it with
// <QueryClientProvider client={queryClient}> and every hook here passes it explicitly as well.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/client';
import { isCancelled } from '../errors/cancel';
import { isGraphError, isThrottled } from '../errors/graph-error';

/** Retries after a failure that may pass: no answer, a server error, or what Meta marks transient. */
export const MAX_QUERY_RETRIES = 2;

/** True when trying again can help; never for cancellations, 4xx or a session that ended. */
export function isRetryable(error: unknown): boolean {
  if (isCancelled(error)) return false;
  if (isApiError(error)) return error.status === 0 || error.status >= 500;
  // Meta marks throttles transient, but the server answers them without calling it: a retry before the regain
  // time only asks again. The freshness state reads them again once the time has passed.
  if (isThrottled(error)) return false;
  if (isGraphError(error)) return error.isTransient || error.status === 0 || error.status >= 500;
  return false;
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryable(error);
}

/** A client with Sasar's defaults; tests make their own, the app uses `queryClient`. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        // Graph reads count against Meta's rate limits; a tab regaining focus is no reason to spend them.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one client. */
export const queryClient: QueryClient = createQueryClient();
