import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { queryClient } from '../server-state/queryClient';
import { sessionStore } from '../session/atoms';
import { figureFreshnessAtom, refreshFigures, summarizeFreshness, type FigureFreshness } from './figureFreshness';

const SEPARATOR = '\u0000';

/** The hashes of the queries with figures that have observers now (what is on screen), as one stable string. */
function useQueriesOnScreen(recorded: Record<string, unknown>): string[] {
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const snapshot = useCallback(
    () =>
      Object.keys(recorded)
        .filter((hash) => cache.get(hash)?.isActive())
        .join(SEPARATOR),
    [cache, recorded],
  );
  const joined = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => (joined ? joined.split(SEPARATOR) : []), [joined]);
}

const asList = (accountIds: string | readonly string[] | null | undefined): string[] | null =>
  accountIds === undefined || accountIds === null ? null : typeof accountIds === 'string' ? [accountIds] : [...accountIds];

/**
 * How fresh the figures on screen are for these ad accounts (all accounts when none are given): the oldest
 * `as-of` among the queries on screen, whether some came from Sasar's store, and the throttle holding them back.
 * Null before any answer said.
 */
export function useFigureFreshness(accountIds?: string | readonly string[] | null): FigureFreshness | null {
  const state = useAtomValue(figureFreshnessAtom, { store: sessionStore });
  const onScreen = useQueriesOnScreen(state.queries);
  const key = asList(accountIds)?.join(',') ?? null;
  // The state drops a throttle when its time has passed (and renders this again), so every throttle in it is still
  // in force: no clock needed here (now = 0).
  return useMemo(() => summarizeFreshness(state, onScreen, key === null ? null : key.split(','), 0), [state, onScreen, key]);
}

/** A Refresh button's behaviour: read the figures on screen again with today's figures fresh (`_fresh=1`). */
export function useRefreshFigures(accountIds?: string | readonly string[] | null): { refresh: () => void; refreshing: boolean } {
  const [refreshing, setRefreshing] = useState(false);
  const key = asList(accountIds)?.join(',') ?? null;
  const refresh = useCallback(() => {
    setRefreshing(true);
    void refreshFigures(key === null ? null : key.split(',')).finally(() => setRefreshing(false));
  }, [key]);
  return { refresh, refreshing };
}
