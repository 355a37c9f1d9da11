// One page (50, SPEC §9) of an account's — or a parent's — campaigns, ad sets or ads, with two-range insights.
import type { DateRange } from '../dates/calendarDate';
import { graph, type GraphCallOptions } from '../graph/client';
import type { GraphPage } from '../insights/insightsClient';
import type { MetricId } from '../insights/metricCatalogue';
import { assetListFields } from './assetFields';
import { ASSET_EDGES, type Asset, type AssetLevel } from './assetTypes';
import { mergeAssets } from './mergeAssets';
import { parseAsset, type RawAsset } from './parseAsset';

export const ASSET_PAGE_SIZE = 50;

export interface AssetListQuery {
  /** The ad account (`act_…`). */
  accountId: string;
  level: AssetLevel;
  /** A campaign (for its ad sets or ads) or an ad set (for its ads); default the whole account. */
  parentId?: string;
  /** Insights ranges, usually `[range, comparisonRange(range)]`. */
  timeRanges?: readonly DateRange[];
  metrics?: readonly MetricId[];
  /** Meta's `effective_status` filter (default listings hide DELETED and ARCHIVED). */
  effectiveStatus?: readonly string[];
  /** Meta's `filtering`, e.g. `[{ field: 'name', operator: 'CONTAIN', value: 'sale' }]`. */
  filtering?: readonly { field: string; operator: string; value: unknown }[];
  /** The account currency, for `budget` in major units. */
  currency?: string | null;
  limit?: number;
}

export interface AssetPage {
  /** This page's rows, ACTIVE first. */
  assets: Asset[];
  /** The cursor of the next page, null at the end of the list. */
  after: string | null;
}

/** Reads one page; pass the previous page's `after` for the next ("load more"). Defaults to the proxy transport. */
export async function fetchAssetPage(query: AssetListQuery, after?: string | null, opts: GraphCallOptions = {}): Promise<AssetPage> {
  const parent = query.parentId ?? query.accountId;
  const params: Record<string, unknown> = {
    fields: assetListFields(query.level, { timeRanges: query.timeRanges, metrics: query.metrics }),
    limit: query.limit ?? ASSET_PAGE_SIZE,
  };
  if (query.effectiveStatus?.length) params.effective_status = [...query.effectiveStatus];
  if (query.filtering?.length) params.filtering = [...query.filtering];
  if (after) params.after = after;
  const answer = await graph.get<GraphPage<RawAsset>>(`${parent}/${ASSET_EDGES[query.level]}`, params, { transport: 'proxy', ...opts });
  const assets = (answer?.data ?? []).map((raw) => parseAsset(raw, query.level, { timeRanges: query.timeRanges, currency: query.currency }));
  const next = answer?.paging?.next ? (answer.paging.cursors?.after ?? null) : null;
  return { assets: mergeAssets([], assets), after: next };
}

/** Every page of a list, merged by id, ACTIVE first (for a parent's children, whose count is small). */
export async function fetchAllAssets(query: AssetListQuery, opts: GraphCallOptions & { maxPages?: number } = {}): Promise<Asset[]> {
  let assets: Asset[] = [];
  let after: string | null = null;
  for (let page = 0; page < (opts.maxPages ?? 100); page += 1) {
    const result: AssetPage = await fetchAssetPage(query, after, opts);
    assets = mergeAssets(assets, result.assets);
    after = result.after;
    if (!after) break;
  }
  // Read in one go, not page by page on screen: the whole list ACTIVE first.
  return mergeAssets([], assets);
}
