// The Creatives tab's rows: the account's ads grouped by the image or video they run (image_hash / video_id), across
// ad sets and campaigns, with their figures summed, and the ad set where the asset does best and worst. Ads whose
// creative has neither (carousels, dynamic creatives) form a group per creative.
import {
  componentsFor,
  computeMetric,
  sumComponents,
  type Asset,
  type AssetCreative,
  type ComponentValues,
  type InsightsRow,
  type MetricId,
} from 'shared-graph';
import { combinedResultType, resultFigures, type ResultFigures, type ResultNames, type RowResultType } from '../common/resultTypes';

export type CreativeAssetKind = 'image' | 'video' | 'creative';

/** The metrics the tab shows beside Results (computed from summed components, never averaged). */
export const CREATIVE_METRICS: readonly MetricId[] = ['spend', 'impressions', 'clicks', 'ctr', 'cpc', 'link_clicks', 'purchases', 'cost_per_purchase'];

/** How one ad set does with the asset. */
export interface AdsetStanding {
  adsetId: string;
  adsetName: string;
  campaignName: string;
  /** Cost per result (lower is better) or CTR in % (higher is better), per the group's `rankedBy`. */
  value: number;
  /** Spent with results, for cost per result; false = spend without a result (ranks worst). */
  hasResults: boolean;
  spend: number;
}

export interface CreativeGroup {
  /** `image:<hash>`, `video:<id>` or `creative:<id>`. */
  key: string;
  kind: CreativeAssetKind;
  /** The image hash, video id or creative id. */
  assetId: string;
  /** The creative's headline (the first ad's), else the first ad's name. */
  title: string;
  /** The first ad's creative, for the thumbnail. */
  creative: AssetCreative | null;
  ads: Asset[];
  adsetIds: string[];
  campaignIds: string[];
  /** Insights components of the period summed over the group's ads. */
  values: ComponentValues;
  /** What the group's results are: one type when every ad's ad set counts the same thing. */
  result: RowResultType;
  /** Results and cost per result, when `result` is one type. */
  figures: ResultFigures | null;
  /** By cost per result when the ad sets count one result type, else by CTR; null without two ad sets to compare. */
  rankedBy: 'cost_per_result' | 'ctr';
  best: AdsetStanding | null;
  worst: AdsetStanding | null;
}

const BASE_COMPONENTS = componentsFor(CREATIVE_METRICS);

function groupKey(ad: Asset): { key: string; kind: CreativeAssetKind; assetId: string } {
  const creative = ad.creative;
  if (creative?.image_hash) return { key: `image:${creative.image_hash}`, kind: 'image', assetId: creative.image_hash };
  if (creative?.video_id) return { key: `video:${creative.video_id}`, kind: 'video', assetId: creative.video_id };
  const id = creative?.id ?? ad.id;
  return { key: `creative:${id}`, kind: 'creative', assetId: id };
}

const currentRows = (ads: readonly Asset[]): InsightsRow[] => ads.map((ad) => ad.insights[0]).filter((row): row is InsightsRow => Boolean(row));

function componentKeys(result: RowResultType): string[] {
  const types = result.kind === 'one' ? [result.type] : result.kind === 'multiple' ? result.types : [];
  return [...new Set([...BASE_COMPONENTS, ...types.map((t) => t.component)])];
}

/** Each ad set's standing with the asset, best first. */
function standings(ads: readonly Asset[], result: RowResultType, keys: readonly string[]): { rankedBy: CreativeGroup['rankedBy']; ranked: AdsetStanding[] } {
  const byAdset = new Map<string, Asset[]>();
  for (const ad of ads) if (ad.adset_id) byAdset.set(ad.adset_id, [...(byAdset.get(ad.adset_id) ?? []), ad]);
  const rankedBy: CreativeGroup['rankedBy'] = result.kind === 'one' ? 'cost_per_result' : 'ctr';
  const ranked: AdsetStanding[] = [];
  for (const [adsetId, adsetAds] of byAdset) {
    const values = sumComponents(currentRows(adsetAds), keys);
    const spend = values.spend ?? 0;
    const first = adsetAds[0] as Asset;
    const base = { adsetId, adsetName: first.adset_name ?? adsetId, campaignName: first.campaign_name ?? '', spend };
    if (rankedBy === 'cost_per_result' && result.kind === 'one') {
      if (spend <= 0) continue;
      const figures = resultFigures(result.type, values);
      ranked.push({ ...base, value: figures.cost, hasResults: !figures.costWithoutResults });
    } else {
      if ((values.impressions ?? 0) <= 0) continue;
      ranked.push({ ...base, value: computeMetric('ctr', values), hasResults: true });
    }
  }
  ranked.sort((a, b) => {
    if (a.hasResults !== b.hasResults) return a.hasResults ? -1 : 1;
    if (!a.hasResults) return b.spend - a.spend;
    return rankedBy === 'cost_per_result' ? a.value - b.value : b.value - a.value;
  });
  return { rankedBy, ranked };
}

/**
 * Groups an account's ads (with `creative` and the period's insights as insights[0]) by image or video, most spend
 * first. `names` names custom conversions in the results.
 */
export function groupCreatives(ads: readonly Asset[], names: ResultNames = {}): CreativeGroup[] {
  const grouped = new Map<string, { key: ReturnType<typeof groupKey>; ads: Asset[] }>();
  for (const ad of ads) {
    const key = groupKey(ad);
    const entry = grouped.get(key.key);
    if (entry) entry.ads.push(ad);
    else grouped.set(key.key, { key, ads: [ad] });
  }
  const groups = [...grouped.values()].map(({ key, ads: members }): CreativeGroup => {
    const result = combinedResultType(members.flatMap((ad) => ad.optimisations ?? []), names);
    const keys = componentKeys(result);
    const values = sumComponents(currentRows(members), keys);
    const { rankedBy, ranked } = standings(members, result, keys);
    const first = members[0] as Asset;
    return {
      ...key,
      title: first.creative?.title ?? first.name,
      creative: members.find((ad) => ad.creative?.thumbnail_url)?.creative ?? first.creative ?? null,
      ads: members,
      adsetIds: [...new Set(members.map((ad) => ad.adset_id).filter((id): id is string => Boolean(id)))],
      campaignIds: [...new Set(members.map((ad) => ad.campaign_id).filter((id): id is string => Boolean(id)))],
      values,
      result,
      figures: result.kind === 'one' ? resultFigures(result.type, values) : null,
      rankedBy,
      best: ranked[0] ?? null,
      worst: ranked.length > 1 ? (ranked[ranked.length - 1] as AdsetStanding) : null,
    };
  });
  return groups.sort((a, b) => (b.values.spend ?? 0) - (a.values.spend ?? 0) || a.title.localeCompare(b.title));
}

/** A metric of a group from its summed components. */
export function groupMetric(group: CreativeGroup, id: MetricId): number {
  return computeMetric(id, group.values);
}
