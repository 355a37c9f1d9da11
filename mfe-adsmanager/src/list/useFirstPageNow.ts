import { queryClient, queryKeys, useGraphScope, usePrefetchAssetList, type AssetListQuery } from 'shared-graph';

/**
 * Asks for a list's first page while the list renders for the first time. Left to the list's own query, the request
 * would start only in an effect, once the toolbar, the bulk bar and the grid are on the page — on the first list that
 * is the time of a whole first render. Only a query the cache has never seen is asked for here: a read that failed
 * or went stale is the list query's to repeat.
 */
export function useFirstPageNow(query: AssetListQuery | null): void {
  const scope = useGraphScope();
  const prefetch = usePrefetchAssetList();
  if (query && !queryClient.getQueryState(queryKeys.assets(scope, query))) prefetch(query);
}
