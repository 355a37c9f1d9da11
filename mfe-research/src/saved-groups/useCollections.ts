// The active team's collections, filtered by a name search (debounced), reloadable after a change.
import { useEffect, useState } from 'react';
import { isCancelled, useActiveAdAccount } from 'shared-graph';
import { groupsApi, type Group } from '../collections/groupsApi';

const SEARCH_DELAY_MS = 250;
const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

export function useCollections(q: string) {
  const { teamId } = useActiveAdAccount();
  const [groups, setGroups] = useState<Group[]>([]);
  const [loaded, setLoaded] = useState<{ key: string; error: string | null } | null>(null);
  const [reload, setReload] = useState(0);
  const key = JSON.stringify([teamId, q, reload]);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        groupsApi.list(teamId, q, controller.signal).then(
          (list) => {
            setGroups(list);
            setLoaded({ key, error: null });
          },
          (error: unknown) => {
            if (!isCancelled(error)) setLoaded({ key, error: messageOf(error, 'Unable to get group list') });
          },
        );
      },
      q ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [teamId, q, key]);

  return { teamId, groups, loading: loaded?.key !== key, error: loaded?.error ?? null, refresh: () => setReload((n) => n + 1) };
}
