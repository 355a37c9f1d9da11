// SPEC §4: lists are sorted ACTIVE first and merged by id; a later page or a refreshed row replaces the old one.
import type { Asset } from './assetTypes';

/** True for what is delivering (or set to deliver): the ACTIVE group sorted to the top. */
export function isActiveAsset(asset: Pick<Asset, 'effective_status' | 'status'>): boolean {
  return asset.effective_status === 'ACTIVE';
}

/**
 * `incoming` merged into `current` by id (an incoming row replaces the one with its id, new ids are appended),
 * then ACTIVE rows first; within each group the order is kept (the platform's order, then arrival).
 */
export function mergeAssets<T extends Pick<Asset, 'id' | 'effective_status' | 'status'>>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const asset of current) byId.set(asset.id, asset);
  for (const asset of incoming) byId.set(asset.id, asset);
  const merged = [...byId.values()];
  return [...merged.filter(isActiveAsset), ...merged.filter((a) => !isActiveAsset(a))];
}
