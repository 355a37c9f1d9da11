// Where an object sits: its campaign (ad sets, ads) and ad set (ads), so same-named objects can be told apart
// wherever they are named — dialogs, result lists, notices.
import type { Asset } from 'shared-graph';
import { LEVEL_LABEL } from '../common/levels';

/** A row or a write's reference to it: its level, name and parents' names when known. */
export type NamedAsset = Pick<Asset, 'level' | 'name'> & { campaign_name?: string | null; adset_name?: string | null };

/** "Campaign: Sales | ID" / "Ad set: Women 25-44 · Campaign: Sales | ID"; null for campaigns or unknown parents. */
export function parentLine(asset: NamedAsset): string | null {
  const parts = [asset.level === 'ad' && asset.adset_name ? `Ad set: ${asset.adset_name}` : null, asset.level !== 'campaign' && asset.campaign_name ? `Campaign: ${asset.campaign_name}` : null];
  const line = parts.filter(Boolean).join(' · ');
  return line || null;
}

/** `ad set "Women 25-44" in campaign "Sales | ID"` — an object named with its parent, for notices and titles. */
export function describeAsset(asset: NamedAsset): string {
  const own = `${LEVEL_LABEL[asset.level].one} "${asset.name}"`;
  if (asset.level === 'ad' && asset.adset_name) return `${own} in ad set "${asset.adset_name}"${asset.campaign_name ? ` (campaign "${asset.campaign_name}")` : ''}`;
  if (asset.level !== 'campaign' && asset.campaign_name) return `${own} in campaign "${asset.campaign_name}"`;
  return own;
}
