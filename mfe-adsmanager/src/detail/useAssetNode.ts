// One campaign, ad set or ad read by id with its settings (and, for an ad set or ad, the targeting spec).
import { ASSET_SETTINGS_FIELDS, parseAsset, useGraphQuery, type Asset, type AssetLevel, type RawAsset } from 'shared-graph';
import type { TargetingSpecRaw } from './targetingInWords';

const EXTRA: Record<AssetLevel, string[]> = {
  campaign: ['special_ad_categories', 'budget_remaining'],
  adset: ['billing_event', 'budget_remaining', 'destination_type'],
  ad: ['adset{name,bid_strategy,bid_amount,daily_budget,lifetime_budget,start_time,end_time,optimization_goal,promoted_object,attribution_spec,targeting}', 'campaign{name,objective,buying_type}'],
};

export interface AssetNode {
  asset: Asset;
  raw: RawAsset;
  targeting: TargetingSpecRaw | null;
}

export function useAssetNode(id: string, level: AssetLevel, currency: string) {
  const fields = [...ASSET_SETTINGS_FIELDS[level].filter((f) => !(level === 'ad' && (f.startsWith('adset{') || f.startsWith('campaign{')))), ...EXTRA[level]].join(',');
  const query = useGraphQuery<RawAsset>(id, { fields });
  const raw = query.data;
  const node: AssetNode | null = raw
    ? {
        asset: parseAsset(raw, level, { currency }),
        raw,
        targeting: ((raw.targeting ?? (raw.adset as Record<string, unknown> | undefined)?.targeting) as TargetingSpecRaw | undefined) ?? null,
      }
    : null;
  return { node, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
