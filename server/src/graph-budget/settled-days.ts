// Which days of insights can no longer change. Meta attributes a conversion to the day of the click or view that led
// to it, up to the attribution window later: with the default setting (7-day click, 1-day view) a day's figures move
// for 7 days, with a 28-day window for 28. A day is settled once the window has passed in every time zone an ad
// account can have (UTC−12 … UTC+14) and Meta has had a day to process it: today (UTC) − window − 2 days.

export type IsoDay = string;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function eachDay(since: IsoDay, until: IsoDay): IsoDay[] {
  const days: IsoDay[] = [];
  for (let day = since; day <= until; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The widest attribution window a request's figures depend on, in days. */
export function attributionDays(attributionWindows: string | null): number {
  return attributionWindows && /28d/.test(attributionWindows) ? 28 : 7;
}

/** The last settled day for a request whose widest attribution window is `windowDays`. */
export function lastSettledDay(now: number, windowDays: number): IsoDay {
  return addDays(new Date(now).toISOString().slice(0, 10), -(windowDays + 2));
}

interface DateSpan {
  since: IsoDay;
  until: IsoDay;
}

function parseSpan(value: unknown): DateSpan | null {
  if (typeof value !== 'object' || value === null) return null;
  const { since, until } = value as Record<string, unknown>;
  return isIsoDay(since) && isIsoDay(until) && since <= until ? { since, until } : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The single `time_range` of a query, or null. */
export function timeRangeOf(query: URLSearchParams): DateSpan | null {
  const raw = query.get('time_range');
  return raw === null ? null : parseSpan(parseJson(raw));
}

/** Closed past periods among Meta's presets: their last day, counted in UTC (the settle margin covers the zones). */
function presetLastDay(preset: string, now: number): IsoDay | null {
  const today = new Date(now);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  switch (preset) {
    case 'last_month':
      return iso(Date.UTC(year, month, 0));
    case 'last_quarter':
      return iso(Date.UTC(year, Math.floor(month / 3) * 3, 0));
    case 'last_year':
      return iso(Date.UTC(year, 0, 0));
    case 'last_week_mon_sun':
    case 'last_week_sun_sat': {
      const weekday = today.getUTCDay();
      const sinceWeekStart = preset === 'last_week_mon_sun' ? (weekday + 6) % 7 : weekday;
      return iso(now - (sinceWeekStart + 1) * DAY_MS);
    }
    default:
      return null;
  }
}

/**
 * The last day an insights query covers, when it is known without asking: its `time_range`, the latest of its
 * `time_ranges`, or a closed preset. Null for open periods (`last_30d`, `today`, `maximum`, no dates at all).
 */
export function lastDayOf(query: URLSearchParams, now: number): IsoDay | null {
  const ranges = query.get('time_ranges');
  if (ranges !== null) {
    const list = parseJson(ranges);
    if (!Array.isArray(list) || list.length === 0) return null;
    const spans = list.map(parseSpan);
    if (spans.some((span) => span === null)) return null;
    return spans.reduce((latest, span) => (span!.until > latest ? span!.until : latest), '0000-00-00');
  }
  const range = timeRangeOf(query);
  if (range) return range.until;
  const preset = query.get('date_preset');
  return preset === null ? null : presetLastDay(preset, now);
}
