// One edge-list node (campaign, ad set or ad) as Graph sends it → an Asset row.
import type { DateRange } from '../dates/calendarDate';
import { parseInsightsRow, type InsightsRow, type RawInsightsRow } from '../insights/parseInsightsRow';
import type { AdsetOptimisation, AttributionSpecEntry, PromotedObject } from './adsetOptimisation';
import { fromMinorUnits } from '../money/currencyDivisor';
import type { Asset, AssetCreative, AssetIssue, AssetLabel, AssetLevel } from './assetTypes';
import { targetingSummary } from './targetingSummary';

export type RawAsset = Record<string, unknown> & { id: string };

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A minor-unit amount; Meta's "0" for an unset budget reads as none. */
function amount(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

function nested(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The expanded insights rows aligned with the requested ranges: the row whose dates are the range's, else the
 * row at the same position; null where Meta sent none (an object without delivery has no `insights` key).
 */
function alignInsights(raw: unknown, ranges: readonly DateRange[]): Array<InsightsRow | null> {
  const rows = Array.isArray(nested(raw).data) ? (nested(raw).data as RawInsightsRow[]).map(parseInsightsRow) : [];
  if (ranges.length === 0) return rows;
  return ranges.map((range, i) => {
    const exact = rows.find((row) => row.dateStart === range.since && row.dateStop === range.until);
    if (exact) return exact;
    const positional = rows[i];
    return positional && (!positional.dateStart || rows.length === ranges.length) ? positional : null;
  });
}

/** Meta's promoted object, its string ids kept (Meta sends ids as strings; a number is read as its digits). */
function promotedObject(raw: unknown): PromotedObject | null {
  const entries = Object.entries(nested(raw)).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
  return entries.length ? (Object.fromEntries(entries.map(([k, v]) => [k, String(v)])) as PromotedObject) : null;
}

function attributionSpec(raw: unknown): AttributionSpecEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((entry) => nested(entry))
    .filter((e) => typeof e.event_type === 'string' && Number.isFinite(Number(e.window_days)))
    .map((e) => ({ event_type: String(e.event_type), window_days: Number(e.window_days) }));
}

function optimisationOf(adset: Record<string, unknown>): AdsetOptimisation {
  return { goal: text(adset.optimization_goal), promoted: promotedObject(adset.promoted_object), attribution: attributionSpec(adset.attribution_spec) };
}

/** The ad sets whose goals decide the row's result: its own (ad set), its ad set's (ad), every ad set's (campaign). */
function optimisationsOf(raw: RawAsset, level: AssetLevel): AdsetOptimisation[] {
  if (level === 'adset') return [optimisationOf(raw)];
  if (level === 'ad') return Object.keys(nested(raw.adset)).length ? [optimisationOf(nested(raw.adset))] : [];
  const adsets = nested(raw.adsets).data;
  return Array.isArray(adsets) ? adsets.map((a) => optimisationOf(nested(a))) : [];
}

/** An ad's `creative{…}` expansion; null when Meta sent only an id-less value. */
function creativeOf(value: unknown): AssetCreative | null {
  const creative = nested(value);
  if (creative.id === undefined || creative.id === null) return null;
  return {
    id: String(creative.id),
    title: text(creative.title) ?? text(creative.name),
    thumbnail_url: text(creative.thumbnail_url),
    image_hash: text(creative.image_hash),
    video_id: text(creative.video_id),
    object_type: text(creative.object_type),
  };
}

export interface ParseAssetOptions {
  /** The ranges the list asked insights for, in order. */
  timeRanges?: readonly DateRange[];
  /** The account currency, for `budget` in major units. */
  currency?: string | null;
}

export function parseAsset(raw: RawAsset, level: AssetLevel, opts: ParseAssetOptions = {}): Asset {
  const campaign = nested(raw.campaign);
  const adset = nested(raw.adset);
  const daily = amount(raw.daily_budget);
  const lifetime = amount(raw.lifetime_budget);
  const budgetType = daily !== null ? 'daily' : lifetime !== null ? 'lifetime' : null;
  const effective = text(raw.effective_status) ?? text(raw.status) ?? 'UNKNOWN';
  const learning = nested(raw.learning_stage_info);
  return {
    id: String(raw.id),
    level,
    name: text(raw.name) ?? '',
    status: text(raw.status) ?? text(raw.configured_status) ?? effective,
    effective_status: effective,
    delivery_status: effective,
    account_id: text(raw.account_id) ?? '',
    campaign_id: level === 'campaign' ? String(raw.id) : text(raw.campaign_id),
    adset_id: level === 'adset' ? String(raw.id) : text(raw.adset_id),
    campaign_name: level === 'campaign' ? null : text(campaign.name),
    adset_name: level === 'ad' ? text(adset.name) : null,
    optimisations: optimisationsOf(raw, level),
    objective: text(raw.objective) ?? text(campaign.objective),
    buying_type: text(raw.buying_type) ?? text(campaign.buying_type),
    bid_strategy: text(raw.bid_strategy) ?? text(adset.bid_strategy),
    daily_budget: daily,
    lifetime_budget: lifetime,
    budget: budgetType === 'daily' ? fromMinorUnits(daily, opts.currency) : budgetType === 'lifetime' ? fromMinorUnits(lifetime, opts.currency) : null,
    budget_type: budgetType,
    bid_amount: amount(raw.bid_amount),
    start_time: text(raw.start_time) ?? text(adset.start_time),
    end_time: text(raw.stop_time) ?? text(raw.end_time) ?? text(adset.end_time),
    created_time: text(raw.created_time),
    updated_time: text(raw.updated_time),
    issues_info: Array.isArray(raw.issues_info) ? (raw.issues_info as AssetIssue[]) : [],
    learning_stage_info: Object.keys(learning).length > 0 ? (learning as Asset['learning_stage_info']) : null,
    adlabels: Array.isArray(raw.adlabels) ? (raw.adlabels as AssetLabel[]).map((l) => ({ id: String(l.id), name: String(l.name ?? '') })) : [],
    targeting: targetingSummary(raw.targeting ?? adset.targeting),
    has_children: level !== 'ad',
    creative: level === 'ad' ? creativeOf(raw.creative) : null,
    insights: alignInsights(raw.insights, opts.timeRanges ?? []),
  };
}
