// The list's filters, kept in the URL so a link or a reload shows the same list: name search, status, objective,
// and the campaigns / ad sets selected on a higher tab (they narrow the lower tabs, as in Ads Manager).
import type { AssetListQuery, AssetLevel, DateRange, MetricId } from 'shared-graph';

export type StatusFilter = 'default' | 'active' | 'off' | 'issues' | 'archived' | 'deleted' | 'all';

export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'default', label: 'All but archived and deleted' },
  { value: 'active', label: 'Active' },
  { value: 'off', label: 'Off' },
  { value: 'issues', label: 'With issues or rejected' },
  { value: 'archived', label: 'Archived' },
  { value: 'deleted', label: 'Deleted' },
  { value: 'all', label: 'Everything, deleted too' },
];

/** Meta's effective_status filter per choice; none = Meta's default (archived and deleted left out). */
const EFFECTIVE: Record<StatusFilter, string[] | null> = {
  default: null,
  active: ['ACTIVE'],
  off: ['PAUSED', 'CAMPAIGN_PAUSED', 'ADSET_PAUSED'],
  issues: ['WITH_ISSUES', 'DISAPPROVED'],
  archived: ['ARCHIVED'],
  deleted: ['DELETED'],
  all: ['ACTIVE', 'PAUSED', 'DELETED', 'PENDING_REVIEW', 'DISAPPROVED', 'PREAPPROVED', 'PENDING_BILLING_INFO', 'CAMPAIGN_PAUSED', 'ARCHIVED', 'ADSET_PAUSED', 'IN_PROCESS', 'WITH_ISSUES'],
};

export const OBJECTIVES: ReadonlyArray<{ value: string; label: string; legacy?: string[] }> = [
  { value: 'OUTCOME_SALES', label: 'Sales', legacy: ['CONVERSIONS', 'PRODUCT_CATALOG_SALES'] },
  { value: 'OUTCOME_LEADS', label: 'Leads', legacy: ['LEAD_GENERATION'] },
  { value: 'OUTCOME_TRAFFIC', label: 'Traffic', legacy: ['LINK_CLICKS'] },
  { value: 'OUTCOME_ENGAGEMENT', label: 'Engagement', legacy: ['POST_ENGAGEMENT', 'PAGE_LIKES', 'MESSAGES', 'VIDEO_VIEWS'] },
  { value: 'OUTCOME_AWARENESS', label: 'Awareness', legacy: ['BRAND_AWARENESS', 'REACH'] },
  { value: 'OUTCOME_APP_PROMOTION', label: 'App promotion', legacy: ['APP_INSTALLS'] },
];

export interface ListFilters {
  search: string;
  status: StatusFilter;
  /** An ODAX objective (its legacy names are included), or '' for all. */
  objective: string;
  campaignIds: string[];
  adsetIds: string[];
}

const ids = (text: string | null) => (text ? text.split(',').filter((id) => /^\d{1,24}$/.test(id)) : []);

export function readFilters(params: URLSearchParams): ListFilters {
  const status = params.get('status');
  const objective = params.get('objective') ?? '';
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    status: STATUS_FILTERS.some((s) => s.value === status) ? (status as StatusFilter) : 'default',
    objective: OBJECTIVES.some((o) => o.value === objective) ? objective : '',
    campaignIds: ids(params.get('campaigns')),
    adsetIds: ids(params.get('adsets')),
  };
}

export function writeFilters(params: URLSearchParams, change: Partial<ListFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  if (change.search !== undefined) set('q', change.search.trim());
  if (change.status !== undefined) set('status', change.status === 'default' ? '' : change.status);
  if (change.objective !== undefined) set('objective', change.objective);
  if (change.campaignIds !== undefined) set('campaigns', change.campaignIds.join(','));
  if (change.adsetIds !== undefined) set('adsets', change.adsetIds.join(','));
  return next;
}

/** The platform query of a level's list under the filters: filtering happens on Meta's side, so paging stays right. */
export function listQuery(
  level: AssetLevel,
  accountId: string,
  currency: string,
  filters: ListFilters,
  ranges: readonly DateRange[],
  metrics: readonly MetricId[],
): AssetListQuery {
  const filtering: NonNullable<AssetListQuery['filtering']>[number][] = [];
  if (filters.search.trim()) filtering.push({ field: 'name', operator: 'CONTAIN', value: filters.search.trim() });
  if (filters.objective) {
    const chosen = OBJECTIVES.find((o) => o.value === filters.objective);
    filtering.push({ field: level === 'campaign' ? 'objective' : 'campaign.objective', operator: 'IN', value: [filters.objective, ...(chosen?.legacy ?? [])] });
  }
  if (level !== 'campaign' && filters.campaignIds.length) filtering.push({ field: 'campaign.id', operator: 'IN', value: filters.campaignIds });
  if (level === 'ad' && filters.adsetIds.length) filtering.push({ field: 'adset.id', operator: 'IN', value: filters.adsetIds });
  const effective = EFFECTIVE[filters.status];
  return {
    accountId,
    level,
    currency,
    timeRanges: ranges,
    metrics: [...metrics].sort(),
    ...(filtering.length ? { filtering } : {}),
    ...(effective ? { effectiveStatus: effective } : {}),
  };
}
