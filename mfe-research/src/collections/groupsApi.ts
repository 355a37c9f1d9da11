import { fieldErrorsOf, isApiError, isCancelled, productApi, type ApiData } from 'shared-graph';
import type { InterestItem } from '../interests/items';

/** A saved collection as the list shows it. */
export type Group = ApiData<'/api/group'>[number];

/** The server's limits (server/src/groups/schema.ts): inputs carry the same maxLength. */
export const GROUP_NAME_MAX_LENGTH = 100;
export const GROUP_SEARCH_MAX_LENGTH = 100;

export const GROUP_MESSAGES = {
  list: 'Unable to get group list',
  create: 'Unable to create group',
  delete: 'Unable to delete group',
  add: 'Unable to add to group',
  remove: 'Unable to remove items from group',
  items: 'Unable to get group items',
} as const;

/** A groups call that failed, with the message the screen shows (the server's reason kept as `cause`). */
export class GroupError extends Error {
  override readonly name = 'GroupError';
  /** 'name' when the message is about the name sent (taken, or refused by the server's rules): shown beside the field. */
  readonly field?: 'name';

  constructor(message: string, options?: ErrorOptions & { field?: 'name' }) {
    super(message, options);
    if (options?.field) this.field = options.field;
  }
}

/** The server's refusal of a name the team's collections already have (any case): its sentence is the user's. */
const isNameTaken = (error: unknown) => isApiError(error) && error.status === 409 && error.code === 'collection_exists';

async function wrap<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isCancelled(error)) throw error;
    if (isNameTaken(error)) throw new GroupError((error as Error).message, { cause: error, field: 'name' });
    const nameProblem = fieldErrorsOf(error)['/name'];
    if (nameProblem) throw new GroupError(nameProblem, { cause: error, field: 'name' });
    throw new GroupError(message, { cause: error });
  }
}

/** Items as saved: the interest fields that identify and describe it, without per-screen estimates. */
export function savedItem(item: InterestItem): InterestItem {
  // The platform's status is read afresh when a collection opens, so a saved copy cannot go stale.
  const { reach: _reach, overlap: _overlap, percent_comparison: _pc, percent_selected: _ps, status: _status, ...rest } = item as InterestItem & { page?: unknown };
  delete (rest as { page?: unknown }).page;
  return rest;
}

const team = (teamId: number) => ({ team: teamId });

/** An interest as the server keeps it: `id`, `name` and whatever other fields were sent. */
type StoredInterest = ApiData<'/api/group/collection', 'post'>[number];
const stored = (items: InterestItem[]) => items.map(savedItem) as unknown as StoredInterest[];

export const groupsApi = {
  /** The team's collections (name filter `q`); a 404 means there are none yet. */
  async list(teamId: number, q = '', signal?: AbortSignal): Promise<Group[]> {
    try {
      return (await productApi.get('/api/group', { query: { ...team(teamId), q: q.trim() || undefined }, signal })) ?? [];
    } catch (error) {
      if (isApiError(error) && error.status === 404) return [];
      if (isCancelled(error)) throw error;
      throw new GroupError(GROUP_MESSAGES.list, { cause: error });
    }
  },
  create(teamId: number, name: string, items: InterestItem[] = []): Promise<Group> {
    return wrap(GROUP_MESSAGES.create, () => productApi.post('/api/group', { body: { name: name.trim(), items: stored(items) }, query: team(teamId) }));
  },
  rename(teamId: number, id: number, name: string): Promise<Group> {
    return wrap(GROUP_MESSAGES.create, () => productApi.patch('/api/group/{id}', { params: { id }, body: { name: name.trim() }, query: team(teamId) }));
  },
  remove(teamId: number, id: number): Promise<void> {
    return wrap(GROUP_MESSAGES.delete, async () => {
      await productApi.delete('/api/group/{id}', { params: { id }, query: team(teamId) });
    });
  },
  removeMany(teamId: number, ids: number[]): Promise<void> {
    return wrap(GROUP_MESSAGES.delete, async () => {
      await productApi.post('/api/group/batchdelete', { body: { id: ids }, query: team(teamId) });
    });
  },
  addItems(teamId: number, id: number, items: InterestItem[]): Promise<Group & { added: number }> {
    return wrap(GROUP_MESSAGES.add, () => productApi.post('/api/group/{id}', { params: { id }, body: { data: stored(items) }, query: team(teamId) }));
  },
  removeItems(teamId: number, id: number, itemIds: string[]): Promise<Group & { removed: number }> {
    return wrap(GROUP_MESSAGES.remove, () => productApi.post('/api/group/{id}/remove', { params: { id }, body: { id: itemIds }, query: team(teamId) }));
  },
  /** One page (100) of the items of `groups`; later pages pass `page` as a query parameter. */
  items(teamId: number, groups: number[], page = 1, signal?: AbortSignal): Promise<{ data: InterestItem[]; has_more: boolean }> {
    // Saved items keep the fields the research screens sent (the server names only id and name).
    return wrap(GROUP_MESSAGES.items, () =>
      productApi.page.post('/api/group/collection', {
        body: { groups },
        query: page > 1 ? { ...team(teamId), page } : team(teamId),
        signal,
      }) as unknown as Promise<{ data: InterestItem[]; has_more: boolean }>,
    );
  },
  /** Every item of one collection (follows has_more). */
  async allItems(teamId: number, id: number, signal?: AbortSignal): Promise<InterestItem[]> {
    const all: InterestItem[] = [];
    for (let page = 1; ; page += 1) {
      const { data, has_more } = await groupsApi.items(teamId, [id], page, signal);
      all.push(...(data ?? []));
      if (!has_more) return all;
    }
  },
};
