import { dateInZone, isTimeZone, todayInZone } from './todayInZone';

describe('todayInZone', () => {
  const instant = Date.parse('2026-11-23T18:30:00Z');

  it("reads the day in the ad account's zone, not the browser's", () => {
    expect(todayInZone('Asia/Jakarta', instant)).toBe('2026-11-24'); // UTC+7
    expect(todayInZone('America/Los_Angeles', instant)).toBe('2026-11-23');
    expect(todayInZone('Pacific/Kiritimati', Date.parse('2026-11-23T10:00:00Z'))).toBe('2026-11-24'); // UTC+14
    expect(todayInZone('Pacific/Pago_Pago', Date.parse('2026-11-23T10:00:00Z'))).toBe('2026-11-22'); // UTC-11
  });

  it('turns the day over at local midnight, also on DST change days', () => {
    // New York springs forward on 2026-03-08 (UTC-5 → UTC-4).
    expect(dateInZone(Date.parse('2026-03-08T04:59:59Z'), 'America/New_York')).toBe('2026-03-07');
    expect(dateInZone(Date.parse('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(dateInZone(Date.parse('2026-03-09T03:59:59Z'), 'America/New_York')).toBe('2026-03-08');
    expect(dateInZone(Date.parse('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
    // Sydney falls back on 2026-04-05 (UTC+11 → UTC+10).
    expect(dateInZone(Date.parse('2026-04-05T13:59:59Z'), 'Australia/Sydney')).toBe('2026-04-05');
    expect(dateInZone(Date.parse('2026-04-05T14:00:00Z'), 'Australia/Sydney')).toBe('2026-04-06');
  });

  it('reads an unknown or missing zone as UTC', () => {
    expect(isTimeZone('Asia/Jakarta')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(todayInZone('Mars/Olympus', instant)).toBe('2026-11-23');
    expect(todayInZone(null, Date.parse('2026-11-23T23:59:59Z'))).toBe('2026-11-23');
  });
});
