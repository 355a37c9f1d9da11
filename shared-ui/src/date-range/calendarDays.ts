// The calendar's day arithmetic on 'YYYY-MM-DD' days (UTC day numbers: no time zone or DST can move a day). The
// days' meaning (presets, Meta's limits) comes from the caller; this only lays out months and words ranges.

export interface DayRange {
  since: string;
  until: string;
}

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const fromDate = (date: Date) => date.toISOString().slice(0, 10);

export function shiftDay(day: string, days: number): string {
  return fromDate(new Date(toDate(day).getTime() + days * DAY_MS));
}

export function dayCount(range: DayRange): number {
  return Math.round((toDate(range.until).getTime() - toDate(range.since).getTime()) / DAY_MS) + 1;
}

/** The previous period of the same length, ending the day before `range` starts (SPEC §9). */
export function previousPeriod(range: DayRange): DayRange {
  return { since: shiftDay(range.since, -dayCount(range)), until: shiftDay(range.since, -1) };
}

/** 'YYYY-MM' of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month `months` after 'YYYY-MM' (negative goes back). */
export function shiftMonth(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return fromDate(new Date(Date.UTC(y, m - 1 + months, 1))).slice(0, 7);
}

/** The same day-of-month `months` away, clamped to the month's end (31 Mar − 1 month = 28/29 Feb). */
export function shiftDayByMonths(day: string, months: number): string {
  const target = shiftMonth(monthOf(day), months);
  const [y, m] = target.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${target}-${String(Math.min(Number(day.slice(8)), last)).padStart(2, '0')}`;
}

/** The month's days in weeks of Sunday … Saturday; null pads the first and last week. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: toDate(first).getUTCDay() }, () => null);
  for (let d = 0; d < length; d += 1) cells.push(shiftDay(first, d));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

const longDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const monthTitle = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** "Wednesday 18 November 2026" (a day button's name; it holds the visible day number). */
export const dayName = (day: string) => longDay.format(toDate(day)).replace(',', '');
/** "November 2026" */
export const monthName = (month: string) => monthTitle.format(toDate(`${month}-01`));

/** "18 Nov 2026", "18 – 24 Nov 2026" is too clever to read; "18 Nov – 24 Nov 2026", across years "28 Dec 2025 – 3 Jan 2026". */
export function rangeText(range: DayRange): string {
  if (!isDay(range.since) || !isDay(range.until)) return `${range.since} – ${range.until}`;
  if (range.since === range.until) return dayMonthYear.format(toDate(range.since));
  const sameYear = range.since.slice(0, 4) === range.until.slice(0, 4);
  return `${(sameYear ? dayMonth : dayMonthYear).format(toDate(range.since))} – ${dayMonthYear.format(toDate(range.until))}`;
}
