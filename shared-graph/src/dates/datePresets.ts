// SPEC §9's date presets, computed from the ad account's today (see todayInZone).
import { addDays, endOfMonth, startOfMonth, weekday, type DateRange, type IsoDate } from './calendarDate';
import { todayInZone } from './todayInZone';

export type DatePresetId =
  | 'today'
  | 'yesterday'
  | 'last_3d'
  | 'last_7d'
  | 'last_14d'
  | 'last_30d'
  | 'last_60d'
  | 'last_90d'
  | 'last_180d'
  | 'this_week'
  | 'last_week'
  | 'this_month'
  | 'last_month';

export interface DatePreset {
  id: DatePresetId;
  label: string;
  /** Meta's `date_preset` with the same days, or null where Graph has none (60 and 180 days). */
  graphPreset: string | null;
}

/** In the order a picker lists them. */
export const DATE_PRESETS: readonly DatePreset[] = [
  { id: 'today', label: 'Today', graphPreset: 'today' },
  { id: 'yesterday', label: 'Yesterday', graphPreset: 'yesterday' },
  { id: 'last_3d', label: 'Last 3 Days', graphPreset: 'last_3d' },
  { id: 'last_7d', label: 'Last 7 Days', graphPreset: 'last_7d' },
  { id: 'last_14d', label: 'Last 14 Days', graphPreset: 'last_14d' },
  { id: 'last_30d', label: 'Last 30 Days', graphPreset: 'last_30d' },
  { id: 'last_60d', label: 'Last 60 Days', graphPreset: null },
  { id: 'last_90d', label: 'Last 90 Days', graphPreset: 'last_90d' },
  { id: 'last_180d', label: 'Last 180 Days', graphPreset: null },
  { id: 'this_week', label: 'This Week', graphPreset: 'this_week_sun_today' },
  { id: 'last_week', label: 'Last Week', graphPreset: 'last_week_sun_sat' },
  { id: 'this_month', label: 'This Month', graphPreset: 'this_month' },
  { id: 'last_month', label: 'Last Month', graphPreset: 'last_month' },
];

const LAST_N_DAYS: Partial<Record<DatePresetId, number>> = {
  last_3d: 3,
  last_7d: 7,
  last_14d: 14,
  last_30d: 30,
  last_60d: 60,
  last_90d: 90,
  last_180d: 180,
};

export function isDatePresetId(value: unknown): value is DatePresetId {
  return DATE_PRESETS.some((preset) => preset.id === value);
}

/**
 * The days a preset covers, counted from `today` (the ad account's day). "Last N Days" are the N whole days
 * before today, as in Ads Manager and Meta's `last_Nd`; This Week runs from the last Sunday (today when it is
 * Sunday) through today; Last Week is the Sunday–Saturday before it; This Month the 1st through today.
 */
export function presetRangeFrom(id: DatePresetId, today: IsoDate): DateRange {
  const yesterday = addDays(today, -1);
  const days = LAST_N_DAYS[id];
  if (days) return { since: addDays(today, -days), until: yesterday };
  switch (id) {
    case 'today':
      return { since: today, until: today };
    case 'yesterday':
      return { since: yesterday, until: yesterday };
    case 'this_week':
      return { since: addDays(today, -weekday(today)), until: today };
    case 'last_week': {
      const sunday = addDays(today, -weekday(today) - 7);
      return { since: sunday, until: addDays(sunday, 6) };
    }
    case 'this_month':
      return { since: startOfMonth(today), until: today };
    case 'last_month': {
      const lastDay = addDays(startOfMonth(today), -1);
      return { since: startOfMonth(lastDay), until: endOfMonth(lastDay) };
    }
    default:
      throw new RangeError(`Unknown date preset: ${String(id)}`);
  }
}

/** A preset's days in the ad account's time zone (IANA name, e.g. 'Asia/Jakarta') at `now`. */
export function presetRange(id: DatePresetId, timeZone: string | null | undefined, now: Date | number = Date.now()): DateRange {
  return presetRangeFrom(id, todayInZone(timeZone, now));
}

/** The dashboard's default range: the 6 days before yesterday through yesterday (SPEC §9). */
export function defaultRange(timeZone: string | null | undefined, now: Date | number = Date.now()): DateRange {
  return presetRange('last_7d', timeZone, now);
}
