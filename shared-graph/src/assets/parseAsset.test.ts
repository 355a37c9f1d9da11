import { parseAsset } from './parseAsset';
import { targetingSummary } from './targetingSummary';

const ranges = [
  { since: '2024-11-01', until: '2024-11-07' },
  { since: '2024-10-25', until: '2024-10-31' },
];

// GRAPH-API.md §6.7's two campaigns.
const DELIVERING = {
  id: '120212345678900123',
  name: 'Sales | Broad | US',
  objective: 'OUTCOME_SALES',
  status: 'ACTIVE',
  configured_status: 'ACTIVE',
  effective_status: 'ACTIVE',
  buying_type: 'AUCTION',
  bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
  daily_budget: '5000',
  lifetime_budget: '0',
  start_time: '2024-10-01T09:00:00-0700',
  created_time: '2024-10-01T08:55:12-0700',
  updated_time: '2024-11-06T14:02:33-0800',
  adlabels: [{ id: '23850000000000001', name: 'q4' }],
  insights: {
    data: [
      { spend: '342.17', impressions: '45123', actions: [{ action_type: 'link_click', value: '1203' }, { action_type: 'purchase', value: '14' }], date_start: '2024-11-01', date_stop: '2024-11-07' },
      { spend: '301.88', impressions: '40210', actions: [{ action_type: 'link_click', value: '1100' }], date_start: '2024-10-25', date_stop: '2024-10-31' },
    ],
    paging: { cursors: { before: 'MAZDZD', after: 'MQZDZD' } },
  },
};
const IDLE = {
  id: '120212345678900456',
  name: 'Old traffic test',
  objective: 'LINK_CLICKS',
  status: 'PAUSED',
  configured_status: 'PAUSED',
  effective_status: 'PAUSED',
  buying_type: 'AUCTION',
  issues_info: [],
  created_time: '2023-02-10T10:00:00-0800',
  updated_time: '2023-03-01T10:00:00-0800',
};

describe('parseAsset', () => {
  it('reads settings, the budget in major units and both ranges of insights', () => {
    const asset = parseAsset(DELIVERING, 'campaign', { timeRanges: ranges, currency: 'USD' });
    expect(asset).toMatchObject({
      id: '120212345678900123',
      level: 'campaign',
      status: 'ACTIVE',
      effective_status: 'ACTIVE',
      delivery_status: 'ACTIVE',
      campaign_id: '120212345678900123',
      objective: 'OUTCOME_SALES',
      daily_budget: 5000,
      lifetime_budget: null,
      budget: 50,
      budget_type: 'daily',
      end_time: null,
      adlabels: [{ id: '23850000000000001', name: 'q4' }],
      has_children: true,
    });
    expect(asset.insights.map((row) => row?.numbers.spend)).toEqual([342.17, 301.88]);
    expect(asset.insights[0]?.actions.actions?.purchase).toBe(14);
  });

  it('has no insights rows and no budget for an idle campaign with budgets on its ad sets', () => {
    const asset = parseAsset(IDLE, 'campaign', { timeRanges: ranges, currency: 'USD' });
    expect(asset.insights).toEqual([null, null]);
    expect(asset).toMatchObject({ budget: null, budget_type: null, daily_budget: null });
  });

  it('matches insights to ranges by their dates, whatever order Meta sends them in', () => {
    const swapped = { ...DELIVERING, insights: { data: [DELIVERING.insights.data[1], DELIVERING.insights.data[0]] } };
    expect(parseAsset(swapped, 'campaign', { timeRanges: ranges }).insights.map((r) => r?.dateStart)).toEqual(['2024-11-01', '2024-10-25']);
    const onlyPrevious = { ...DELIVERING, insights: { data: [DELIVERING.insights.data[1]] } };
    expect(parseAsset(onlyPrevious, 'campaign', { timeRanges: ranges }).insights.map((r) => r?.dateStart ?? null)).toEqual([null, '2024-10-25']);
  });

  it('reads an ad set: lifetime budget in a zero-decimal currency, its campaign, targeting and learning', () => {
    const asset = parseAsset(
      {
        id: '2385',
        name: 'Jakarta 25-44',
        campaign_id: '1203',
        campaign: { id: '1203', objective: 'OUTCOME_TRAFFIC', buying_type: 'AUCTION' },
        status: 'ACTIVE',
        effective_status: 'CAMPAIGN_PAUSED',
        daily_budget: '0',
        lifetime_budget: '3000000',
        bid_amount: 1500,
        targeting: { age_min: 25, age_max: 44, genders: [2], geo_locations: { countries: ['ID'], cities: [{ key: '1', name: 'Jakarta' }] } },
        learning_stage_info: { status: 'LEARNING', conversions: 12 },
        end_time: '2026-12-31T23:59:00+0700',
      },
      'adset',
      { currency: 'IDR' },
    );
    expect(asset).toMatchObject({
      campaign_id: '1203',
      adset_id: '2385',
      objective: 'OUTCOME_TRAFFIC',
      budget: 3000000,
      budget_type: 'lifetime',
      bid_amount: 1500,
      effective_status: 'CAMPAIGN_PAUSED',
      targeting: { age: '25-44', gender: 'Female', location: 'ID, Jakarta' },
      learning_stage_info: { status: 'LEARNING', conversions: 12 },
      end_time: '2026-12-31T23:59:00+0700',
    });
  });

  it("reads an ad's schedule and targeting from its ad set", () => {
    const asset = parseAsset({ id: '9', adset_id: '2385', campaign_id: '1203', adset: { start_time: '2026-11-01T00:00:00+0700', targeting: { geo_locations: { countries: ['MY'] } } } }, 'ad');
    expect(asset).toMatchObject({ has_children: false, start_time: '2026-11-01T00:00:00+0700', targeting: { age: '18-65+', gender: 'All', location: 'MY' } });
  });
});

describe('targetingSummary', () => {
  it('prints age as open-ended from 65, All for both genders', () => {
    expect(targetingSummary({ age_min: 18, age_max: 65, genders: [1, 2] })).toEqual({ age: '18-65+', gender: 'All', location: null });
    expect(targetingSummary({ genders: [1], geo_locations: { regions: [{ key: '1', name: 'Bali' }] } })).toEqual({ age: '18-65+', gender: 'Male', location: 'Bali' });
    expect(targetingSummary(null)).toBeNull();
  });
});

describe('parent names and what decides the Results', () => {
  const attribution = [
    { event_type: 'CLICK_THROUGH', window_days: 7 },
    { event_type: 'VIEW_THROUGH', window_days: 1 },
  ];
  it("reads an ad set's campaign name and its own goal, promoted object and attribution", () => {
    const asset = parseAsset(
      {
        id: '1202',
        name: 'Women 25-44 | Fashion',
        campaign_id: '900',
        campaign: { id: '900', name: 'Sales | Batik | ID', objective: 'OUTCOME_SALES' },
        optimization_goal: 'OFFSITE_CONVERSIONS',
        promoted_object: { pixel_id: '1234', custom_event_type: 'PURCHASE' },
        attribution_spec: attribution,
      },
      'adset',
    );
    expect(asset).toMatchObject({ campaign_name: 'Sales | Batik | ID', adset_name: null });
    expect(asset.optimisations).toEqual([{ goal: 'OFFSITE_CONVERSIONS', promoted: { pixel_id: '1234', custom_event_type: 'PURCHASE' }, attribution }]);
  });
  it("reads an ad's ad set and campaign names and its ad set's goal", () => {
    const asset = parseAsset(
      { id: '1203', name: 'Carousel', campaign: { id: '900', name: 'Leads | ID' }, adset: { id: '1202', name: 'Jakarta', optimization_goal: 'LEAD_GENERATION', promoted_object: { page_id: 55 } } },
      'ad',
    );
    expect(asset).toMatchObject({ campaign_name: 'Leads | ID', adset_name: 'Jakarta' });
    expect(asset.optimisations).toEqual([{ goal: 'LEAD_GENERATION', promoted: { page_id: '55' }, attribution: [] }]);
  });
  it("reads a campaign's ad sets' goals from the adsets expansion, and none when Meta sent no ad sets", () => {
    const asset = parseAsset(
      { id: '900', name: 'Mixed', adsets: { data: [{ optimization_goal: 'REACH', attribution_spec: [{ event_type: 'CLICK_THROUGH', window_days: 1 }] }, { optimization_goal: 'LINK_CLICKS', promoted_object: null }, 'junk'] } },
      'campaign',
    );
    expect(asset.campaign_name).toBeNull();
    expect(asset.optimisations.map((o) => o.goal)).toEqual(['REACH', 'LINK_CLICKS', null]);
    expect(asset.optimisations[1]!.promoted).toBeNull();
    expect(parseAsset({ id: '901', name: 'Empty' }, 'campaign').optimisations).toEqual([]);
    expect(parseAsset({ id: '902', name: 'Bad spec', attribution_spec: 'x', adset: 'x' }, 'ad').optimisations).toEqual([]);
  });
});

describe("an ad's creative", () => {
  it('reads the creative expansion: thumbnail, headline for the alt text, and the image or video it uses', () => {
    const ad = parseAsset({ id: '1', name: 'Image | Koleksi Baru | v1', creative: { id: '77', title: 'Koleksi Baru', name: 'Koleksi Baru image creative', thumbnail_url: 'http://sbx/p.svg', image_hash: 'abc', object_type: 'PHOTO' } }, 'ad');
    expect(ad.creative).toEqual({ id: '77', title: 'Koleksi Baru', thumbnail_url: 'http://sbx/p.svg', image_hash: 'abc', video_id: null, object_type: 'PHOTO' });
    expect(parseAsset({ id: '2', name: 'x', creative: { id: 78, name: 'Only a name', video_id: '99' } }, 'ad').creative).toMatchObject({ id: '78', title: 'Only a name', video_id: '99', thumbnail_url: null });
  });
  it('has none without an expansion, and never on campaigns or ad sets', () => {
    expect(parseAsset({ id: '3', name: 'x' }, 'ad').creative).toBeNull();
    expect(parseAsset({ id: '4', name: 'x', creative: 'junk' }, 'ad').creative).toBeNull();
    expect(parseAsset({ id: '5', name: 'x', creative: { id: '1' } }, 'adset').creative).toBeNull();
  });
});
