// The saved views the user can open (their own and their teams'), their default per objective, and the writes.
import { productApi, queryKeys, useServerMutation, useServerQuery, useUser, type ApiBody } from 'shared-graph';
import type { SavedView, ViewDefinition } from './listLayout';

const KEY = queryKeys.apiResource('adsmanager/views');

type UpdateBody = ApiBody<'/api/adsmanager/views/{id}', 'put'>;

export interface SavedViews {
  views: SavedView[];
  /** Objective key (`ALL` or OUTCOME_…) → view id. */
  defaults: ReadonlyMap<string, number>;
  loading: boolean;
  error: Error | null;
  /** The teams the user belongs to (a view can be shared with one). */
  teams: ReadonlyArray<{ id: number; name: string }>;
  create: (input: { name: string; definition: ViewDefinition }) => Promise<SavedView>;
  update: (id: number, body: UpdateBody) => Promise<SavedView>;
  remove: (id: number) => Promise<void>;
  setDefault: (objective: string, viewId: number | null) => Promise<void>;
}

export function useSavedViews(): SavedViews {
  const list = useServerQuery(KEY, (signal) => productApi.get('/api/adsmanager/views', { signal }), { staleTime: 60_000 });
  const user = useUser();
  const options = { invalidates: [KEY] };
  const create = useServerMutation((body: ApiBody<'/api/adsmanager/views', 'post'>) => productApi.post('/api/adsmanager/views', { body }), options);
  const update = useServerMutation(({ id, body }: { id: number; body: UpdateBody }) => productApi.put('/api/adsmanager/views/{id}', { params: { id }, body }), options);
  const remove = useServerMutation((id: number) => productApi.delete('/api/adsmanager/views/{id}', { params: { id } }), options);
  const setDefault = useServerMutation(
    ({ objective, viewId }: { objective: string; viewId: number | null }) =>
      productApi.put('/api/adsmanager/view-defaults/{objective}', { params: { objective }, body: { view_id: viewId } }),
    options,
  );
  return {
    views: list.data?.views ?? [],
    defaults: new Map((list.data?.defaults ?? []).map((d) => [d.objective, d.view_id])),
    loading: list.isLoading,
    error: list.error,
    // Team 0 is the user's own connection, not a team to share with.
    teams: (user?.teams ?? []).filter((t) => t.id > 0).map((t) => ({ id: t.id, name: t.name })),
    create: (input) => create.mutateAsync(input),
    update: (id, body) => update.mutateAsync({ id, body }),
    remove: async (id) => {
      await remove.mutateAsync(id);
    },
    setDefault: async (objective, viewId) => {
      await setDefault.mutateAsync({ objective, viewId });
    },
  };
}
