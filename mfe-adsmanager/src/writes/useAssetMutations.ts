// Asset writes as a mutation: the status shows at once, then the lists are read again so the server's status and
// effective_status replace it (SPEC §4).
import { useMutation, type InfiniteData, type UseMutationResult } from '@tanstack/react-query';
import { queryClient, queryKeys, useGraphScope, type Asset, type AssetPage, type GraphScope } from 'shared-graph';
import { writeAssets, type AssetWrite, type WriteResult } from './assetWrites';

type AssetPages = InfiniteData<AssetPage, string | null>;

/** Every cached list of the scope with `patch` applied to the rows it returns a change for. */
function patchCachedAssets(scope: GraphScope, patch: (asset: Asset) => Partial<Asset> | null): void {
  queryClient.setQueriesData<AssetPages>({ queryKey: queryKeys.assetLists(scope) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            assets: page.assets.map((asset) => {
              const change = patch(asset);
              return change ? { ...asset, ...change } : asset;
            }),
          })),
        }
      : data,
  );
}

/** The optimistic look of a write: a status change shows at once; other fields wait for the platform. */
function optimisticChange(write: AssetWrite): Partial<Asset> | null {
  const { change } = write;
  if (change.kind === 'status') return { status: change.status, effective_status: change.status, delivery_status: change.status };
  if (change.kind === 'name') return { name: change.name };
  if (change.kind === 'settings' && typeof change.params.name === 'string') return { name: change.params.name };
  return null;
}

interface WriteContext {
  snapshot: Array<[readonly unknown[], AssetPages | undefined]>;
  scopes: GraphScope[];
}

/** The scope a write reads and writes in: its asset's own team and account, or the active scope. */
function scopeOfWrite(write: AssetWrite, active: GraphScope): GraphScope {
  const { teamId, account_id: account } = write.asset;
  if (teamId === undefined) return active;
  return { teamId, adAccount: account.startsWith('act_') ? account : `act_${account}` };
}

function scopesOf(writes: readonly AssetWrite[], active: GraphScope): GraphScope[] {
  const byKey = new Map<string, GraphScope>();
  for (const write of writes) {
    const scope = scopeOfWrite(write, active);
    byKey.set(`${scope.teamId}:${scope.adAccount}`, scope);
  }
  return [...byKey.values()];
}

/** One batch per team (a batch travels on one owner's connection), in parallel; results in the writes' order. */
async function writeByTeam(writes: readonly AssetWrite[], active: GraphScope): Promise<WriteResult[]> {
  const groups = new Map<number, number[]>();
  writes.forEach((write, index) => {
    const team = scopeOfWrite(write, active).teamId;
    groups.set(team, [...(groups.get(team) ?? []), index]);
  });
  if (groups.size <= 1) return writeAssets(writes, groups.size ? { teamId: [...groups.keys()][0] } : {});
  const results: WriteResult[] = new Array(writes.length);
  await Promise.all(
    [...groups.entries()].map(async ([teamId, indexes]) => {
      const answers = await writeAssets(indexes.map((i) => writes[i]!), { teamId });
      indexes.forEach((i, n) => {
        results[i] = answers[n] ?? { ok: false, error: null };
      });
    }),
  );
  return results;
}

/**
 * Writes assets (writeAssets: one batch per team with __metadata). Status and name changes show in the cached lists
 * at once; a write the platform refused is rolled back; afterwards every asset list and insights query of the
 * scopes written in is read again. A row of another team's account (asset.teamId) is written through that team.
 * Resolves with one WriteResult per write.
 */
export function useAssetWrites(): UseMutationResult<WriteResult[], Error, AssetWrite[], WriteContext> {
  const scope = useGraphScope();
  return useMutation<WriteResult[], Error, AssetWrite[], WriteContext>(
    {
      mutationFn: (writes) => writeByTeam(writes, scope),
      onMutate: async (writes) => {
        const scopes = scopesOf(writes, scope);
        await Promise.all(scopes.map((s) => queryClient.cancelQueries({ queryKey: queryKeys.assetLists(s) })));
        const snapshot = scopes.flatMap((s) => queryClient.getQueriesData<AssetPages>({ queryKey: queryKeys.assetLists(s) }));
        const changes = new Map(writes.map((w) => [w.asset.id, optimisticChange(w)]));
        for (const s of scopes) patchCachedAssets(s, (asset) => changes.get(asset.id) ?? null);
        return { snapshot, scopes };
      },
      onSuccess: (results, writes, context) => {
        // A write the platform refused goes back to how it looked; the re-read below brings the truth anyway.
        const refused = new Set(writes.filter((_, i) => !results[i]?.ok).map((w) => w.asset.id));
        if (refused.size === 0) return;
        const original = new Map<string, Asset>();
        for (const [, data] of context.snapshot) for (const page of data?.pages ?? []) for (const asset of page.assets) if (refused.has(asset.id)) original.set(asset.id, asset);
        for (const s of context.scopes) patchCachedAssets(s, (asset) => original.get(asset.id) ?? null);
      },
      onError: (_error, _writes, context) => {
        for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      },
      // Not awaited (mutateAsync would wait for it): each write's answer shows at once and the lists follow — under
      // Meta's latency reading a list again takes seconds after the batch has answered.
      onSettled: (_results, _error, writes) => {
        for (const s of scopesOf(writes, scope)) void queryClient.invalidateQueries({ queryKey: queryKeys.graphScope(s) });
      },
    },
    queryClient,
  );
}
