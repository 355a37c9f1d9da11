// SPEC §7: asset writes carry `__metadata` so the server logs the team activity itself once the platform accepts
// the write (server/src/graph-proxy strips it before anything goes upstream).
import type { AssetLevel } from 'shared-graph';

/** The asset a write changes, as the activity log names it. */
export interface AssetRef {
  id: string;
  level: AssetLevel;
  name: string;
  /** `act_…` or the bare number. */
  account_id: string;
  /** The campaign (and ad set) it belongs to, so the activity log tells same-named ad sets and ads apart. */
  campaign_name?: string | null;
  adset_name?: string | null;
  /**
   * The team whose owner's connection carries a write on this asset, when it is not the active team's (a list that
   * spans accounts of several teams). Default: the active team.
   */
  teamId?: number;
}

export interface WriteMetadata {
  object_id: string;
  object_type: AssetLevel;
  object_name: string;
  campaign_name?: string;
  adset_name?: string;
  account_id: string;
  /** The values before the change, keyed like the change (`{ status: 'ACTIVE' }`). */
  original?: Record<string, unknown>;
}

export function writeMetadata(asset: AssetRef, original?: Record<string, unknown>): WriteMetadata {
  const accountId = asset.account_id.startsWith('act_') ? asset.account_id : `act_${asset.account_id}`;
  return {
    object_id: asset.id,
    object_type: asset.level,
    object_name: asset.name,
    ...(asset.campaign_name ? { campaign_name: asset.campaign_name } : {}),
    ...(asset.adset_name ? { adset_name: asset.adset_name } : {}),
    account_id: accountId,
    ...(original ? { original } : {}),
  };
}
