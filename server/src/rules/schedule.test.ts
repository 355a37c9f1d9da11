import { nextMidnight, nextRunAfter } from './schedule';

const at = (iso: string) => new Date(iso);

describe('rule schedules in the ad account’s time zone', () => {
  it('every 30 minutes runs at the next :00 or :30', () => {
    expect(nextRunAfter({ kind: 'every_30_minutes' }, 'Asia/Jakarta', at('2026-11-23T23:47:10Z'))).toEqual(at('2026-11-24T00:00:00Z'));
    expect(nextRunAfter({ kind: 'every_30_minutes' }, 'Asia/Jakarta', at('2026-11-24T00:00:00Z'))).toEqual(at('2026-11-24T00:30:00Z'));
  });

  it('hourly runs on the local hour, also in a zone 45 minutes off the hour', () => {
    expect(nextRunAfter({ kind: 'hourly' }, 'Asia/Kathmandu', at('2026-11-23T23:47:00Z'))).toEqual(at('2026-11-24T00:15:00Z'));
  });

  it('daily runs at the local time of day', () => {
    // 07:30 in Jakarta (UTC+7) is 00:30 UTC.
    expect(nextRunAfter({ kind: 'daily', time: '07:30' }, 'Asia/Jakarta', at('2026-11-24T01:00:00Z'))).toEqual(at('2026-11-25T00:30:00Z'));
  });

  it('custom runs on the chosen days and hours only', () => {
    // Mondays and Wednesdays at 09:00 New York; 2026-11-24 is a Tuesday.
    const next = nextRunAfter({ kind: 'custom', days: [1, 3], hours: [9] }, 'America/New_York', at('2026-11-24T15:00:00Z'));
    expect(next).toEqual(at('2026-11-25T14:00:00Z'));
  });

  it('follows daylight saving: 09:00 in New York moves from 13:00 to 14:00 UTC', () => {
    expect(nextRunAfter({ kind: 'daily', time: '09:00' }, 'America/New_York', at('2026-10-30T12:00:00Z'))).toEqual(at('2026-10-30T13:00:00Z'));
    expect(nextRunAfter({ kind: 'daily', time: '09:00' }, 'America/New_York', at('2026-11-02T12:00:00Z'))).toEqual(at('2026-11-02T14:00:00Z'));
  });

  it('an unknown zone reads as UTC; midnight is the account’s', () => {
    expect(nextRunAfter({ kind: 'hourly' }, 'Mars/Olympus', at('2026-11-23T23:47:00Z'))).toEqual(at('2026-11-24T00:00:00Z'));
    expect(nextMidnight('Asia/Jakarta', at('2026-11-24T10:00:00Z'))).toEqual(at('2026-11-24T17:00:00Z'));
  });
});
