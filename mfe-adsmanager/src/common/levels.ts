// The three lists of the ads manager and how the URL names them (/adsmanager/:account/:type).
import type { AssetLevel } from 'shared-graph';

export type ListType = 'campaigns' | 'adsets' | 'ads';

export const LIST_TYPES: readonly ListType[] = ['campaigns', 'adsets', 'ads'];

export const LEVEL_OF: Record<ListType, AssetLevel> = { campaigns: 'campaign', adsets: 'adset', ads: 'ad' };
export const TYPE_OF: Record<AssetLevel, ListType> = { campaign: 'campaigns', adset: 'adsets', ad: 'ads' };

export const LEVEL_LABEL: Record<AssetLevel, { one: string; many: string }> = {
  campaign: { one: 'campaign', many: 'campaigns' },
  adset: { one: 'ad set', many: 'ad sets' },
  ad: { one: 'ad', many: 'ads' },
};

export const LIST_LABEL: Record<ListType, string> = { campaigns: 'Campaigns', adsets: 'Ad sets', ads: 'Ads' };

/** The creative view beside the lists (/adsmanager/:account/creatives): ads grouped by the image or video they run. */
export const CREATIVES_LABEL = 'Creatives';

/**
 * The ads manager's level tabs: the three lists and the creative view. `listLink` builds a list tab's link (the
 * lists narrow the next one by the selection); by default a tab keeps the query (`search`, e.g. the period).
 */
export function levelTabs(accountId: string, search: string, listLink?: (type: ListType) => string): Array<{ to: string; label: string }> {
  return [
    ...LIST_TYPES.map((type) => ({ to: listLink ? listLink(type) : `/adsmanager/${accountId}/${type}${search}`, label: LIST_LABEL[type] })),
    { to: `/adsmanager/${accountId}/creatives${search}`, label: CREATIVES_LABEL },
  ];
}

export function isListType(value: unknown): value is ListType {
  return typeof value === 'string' && (LIST_TYPES as readonly string[]).includes(value);
}

/** "1 ad set", "3 campaigns". */
export function countOf(level: AssetLevel, n: number): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? LEVEL_LABEL[level].one : LEVEL_LABEL[level].many}`;
}
