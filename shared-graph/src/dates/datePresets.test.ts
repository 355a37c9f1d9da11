import { rangeLength, weekday } from './calendarDate';
import { DATE_PRESETS, defaultRange, isDatePresetId, presetRange, presetRangeFrom, type DatePresetId } from './datePresets';

describe('date presets', () => {
  it('lists the SPEC §9 presets in picker order', () => {
    expect(DATE_PRESETS.map((p) => p.label)).toEqual([
      'Today',
      'Yesterday',
      'Last 3 Days',
      'Last 7 Days',
      'Last 14 Days',
      'Last 30 Days',
      'Last 60 Days',
      'Last 90 Days',
      'Last 180 Days',
      'This Week',
      'Last Week',
      'This Month',
      'Last Month',
    ]);
    expect(isDatePresetId('last_60d')).toBe(true);
    expect(isDatePresetId('lifetime')).toBe(false);
  });

  // 2026-11-25 is a Wednesday.
  const today = '2026-11-25';
  it.each<[DatePresetId, string, string]>([
    ['today', '2026-11-25', '2026-11-25'],
    ['yesterday', '2026-11-24', '2026-11-24'],
    ['last_3d', '2026-11-22', '2026-11-24'],
    ['last_7d', '2026-11-18', '2026-11-24'],
    ['last_14d', '2026-11-11', '2026-11-24'],
    ['last_30d', '2026-10-26', '2026-11-24'],
    ['last_60d', '2026-09-26', '2026-11-24'],
    ['last_90d', '2026-08-27', '2026-11-24'],
    ['last_180d', '2026-05-29', '2026-11-24'],
    ['this_week', '2026-11-22', '2026-11-25'],
    ['last_week', '2026-11-15', '2026-11-21'],
    ['this_month', '2026-11-01', '2026-11-25'],
    ['last_month', '2026-10-01', '2026-10-31'],
  ])('%s from Wednesday 2026-11-25 is %s … %s', (id, since, until) => {
    expect(presetRangeFrom(id, today)).toEqual({ since, until });
  });

  it('"Last N Days" are N whole days ending yesterday', () => {
    for (const [id, n] of [['last_3d', 3], ['last_7d', 7], ['last_14d', 14], ['last_30d', 30], ['last_60d', 60], ['last_90d', 90], ['last_180d', 180]] as const) {
      expect(rangeLength(presetRangeFrom(id, today))).toBe(n);
    }
  });

  it('This Week starts today on a Sunday, Last Week is the full Sunday–Saturday before', () => {
    expect(presetRangeFrom('this_week', '2026-11-22')).toEqual({ since: '2026-11-22', until: '2026-11-22' });
    expect(presetRangeFrom('last_week', '2026-11-22')).toEqual({ since: '2026-11-15', until: '2026-11-21' });
    expect(presetRangeFrom('this_week', '2026-11-28')).toEqual({ since: '2026-11-22', until: '2026-11-28' });
    for (const day of ['2026-11-22', '2026-11-23', '2026-11-28', '2027-01-01']) {
      const last = presetRangeFrom('last_week', day);
      expect(weekday(last.since)).toBe(0);
      expect(weekday(last.until)).toBe(6);
    }
  });

  it('handles month and year ends, leap years included', () => {
    expect(presetRangeFrom('last_month', '2026-01-15')).toEqual({ since: '2025-12-01', until: '2025-12-31' });
    expect(presetRangeFrom('last_month', '2024-03-31')).toEqual({ since: '2024-02-01', until: '2024-02-29' });
    expect(presetRangeFrom('last_month', '2026-03-01')).toEqual({ since: '2026-02-01', until: '2026-02-28' });
    expect(presetRangeFrom('this_month', '2026-03-01')).toEqual({ since: '2026-03-01', until: '2026-03-01' });
    expect(presetRangeFrom('yesterday', '2026-01-01')).toEqual({ since: '2025-12-31', until: '2025-12-31' });
    expect(presetRangeFrom('last_week', '2026-01-02')).toEqual({ since: '2025-12-21', until: '2025-12-27' });
    expect(presetRangeFrom('last_7d', '2024-03-03')).toEqual({ since: '2024-02-25', until: '2024-03-02' });
  });

  it("computes presets from the ad account's today", () => {
    // 23:30 UTC on Saturday 2026-11-21 is already Sunday 2026-11-22 in Jakarta (UTC+7).
    const now = Date.parse('2026-11-21T23:30:00Z');
    expect(presetRange('today', 'Asia/Jakarta', now)).toEqual({ since: '2026-11-22', until: '2026-11-22' });
    expect(presetRange('this_week', 'Asia/Jakarta', now)).toEqual({ since: '2026-11-22', until: '2026-11-22' });
    expect(presetRange('this_week', 'America/Los_Angeles', now)).toEqual({ since: '2026-11-15', until: '2026-11-21' });
    expect(presetRange('last_month', 'Asia/Jakarta', Date.parse('2026-11-30T20:00:00Z'))).toEqual({ since: '2026-11-01', until: '2026-11-30' });
  });

  it('keeps whole days across a DST change', () => {
    // The week of 2026-03-08 has a 23-hour day in New York; still 7 days, Sunday to Saturday.
    const now = Date.parse('2026-03-15T12:00:00Z');
    expect(presetRange('last_week', 'America/New_York', now)).toEqual({ since: '2026-03-08', until: '2026-03-14' });
    expect(presetRange('last_7d', 'Europe/Berlin', Date.parse('2026-03-30T12:00:00Z'))).toEqual({ since: '2026-03-23', until: '2026-03-29' });
  });

  it('defaults to the 6 days before yesterday through yesterday', () => {
    expect(defaultRange('Asia/Jakarta', Date.parse('2026-11-25T05:00:00Z'))).toEqual({ since: '2026-11-18', until: '2026-11-24' });
  });
});
