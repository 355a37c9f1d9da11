// Hooks over the one query client for product-API reads and writes.
import { keepPreviousData, useMutation, useQuery, type QueryKey, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../api/client';
import { isCancelled } from '../errors/cancel';
import { isGraphError } from '../errors/graph-error';
import { trackFigures } from '../freshness/figureFreshness';
import { queryClient } from './queryClient';

export interface ServerQueryOptions {
  enabled?: boolean;
  /** How long an answer counts as fresh (default 60 s). */
  staleTime?: number;
  /** Keep showing the previous key's answer while the new key loads (paging, filters). */
  keepPrevious?: boolean;
  /** How long an answer no one shows stays cached (default 5 min). */
  gcTime?: number;
  /** False when the screen offers its own Retry instead (default: retry what may pass, twice). */
  retry?: false;
}

/**
 * A cached, deduplicated read: `load(signal)` runs once per `key` (also across components), is cancelled when no
 * one needs it any more, retried on a transient failure, and read again after an invalidation.
 */
export function useServerQuery<T>(key: QueryKey, load: (signal: AbortSignal) => Promise<T>, options: ServerQueryOptions = {}): UseQueryResult<T, Error> {
  const { keepPrevious, ...given } = options;
  return useQuery<T, Error>(
    {
      queryKey: key,
      // Figures read inside carry their freshness under this query (see freshness/figureFreshness.ts).
      queryFn: ({ signal, queryKey }) => trackFigures(queryKey, signal, () => load(signal)),
      // An option given as undefined would replace the client's default (staleTime 60 s, retry shouldRetry).
      ...withoutUndefined(given),
      placeholderData: keepPrevious ? keepPreviousData : undefined,
    },
    queryClient,
  );
}

function withoutUndefined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export interface ServerMutationOptions<TData, TVariables> {
  /** Keys (prefixes) read again after the write succeeded. */
  invalidates?: readonly QueryKey[];
  onSuccess?: (data: TData, variables: TVariables) => void;
}

/** A write; on success the `invalidates` prefixes are marked stale and their active queries read again. */
export function useServerMutation<TData, TVariables = void>(
  mutate: (variables: TVariables) => Promise<TData>,
  options: ServerMutationOptions<TData, TVariables> = {},
): UseMutationResult<TData, Error, TVariables> {
  return useMutation<TData, Error, TVariables>(
    {
      mutationFn: mutate,
      onSuccess: async (data, variables) => {
        options.onSuccess?.(data, variables);
        await Promise.all((options.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    },
    queryClient,
  );
}

/**
 * The sentence to show for a failed request: the server's or the platform's message when it sent one, else
 * `fallback` (network failures, unexpected errors); null for no error or a cancellation.
 */
export function requestErrorText(error: unknown, fallback: string): string | null {
  if (!error || isCancelled(error)) return null;
  if (isApiError(error)) return error.status > 0 ? error.message : fallback;
  if (isGraphError(error)) return error.userMessage || error.message || fallback;
  return fallback;
}
