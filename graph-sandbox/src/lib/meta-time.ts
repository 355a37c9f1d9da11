/** Date and time formats the Graph API uses: `2024-07-01T12:30:00+0700` on objects, `YYYY-MM-DD` in insights. */

const DAY_MS = 86_400_000;

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset asked from Intl (slow; see utcOffsetMinutes). */
function intlOffsetMinutes(epochMs: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) parts[part.type] = part.value;
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/** Offset per zone and UTC day, or null on a day the offset changes (then it is asked per instant). */
const dayOffsets = new Map<string, number | null>();

/** Minutes east of UTC in `timeZone` at that instant (DST aware). */
export function utcOffsetMinutes(epochMs: number, timeZone: string): number {
  const day = Math.floor(epochMs / DAY_MS);
  const key = `${timeZone}|${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const atStart = intlOffsetMinutes(day * DAY_MS, timeZone);
    offset = atStart === intlOffsetMinutes((day + 1) * DAY_MS - 1000, timeZone) ? atStart : null;
    dayOffsets.set(key, offset);
  }
  return offset ?? intlOffsetMinutes(epochMs, timeZone);
}

export function zonedParts(epochMs: number, timeZone: string): ZonedParts {
  const local = new Date(epochMs + utcOffsetMinutes(epochMs, timeZone) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
}

const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, '0');

/** `2024-07-01T12:30:00+0700` in the given zone. */
export function formatMetaDateTime(epochMs: number, timeZone: string): string {
  const p = zonedParts(epochMs, timeZone);
  const offset = utcOffsetMinutes(epochMs, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const offsetText = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}${pad(Math.abs(offset) % 60)}`;
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${offsetText}`;
}

/** The calendar date (`YYYY-MM-DD`) of that instant in the zone. */
export function dateInZone(epochMs: number, timeZone: string): string {
  const p = zonedParts(epochMs, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The local calendar day of that instant in the zone, as whole days since 1970-01-01 (the day dateInZone names). */
export function dayNumberInZone(epochMs: number, timeZone: string): number {
  return Math.floor((epochMs + utcOffsetMinutes(epochMs, timeZone) * 60_000) / DAY_MS);
}

/** Fraction (0..1) of the local day already elapsed at that instant. */
export function dayFractionInZone(epochMs: number, timeZone: string): number {
  const p = zonedParts(epochMs, timeZone);
  return (p.hour * 3600 + p.minute * 60 + p.second) / 86_400;
}

/** The UTC instant of local midnight (plus `minutes`) of `date` in the zone. */
export function zonedDateToEpoch(date: string, timeZone: string, minutes = 0): number {
  const guess = dateToUtcMs(date) + minutes * 60_000;
  const offset = utcOffsetMinutes(guess, timeZone);
  return guess - offset * 60_000;
}

export function dateToUtcMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function utcMsToDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return utcMsToDate(dateToUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateToUtcMs(to) - dateToUtcMs(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(dateToUtcMs(date)).getUTCDay();
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && utcMsToDate(dateToUtcMs(value)) === value;
}

const shortZoneFormatter = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', timeZoneName: 'short' });
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Wednesday, 14-Feb-18 18:00:00 PST`, the wording of Meta's token-expiry messages (Pacific time). */
export function formatPacificExpiry(epochMs: number): string {
  const p = zonedParts(epochMs, 'America/Los_Angeles');
  const zone = shortZoneFormatter.formatToParts(new Date(epochMs)).find((part) => part.type === 'timeZoneName')?.value ?? 'PST';
  return `${WEEKDAYS[p.weekday]}, ${pad(p.day)}-${MONTHS[p.month - 1]}-${pad(p.year % 100)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)} ${zone}`;
}

export const unixSeconds = (epochMs: number): number => Math.floor(epochMs / 1000);

export { DAY_MS };
