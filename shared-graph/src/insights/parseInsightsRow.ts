// Meta's insights rows carry numbers as strings and actions as lists; this reads them into numbers once.
import type { IsoDate } from '../dates/calendarDate';

/** One insights row as Graph sends it (GRAPH-API.md §7.2). */
export type RawInsightsRow = Record<string, unknown> & { date_start?: string; date_stop?: string };

/** An action list entry: `{ action_type, value, <window>? }`, every value a string. */
export interface RawActionStat {
  action_type?: string;
  value?: string | number;
  [window: string]: unknown;
}

export interface InsightsRow {
  dateStart: IsoDate;
  dateStop: IsoDate;
  /** Ids, names, breakdown values and other text, as sent (`campaign_id`, `age`, `objective` …). */
  dimensions: Record<string, string>;
  /** Numeric scalars (`spend`, `impressions`, `ctr` …) parsed from Meta's decimal strings. */
  numbers: Record<string, number>;
  /** Action lists by field, then by action type (`actions.purchase`, `video_p25_watched_actions.video_view`). */
  actions: Record<string, Record<string, number>>;
}

const TEXT_FIELDS = new Set([
  'date_start',
  'date_stop',
  'objective',
  'optimization_goal',
  'buying_type',
  'attribution_setting',
  'age',
  'gender',
  'country',
  'region',
  'device_platform',
  'publisher_platform',
  'platform_position',
  'impression_device',
  'hourly_stats_aggregated_by_advertiser_time_zone',
  'hourly_stats_aggregated_by_audience_time_zone',
  'adset_start',
  'adset_end',
  'creative_media_type',
  'labels',
  'location',
  'age_targeting',
  'gender_targeting',
  'place_page_name',
]);

function isTextField(key: string): boolean {
  return TEXT_FIELDS.has(key) || /(_id|_name|_currency|_time|_ranking)$/.test(key);
}

/** A Graph number (a decimal string, or a number) as a number; null when it is not one. */
export function graphNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** An action list as `action_type → value` (the default attribution window's `value`); entries without a number are left out. */
export function parseActionList(list: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (!Array.isArray(list)) return out;
  for (const entry of list as RawActionStat[]) {
    const type = entry?.action_type;
    const value = graphNumber(entry?.value);
    if (typeof type === 'string' && value !== null) out[type] = (out[type] ?? 0) + value;
  }
  return out;
}

/** Reads one row: text stays text, numeric strings become numbers, action lists become maps. */
export function parseInsightsRow(raw: RawInsightsRow): InsightsRow {
  const row: InsightsRow = {
    dateStart: String(raw.date_start ?? ''),
    dateStop: String(raw.date_stop ?? ''),
    dimensions: {},
    numbers: {},
    actions: {},
  };
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'date_start' || key === 'date_stop') continue;
    if (Array.isArray(value)) {
      row.actions[key] = parseActionList(value);
      continue;
    }
    if (isTextField(key)) {
      if (value !== null && value !== undefined) row.dimensions[key] = String(value);
      continue;
    }
    const n = graphNumber(value);
    if (n !== null) row.numbers[key] = n;
    else if (typeof value === 'string') row.dimensions[key] = value;
  }
  return row;
}
