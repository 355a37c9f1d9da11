// "Today" is the ad account's today: Meta reports days in the account's time zone, not the browser's.
import type { IsoDate } from './calendarDate';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when Intl knows the IANA zone name (e.g. 'Asia/Jakarta'). */
export function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone === '') return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day `now` falls on in `timeZone` (an IANA name); an unknown zone reads as UTC. */
export function dateInZone(now: Date | number, timeZone: string | null | undefined): IsoDate {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = formatterFor(zone).formatToParts(typeof now === 'number' ? new Date(now) : now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today in the ad account's time zone. */
export function todayInZone(timeZone: string | null | undefined, now: Date | number = Date.now()): IsoDate {
  return dateInZone(now, timeZone);
}
