import type { Asset } from 'shared-graph';

/**
 * What every ads manager list tells its DataTable: rows named with their campaign (same-named ad sets told apart),
 * a breakdown toggle per row, a fixed row height, and row elements reused across sorts.
 */
export const ASSET_GRID = {
  selectable: true,
  rowLabel: (asset: Asset) => `Select ${asset.name}${asset.campaign_name ? ` (campaign ${asset.campaign_name})` : ''}`,
  expandLabel: (asset: Asset, open: boolean) => `${open ? 'Hide' : 'Show'} the breakdown of ${asset.name}`,
  rowHeight: 44,
  maxHeight: 620,
  reuseRows: true,
} as const;
