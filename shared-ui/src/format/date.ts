// A model for pure formatters with their test beside them (STYLE.md): the SPEC's date rules written once.
import { EMPTY_VALUE } from './number';

/** Inputs date formatters accept: a Date, epoch milliseconds, or an ISO-like / Graph API date string. */
export type DateInput = Date | number | string | null | undefined;

const GRAPH_DATE_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Parse a Graph API date-time. Meta writes offsets without a colon (`2024-07-01T12:30:00+0700`), which
 * `Date.parse` does not accept everywhere. Also accepts `+07:00`, `+07`, `Z`, no offset (local time),
 * fractional seconds and date-only strings (`2024-07-01`, read as local midnight: a calendar date, as in
 * insights' `date_start`). Returns null for anything else or an impossible date.
 */
export function parseGraphDateTime(value: string | null | undefined): Date | null {
  if (typeof value !== 'string') return null;
  const m = GRAPH_DATE_RE.exec(value.trim());
  if (!m) return null;
  const [, ys, mos, ds, hs, mins, ss, frac, offset] = m;
  const year = Number(ys);
  const month = Number(mos);
  const day = Number(ds);
  const hour = hs ? Number(hs) : 0;
  const minute = mins ? Number(mins) : 0;
  const second = ss ? Number(ss) : 0;
  const ms = frac ? Math.round(Number(`0.${frac}`) * 1000) : 0;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;

  // Validate the calendar date (no Feb 30) in UTC, independent of the local zone.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;

  if (!offset) {
    const local = new Date(year, month - 1, day, hour, minute, second, ms);
    return Number.isNaN(local.getTime()) ? null : local;
  }
  let offsetMinutes = 0;
  if (offset.toUpperCase() !== 'Z') {
    const sign = offset.startsWith('-') ? -1 : 1;
    const digits = offset.slice(1).replace(':', '');
    const oh = Number(digits.slice(0, 2));
    const om = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
    if (oh > 23 || om > 59) return null;
    offsetMinutes = sign * (oh * 60 + om);
  }
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMinutes * 60_000;
  return new Date(utc);
}

/** Turn any DateInput into a valid Date, or null. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const parsed = parseGraphDateTime(value);
  if (parsed) return parsed;
  const fallback = new Date(value);
  return Number.isNaN(fallback.getTime()) ? null : fallback;
}

export type DateStyle = 'short' | 'medium' | 'long' | 'numeric' | 'iso';

export interface DateFormatOptions {
  /** BCP 47 locale (default en-US). */
  locale?: string;
  /** IANA time zone (default: the browser's), e.g. an ad account's `timezone_name`. */
  timeZone?: string;
}

const DATE_STYLES: Record<Exclude<DateStyle, 'iso'>, Intl.DateTimeFormatOptions> = {
  short: { month: 'short', day: 'numeric' },
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  numeric: { year: 'numeric', month: '2-digit', day: '2-digit' },
};

const dateFormatterCache = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormatterCache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    dateFormatterCache.set(key, f);
  }
  return f;
}

/** Year, month, day of a date in a time zone (default local). */
function calendarParts(date: Date, timeZone?: string): { year: number; month: number; day: number } {
  if (!timeZone) return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  const parts = dateFormatter('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

const EN_US_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * `DATE_STYLES[style]` in en-US and the browser's time zone, as Intl writes it (date.test.ts holds the two equal).
 * Written here because the page's first Intl.DateTimeFormat loads the locale's data — tens of milliseconds, 80 on a
 * 4× slower CPU — and the shell shows a date (the subscription's end) as it starts. Null outside years 1000–9999.
 */
function enUsLocalDate(date: Date, style: Exclude<DateStyle, 'iso'>): string | null {
  const year = date.getFullYear();
  if (year < 1000 || year > 9999) return null;
  const month = EN_US_MONTHS[date.getMonth()]!;
  const day = date.getDate();
  switch (style) {
    case 'short':
      return `${month.slice(0, 3)} ${day}`;
    case 'medium':
      return `${month.slice(0, 3)} ${day}, ${year}`;
    case 'long':
      return `${month} ${day}, ${year}`;
    case 'numeric':
      return `${pad2(date.getMonth() + 1)}/${pad2(day)}/${year}`;
  }
}

/**
 * A date: short "Jul 1", medium "Jul 1, 2024" (default), long "July 1, 2024", numeric "07/01/2024",
 * iso "2024-07-01". Invalid or missing input → "-".
 */
export function formatDate(value: DateInput, style: DateStyle = 'medium', options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  if (style === 'iso') {
    const { year, month, day } = calendarParts(date, options.timeZone);
    return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  const locale = options.locale ?? 'en-US';
  const plain = locale === 'en-US' && !options.timeZone ? enUsLocalDate(date, style) : null;
  return plain ?? dateFormatter(locale, { ...DATE_STYLES[style], timeZone: options.timeZone }).format(date);
}

export interface DateTimeFormatOptions extends DateFormatOptions {
  /** Include seconds (default false). */
  seconds?: boolean;
}

/** A date and time: "Jul 1, 2024, 12:30 PM". Invalid or missing input → "-". */
export function formatDateTime(value: DateInput, options: DateTimeFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  return dateFormatter(options.locale ?? 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: options.seconds ? '2-digit' : undefined,
    timeZone: options.timeZone,
  }).format(date);
}

/** A time of day on the 24-hour clock, "14:05" (local time unless `timeZone` is given). Invalid input → "-". */
export function formatTimeOfDay(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  return dateFormatter(options.locale ?? 'en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: options.timeZone }).format(date);
}

/**
 * Whole calendar days from `from` to `to` in the local time zone (DST-safe): same day → 0, tomorrow → 1,
 * yesterday → -1. NaN if either is invalid.
 */
export function calendarDaysBetween(from: DateInput, to: DateInput): number {
  const a = toDate(from);
  const b = toDate(to);
  if (!a || !b) return Number.NaN;
  const da = Date.UTC(a.getFullYear(), a.getMonth(), a.getDate());
  const db = Date.UTC(b.getFullYear(), b.getMonth(), b.getDate());
  return Math.round((db - da) / 86_400_000);
}

const relativeCache = new Map<string, Intl.RelativeTimeFormat>();

/**
 * A date relative to today in calendar days: "today", "tomorrow", "yesterday", "in 5 days", "3 days ago"
 * (e.g. the subscription expiry banner). Invalid input → "-".
 */
export function formatRelativeDays(value: DateInput, now: DateInput = new Date(), locale = 'en-US'): string {
  const days = calendarDaysBetween(now, value);
  if (!Number.isFinite(days)) return EMPTY_VALUE;
  let rtf = relativeCache.get(locale);
  if (!rtf) {
    rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeCache.set(locale, rtf);
  }
  return rtf.format(days, 'day');
}
