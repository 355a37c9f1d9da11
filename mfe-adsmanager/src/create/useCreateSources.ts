// What the ad set form starts from: the team's saved collections (research area), and the account's pixel and
// Pages for the objectives that promote them.
import { isApiError, productApi, queryKeys, useGraphQuery, useServerQuery, type ApiData } from 'shared-graph';
import type { InterestRef } from './campaignPlan';

export type SavedCollection = ApiData<'/api/group'>[number];

/** A saved interest: the research screen's fields beside `id` and `name` (the platform id in `fb_id`, its kind in `type`). */
type SavedItem = ApiData<'/api/group/collection', 'post'>[number] & { fb_id?: string; type?: string };

const FLEXIBLE_KINDS = new Set(['interests', 'behaviors', 'education_statuses', 'relationship_statuses', 'life_events', 'industries', 'income', 'family_statuses', 'work_positions', 'work_employers']);

export function useSavedCollections(teamId: number) {
  return useServerQuery(queryKeys.apiResource('group', { team: teamId }), async (signal) => {
    try {
      return (await productApi.get('/api/group', { query: { team: teamId }, signal })) ?? [];
    } catch (error) {
      if (isApiError(error) && error.status === 404) return [];
      throw error;
    }
  });
}

/** Every item of a collection as targeting entries (the platform id, its flexible_spec kind). */
export async function collectionInterests(teamId: number, id: number): Promise<InterestRef[]> {
  const refs: InterestRef[] = [];
  for (let page = 1; page < 50; page += 1) {
    const answer = await productApi.page.post('/api/group/collection', { body: { groups: [id] }, query: page > 1 ? { team: teamId, page } : { team: teamId } });
    for (const item of (answer.data ?? []) as SavedItem[]) {
      const kind = item.type && FLEXIBLE_KINDS.has(item.type) ? item.type : item.type === 'behaviours' ? 'behaviors' : 'interests';
      refs.push({ id: item.fb_id || item.id, name: item.name, kind });
    }
    if (!answer.has_more) break;
  }
  return refs;
}

export function useAccountPixel(accountId: string) {
  const audiences = useGraphQuery<{ data?: Array<{ pixel_id?: string }> }>(`${accountId}/customaudiences`, { fields: 'id,pixel_id', limit: 50 });
  return audiences.data?.data?.find((a) => a.pixel_id)?.pixel_id ?? null;
}

export function usePages() {
  const pages = useGraphQuery<{ data?: Array<{ id: string; name: string }> }>('me/accounts', { fields: 'id,name' });
  return pages.data?.data ?? [];
}
