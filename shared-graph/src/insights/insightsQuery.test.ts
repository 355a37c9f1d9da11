import { breakdownsAllowed, insightsFieldExpansion, insightsParams } from './insightsQuery';

describe('insightsParams', () => {
  it('builds fields from metrics and extra fields, with ranges, increments, breakdowns and a page size of 100', () => {
    expect(
      insightsParams({
        objectId: 'act_1',
        metrics: ['spend', 'ctr'],
        fields: ['campaign_id', 'campaign_name', 'spend'],
        level: 'campaign',
        timeRange: { since: '2026-11-01', until: '2026-11-07' },
        timeIncrement: 1,
        breakdowns: ['age', 'gender'],
      }),
    ).toEqual({
      fields: 'campaign_id,campaign_name,spend,clicks,impressions',
      level: 'campaign',
      time_range: { since: '2026-11-01', until: '2026-11-07' },
      time_increment: '1',
      breakdowns: 'age,gender',
      limit: 100,
    });
  });

  it('prefers time_ranges, then time_range, then a preset', () => {
    const ranges = [
      { since: '2026-11-01', until: '2026-11-07' },
      { since: '2026-10-25', until: '2026-10-31' },
    ];
    expect(insightsParams({ objectId: 'act_1', fields: ['spend'], timeRanges: ranges, datePreset: 'last_7d' })).toMatchObject({ time_ranges: ranges });
    expect(insightsParams({ objectId: 'act_1', fields: ['spend'], datePreset: 'last_7d' })).toMatchObject({ date_preset: 'last_7d' });
    expect(insightsParams({ objectId: 'act_1', fields: ['spend'], timeIncrement: 'all_days', limit: 1000 })).toMatchObject({ time_increment: 'all_days', limit: 1000 });
  });

  it('passes attribution windows, filtering and sort as JSON lists', () => {
    expect(
      insightsParams({
        objectId: 'act_1',
        fields: ['reach'],
        actionAttributionWindows: ['7d_click', '1d_view'],
        filtering: [{ field: 'ad.impressions', operator: 'GREATER_THAN', value: 0 }],
        sort: ['reach_descending'],
        actionBreakdowns: ['action_type'],
      }),
    ).toMatchObject({
      action_attribution_windows: ['7d_click', '1d_view'],
      filtering: [{ field: 'ad.impressions', operator: 'GREATER_THAN', value: 0 }],
      sort: ['reach_descending'],
      action_breakdowns: 'action_type',
    });
  });

  it('refuses what Meta would refuse, before any call', () => {
    expect(() => insightsParams({ objectId: 'act_1' })).toThrow('needs fields or metrics');
    expect(() => insightsParams({ objectId: 'act_1', fields: ['spend'], timeIncrement: 91 })).toThrow('time_increment must be 1–90');
    expect(() => insightsParams({ objectId: 'act_1', fields: ['spend'], timeIncrement: 0 })).toThrow('time_increment');
    expect(() => insightsParams({ objectId: 'act_1', fields: ['spend'], timeRange: { since: '2026-11-08', until: '2026-11-01' } })).toThrow('Not a date range');
    expect(() => insightsParams({ objectId: 'act_1', fields: ['spend'], breakdowns: ['age', 'country'] })).toThrow('Meta does not combine the breakdowns age, country');
  });
});

describe('breakdownsAllowed', () => {
  it("follows Meta's combinations", () => {
    expect(breakdownsAllowed(['age'])).toBe(true);
    expect(breakdownsAllowed(['gender', 'age'])).toBe(true);
    expect(breakdownsAllowed(['publisher_platform', 'platform_position'])).toBe(true);
    expect(breakdownsAllowed(['publisher_platform', 'impression_device'])).toBe(true);
    expect(breakdownsAllowed(['hourly_stats_aggregated_by_advertiser_time_zone'])).toBe(true);
    expect(breakdownsAllowed(['hourly_stats_aggregated_by_advertiser_time_zone', 'age'])).toBe(false);
    expect(breakdownsAllowed(['country', 'region'])).toBe(false);
    expect(breakdownsAllowed([])).toBe(true);
  });
});

describe('insightsFieldExpansion', () => {
  it("writes GRAPH-API.md §6.7's two-range expansion", () => {
    expect(
      insightsFieldExpansion({
        timeRanges: [
          { since: '2024-11-01', until: '2024-11-07' },
          { since: '2024-10-25', until: '2024-10-31' },
        ],
        fields: ['spend', 'impressions', 'actions', 'date_start', 'date_stop'],
      }),
    ).toBe('insights.time_ranges([{"since":"2024-11-01","until":"2024-11-07"},{"since":"2024-10-25","until":"2024-10-31"}]){spend,impressions,actions,date_start,date_stop}');
    expect(insightsFieldExpansion({ datePreset: 'last_7d', fields: ['spend'] })).toBe('insights.date_preset(last_7d){spend}');
  });
});
