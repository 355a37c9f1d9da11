import { FIXED_NOW } from '../test-support/sandbox-harness';
import { amountSpent } from './accounts/account-money';
import { adEffectiveStatus, adSetEffectiveStatus, campaignEffectiveStatus } from './ads/effective-status';
import { INSIGHTS_WINDOW_DAYS } from './insights/generate-insights';
import { buildWorld, type World } from './world';

const APP = { id: '1234567890', secret: 'sandbox-app-secret', name: 'Sasar' };
const build = (seed = 1, builtAt = FIXED_NOW): World => buildWorld({ seed, app: APP, builtAt });

/** A JSON-able summary that changes whenever anything generated changes. */
function fingerprint(world: World): string {
  return JSON.stringify({
    accounts: world.accounts,
    campaigns: world.campaigns,
    adsets: world.adsets,
    ads: world.ads,
    pages: world.pages,
    taxonomy: world.taxonomy.items.slice(0, 200),
    spend: world.accounts.map((a) => world.insights.total(a.id)),
  });
}

describe('world', () => {
  const world = build();

  it('is the same world for the same seed and different for another seed', () => {
    expect(fingerprint(build())).toEqual(fingerprint(world));
    const other = build(2);
    expect(other.accounts.map((a) => a.id)).not.toEqual(world.accounts.map((a) => a.id));
    expect(other.users.map((u) => u.token)).toEqual(world.users.map((u) => u.token));
  });

  it('has the contract users, tokens and accounts', () => {
    expect(world.users.map((u) => [u.id, u.name, u.token])).toEqual([
      ['100090000000001', 'Dewi Lestari', 'EAAsandbox-dewi'],
      ['100090000000002', 'Budi Santoso', 'EAAsandbox-budi'],
      ['100090000000003', 'Siti Rahma', 'EAAsandbox-siti'],
    ]);
    const summary = (userId: string) => world.accountsOf(userId).map((a) => [a.currency, a.status]);
    expect(summary('100090000000001')).toEqual([
      ['IDR', 1],
      ['USD', 1],
      ['JPY', 3],
      ['IDR', 2],
    ]);
    expect(summary('100090000000002')).toEqual([
      ['IDR', 1],
      ['USD', 1],
    ]);
    expect(summary('100090000000003')).toEqual([]);
    expect(world.tokens.get('1234567890|sandbox-app-secret')?.type).toBe('APP');
  });

  it('gives accounts platform-shaped ids, zones and money', () => {
    for (const account of world.accounts) {
      expect(account.id).toMatch(/^act_[1-9]\d{14,15}$/);
      expect(account.id).toBe(`act_${account.accountNumber}`);
      expect(Number.isInteger(account.priorSpendMinor)).toBe(true);
      expect(amountSpent(world, account)).toBeGreaterThanOrEqual(account.priorSpendMinor);
    }
    const zones = Object.fromEntries(world.accounts.map((a) => [a.currency, a.timezoneName]));
    expect(zones).toEqual({ IDR: 'Asia/Jakarta', USD: 'America/Los_Angeles', JPY: 'Asia/Tokyo' });
  });

  it('builds campaign trees for usable accounts with every status the UI shows', () => {
    const active = world.accounts.filter((a) => a.status === 1);
    for (const account of active) expect(world.campaignsOf(account.id).length).toBeGreaterThanOrEqual(6);
    const statuses = new Set<string>();
    for (const c of world.campaigns) statuses.add(campaignEffectiveStatus(c));
    for (const a of world.adsets) statuses.add(adSetEffectiveStatus(a, world.campaign(a.campaignId)!));
    for (const ad of world.ads) statuses.add(adEffectiveStatus(ad, world.adset(ad.adsetId)!, world.campaign(ad.campaignId)!, world.account(ad.accountId)!));
    for (const expected of ['ACTIVE', 'PAUSED', 'ARCHIVED', 'DELETED', 'CAMPAIGN_PAUSED', 'ADSET_PAUSED', 'DISAPPROVED', 'PENDING_REVIEW', 'WITH_ISSUES']) {
      expect(statuses).toContain(expected);
    }
    const objectives = new Set(world.campaigns.map((c) => c.objective));
    expect(objectives).toContain('OUTCOME_SALES');
    expect(objectives).toContain('CONVERSIONS');
    expect(objectives).toContain('LINK_CLICKS');
  });

  it('keeps budgets in one place: campaign budget or ad-set budgets, never both', () => {
    for (const campaign of world.campaigns) {
      const cbo = campaign.dailyBudget !== null || campaign.lifetimeBudget !== null;
      for (const adset of world.adsetsOf(campaign.id)) expect(adset.dailyBudget !== null || adset.lifetimeBudget !== null).toBe(!cbo);
    }
  });

  it('has daily insights that add up from ads to ad sets, campaigns and accounts', () => {
    const account = world.accounts[0]!;
    const days = world.insights.daily(account.id);
    expect(days.length).toBe(INSIGHTS_WINDOW_DAYS);
    for (const day of days.slice(-10)) {
      const campaigns = world.campaignsOf(account.id).map((c) => world.insights.range(c.id, day.date, day.date)[0]?.spend ?? 0);
      expect(campaigns.reduce((a, b) => a + b, 0)).toBe(day.spend);
    }
    for (const adset of world.adsetsOf(account.id)) {
      const adTotal = world.adsOf(adset.id).reduce((sum, ad) => sum + world.insights.total(ad.id).impressions, 0);
      expect(world.insights.total(adset.id).impressions).toBe(adTotal);
    }
  });

  it('keeps the seeded delivery when campaigns are edited, paused and copied before their insights are first read', () => {
    const edited = build();
    for (const campaign of edited.campaigns) {
      if (campaign.dailyBudget !== null) campaign.dailyBudget *= 2;
      campaign.pausedAt = FIXED_NOW - 30 * 86_400_000;
    }
    for (const adset of edited.adsets) adset.dailyBudget = adset.dailyBudget === null ? null : 1;
    const ad = edited.ads[0]!;
    edited.addAd({ ...ad, id: edited.newObjectId(), createdAt: FIXED_NOW - 90 * 86_400_000, pausedAt: null });
    expect(edited.accounts.map((a) => edited.insights.daily(a.id))).toEqual(world.accounts.map((a) => world.insights.daily(a.id)));
  });

  it('never spends more than an ad set daily budget', () => {
    for (const adset of world.adsets.filter((a) => a.dailyBudget !== null)) {
      for (const day of world.insights.daily(adset.id)) expect(day.spend).toBeLessThanOrEqual(adset.dailyBudget!);
    }
  });

  it('stops delivery where the account stopped', () => {
    const unsettled = world.accounts.find((a) => a.status === 3)!;
    const last = world.insights.daily(unsettled.id).at(-1);
    expect(last?.date).toBe(unsettled.deliveryStoppedOn);
    const disabled = world.accounts.find((a) => a.status === 2)!;
    expect(world.insights.daily(disabled.id)).toEqual([]);
  });

  it('has a large taxonomy with platform-like ids, deep paths and consistent bounds', () => {
    const items = world.taxonomy.items;
    expect(items.length).toBeGreaterThan(3000);
    const platformIds = items.filter((i) => i.id.length > 3).map((i) => i.id);
    expect(new Set(platformIds).size).toBe(platformIds.length);
    for (const type of ['education_statuses', 'relationship_statuses']) {
      const ids = items.filter((i) => i.type === type).map((i) => i.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const types = new Set(items.map((i) => i.type));
    for (const type of ['interests', 'behaviors', 'education_statuses', 'relationship_statuses', 'life_events', 'industries', 'income', 'family_statuses']) {
      expect(types).toContain(type);
    }
    expect(items.some((i) => i.path.length > 4)).toBe(true);
    for (const item of items) {
      expect(item.path[item.path.length - 1]).toBe(item.name);
      expect(Number.isInteger(item.lowerBound) && Number.isInteger(item.upperBound)).toBe(true);
      expect(item.upperBound).toBeGreaterThan(item.lowerBound);
      if (item.type === 'interests') expect(item.id).toMatch(/^600\d{10}$/);
    }
    expect(items.find((i) => i.type === 'relationship_statuses' && i.name === 'Married')?.id).toBe('3');
  });

  it('targets ad sets with interests and cities that exist in the world', () => {
    for (const adset of world.adsets) {
      for (const group of adset.targeting.flexible_spec ?? []) for (const interest of group.interests ?? []) expect(world.taxonomy.get(interest.id)?.name).toBe(interest.name);
      const cities = (adset.targeting.geo_locations.cities ?? []) as Array<{ key: string }>;
      for (const city of cities) expect(world.geo.get('city', city.key)).toBeDefined();
    }
  });
});
