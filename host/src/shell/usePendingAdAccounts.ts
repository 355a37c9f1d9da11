import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { productApi, useUser } from 'shared-graph';
import { applyUser, queryClient, sessionStore, type User } from 'shared-graph/host';

/** First retry after this long, then doubling up to PENDING_MAX_DELAY_MS. */
export const PENDING_FIRST_DELAY_MS = 2_000;
export const PENDING_MAX_DELAY_MS = 30_000;

/** The wait before the n-th read again (n from 0): 2 s, 4 s, 8 s, 16 s, then every 30 s. */
export function pendingRetryDelay(attempt: number): number {
  return Math.min(PENDING_FIRST_DELAY_MS * 2 ** Math.max(0, attempt), PENDING_MAX_DELAY_MS);
}

/**
 * A connection can be stored before its ad accounts could be fetched (the platform was unreachable): the user view
 * then says `ad_accounts_pending`, and its empty list does not mean "none". While it says so, GET /api/user (which
 * fetches them from the platform) is read again with a growing pause, and each answer is applied to the session
 * (the first pickable account is selected once there is one). No navigation: the screen stays where it is. Several
 * components may call it: they share the one query.
 */
export function usePendingAdAccounts(): { pending: boolean; attempts: number } {
  const user = useUser();
  const pending = user?.ad_accounts_pending === true;
  const queryKey = ['user', 'pending-ad-accounts', user?.id ?? null];
  const query = useQuery<User | null, Error>(
    {
      queryKey,
      queryFn: ({ signal }) => productApi.get('/api/user', { signal }),
      enabled: pending,
      staleTime: 0,
      gcTime: 0,
      refetchInterval: (q) => {
        const data = q.state.data;
        if (data && data.ad_accounts_pending === false) return false;
        return pendingRetryDelay(q.state.dataUpdateCount + q.state.errorUpdateCount);
      },
      refetchIntervalInBackground: false,
      retry: false,
      // A failed read changes no field the screen reads, but its count of attempts: re-render on every answer.
      notifyOnChangeProps: 'all',
    },
    queryClient,
  );
  const answer = query.data;
  useEffect(() => {
    if (answer) applyUser(answer, sessionStore);
  }, [answer]);
  const state = queryClient.getQueryState(queryKey);
  const attempts = state ? state.dataUpdateCount + state.errorUpdateCount : 0;
  return { pending, attempts };
}
