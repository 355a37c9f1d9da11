import type { FastifyInstance } from 'fastify';
import { dewiAccounts, graphGet, testSandbox, type Json } from '../../test-support/sandbox-harness';

/** Every seeded ad set has a goal and a promoted object, and insights carry the actions a results column reads for it. */
let app: FastifyInstance;
beforeAll(() => {
  app = testSandbox();
});
afterAll(() => app.close());

const ALL_STATUSES = JSON.stringify(['ACTIVE', 'PAUSED', 'CAMPAIGN_PAUSED', 'ADSET_PAUSED', 'ARCHIVED', 'DELETED', 'WITH_ISSUES']);
const SETTINGS = 'id,name,campaign_id,optimization_goal,promoted_object,attribution_spec,destination_type,billing_event';
const value = (list: Json[] | undefined, type: string): number => Number((list ?? []).find((a: Json) => a.action_type === type)?.value ?? 0);

/** The action types a results column shows for an ad set's goal and promoted object (Ads Manager's "Results"). */
function resultTypes(adset: Json): string[] {
  const promoted = adset.promoted_object ?? {};
  switch (adset.optimization_goal) {
    case 'OFFSITE_CONVERSIONS':
    case 'VALUE':
      if (promoted.custom_conversion_id) return [`offsite_conversion.custom.${promoted.custom_conversion_id}`];
      return promoted.custom_event_type === 'LEAD' ? ['offsite_conversion.fb_pixel_lead', 'lead'] : ['offsite_conversion.fb_pixel_purchase', 'omni_purchase', 'purchase'];
    case 'LEAD_GENERATION':
      return ['lead', 'onsite_conversion.lead_grouped'];
    case 'LANDING_PAGE_VIEWS':
      return ['landing_page_view'];
    case 'LINK_CLICKS':
      return ['link_click'];
    case 'POST_ENGAGEMENT':
      return ['post_engagement'];
    case 'CONVERSATIONS':
      return ['onsite_conversion.messaging_conversation_started_7d'];
    default:
      return [];
  }
}

describe('optimisation goals and promoted objects', () => {
  it('every ad set of every account reads its goal, promoted object, attribution, destination and billing in lists and by id; every campaign its objective', async () => {
    const goals = new Set<string>();
    for (const account of await dewiAccounts(app)) {
      const campaigns = (await graphGet(app, `/${account.id}/campaigns`, { fields: 'objective', limit: '100', effective_status: ALL_STATUSES })).body.data;
      for (const campaign of campaigns) expect(campaign.objective).toEqual(expect.any(String));
      const adsets = (await graphGet(app, `/${account.id}/adsets`, { fields: SETTINGS, limit: '100', effective_status: ALL_STATUSES })).body.data;
      expect(adsets.length).toBeGreaterThan(3);
      for (const adset of adsets) {
        expect(adset).toEqual({
          id: expect.any(String),
          name: expect.any(String),
          campaign_id: expect.any(String),
          optimization_goal: expect.any(String),
          promoted_object: expect.any(Object),
          attribution_spec: expect.arrayContaining([{ event_type: 'CLICK_THROUGH', window_days: expect.any(Number) }]),
          destination_type: expect.any(String),
          billing_event: expect.any(String),
        });
        expect(Object.keys(adset.promoted_object).length).toBeGreaterThan(0);
        goals.add(adset.optimization_goal);
      }
      const [first] = adsets;
      expect((await graphGet(app, `/${first.id}`, { fields: SETTINGS })).body).toEqual(first);
      const expanded = (await graphGet(app, `/${account.id}`, { fields: `campaigns.limit(1){objective,adsets.limit(1){${SETTINGS}}}` })).body;
      expect(expanded.campaigns.data[0].adsets.data[0].promoted_object).toBeDefined();
    }
    expect([...goals].sort()).toEqual(['CONVERSATIONS', 'LANDING_PAGE_VIEWS', 'LEAD_GENERATION', 'LINK_CLICKS', 'OFFSITE_CONVERSIONS', 'POST_ENGAGEMENT', 'REACH', 'THRUPLAY', 'VALUE']);
  });
});

describe('the actions a results column needs, for every goal', () => {
  it('each ad set that delivered reports its result (and its cost) in the last 90 days', async () => {
    const seen = new Set<string>();
    for (const account of (await dewiAccounts(app)).filter((a) => a.account_status === 1)) {
      const adsets = (await graphGet(app, `/${account.id}/adsets`, { fields: SETTINGS, limit: '100', effective_status: ALL_STATUSES })).body.data;
      const rows = (await graphGet(app, `/${account.id}/insights`, {
        level: 'adset',
        date_preset: 'last_90d',
        fields: 'adset_id,optimization_goal,impressions,reach,spend,actions,cost_per_action_type,video_thruplay_watched_actions,cost_per_thruplay',
        limit: '100',
        filtering: JSON.stringify([{ field: 'adset.effective_status', operator: 'IN', value: JSON.parse(ALL_STATUSES) }]),
      })).body.data;
      for (const row of rows) {
        const adset = adsets.find((a: Json) => a.id === row.adset_id);
        expect(row.optimization_goal).toBe(adset.optimization_goal);
        seen.add(adset.optimization_goal);
        if (adset.optimization_goal === 'REACH') expect(Number(row.reach)).toBeGreaterThan(0);
        if (adset.optimization_goal === 'THRUPLAY') {
          expect(value(row.video_thruplay_watched_actions, 'video_view')).toBeGreaterThan(0);
          expect(value(row.cost_per_thruplay, 'video_view')).toBeGreaterThan(0);
        }
        for (const type of resultTypes(adset)) {
          expect([adset.name, type, value(row.actions, type) > 0]).toEqual([adset.name, type, true]);
          expect(value(row.cost_per_action_type, type)).toBeCloseTo(Number(row.spend) / value(row.actions, type), 2);
        }
        if (adset.optimization_goal === 'POST_ENGAGEMENT') expect(value(row.actions, 'onsite_conversion.messaging_conversation_started_7d')).toBe(0);
        if (adset.optimization_goal === 'LEAD_GENERATION') expect(value(row.actions, 'offsite_conversion.fb_pixel_lead')).toBe(0);
        if (adset.promoted_object.custom_event_type === 'LEAD') {
          expect(value(row.actions, 'onsite_conversion.lead_grouped')).toBe(0);
          expect(value(row.actions, 'landing_page_view')).toBeGreaterThan(0);
        }
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(8);
  });

  it('lead counts instant-form and website leads together, at every level and in breakdown rows', async () => {
    const [account] = await dewiAccounts(app);
    const campaign = (await graphGet(app, `/${account!.id}/campaigns`, { fields: 'id,objective', limit: '100' })).body.data.find((c: Json) => c.objective === 'OUTCOME_LEADS');
    const fields = 'actions';
    const total = (await graphGet(app, `/${campaign.id}/insights`, { date_preset: 'last_90d', fields })).body.data[0];
    expect(value(total.actions, 'lead')).toBe(value(total.actions, 'onsite_conversion.lead_grouped') + value(total.actions, 'offsite_conversion.fb_pixel_lead'));
    expect(value(total.actions, 'offsite_conversion.fb_pixel_lead')).toBeGreaterThan(0);
    const adsets = (await graphGet(app, `/${campaign.id}/insights`, { date_preset: 'last_90d', fields, level: 'adset', limit: '50' })).body.data;
    expect(adsets.reduce((sum: number, row: Json) => sum + value(row.actions, 'lead'), 0)).toBe(value(total.actions, 'lead'));
    const byGender = (await graphGet(app, `/${campaign.id}/insights`, { date_preset: 'last_90d', fields, breakdowns: 'gender', limit: '50' })).body.data;
    for (const type of ['lead', 'offsite_conversion.fb_pixel_lead', 'onsite_conversion.lead_grouped']) {
      expect(byGender.reduce((sum: number, row: Json) => sum + value(row.actions, type), 0)).toBe(value(total.actions, type));
    }
    const byRegion = (await graphGet(app, `/${campaign.id}/insights`, { date_preset: 'last_90d', fields, breakdowns: 'region', limit: '500' })).body.data;
    expect(byRegion.some((row: Json) => value(row.actions, 'offsite_conversion.fb_pixel_lead') > 0)).toBe(false);
    expect(byRegion.reduce((sum: number, row: Json) => sum + value(row.actions, 'lead'), 0)).toBe(value(total.actions, 'lead'));
  });
});
