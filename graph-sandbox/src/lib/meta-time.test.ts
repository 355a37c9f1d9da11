import {
  addDays,
  dateInZone,
  dateToUtcMs,
  dayNumberInZone,
  daysBetween,
  formatMetaDateTime,
  formatPacificExpiry,
  isIsoDate,
  utcOffsetMinutes,
  weekdayOf,
  zonedDateToEpoch,
} from './meta-time';

describe('meta-time', () => {
  const instant = Date.UTC(2024, 6, 1, 5, 30, 0);

  it('formats object datetimes with a colon-less numeric offset', () => {
    expect(formatMetaDateTime(instant, 'Asia/Jakarta')).toBe('2024-07-01T12:30:00+0700');
    expect(formatMetaDateTime(instant, 'America/Los_Angeles')).toBe('2024-06-30T22:30:00-0700');
    expect(formatMetaDateTime(Date.UTC(2024, 0, 15, 12), 'America/Los_Angeles')).toBe('2024-01-15T04:00:00-0800');
    expect(formatMetaDateTime(instant, 'Asia/Tokyo')).toBe('2024-07-01T14:30:00+0900');
  });

  it('knows DST offsets', () => {
    expect(utcOffsetMinutes(instant, 'America/Los_Angeles')).toBe(-420);
    expect(utcOffsetMinutes(Date.UTC(2024, 0, 1), 'America/Los_Angeles')).toBe(-480);
    expect(utcOffsetMinutes(instant, 'Asia/Jakarta')).toBe(420);
  });

  it('does date arithmetic on calendar dates', () => {
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(daysBetween('2024-01-01', '2024-03-01')).toBe(60);
    expect(weekdayOf('2024-07-01')).toBe(1);
    expect(dateInZone(instant, 'America/Los_Angeles')).toBe('2024-06-30');
    expect(isIsoDate('2024-02-30')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  it('numbers the local day of an instant as the day its local date is', () => {
    for (const zone of ['Asia/Jakarta', 'America/Los_Angeles', 'Asia/Tokyo']) {
      for (const ms of [instant, Date.UTC(2024, 2, 10, 9, 59, 59), Date.UTC(2024, 2, 10, 10, 0, 0), Date.UTC(2024, 10, 3, 8, 30), Date.UTC(2025, 5, 15, 3)]) {
        expect(dayNumberInZone(ms, zone) * 86_400_000).toBe(dateToUtcMs(dateInZone(ms, zone)));
      }
    }
  });

  it('converts a local date back to an instant', () => {
    expect(zonedDateToEpoch('2024-07-01', 'Asia/Jakarta')).toBe(Date.UTC(2024, 5, 30, 17));
  });

  it('writes expiry times the way token errors do', () => {
    expect(formatPacificExpiry(Date.UTC(2018, 1, 15, 2, 0, 0))).toBe('Wednesday, 14-Feb-18 18:00:00 PST');
  });
});
