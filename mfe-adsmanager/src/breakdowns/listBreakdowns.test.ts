import type { Asset, InsightsRow } from 'shared-graph';
import { compareSlices, countryName, listBreakdown, placementName, readBreakdown, sliceName, writeBreakdown } from './listBreakdowns';
import { groupSlices } from './sliceRows';
import { breakdownQueries } from './useListBreakdown';

const row = (dimensions: Record<string, string>, spend = 0, dateStart = '2026-11-01', dateStop = dateStart): InsightsRow => ({ dateStart, dateStop, dimensions, numbers: { spend }, actions: {} });
const NOW = { since: '2026-11-21', until: '2026-11-27' };
const BEFORE = { since: '2026-11-14', until: '2026-11-20' };

describe('list breakdowns', () => {
  test('the URL keeps the breakdown; anything unknown is no breakdown', () => {
    expect(readBreakdown(new URLSearchParams('breakdown=placement'))).toBe('placement');
    expect(readBreakdown(new URLSearchParams('breakdown=<script>'))).toBeNull();
    expect(writeBreakdown(new URLSearchParams('date=last_30d'), 'age').toString()).toBe('date=last_30d&breakdown=age');
    expect(writeBreakdown(new URLSearchParams('breakdown=age'), null).toString()).toBe('');
  });

  test("placements read as Meta's names: Feed, Stories, Reels, Search, Explore, Marketplace, Right column, Audience Network", () => {
    expect(placementName('facebook', 'feed')).toBe('Facebook Feed');
    expect(placementName('instagram', 'instagram_stories')).toBe('Instagram Stories');
    expect(placementName('instagram', 'instagram_reels')).toBe('Instagram Reels');
    expect(placementName('facebook', 'search')).toBe('Facebook Search');
    expect(placementName('instagram', 'instagram_explore')).toBe('Instagram Explore');
    expect(placementName('facebook', 'marketplace')).toBe('Facebook Marketplace');
    expect(placementName('facebook', 'right_hand_column')).toBe('Facebook Right column');
    expect(placementName('audience_network', 'an_classic')).toBe('Audience Network Native, banner and interstitial');
    expect(placementName('messenger', 'messenger_inbox')).toBe('Messenger Inbox');
    expect(placementName('threads', 'threads_some_new_slot')).toBe('Threads Some new slot');
  });

  test('slices are named in words: countries in the user\'s language, genders, devices, days, weeks and months', () => {
    expect(countryName('SG', 'id')).toBe('Singapura');
    expect(countryName('SG', 'en')).toBe('Singapore');
    expect(countryName('', 'id')).toBe('Unknown');
    expect(sliceName(listBreakdown('country'), row({ country: 'US' }), 'id')).toBe('Amerika Serikat');
    expect(sliceName(listBreakdown('gender'), row({ gender: 'female' }), 'en')).toBe('Women');
    expect(sliceName(listBreakdown('device'), row({ device_platform: 'mobile_app' }), 'en')).toBe('Mobile app');
    expect(sliceName(listBreakdown('impression_device'), row({ impression_device: 'iphone' }), 'en')).toBe('iPhone');
    expect(sliceName(listBreakdown('age'), row({ age: 'unknown' }), 'en')).toBe('Unknown');
    expect(sliceName(listBreakdown('day'), row({}, 0, '2026-11-03'), 'en')).toBe('Nov 3, 2026');
    expect(sliceName(listBreakdown('week'), row({}, 0, '2026-11-03', '2026-11-09'), 'en')).toBe('Nov 3, 2026 – Nov 9, 2026');
    expect(sliceName(listBreakdown('month'), row({}, 0, '2026-11-01', '2026-11-30'), 'en')).toBe('November 2026');
  });

  test('slices come in their natural order: ages ascending with unknown last, days in order, the rest by spend', () => {
    const slice = (key: string, spend = 0) => ({ key, current: row({}, spend) });
    expect(['unknown', '35-44', '18-24'].map((k) => slice(k)).sort((a, b) => compareSlices(listBreakdown('age'), a, b)).map((s) => s.key)).toEqual(['18-24', '35-44', 'unknown']);
    expect([slice('SG', 5), slice('ID', 50), slice('MY', 20)].sort((a, b) => compareSlices(listBreakdown('country'), a, b)).map((s) => s.key)).toEqual(['ID', 'MY', 'SG']);
  });

  test('rows with two ranges pair each slice with its previous period; time slices have none', () => {
    const rows = [row({ campaign_id: '1', age: '18-24' }, 10, NOW.since, NOW.until), row({ campaign_id: '1', age: '18-24' }, 4, BEFORE.since, BEFORE.until), row({ campaign_id: '2', age: '25-34' }, 3, BEFORE.since, BEFORE.until)];
    const grouped = groupSlices(listBreakdown('age'), 'campaign', rows, BEFORE, 'en');
    expect(grouped.get('1')).toEqual([expect.objectContaining({ key: '18-24', name: '18-24', current: rows[0], previous: rows[1] })]);
    // Delivered only before: shown, with nothing now.
    expect(grouped.get('2')).toEqual([expect.objectContaining({ key: '25-34', current: null, previous: rows[2] })]);
  });
});

describe('breakdown queries', () => {
  const assets = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `1202000000000${String(i).padStart(5, '0')}` }) as Asset);

  test('one insights call per 50 rows and period at the list level, filtered to their ids (the two periods side by side)', () => {
    const queries = breakdownQueries({ accountId: 'act_1', level: 'adset', assets: assets(120), breakdown: 'placement', range: NOW, previous: BEFORE, metrics: ['spend', 'cpm'] });
    expect(queries).toHaveLength(6);
    expect(queries.map((q) => (q.filtering![0]!.value as string[]).length)).toEqual([50, 50, 50, 50, 20, 20]);
    expect(queries.map((q) => q.timeRange)).toEqual([NOW, BEFORE, NOW, BEFORE, NOW, BEFORE]);
    expect(new Set(queries.flatMap((q) => q.filtering![0]!.value as string[])).size).toBe(120);
    expect(queries[0]).toMatchObject({ objectId: 'act_1', level: 'adset', breakdowns: ['publisher_platform', 'platform_position'], timeRange: NOW, limit: 1000 });
    expect(queries[0]).not.toHaveProperty('timeRanges');
    expect(queries[0]!.filtering![0]).toMatchObject({ field: 'adset.id', operator: 'IN' });
    expect(queries[0]!.fields).toContain('adset_id');
  });

  test('a time breakdown reads the period by day, week or month; without a change column only the period', () => {
    const [byMonth] = breakdownQueries({ accountId: 'act_1', level: 'campaign', assets: assets(2), breakdown: 'month', range: NOW, previous: BEFORE, metrics: ['spend'] });
    expect(byMonth).toMatchObject({ timeRange: NOW, timeIncrement: 'monthly' });
    expect(byMonth).not.toHaveProperty('timeRanges');
    expect(byMonth).not.toHaveProperty('breakdowns');
    const [byAge] = breakdownQueries({ accountId: 'act_1', level: 'campaign', assets: assets(2), breakdown: 'age', range: NOW, previous: null, metrics: ['spend'] });
    expect(byAge).toMatchObject({ timeRange: NOW, breakdowns: ['age'] });
    expect(breakdownQueries({ accountId: 'act_1', level: 'campaign', assets: assets(2), breakdown: null, range: NOW, previous: null, metrics: ['spend'] })).toEqual([]);
  });
});
