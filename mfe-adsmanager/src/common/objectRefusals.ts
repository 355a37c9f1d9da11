// How the platform refuses an address's object, read so the screens can answer in words (or send the user on).
import { isGraphError, type AssetLevel } from 'shared-graph';

/** Meta's 100/33: no such object, or not one this connection may see. Retrying will not change that. */
export function isUnknownObject(error: unknown): boolean {
  return isGraphError(error) && error.code === 100 && error.subCode === 33;
}

/** Meta's names for the three levels in "Tried accessing nonexisting field (…) on node type (…)". */
const LEVEL_OF_NODE_TYPE: Record<string, AssetLevel> = { AdCampaignGroup: 'campaign', AdCampaign: 'adset', Adgroup: 'ad', AdGroup: 'ad' };

/**
 * The level the object really is when the address named another one (an ad set's id under /campaigns/): Meta then
 * refuses a field of the named level with error 100, naming the object's own node type.
 */
export function actualLevelOf(error: unknown): AssetLevel | null {
  if (!isGraphError(error) || error.code !== 100) return null;
  const nodeType = /nonexisting field \([^)]*\) on node type \((\w+)\)/.exec(error.apiMessage ?? error.message)?.[1];
  return nodeType ? (LEVEL_OF_NODE_TYPE[nodeType] ?? null) : null;
}
