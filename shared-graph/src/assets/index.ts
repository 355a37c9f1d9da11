export { ASSET_EDGES, CHILD_LEVEL, type Asset, type AssetLevel, type AssetStatus, type AssetIssue, type AssetLabel, type AssetCreative, type TargetingSummary } from './assetTypes';
export { ASSET_SETTINGS_FIELDS, CREATIVE_THUMBNAIL_PX, assetListFields, type AssetFieldsOptions } from './assetFields';
export { parseAsset, type RawAsset, type ParseAssetOptions } from './parseAsset';
export { mergeAssets, isActiveAsset } from './mergeAssets';
export { deliveryStatusOf, withDeliveryStatus } from './deliveryStatus';
export { targetingSummary } from './targetingSummary';
export { fetchAssetPage, fetchAllAssets, ASSET_PAGE_SIZE, type AssetListQuery, type AssetPage } from './fetchAssetPage';
export { RESULT_INSIGHTS_FIELDS, type AdsetOptimisation, type AttributionSpecEntry, type PromotedObject } from './adsetOptimisation';
