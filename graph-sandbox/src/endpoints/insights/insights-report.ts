import { graphErrors } from '../../graph/errors/error-catalog';
import { dateInZone } from '../../lib/meta-time';
import { effectiveStatusOf } from '../../nodes/ad-object-lists';
import type { AdAccount } from '../../world/accounts/ad-account';
import type { Ad, AdSet, Campaign } from '../../world/ads/ad-objects';
import { isHourly } from '../../world/insights/breakdown-combinations';
import { insightsEngineFor, type DateRange, type InsightsCell, type InsightsGroup, type InsightsLevel } from '../../world/insights/insights-engine';
import type { World, WorldNode } from '../../world/world';
import { bucketsOf } from './insights-dates';
import { formatInsightsRow, numericValue, resolveInsightsField, type InsightsRowContext } from './insights-fields';
import type { InsightsFilter, InsightsRequest, InsightsSort } from './insights-request';
import { LEVELS } from './insights-request';

export type InsightsRoot = Extract<WorldNode, { kind: 'ad_account' | 'campaign' | 'adset' | 'ad' }>;

export interface InsightsResult {
  rows: Array<Record<string, unknown>>;
  summary?: Record<string, unknown>;
}

const LEVEL_OF_KIND: Record<InsightsRoot['kind'], InsightsLevel> = { ad_account: 'account', campaign: 'campaign', adset: 'adset', ad: 'ad' };
const rank = (level: InsightsLevel): number => LEVELS.indexOf(level);
const OBJECT_LEVELS = ['campaign', 'adset', 'ad'] as const;
type ObjectLevel = (typeof OBJECT_LEVELS)[number];

export function isInsightsRoot(node: WorldNode): node is InsightsRoot {
  return node.kind === 'ad_account' || node.kind === 'campaign' || node.kind === 'adset' || node.kind === 'ad';
}

export function accountOfRoot(world: World, root: InsightsRoot): AdAccount {
  const account = world.accountOfNode(root);
  if (!account) throw graphErrors.unknownError();
  return account;
}

/** The ad account's date at `now`: presets and ranges are in its zone (GRAPH-API §1.5). */
export function accountToday(world: World, root: InsightsRoot, now: number): string {
  return dateInZone(now, accountOfRoot(world, root).timezoneName);
}

/** The ad with its parents, for filters and row identities. */
interface AdFamily {
  ad: Ad;
  adset: AdSet | undefined;
  campaign: Campaign | undefined;
}

function objectAttribute(world: World, family: AdFamily, level: ObjectLevel, attribute: string): unknown {
  const object = family[level];
  if (!object) return undefined;
  switch (attribute) {
    case 'id':
      return object.id;
    case 'name':
      return object.name;
    case 'effective_status':
      return effectiveStatusOf(world, level, object);
    case 'configured_status':
    case 'status':
      return object.status;
    case 'objective':
      return family.campaign?.objective;
    case 'created_time':
      return Math.floor(object.createdAt / 1000);
    case 'adlabels':
      return object.adlabels.map((label) => label.id);
    default:
      return undefined;
  }
}

const OBJECT_ATTRIBUTES = new Set(['id', 'name', 'effective_status', 'configured_status', 'status', 'objective', 'created_time', 'adlabels']);

/** `ad.effective_status` → object filter; `spend`, `ad.impressions` → metric filter on rows; `action_type` → action lists. */
function classifyFilter(filter: InsightsFilter): { kind: 'object'; level: ObjectLevel; attribute: string } | { kind: 'metric'; field: string } | { kind: 'action_type' } {
  if (filter.field === 'action_type') return { kind: 'action_type' };
  const [prefix, rest] = filter.field.includes('.') ? (filter.field.split('.', 2) as [string, string]) : [undefined, filter.field];
  if (prefix !== undefined && !(OBJECT_LEVELS as readonly string[]).includes(prefix) && prefix !== 'account') throw graphErrors.invalidParameter(`Filtering field ${filter.field} is invalid.`);
  if (prefix && prefix !== 'account' && OBJECT_ATTRIBUTES.has(rest)) return { kind: 'object', level: prefix as ObjectLevel, attribute: rest };
  if (resolvableMetric(rest)) return { kind: 'metric', field: rest };
  throw graphErrors.invalidParameter(`Filtering field ${filter.field} is invalid.`);
}

const METRIC_FILTER_FIELDS = new Set(['spend', 'impressions', 'reach', 'frequency', 'clicks', 'unique_clicks', 'ctr', 'unique_ctr', 'cpc', 'cpm', 'cpp', 'inline_link_clicks', 'inline_link_click_ctr', 'cost_per_inline_link_click', 'inline_post_engagement', 'estimated_ad_recallers']);
const resolvableMetric = (field: string): boolean => METRIC_FILTER_FIELDS.has(field);

export function matchesFilter(actual: unknown, operator: string, expected: unknown): boolean {
  const list = Array.isArray(expected) ? expected.map(String) : [String(expected)];
  // A list attribute (`campaign.adlabels`): the object carries any, all or none of the given ids.
  if (Array.isArray(actual)) {
    const carried = actual.map(String);
    if (operator === 'ALL') return list.every((id) => carried.includes(id));
    const any = list.some((id) => carried.includes(id));
    return operator === 'NONE' || operator === 'NOT_IN' ? !any : any;
  }
  const text = String(actual ?? '');
  const number = Number(actual);
  switch (operator) {
    case 'EQUAL':
      return text === String(expected);
    case 'NOT_EQUAL':
      return text !== String(expected);
    case 'GREATER_THAN':
      return number > Number(expected);
    case 'GREATER_THAN_OR_EQUAL':
      return number >= Number(expected);
    case 'LESS_THAN':
      return number < Number(expected);
    case 'LESS_THAN_OR_EQUAL':
      return number <= Number(expected);
    case 'IN_RANGE':
      return number >= Number(list[0]) && number <= Number(list[1]);
    case 'NOT_IN_RANGE':
      return !(number >= Number(list[0]) && number <= Number(list[1]));
    case 'CONTAIN':
      return text.toLowerCase().includes(String(expected).toLowerCase());
    case 'NOT_CONTAIN':
      return !text.toLowerCase().includes(String(expected).toLowerCase());
    case 'IN':
    case 'ANY':
      return list.includes(text);
    case 'NOT_IN':
    case 'NONE':
      return !list.includes(text);
    case 'STARTS_WITH':
      return text.toLowerCase().startsWith(String(expected).toLowerCase());
    case 'ENDS_WITH':
      return text.toLowerCase().endsWith(String(expected).toLowerCase());
    default:
      return list.every((item) => text === item);
  }
}

/** Meta's `attribution_setting`: the ad sets' window, or "mixed" when a row spans ad sets that differ. */
function attributionOf(adsets: readonly AdSet[]): string | undefined {
  const names = new Set(
    adsets.map((adset) =>
      adset.attributionSpec
        .map((spec) => `${spec.window_days}d_${spec.event_type === 'CLICK_THROUGH' ? 'click' : spec.event_type === 'VIEW_THROUGH' ? 'view' : 'ev'}`)
        .join('_'),
    ),
  );
  if (names.size === 0) return undefined;
  return names.size === 1 ? [...names][0] : 'mixed';
}

interface LevelObject {
  id: string;
  campaign?: Campaign;
  adset?: AdSet;
  ad?: Ad;
}

function levelObjects(world: World, root: InsightsRoot, level: InsightsLevel): LevelObject[] {
  const rootLevel = LEVEL_OF_KIND[root.kind];
  if (level === rootLevel) {
    if (root.kind === 'ad_account') return [{ id: root.entity.id }];
    if (root.kind === 'campaign') return [{ id: root.entity.id, campaign: root.entity }];
    if (root.kind === 'adset') return [{ id: root.entity.id, adset: root.entity, campaign: world.campaign(root.entity.campaignId) }];
    return [{ id: root.entity.id, ad: root.entity, adset: world.adset(root.entity.adsetId), campaign: world.campaign(root.entity.campaignId) }];
  }
  const newestFirst = <T extends { createdAt: number; id: string }>(items: T[]): T[] => items.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  if (level === 'campaign') return newestFirst(world.campaignsOf(root.entity.id)).map((campaign) => ({ id: campaign.id, campaign }));
  if (level === 'adset') return newestFirst(world.adsetsOf(root.entity.id)).map((adset) => ({ id: adset.id, adset, campaign: world.campaign(adset.campaignId) }));
  return newestFirst(world.adsOf(root.entity.id)).map((ad) => ({ id: ad.id, ad, adset: world.adset(ad.adsetId), campaign: world.campaign(ad.campaignId) }));
}

function statusOfLevelObject(world: World, level: InsightsLevel, object: LevelObject): string | undefined {
  if (level === 'ad' && object.ad) return effectiveStatusOf(world, 'ad', object.ad);
  if (level === 'adset' && object.adset) return effectiveStatusOf(world, 'adset', object.adset);
  if (level === 'campaign' && object.campaign) return effectiveStatusOf(world, 'campaign', object.campaign);
  return undefined;
}

/**
 * Runs an insights request against an object: rows per level object, date period and breakdown slice,
 * Meta's filtering and sorting, and the optional summary (GRAPH-API §7).
 */
export function runInsights(world: World, root: InsightsRoot, request: InsightsRequest): InsightsResult {
  const rootLevel = LEVEL_OF_KIND[root.kind];
  const level = request.level && rank(request.level) > rank(rootLevel) ? request.level : rootLevel;
  const classified = request.filters.map((filter) => ({ filter, kind: classifyFilter(filter) }));
  const objectFilters = classified.filter((c) => c.kind.kind === 'object');
  const metricFilters = classified.filter((c) => c.kind.kind === 'metric');
  const actionTypes = classified.filter((c) => c.kind.kind === 'action_type');
  const statusFiltered = objectFilters.some((c) => c.kind.kind === 'object' && (c.kind.attribute === 'effective_status' || c.kind.attribute === 'configured_status' || c.kind.attribute === 'status'));

  const families = root.kind === 'ad' ? [root.entity] : world.adsOf(root.entity.id);
  const passing = new Set(
    families
      .filter((ad) => {
        const family: AdFamily = { ad, adset: world.adset(ad.adsetId), campaign: world.campaign(ad.campaignId) };
        return objectFilters.every(({ filter, kind }) => kind.kind === 'object' && matchesFilter(objectAttribute(world, family, kind.level, kind.attribute), filter.operator, filter.value));
      })
      .map((ad) => ad.id),
  );

  const objects = levelObjects(world, root, level).filter((object) => {
    if (level === rootLevel || statusFiltered) return true;
    const status = statusOfLevelObject(world, level, object);
    return status !== 'DELETED' && status !== 'ARCHIVED';
  });
  const groups: InsightsGroup[] = [];
  const byId = new Map<string, LevelObject>();
  for (const object of objects) {
    const all = level === 'ad' ? [object.id] : world.adsOf(object.id).map((ad) => ad.id);
    const adIds = all.filter((id) => passing.has(id));
    if (adIds.length === 0) continue;
    groups.push({ id: object.id, level, adIds, whole: adIds.length === all.length });
    byId.set(object.id, object);
  }

  let ranges = request.ranges;
  if (request.dataMaximum) {
    const rows = world.insights.daily(root.entity.id);
    const today = ranges[0] as DateRange;
    ranges = rows.length ? [{ since: (rows[0] as { date: string }).date, until: (rows[rows.length - 1] as { date: string }).date }] : [today];
  }
  const buckets = ranges.flatMap((range) => bucketsOf(range, request.increment));
  const engine = insightsEngineFor(world);
  const account = accountOfRoot(world, root);
  const region = request.breakdowns.includes('region');
  const hourly = isHourly(request.breakdowns);
  const adsetsCache = new Map<string, AdSet[]>();
  const contextOf = (cell: InsightsCell, object: LevelObject | undefined): InsightsRowContext => {
    let adsets = adsetsCache.get(cell.groupId);
    if (!adsets) {
      adsets = object?.adset ? [object.adset] : world.adsetsOf(object?.campaign?.id ?? account.id);
      adsetsCache.set(cell.groupId, adsets);
    }
    return {
      cell,
      account,
      campaign: object?.campaign,
      adset: object?.adset,
      ad: object?.ad,
      attribution: attributionOf(adsets),
      region,
      hourly,
      actionBreakdowns: request.actionBreakdowns,
      windows: request.windows,
    };
  };

  let contexts = engine.cells(groups, buckets, request.breakdowns).map((cell) => contextOf(cell, byId.get(cell.groupId)));
  for (const { filter, kind } of metricFilters) {
    if (kind.kind !== 'metric') continue;
    contexts = contexts.filter((ctx) => matchesFilter(numericValue(resolveInsightsField(kind.field, ctx)), filter.operator, filter.value));
  }
  if (request.sort.length) contexts = sortRows(contexts, request.sort);
  const keepAction = actionTypes.length
    ? (row: Record<string, unknown>): Record<string, unknown> => filterActionLists(row, actionTypes.map((c) => c.filter))
    : (row: Record<string, unknown>): Record<string, unknown> => row;
  const result: InsightsResult = { rows: contexts.map((ctx) => keepAction(formatInsightsRow(request.fields, ctx))) };

  if (request.summary) {
    const union = groups.flatMap((group) => group.adIds);
    const whole = groups.length === 1 && (groups[0] as InsightsGroup).whole && (groups[0] as InsightsGroup).id === root.entity.id;
    const overall: DateRange = { since: ranges.map((r) => r.since).sort()[0] as string, until: ranges.map((r) => r.until).sort().reverse()[0] as string };
    const [cell] = engine.cells([{ id: root.entity.id, level: rootLevel, adIds: union, whole }], [overall], []);
    const rootObject = levelObjects(world, root, rootLevel)[0];
    const summaryCell: InsightsCell = cell ?? { groupId: root.entity.id, level: rootLevel, range: overall, values: {}, metrics: { ...emptyCellMetrics(overall.since) }, reach: 0 };
    result.summary = keepAction(formatInsightsRow(request.summary, { ...contextOf(summaryCell, rootObject), region: false, hourly: false }));
  }
  return result;
}

function emptyCellMetrics(date: string): InsightsCell['metrics'] {
  return { date, spend: 0, impressions: 0, reach: 0, clicks: 0, uniqueClicks: 0, linkClicks: 0, uniqueLinkClicks: 0, adRecallers: 0, outboundClicks: 0, uniqueOutboundClicks: 0, catalogPurchases: 0, catalogValue: 0, actions: {}, actionValues: {}, video: {} };
}

const SORTABLE_TEXT = new Set(['date_start', 'date_stop', 'campaign_name', 'adset_name', 'ad_name', 'account_name']);

function sortRows(contexts: InsightsRowContext[], sort: readonly InsightsSort[]): InsightsRowContext[] {
  for (const { field } of sort) {
    if (!SORTABLE_TEXT.has(field) && !METRIC_FILTER_FIELDS.has(field)) throw graphErrors.invalidParameter(`param sort: ${field} is not a sortable field`);
  }
  const keyed = contexts.map((ctx, index) => ({ ctx, index, keys: sort.map(({ field }) => resolveInsightsField(field, ctx)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < sort.length; i += 1) {
      const { field, descending } = sort[i] as InsightsSort;
      const x = a.keys[i];
      const y = b.keys[i];
      const order = SORTABLE_TEXT.has(field) ? String(x ?? '').localeCompare(String(y ?? '')) : numericValue(x) - numericValue(y);
      if (order !== 0) return descending ? -order : order;
    }
    return a.index - b.index;
  });
  return keyed.map((k) => k.ctx);
}

/** `{"field":"action_type","operator":"IN","value":["purchase"]}` keeps only those entries in action lists. */
function filterActionLists(row: Record<string, unknown>, filters: readonly InsightsFilter[]): Record<string, unknown> {
  for (const [key, value] of Object.entries(row)) {
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'object' && item !== null && 'action_type' in item)) continue;
    const kept = value.filter((item) => filters.every((f) => matchesFilter((item as { action_type: string }).action_type, f.operator, f.value)));
    if (kept.length) row[key] = kept;
    else delete row[key];
  }
  return row;
}
