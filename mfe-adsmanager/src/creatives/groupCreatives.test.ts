import { parseAsset, type Asset, type RawAsset } from 'shared-graph';
import { groupCreatives, groupMetric } from './groupCreatives';

const RANGE = { since: '2026-11-16', until: '2026-11-22' };
const PURCHASE_GOAL = { optimization_goal: 'OFFSITE_CONVERSIONS', promoted_object: { pixel_id: '1', custom_event_type: 'PURCHASE' } };
const purchases = (n: number) => [{ action_type: 'offsite_conversion.fb_pixel_purchase', value: String(n) }];

interface AdSpec {
  id: string;
  adset: string;
  campaign?: string;
  creative: Record<string, unknown> | null;
  spend?: number;
  impressions?: number;
  clicks?: number;
  bought?: number;
  goal?: Record<string, unknown>;
}

function ad({ id, adset, campaign = 'Sales | ID', creative, spend = 0, impressions = 0, clicks = 0, bought = 0, goal = PURCHASE_GOAL }: AdSpec): Asset {
  const raw: RawAsset = {
    id,
    name: `Ad ${id}`,
    adset_id: `s-${adset}`,
    campaign_id: `c-${campaign}`,
    campaign: { id: `c-${campaign}`, name: campaign },
    adset: { id: `s-${adset}`, name: adset, ...goal },
    creative: creative ?? undefined,
    insights: spend || impressions ? { data: [{ spend: String(spend), impressions: String(impressions), clicks: String(clicks), actions: bought ? purchases(bought) : undefined, date_start: RANGE.since, date_stop: RANGE.until }] } : undefined,
  };
  return parseAsset(raw, 'ad', { timeRanges: [RANGE] });
}

const image = (hash: string, title = 'Koleksi Baru') => ({ id: `cr-${hash}-${Math.random()}`, title, thumbnail_url: `http://sbx/p?hash=${hash}`, image_hash: hash, object_type: 'PHOTO' });

describe('groupCreatives', () => {
  it('groups ads that run the same image across ad sets and campaigns, summing their figures', () => {
    const groups = groupCreatives([
      ad({ id: '1', adset: 'Women 25-44', creative: image('aaa'), spend: 100, impressions: 1000, clicks: 20, bought: 4 }),
      ad({ id: '2', adset: 'Broad', campaign: 'Retarget | ID', creative: image('aaa'), spend: 300, impressions: 3000, clicks: 30, bought: 2 }),
      ad({ id: '3', adset: 'Broad', creative: image('bbb', 'Promo'), spend: 50, impressions: 500, clicks: 5 }),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['image:aaa', 'image:bbb']);
    const [shared] = groups;
    expect(shared).toMatchObject({ kind: 'image', assetId: 'aaa', title: 'Koleksi Baru' });
    expect(shared!.ads.map((a) => a.id)).toEqual(['1', '2']);
    expect(shared!.adsetIds).toEqual(['s-Women 25-44', 's-Broad']);
    expect(shared!.campaignIds).toHaveLength(2);
    expect(shared!.values.spend).toBe(400);
    expect(groupMetric(shared!, 'impressions')).toBe(4000);
    expect(groupMetric(shared!, 'ctr')).toBeCloseTo(1.25);
    expect(groupMetric(shared!, 'cpc')).toBeCloseTo(8);
    expect(shared!.result).toMatchObject({ kind: 'one', type: { label: 'Purchases' } });
    expect(shared!.figures).toEqual({ results: 6, cost: 400 / 6, costWithoutResults: false });
  });

  it('names the best and worst ad set by cost per result, with their campaign; spend without results ranks worst', () => {
    const [group] = groupCreatives([
      ad({ id: '1', adset: 'Cheap', creative: image('aaa'), spend: 100, impressions: 1000, bought: 4 }),
      ad({ id: '2', adset: 'Dear', creative: image('aaa'), spend: 300, impressions: 1000, bought: 2 }),
      ad({ id: '3', adset: 'Nothing', campaign: 'Test | ID', creative: image('aaa'), spend: 50, impressions: 900 }),
      ad({ id: '4', adset: 'Idle', creative: image('aaa') }),
    ]);
    expect(group!.rankedBy).toBe('cost_per_result');
    expect(group!.best).toMatchObject({ adsetName: 'Cheap', campaignName: 'Sales | ID', value: 25, hasResults: true });
    expect(group!.worst).toMatchObject({ adsetName: 'Nothing', campaignName: 'Test | ID', hasResults: false, spend: 50 });
  });

  it('compares ad sets by CTR when they count different results, and says results are multiple', () => {
    const [group] = groupCreatives([
      ad({ id: '1', adset: 'Buyers', creative: image('aaa'), spend: 100, impressions: 1000, clicks: 10, bought: 1 }),
      ad({ id: '2', adset: 'Reach', creative: image('aaa'), spend: 100, impressions: 1000, clicks: 30, goal: { optimization_goal: 'REACH' } }),
    ]);
    expect(group!.result.kind).toBe('multiple');
    expect(group!.figures).toBeNull();
    expect(group!.rankedBy).toBe('ctr');
    expect(group!.best).toMatchObject({ adsetName: 'Reach', value: 3 });
    expect(group!.worst).toMatchObject({ adsetName: 'Buyers', value: 1 });
  });

  it('has no worst ad set with one ad set, and no best without delivery', () => {
    const [one] = groupCreatives([ad({ id: '1', adset: 'Only', creative: image('aaa'), spend: 10, impressions: 100, bought: 1 }), ad({ id: '2', adset: 'Only', creative: image('aaa'), spend: 10, impressions: 100 })]);
    expect(one!.best?.adsetName).toBe('Only');
    expect(one!.worst).toBeNull();
    const [idle] = groupCreatives([ad({ id: '3', adset: 'Idle', creative: image('ccc') })]);
    expect(idle!.best).toBeNull();
    expect(idle!.figures).toMatchObject({ results: 0, costWithoutResults: true });
  });

  it('groups videos by video id, and keeps carousels and ads read without a creative apart, most spend first', () => {
    const groups = groupCreatives([
      ad({ id: '1', adset: 'A', creative: { id: 'v1', title: 'Reel', video_id: '99', thumbnail_url: 'http://sbx/v' }, spend: 5, impressions: 10 }),
      ad({ id: '2', adset: 'B', creative: { id: 'v2', title: 'Reel', video_id: '99' }, spend: 5, impressions: 10 }),
      ad({ id: '3', adset: 'A', creative: { id: 'car', title: 'Cards', object_type: 'SHARE' }, spend: 20, impressions: 10 }),
      ad({ id: '4', adset: 'A', creative: null }),
    ]);
    expect(groups.map((g) => [g.key, g.ads.length])).toEqual([
      ['creative:car', 1],
      ['video:99', 2],
      ['creative:4', 1],
    ]);
    expect(groups[1]!.creative?.thumbnail_url).toBe('http://sbx/v');
    expect(groups[2]!.title).toBe('Ad 4');
  });
});
