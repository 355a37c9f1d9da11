// SPEC §4: lists are sorted ACTIVE first and merged by id; a later page is added below, a refreshed row replaces the old one.
import type { Asset } from './assetTypes';

/** True for what is delivering (or set to deliver): the ACTIVE group sorted to the top. */
export function isActiveAsset(asset: Pick<Asset, 'effective_status' | 'status'>): boolean {
  return asset.effective_status === 'ACTIVE';
}

/**
 * `incoming` merged into `current` by id: a row already there is replaced where it stands, new rows follow, ACTIVE
 * ones first (within each group in the platform's order). So a first page reads ACTIVE first, a next page ("Load
 * more") is added below without moving the rows above it, and a refreshed row keeps its place.
 */
export function mergeAssets<T extends Pick<Asset, 'id' | 'effective_status' | 'status'>>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const asset of incoming) byId.set(asset.id, asset);
  const kept = current.map((asset) => {
    const replacement = byId.get(asset.id);
    byId.delete(asset.id);
    return replacement ?? asset;
  });
  const added = [...byId.values()];
  return [...kept, ...added.filter(isActiveAsset), ...added.filter((a) => !isActiveAsset(a))];
}
