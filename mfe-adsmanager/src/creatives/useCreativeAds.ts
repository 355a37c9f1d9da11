// Every ad of the account with its creative (thumbnail, image hash or video id), its ad set and campaign names and
// the period's insights: the list call of the Ads tab, read page after page (100 ads a call) so whole groups add up.
import { useEffect } from 'react';
import { useAssetList, type AssetListQuery, type DateRange } from 'shared-graph';
import { CREATIVE_METRICS } from './groupCreatives';

/** Ads a page; pages read without asking (beyond that, "Load more"). */
export const CREATIVE_ADS_PAGE = 100;
export const AUTO_PAGES = 10;

export function useCreativeAds(accountId: string, currency: string, range: DateRange) {
  const query: AssetListQuery = { accountId, level: 'ad', currency, timeRanges: [range], metrics: CREATIVE_METRICS, limit: CREATIVE_ADS_PAGE };
  const list = useAssetList(query);
  const pagesRead = Math.ceil(list.assets.length / CREATIVE_ADS_PAGE);
  const { hasMore, isLoadingMore, error, loadMore } = list;
  useEffect(() => {
    if (hasMore && !isLoadingMore && !error && pagesRead < AUTO_PAGES) loadMore();
  }, [hasMore, isLoadingMore, error, pagesRead, loadMore]);
  return list;
}
