// Schedules are typed and shown in the ad account's time zone (as Meta's Ads Manager does), whatever the browser's:
// a platform time ("2026-12-01T09:00:00+0700") ↔ what a datetime-local field holds ("2026-12-01T09:00").
import { parseGraphDateTime } from 'shared-ui';

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far `timeZone` is ahead of UTC at `instant`, in minutes (Asia/Jakarta: 420). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(wallClock(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const zoneOf = (timeZone: string | null | undefined) => timeZone || 'UTC';

/** A platform time as the account's wall clock for a datetime-local field; '' when there is none. */
export function toZonedInput(value: string | null | undefined, timeZone: string | null | undefined): string {
  const date = parseGraphDateTime(value ?? null);
  if (!date) return '';
  const wall = new Date(date.getTime() + zoneOffsetMinutes(date.getTime(), zoneOf(timeZone)) * 60_000);
  return wall.toISOString().slice(0, 16);
}

/** What a datetime-local field holds, read in the account's time zone, as Meta writes times; null when it is no time. */
export function fromZonedInput(local: string, timeZone: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wallUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wallUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const zone = zoneOf(timeZone);
  // The offset at the wall time itself, found in two steps (it may differ across a daylight-saving change).
  const first = wallUtc - zoneOffsetMinutes(wallUtc, zone) * 60_000;
  const offset = zoneOffsetMinutes(first, zone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.trim()}:00${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The instant of a datetime-local value in the account's time zone (for comparing start and end). */
export function zonedInstant(local: string, timeZone: string | null | undefined): number | null {
  const text = fromZonedInput(local, timeZone);
  return text ? (parseGraphDateTime(text)?.getTime() ?? null) : null;
}
