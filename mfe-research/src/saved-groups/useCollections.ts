// The active team's collections, filtered by a name search that is read once typing pauses.
import { useActiveAdAccount } from 'shared-graph';
import { useDebouncedValue } from 'shared-ui';
import { useCollectionList } from '../collections/collectionQueries';

const SEARCH_DELAY_MS = 250;

export function useCollections(q: string) {
  const { teamId } = useActiveAdAccount();
  const searched = useDebouncedValue(q, SEARCH_DELAY_MS, { immediateWhenEmpty: true });
  const { query, groups, error } = useCollectionList(teamId, searched);
  return { teamId, groups, loading: query.isFetching || searched !== q, error, retry: () => void query.refetch() };
}
