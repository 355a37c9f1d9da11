import type { FastifyInstance } from 'fastify';
import { graphGet, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let large: Json;

beforeAll(async () => {
  app = testSandbox({ largeAccount: true });
  const accounts = (await graphGet(app, '/me/adaccounts', { fields: 'id,name,currency,account_status', limit: '100' })).body.data;
  large = accounts.find((a: Json) => a.name.endsWith('— Marketplace'));
});
afterAll(() => app.close());

describe('the large account (SANDBOX_LARGE_ACCOUNT=1)', () => {
  it('is one more of Dewi’s accounts, with 300 campaigns, 1,000 ad sets and their ads', async () => {
    expect(large).toMatchObject({ currency: 'IDR', account_status: 1 });
    const count = async (edge: string): Promise<number> =>
      (await graphGet(app, `/${large.id}/${edge}`, { summary: 'true', limit: '1', effective_status: '["ACTIVE","PAUSED","DELETED","ARCHIVED","CAMPAIGN_PAUSED","ADSET_PAUSED","WITH_ISSUES","DISAPPROVED","PENDING_REVIEW","IN_PROCESS","PREAPPROVED","PENDING_BILLING_INFO"]' })).body.summary.total_count;
    expect(await count('campaigns')).toBe(300);
    expect(await count('adsets')).toBe(1000);
    const ads = await count('ads');
    expect(ads).toBeGreaterThanOrEqual(2000);
    expect(ads).toBeLessThanOrEqual(4000);
  });

  it('has its own labels and custom conversions, and every ad set a goal and a promoted object of its own account', async () => {
    const labels = (await graphGet(app, `/${large.id}/adlabels`, { fields: 'id', limit: '100' })).body.data.map((l: Json) => l.id);
    const conversions = (await graphGet(app, `/${large.id}/customconversions`, { fields: 'id,pixel', limit: '100' })).body.data;
    const [pixel] = (await graphGet(app, `/${large.id}/adspixels`)).body.data;
    expect(conversions.map((c: Json) => c.pixel.id)).toEqual(conversions.map(() => pixel.id));
    const adsets = (await graphGet(app, `/${large.id}/adsets`, { fields: 'optimization_goal,promoted_object,adlabels{id}', limit: '1000' })).body.data;
    for (const adset of adsets) {
      expect(adset.optimization_goal).toEqual(expect.any(String));
      expect(adset.promoted_object).toBeDefined();
      if (adset.promoted_object.pixel_id) expect(adset.promoted_object.pixel_id).toBe(pixel.id);
      if (adset.promoted_object.custom_conversion_id) expect(conversions.map((c: Json) => c.id)).toContain(adset.promoted_object.custom_conversion_id);
      for (const label of adset.adlabels ?? []) expect(labels).toContain(label.id);
    }
    expect(adsets.some((a: Json) => a.promoted_object.custom_conversion_id)).toBe(true);
  });

  it('delivers daily, and its campaigns add up to the account', async () => {
    const account = (await graphGet(app, `/${large.id}/insights`, { date_preset: 'last_30d', fields: 'spend,impressions', time_increment: '1', limit: '100' })).body.data;
    expect(account).toHaveLength(30);
    const total = (await graphGet(app, `/${large.id}/insights`, { date_preset: 'last_30d', fields: 'spend,impressions' })).body.data[0];
    const campaigns = (await graphGet(app, `/${large.id}/insights`, { date_preset: 'last_30d', level: 'campaign', fields: 'spend', limit: '500', filtering: '[{"field":"campaign.effective_status","operator":"IN","value":["ACTIVE","PAUSED","DELETED","ARCHIVED","WITH_ISSUES"]}]' })).body.data;
    expect(campaigns.length).toBeGreaterThan(100);
    expect(campaigns.reduce((sum: number, c: Json) => sum + Number(c.spend), 0)).toBe(Number(total.spend));
  });
});
