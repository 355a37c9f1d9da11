import { describeActivity, type LoggedChange } from './activityWords';

const adset = (original: unknown, changes: unknown, more: Partial<LoggedChange> = {}): LoggedChange => ({
  object_type: 'adset',
  object_name: 'Winners',
  campaign_name: null,
  adset_name: null,
  original,
  changes,
  ...more,
});

/** Targeting as the editor sends it: the new spec as JSON text in the form-encoded batch, cities by key. */
const sent = (spec: object) => JSON.stringify(spec);

test('other settings keep before → after; what was kept for an undo is not shown; a value that is no object is shown as it is', () => {
  expect(describeActivity(adset({ status: 'ACTIVE' }, { status: 'PAUSED', name: 'New' }))).toBe('status: ACTIVE → PAUSED; name: New');
  expect(describeActivity(adset(null, null))).toBe('');
  expect(describeActivity(adset(null, ['a']))).toBe('["a"]');
  expect(describeActivity(adset({ daily_budget: '10000' }, { daily_budget: '11000' }), 'USD')).toMatch(/^daily_budget: \$?(USD\s?)?100\.00 → \$?(USD\s?)?110\.00$/);
  expect(describeActivity(adset({ daily_budget: '10000' }, { daily_budget: '11000' }))).toBe('daily_budget: 10000 → 11000');
});

describe('audience', () => {
  const before = {
    age_min: 25,
    age_max: 44,
    geo_locations: { cities: [{ key: '2673660', name: 'Jakarta', region: 'Jakarta', country: 'ID', radius: 10, distance_unit: 'kilometer' }] },
    flexible_spec: [{ interests: [{ id: '6003', name: 'Coffee' }, { id: '6004', name: 'Tea' }] }],
    custom_audiences: [{ id: 'A1', name: 'Buyers 30d' }],
  };

  test('ages and locations before → after, a kept city named from what was read before, more than three counted', () => {
    const after = sent({
      ...before,
      age_min: 18,
      age_max: 65,
      geo_locations: { cities: [{ key: '2673660', radius: 10, distance_unit: 'kilometer' }, { key: '1', name: 'Bandung' }, { key: '2', name: 'Surabaya' }, { key: '3', name: 'Medan' }] },
    });
    expect(describeActivity(adset({ targeting: before }, { targeting: after }))).toBe('Audience: ages 25–44 → 18–65; locations Jakarta → Jakarta, Bandung, Surabaya (+1)');
  });

  test('a location no record names is counted, never shown as its key; countries read by name', () => {
    const after = sent({ ...before, geo_locations: { countries: ['ID', 'MY'], cities: [{ key: '99' }] } });
    expect(describeActivity(adset({ targeting: before }, { targeting: after }))).toBe('Audience: locations Jakarta → Indonesia, Malaysia (+1)');
    expect(describeActivity(adset({ targeting: before }, { targeting: sent({ ...before, geo_locations: { cities: [{ key: '99' }] } }) }))).toBe('Audience: locations Jakarta → 1 entry');
  });

  test('gender, detailed targeting, audiences in and out, placements and anything else in words', () => {
    const after = sent({
      ...before,
      genders: [2],
      flexible_spec: [{ interests: [{ id: '6003', name: 'Coffee' }, { id: '6005', name: 'Batik' }] }],
      custom_audiences: [],
      excluded_custom_audiences: [{ id: 'A9', name: 'Employees' }],
      publisher_platforms: ['facebook', 'instagram'],
      facebook_positions: ['feed'],
      instagram_positions: ['stream', 'story'],
      locales: [6],
    });
    expect(describeActivity(adset({ targeting: before }, { targeting: after }))).toBe(
      'Audience: gender all → women; detailed targeting +Batik, −Tea; custom audiences −Buyers 30d; excluded audiences +Employees; placements Advantage+ → Facebook, Instagram (3 positions); locales changed',
    );
  });

  test('a spec that did not change says so; one without the spec before lists what it is', () => {
    expect(describeActivity(adset({ targeting: before }, { targeting: sent(before) }))).toBe('Audience: unchanged');
    expect(describeActivity(adset({}, { targeting: sent({ age_min: 21, geo_locations: { countries: ['ID'] } }) }))).toBe('Audience: ages 21–65; locations Indonesia');
  });
});

test('labels: put on and taken off by name; a label the record does not name is counted', () => {
  const original = { adlabels: [{ id: 'L1', name: 'Test' }, { id: 'L2', name: 'Q4' }] };
  expect(describeActivity(adset(original, { adlabels: sent([{ id: 'L2' }, { id: 'L3', name: 'Winter' }]) }))).toBe('Labels: +Winter, −Test');
  expect(describeActivity(adset(original, { adlabels: sent([{ id: 'L2' }, { id: 'L3', name: 'Winter' }, { id: 'L4' }]) }))).toBe('Labels: +Winter, +1 other label, −Test');
  expect(describeActivity(adset(original, { adlabels: sent([{ id: 'L1' }, { id: 'L2' }]) }))).toBe('Labels: unchanged');
  expect(describeActivity(adset({}, { adlabels: sent([{ id: 'L3', name: 'Winter' }]) }))).toBe('Labels: Winter');
});

test('bid strategy and its cap in Ads Manager’s words and the account’s money; the amount alone too', () => {
  expect(describeActivity(adset({ bid_strategy: 'LOWEST_COST_WITHOUT_CAP' }, { bid_strategy: 'COST_CAP', bid_amount: '250' }), 'USD')).toBe('Bid strategy: Highest volume → Cost per result goal ($2.50)');
  expect(describeActivity(adset({ bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: '100' }, { bid_strategy: 'LOWEST_COST_WITHOUT_CAP' }), 'USD')).toBe('Bid strategy: Bid cap ($1.00) → Highest volume');
  expect(describeActivity(adset({ bid_amount: '100' }, { bid_amount: '250' }), 'USD')).toBe('Bid amount: $1.00 → $2.50');
  expect(describeActivity(adset({ bid_amount: '100' }, { bid_amount: '250' }))).toBe('Bid amount: 100 → 250');
});

test('schedule: times as the account’s clock shows them, an end removed reads "no end date"', () => {
  const original = { start_time: '2026-12-01T09:00:00+0700', end_time: '' };
  expect(describeActivity(adset(original, { start_time: '2026-12-05T08:30:00+0700', end_time: '2026-12-31T23:59:00+0700' }))).toBe(
    'Schedule: starts 1 Dec 2026, 09:00 → 5 Dec 2026, 08:30; ends no end date → 31 Dec 2026, 23:59',
  );
  expect(describeActivity(adset({ stop_time: '2026-12-31T23:59:00+0700' }, { stop_time: '0' }, { object_type: 'campaign' }))).toBe('Schedule: ends 31 Dec 2026, 23:59 → no end date');
});

describe('copies', () => {
  const copy = (spec: object, more: Partial<LoggedChange> = {}) => adset({ copy_of: '41', copy_number: 1 }, { copies: spec, async_session_id: '9001', copy_id: '777' }, more);
  const renamed = JSON.stringify({ rename_strategy: 'ONLY_TOP_LEVEL_RENAME', rename_suffix: ' – copy' });

  test('an ad set copied into another campaign names the campaign, the copy’s name, its status and children', () => {
    expect(describeActivity(copy({ campaign_id: '55', deep_copy: 'true', status_option: 'PAUSED', rename_options: renamed }, { campaign_name: 'Summer sale' }))).toBe(
      'Copied into campaign “Summer sale” as “Winners – copy” (paused, with its ads)',
    );
  });

  test('an ad into another ad set names the ad set and its campaign; a copy beside its original says where it is not', () => {
    const ad = { object_type: 'ad', object_name: 'Video 1', adset_name: 'Women 25-44', campaign_name: 'Summer sale' };
    expect(describeActivity(copy({ adset_id: '66', status_option: 'ACTIVE', rename_options: JSON.stringify({ rename_strategy: 'ONLY_TOP_LEVEL_RENAME', rename_prefix: 'Copy 2 of ' }) }, ad))).toBe(
      'Copied into ad set “Women 25-44” (campaign “Summer sale”) as “Copy 2 of Video 1” (on)',
    );
    expect(describeActivity(copy({ deep_copy: 'false', status_option: 'INHERITED_FROM_SOURCE', rename_options: JSON.stringify({ rename_strategy: 'NO_RENAME' }) }, { object_type: 'campaign', object_name: 'Sales' }))).toBe(
      'Copied as “Sales” (with the original’s status, without its ad sets and ads)',
    );
  });

  test('a target campaign the write did not name is said so, not given as an id', () => {
    expect(describeActivity(copy({ campaign_id: '55', rename_options: renamed }))).toBe('Copied into another campaign as “Winners – copy”');
  });
});
