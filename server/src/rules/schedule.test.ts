import fc from 'fast-check';
import { nextMidnight, nextRunAfter, nextRunAfterByStepping } from './schedule';

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

describe('the next slot by arithmetic equals stepping through quarter hours', () => {
  const zones = ['Asia/Jakarta', 'America/New_York', 'Europe/London', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns', 'Pacific/Chatham', 'UTC'];
  const schedules: Parameters<typeof nextRunAfter>[0][] = [
    { kind: 'every_30_minutes' },
    { kind: 'hourly' },
    { kind: 'daily', time: '00:00' },
    { kind: 'daily', time: '02:30' },
    { kind: 'daily', time: '23:45' },
    { kind: 'custom', days: [0], hours: [2] },
    { kind: 'custom', days: [1, 3, 5], hours: [1, 9, 17] },
    { kind: 'custom', days: [6], hours: [23] },
  ];

  it('across zones, schedules and instants around the DST changes of 2026', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...schedules),
        fc.oneof(
          fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
          fc.integer({ min: Date.UTC(2026, 2, 6), max: Date.UTC(2026, 3, 7) }),
          fc.integer({ min: Date.UTC(2026, 9, 23), max: Date.UTC(2026, 10, 3) }),
        ),
        (zone, schedule, time) => {
          const after = new Date(time);
          expect(nextRunAfter(schedule, zone, after)).toEqual(nextRunAfterByStepping(schedule, zone, after));
        },
      ),
      { numRuns: 600 },
    );
  });
});
