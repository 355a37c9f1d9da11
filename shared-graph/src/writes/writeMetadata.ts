// SPEC §7: asset writes carry `__metadata` so the server logs the team activity itself once the platform accepts
// the write (server/src/graph-proxy strips it before anything goes upstream).
import type { AssetLevel } from '../assets/assetTypes';

/** The asset a write changes, as the activity log names it. */
export interface AssetRef {
  id: string;
  level: AssetLevel;
  name: string;
  /** `act_…` or the bare number. */
  account_id: string;
}

export interface WriteMetadata {
  object_id: string;
  object_type: AssetLevel;
  object_name: string;
  account_id: string;
  /** The values before the change, keyed like the change (`{ status: 'ACTIVE' }`). */
  original?: Record<string, unknown>;
}

export function writeMetadata(asset: AssetRef, original?: Record<string, unknown>): WriteMetadata {
  const accountId = asset.account_id.startsWith('act_') ? asset.account_id : `act_${asset.account_id}`;
  return { object_id: asset.id, object_type: asset.level, object_name: asset.name, account_id: accountId, ...(original ? { original } : {}) };
}
