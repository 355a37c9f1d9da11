// Calendar dates as Meta writes them ('YYYY-MM-DD'), with day arithmetic that no time zone or DST can shift:
// a date is a day number, never an instant.

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDate = string;

/** An inclusive range of days, as Meta's `time_range` takes it. */
export interface DateRange {
  since: IsoDate;
  until: IsoDate;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar day in 'YYYY-MM-DD' form (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

function dayNumber(date: IsoDate): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${String(date)}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

function fromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** Days a range covers, both ends included (a one-day range has length 1). */
export function rangeLength(range: DateRange): number {
  return daysBetween(range.since, range.until) + 1;
}

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  // Day 0 (1970-01-01) was a Thursday.
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** The first day of `date`'s month. */
export function startOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** The last day of `date`'s month. */
export function endOfMonth(date: IsoDate): IsoDate {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return fromDayNumber(Date.UTC(y, m, 1) / DAY_MS - 1);
}

/** Every day of a range, oldest first. */
export function eachDay(range: DateRange): IsoDate[] {
  const length = rangeLength(range);
  return Array.from({ length: Math.max(0, length) }, (_, i) => addDays(range.since, i));
}
