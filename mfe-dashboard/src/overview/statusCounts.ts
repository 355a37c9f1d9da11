// The status overview (the preset's `status_overview` buckets for its `status_drilldown` levels): how many
// campaigns, ad sets and ads are active, paused, have issues or are still learning.
import type { Asset } from 'shared-graph';
import type { AssetLevelName, StatusBucket } from '../objectives/objectivePresets';

export type StatusCounts = Record<StatusBucket, number>;

export const STATUS_LABELS: Record<StatusBucket, string> = {
  active: 'Active',
  paused: 'Paused',
  with_issues: 'With issues',
  in_learning: 'In learning',
};

export const LEVEL_LABELS: Record<AssetLevelName, string> = { campaign: 'Campaigns', adset: 'Ad sets', ad: 'Ads' };

/** Which buckets an asset counts in (one asset can be active and learning, or paused with issues). */
export function statusBuckets(asset: Pick<Asset, 'effective_status' | 'issues_info' | 'learning_stage_info'>): StatusBucket[] {
  const buckets: StatusBucket[] = [];
  const status = asset.effective_status;
  if (status === 'ACTIVE') buckets.push('active');
  if (status === 'PAUSED' || status.endsWith('_PAUSED')) buckets.push('paused');
  if (status === 'WITH_ISSUES' || asset.issues_info.length > 0) buckets.push('with_issues');
  if (asset.learning_stage_info?.status === 'LEARNING') buckets.push('in_learning');
  return buckets;
}

export function countStatuses(assets: readonly Pick<Asset, 'effective_status' | 'issues_info' | 'learning_stage_info'>[]): StatusCounts {
  const counts: StatusCounts = { active: 0, paused: 0, with_issues: 0, in_learning: 0 };
  for (const asset of assets) for (const bucket of statusBuckets(asset)) counts[bucket] += 1;
  return counts;
}
