import { GraphError } from '../../graph/errors/graph-error';
import { graphErrors } from '../../graph/errors/error-catalog';
import { addDays, dateToUtcMs, isIsoDate, utcMsToDate, weekdayOf } from '../../lib/meta-time';
import type { DateRange } from '../../world/insights/insights-engine';

/** Every `date_preset` of v21 (GRAPH-API §7.1, Appendix B), in Meta's documentation order. */
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'this_month',
  'last_month',
  'this_quarter',
  'maximum',
  'data_maximum',
  'last_3d',
  'last_7d',
  'last_14d',
  'last_28d',
  'last_30d',
  'last_90d',
  'last_week_mon_sun',
  'last_week_sun_sat',
  'last_quarter',
  'last_year',
  'this_week_mon_today',
  'this_week_sun_today',
  'this_year',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** How far back insights go (GRAPH-API §7.1: `maximum` = 37 months; older starts → error 3018). */
export const MAX_MONTHS_BACK = 37;

const parts = (date: string): [number, number, number] => date.split('-').map(Number) as [number, number, number];
const iso = (year: number, month: number, day: number): string => utcMsToDate(Date.UTC(year, month - 1, day));

export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(target.getUTCFullYear(), target.getUTCMonth() + 1, Math.min(d, lastDay));
}

const monthStart = (date: string): string => `${date.slice(0, 7)}-01`;
const monthEnd = (date: string): string => addDays(addMonths(monthStart(date), 1), -1);
function quarterStart(date: string): string {
  const [y, m] = parts(date);
  return iso(y, Math.floor((m - 1) / 3) * 3 + 1, 1);
}

/** The first day insights can cover when "today" (account time) is `today`. */
export const earliestDate = (today: string): string => addMonths(today, -MAX_MONTHS_BACK);

/**
 * A preset as dates in the ad account's zone. `last_Nd` are the N whole days before today; weeks and periods
 * as Ads Manager counts them. `data_maximum` needs the object's first and last day with data.
 */
export function presetRange(preset: DatePreset, today: string, data?: DateRange): DateRange {
  const yesterday = addDays(today, -1);
  const lastDays = /^last_(\d+)d$/.exec(preset);
  if (lastDays) return { since: addDays(today, -Number(lastDays[1])), until: yesterday };
  const weekday = weekdayOf(today);
  switch (preset) {
    case 'today':
      return { since: today, until: today };
    case 'yesterday':
      return { since: yesterday, until: yesterday };
    case 'this_month':
      return { since: monthStart(today), until: today };
    case 'last_month': {
      const start = addMonths(monthStart(today), -1);
      return { since: start, until: monthEnd(start) };
    }
    case 'this_quarter':
      return { since: quarterStart(today), until: today };
    case 'last_quarter': {
      const start = addMonths(quarterStart(today), -3);
      return { since: start, until: addDays(quarterStart(today), -1) };
    }
    case 'this_year':
      return { since: `${today.slice(0, 4)}-01-01`, until: today };
    case 'last_year': {
      const year = Number(today.slice(0, 4)) - 1;
      return { since: `${year}-01-01`, until: `${year}-12-31` };
    }
    case 'this_week_mon_today':
      return { since: addDays(today, -((weekday + 6) % 7)), until: today };
    case 'this_week_sun_today':
      return { since: addDays(today, -weekday), until: today };
    case 'last_week_mon_sun': {
      const monday = addDays(today, -((weekday + 6) % 7) - 7);
      return { since: monday, until: addDays(monday, 6) };
    }
    case 'last_week_sun_sat': {
      const sunday = addDays(today, -weekday - 7);
      return { since: sunday, until: addDays(sunday, 6) };
    }
    case 'maximum':
      return { since: earliestDate(today), until: today };
    case 'data_maximum':
      return data ?? { since: today, until: today };
    default:
      return { since: addDays(today, -30), until: yesterday };
  }
}

export function isDatePreset(value: string): value is DatePreset {
  return (DATE_PRESETS as readonly string[]).includes(value);
}

export function invalidPreset(name: string): GraphError {
  return graphErrors.invalidParameter(`param ${name} must be one of {${DATE_PRESETS.join(', ')}}`);
}

function rangeBeyondLimit(): GraphError {
  return new GraphError(400, {
    message: `(#3018) The start date of the time range cannot be beyond ${MAX_MONTHS_BACK} months from the current date`,
    type: 'OAuthException',
    code: 3018,
    is_transient: false,
    error_user_title: 'Start date beyond 37 months',
    error_user_msg: 'The start date of the time range cannot be beyond 37 months from the current date. Please choose a more recent start date.',
  });
}

/** `{"since":"YYYY-MM-DD","until":"YYYY-MM-DD"}` checked as Meta checks it. */
export function parseTimeRange(value: unknown, name: string, today: string): DateRange {
  const range = value as { since?: unknown; until?: unknown } | null;
  if (!range || typeof range !== 'object' || typeof range.since !== 'string' || typeof range.until !== 'string') {
    throw graphErrors.invalidParameter(`param ${name} must be an object with keys since and until, dates as YYYY-MM-DD`);
  }
  const { since, until } = range as DateRange;
  if (!isIsoDate(since) || !isIsoDate(until)) throw graphErrors.invalidParameter(`param ${name}: since and until must be dates as YYYY-MM-DD`);
  if (since > until) throw graphErrors.invalidParameter(`param ${name}: since must be on or before until`);
  if (since < earliestDate(today)) throw rangeBeyondLimit();
  return { since, until };
}

export type TimeIncrement = number | 'monthly' | 'all_days';

export function parseTimeIncrement(text: string | undefined): TimeIncrement {
  if (text === undefined || text === '' || text === 'all_days') return 'all_days';
  if (text === 'monthly') return 'monthly';
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 90) return Number(text);
  throw graphErrors.invalidParameter('param time_increment must be an integer between 1 and 90, monthly or all_days');
}

/** A range cut into reporting periods: N-day steps from `since` (the last one cut at `until`) or calendar months. */
export function bucketsOf(range: DateRange, increment: TimeIncrement): DateRange[] {
  if (increment === 'all_days') return [range];
  const buckets: DateRange[] = [];
  let since = range.since;
  while (since <= range.until) {
    const end = increment === 'monthly' ? monthEnd(since) : addDays(since, increment - 1);
    const until = end < range.until ? end : range.until;
    buckets.push({ since, until });
    since = addDays(until, 1);
  }
  return buckets;
}

export const rangeDays = (range: DateRange): number => Math.round((dateToUtcMs(range.until) - dateToUtcMs(range.since)) / 86_400_000) + 1;
