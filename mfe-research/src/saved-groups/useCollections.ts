// The active team's collections, filtered by a name search that is read once typing pauses.
import { useEffect, useState } from 'react';
import { useActiveAdAccount } from 'shared-graph';
import { useCollectionList } from '../collections/collectionQueries';

const SEARCH_DELAY_MS = 250;

export function useCollections(q: string) {
  const { teamId } = useActiveAdAccount();
  const [searched, setSearched] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => setSearched(q), q ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [q]);
  const { query, groups, error } = useCollectionList(teamId, searched);
  return { teamId, groups, loading: query.isFetching || searched !== q, error, retry: () => void query.refetch() };
}
