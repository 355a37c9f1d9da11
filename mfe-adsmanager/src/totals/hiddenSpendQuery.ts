// The insights query for what the list leaves out: spend in the range of the deleted and archived objects that match
// the list's other filters (Meta's default listing hides them; the account's own totals include them).
import type { AssetLevel, DateRange, InsightsQuery } from 'shared-graph';
import { OBJECTIVES, type ListFilters } from '../list/listFilters';

/** How many hidden objects' rows one read brings; a buyer with more sees "500 or more". */
export const HIDDEN_ROW_LIMIT = 500;

/** The statuses the list's status filter leaves out, of DELETED and ARCHIVED. */
export function hiddenStatuses(status: ListFilters['status']): Array<'DELETED' | 'ARCHIVED'> {
  if (status === 'all') return [];
  if (status === 'archived') return ['DELETED'];
  if (status === 'deleted') return ['ARCHIVED'];
  return ['DELETED', 'ARCHIVED'];
}

export function hiddenSpendQuery(accountId: string, level: AssetLevel, filters: ListFilters, range: DateRange): InsightsQuery | null {
  const statuses = hiddenStatuses(filters.status);
  if (statuses.length === 0) return null;
  const filtering: NonNullable<InsightsQuery['filtering']>[number][] = [{ field: `${level}.effective_status`, operator: 'IN', value: statuses }];
  if (filters.search.trim()) filtering.push({ field: `${level}.name`, operator: 'CONTAIN', value: filters.search.trim() });
  if (filters.objective) {
    const chosen = OBJECTIVES.find((o) => o.value === filters.objective);
    filtering.push({ field: 'campaign.objective', operator: 'IN', value: [filters.objective, ...(chosen?.legacy ?? [])] });
  }
  if (level !== 'campaign' && filters.campaignIds.length) filtering.push({ field: 'campaign.id', operator: 'IN', value: filters.campaignIds });
  if (level === 'ad' && filters.adsetIds.length) filtering.push({ field: 'adset.id', operator: 'IN', value: filters.adsetIds });
  return { objectId: accountId, level, metrics: ['spend'], fields: [`${level}_id`], timeRange: range, filtering, limit: HIDDEN_ROW_LIMIT };
}
