// Collections on shared-graph's one query client: the team's lists (by name search) and each collection's items,
// and the writes, each invalidating what it changes.
import { queryClient, useServerMutation, useServerQuery } from 'shared-graph';
import type { InterestItem } from '../interests/items';
import { groupsApi, GROUP_MESSAGES } from './groupsApi';

export const collectionKeys = {
  /** Every collection list of a team (whatever the name search). */
  lists: (teamId: number) => ['api', 'group', teamId, 'list'] as const,
  list: (teamId: number, q: string) => ['api', 'group', teamId, 'list', q.trim()] as const,
  items: (teamId: number, id: number) => ['api', 'group', teamId, 'items', id] as const,
};

export const collectionErrorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** The team's collections whose name contains `q` (all for ''). */
export function useCollectionList(teamId: number, q: string, options: { enabled?: boolean } = {}) {
  const query = useServerQuery(collectionKeys.list(teamId, q), (signal) => groupsApi.list(teamId, q, signal), { ...options, keepPrevious: true });
  return { query, groups: query.data ?? [], error: query.error ? collectionErrorText(query.error, GROUP_MESSAGES.list) : null };
}

/** Creating, renaming, deleting collections and adding or removing items; the lists (names, counts) are read again. */
export function useCollectionWrites(teamId: number) {
  const lists = [collectionKeys.lists(teamId)];
  return {
    create: useServerMutation(({ name, items }: { name: string; items?: InterestItem[] }) => groupsApi.create(teamId, name, items), { invalidates: lists }),
    rename: useServerMutation(({ id, name }: { id: number; name: string }) => groupsApi.rename(teamId, id, name), { invalidates: lists }),
    remove: useServerMutation((ids: number[]) => (ids.length === 1 ? groupsApi.remove(teamId, ids[0]!) : groupsApi.removeMany(teamId, ids)), {
      invalidates: lists,
      onSuccess: (_, ids) => ids.forEach((id) => queryClient.removeQueries({ queryKey: collectionKeys.items(teamId, id) })),
    }),
    addItems: useServerMutation(({ id, items }: { id: number; items: InterestItem[] }) => groupsApi.addItems(teamId, id, items), {
      invalidates: lists,
      onSuccess: (_, { id }) => void queryClient.invalidateQueries({ queryKey: collectionKeys.items(teamId, id) }),
    }),
    removeItems: useServerMutation(({ id, itemIds }: { id: number; itemIds: string[] }) => groupsApi.removeItems(teamId, id, itemIds), {
      invalidates: lists,
      // The shown rows keep their estimates: the removed ones are dropped from the cached items instead of a new read.
      onSuccess: (_, { id, itemIds }) => {
        const gone = new Set(itemIds);
        queryClient.setQueryData<InterestItem[]>(collectionKeys.items(teamId, id), (items) => items?.filter((item) => !gone.has(item.id)));
      },
    }),
  };
}
