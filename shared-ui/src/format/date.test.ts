import {
  calendarDaysBetween,
  formatDate,
  formatDateTime,
  formatRelativeDays,
  parseGraphDateTime,
  toDate,
} from './date';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('parseGraphDateTime', () => {
  it('parses Meta offsets without a colon', () => {
    const d = parseGraphDateTime('2024-07-01T12:30:00+0700');
    expect(d?.toISOString()).toBe('2024-07-01T05:30:00.000Z');
  });
  it('parses negative offsets, colon offsets, hour-only offsets and Z', () => {
    expect(parseGraphDateTime('2024-07-01T12:30:00-0530')?.toISOString()).toBe('2024-07-01T18:00:00.000Z');
    expect(parseGraphDateTime('2024-07-01T12:30:00+07:00')?.toISOString()).toBe('2024-07-01T05:30:00.000Z');
    expect(parseGraphDateTime('2024-07-01T12:30:00+07')?.toISOString()).toBe('2024-07-01T05:30:00.000Z');
    expect(parseGraphDateTime('2024-07-01T12:30:00Z')?.toISOString()).toBe('2024-07-01T12:30:00.000Z');
    expect(parseGraphDateTime('2024-07-01T12:30:00.250+0000')?.toISOString()).toBe('2024-07-01T12:30:00.250Z');
  });
  it('crosses the date line correctly', () => {
    expect(parseGraphDateTime('2024-01-01T03:00:00+0700')?.toISOString()).toBe('2023-12-31T20:00:00.000Z');
  });
  it('reads strings without an offset as local time', () => {
    const d = parseGraphDateTime('2024-07-01T12:30:00');
    expect(d && [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2024, 6, 1, 12, 30]);
  });
  it('reads date-only strings as local midnight (a calendar date)', () => {
    const d = parseGraphDateTime('2024-07-01');
    expect(d && [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2024, 6, 1, 0]);
  });
  it('rejects invalid values', () => {
    expect(parseGraphDateTime('')).toBeNull();
    expect(parseGraphDateTime(null)).toBeNull();
    expect(parseGraphDateTime('yesterday')).toBeNull();
    expect(parseGraphDateTime('2024-02-30T00:00:00+0000')).toBeNull();
    expect(parseGraphDateTime('2024-13-01')).toBeNull();
    expect(parseGraphDateTime('2024-07-01T25:00:00+0000')).toBeNull();
    expect(parseGraphDateTime('2024-07-01T12:00:00+2500')).toBeNull();
  });
});

describe('toDate', () => {
  it('accepts Dates, epoch ms and strings', () => {
    const d = new Date(Date.UTC(2024, 6, 1));
    expect(toDate(d)).toBe(d);
    expect(toDate(d.getTime())?.getTime()).toBe(d.getTime());
    expect(toDate('2024-07-01T00:00:00Z')?.getTime()).toBe(d.getTime());
  });
  it('falls back to Date parsing for other formats and rejects invalid', () => {
    expect(toDate('Mon, 01 Jul 2024 00:00:00 GMT')?.toISOString()).toBe('2024-07-01T00:00:00.000Z');
    expect(toDate('nope')).toBeNull();
    expect(toDate(new Date('nope'))).toBeNull();
    expect(toDate(undefined)).toBeNull();
  });
});

describe('formatDate', () => {
  const utc = { timeZone: 'UTC' };
  const instant = '2024-07-01T12:30:00+0000';
  it('formats in several styles', () => {
    expect(formatDate(instant, 'short', utc)).toBe('Jul 1');
    expect(formatDate(instant, 'medium', utc)).toBe('Jul 1, 2024');
    expect(formatDate(instant, undefined, utc)).toBe('Jul 1, 2024');
    expect(formatDate(instant, 'long', utc)).toBe('July 1, 2024');
    expect(formatDate(instant, 'numeric', utc)).toBe('07/01/2024');
    expect(formatDate(instant, 'iso', utc)).toBe('2024-07-01');
  });
  it('writes en-US in the local time zone exactly as Intl does, for every style, across years and month ends', () => {
    const styles = ['short', 'medium', 'long', 'numeric'] as const;
    const options: Record<(typeof styles)[number], Intl.DateTimeFormatOptions> = {
      short: { month: 'short', day: 'numeric' },
      medium: { year: 'numeric', month: 'short', day: 'numeric' },
      long: { year: 'numeric', month: 'long', day: 'numeric' },
      numeric: { year: 'numeric', month: '2-digit', day: '2-digit' },
    };
    // Every 61 hours from 1999 to 2031: every month, every day of the month, both sides of midnight.
    for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2031, 0, 1); time += 61 * 3_600_000) {
      const date = new Date(time);
      for (const style of styles) expect(formatDate(date, style)).toBe(new Intl.DateTimeFormat('en-US', options[style]).format(date));
    }
    expect(formatDate(new Date(999, 0, 5), 'medium')).toBe(new Intl.DateTimeFormat('en-US', options.medium).format(new Date(999, 0, 5)));
  });
  it('respects the time zone (Meta offsets, Jakarta)', () => {
    expect(formatDate('2024-06-30T20:00:00-0500', 'iso', { timeZone: 'Asia/Jakarta' })).toBe('2024-07-01');
    expect(formatDate('2024-06-30T20:00:00-0500', 'iso', { timeZone: 'America/New_York' })).toBe('2024-06-30');
  });
  it('keeps calendar dates as they are in the local zone', () => {
    expect(formatDate('2024-07-01', 'iso')).toBe('2024-07-01');
    expect(formatDate('2024-07-01', 'medium')).toBe('Jul 1, 2024');
  });
  it('accepts Dates and uses the locale', () => {
    expect(formatDate(new Date(Date.UTC(2024, 0, 5)), 'long', { timeZone: 'UTC', locale: 'id-ID' })).toBe('5 Januari 2024');
  });
  it('prints "-" for invalid input', () => {
    expect(formatDate('garbage')).toBe('-');
    expect(formatDate(null)).toBe('-');
  });
});

describe('formatDateTime', () => {
  it('formats date and time', () => {
    expect(plain(formatDateTime('2024-07-01T12:30:00+0700', { timeZone: 'Asia/Jakarta' }))).toBe('Jul 1, 2024, 12:30 PM');
    expect(plain(formatDateTime('2024-07-01T12:30:05Z', { timeZone: 'UTC', seconds: true }))).toBe('Jul 1, 2024, 12:30:05 PM');
  });
  it('prints "-" for invalid input', () => {
    expect(formatDateTime(undefined)).toBe('-');
  });
});

describe('calendarDaysBetween / formatRelativeDays', () => {
  const now = new Date(2024, 6, 10, 15, 0); // local 10 July 2024, 15:00
  it('counts calendar days, not 24h periods', () => {
    expect(calendarDaysBetween(now, new Date(2024, 6, 11, 1, 0))).toBe(1);
    expect(calendarDaysBetween(now, new Date(2024, 6, 10, 23, 59))).toBe(0);
    expect(calendarDaysBetween(now, new Date(2024, 6, 9, 23, 59))).toBe(-1);
    expect(calendarDaysBetween(now, new Date(2024, 7, 9))).toBe(30);
    expect(calendarDaysBetween(now, 'bad')).toBeNaN();
  });
  it('describes the distance in words', () => {
    expect(formatRelativeDays(new Date(2024, 6, 10, 8), now)).toBe('today');
    expect(formatRelativeDays(new Date(2024, 6, 11), now)).toBe('tomorrow');
    expect(formatRelativeDays(new Date(2024, 6, 9), now)).toBe('yesterday');
    expect(formatRelativeDays(new Date(2024, 6, 15), now)).toBe('in 5 days');
    expect(formatRelativeDays('2024-07-07', now)).toBe('3 days ago');
  });
  it('uses the locale and handles invalid input', () => {
    expect(formatRelativeDays(new Date(2024, 6, 15), now, 'id-ID')).toBe('dalam 5 hari');
    expect(formatRelativeDays(null, now)).toBe('-');
  });
});
