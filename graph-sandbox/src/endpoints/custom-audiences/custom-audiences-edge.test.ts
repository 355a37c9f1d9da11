import type { FastifyInstance } from 'fastify';
import { BUDI_TOKEN, DEWI_TOKEN, activeAccount, dewiAccounts, graphGet, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
beforeAll(() => {
  app = testSandbox();
});
afterAll(() => app.close());

const FIELDS = 'id,account_id,name,subtype,approximate_count_lower_bound,approximate_count_upper_bound,rule,lookalike_spec,data_source,delivery_status,operation_status,retention_days,time_created,time_updated,pixel_id,customer_file_source';

/** SPEC §9 funnel stages from what an ad set includes: 1 cold, 2 engagement, 3 pixel visitors, 4 imported or purchase. */
function stageOf(targeting: Json, audiences: Map<string, Json>): number {
  const stages = (targeting.custom_audiences ?? []).map((ref: Json) => {
    const audience = audiences.get(ref.id) as Json;
    if (audience.subtype === 'ENGAGEMENT') return 2;
    if (audience.subtype === 'CUSTOM' || (audience.subtype === 'WEBSITE' && audience.rule.includes('"Purchase"'))) return 4;
    if (audience.subtype === 'WEBSITE' || audience.subtype === 'APP') return 3;
    return 1;
  });
  return Math.max(1, ...stages);
}

describe('GET /{act}/customaudiences', () => {
  it('lists the account’s audiences in Meta’s shapes and types', async () => {
    const account = await activeAccount(app, 'IDR');
    const { status, body } = await graphGet(app, `/${account}/customaudiences`, { fields: FIELDS, limit: '50' });
    expect(status).toBe(200);
    const subtypes = new Set(body.data.map((a: Json) => a.subtype));
    expect([...subtypes].sort()).toEqual(['APP', 'CUSTOM', 'ENGAGEMENT', 'LOOKALIKE', 'WEBSITE']);
    for (const audience of body.data) {
      expect(audience.account_id).toBe(account.replace('act_', ''));
      expect(Number.isInteger(audience.approximate_count_lower_bound)).toBe(true);
      expect(audience.approximate_count_upper_bound).toBeGreaterThan(audience.approximate_count_lower_bound);
      expect(audience.delivery_status).toEqual({ code: 200, description: 'This audience is ready for use.' });
      expect(audience.operation_status).toEqual({ code: 200, description: 'Normal' });
      expect(Number.isInteger(audience.time_created)).toBe(true);
      expect(audience.data_source).toEqual(expect.objectContaining({ type: expect.any(String), sub_type: expect.any(String) }));
    }
    const website = body.data.find((a: Json) => a.subtype === 'WEBSITE');
    expect(typeof website.rule).toBe('string');
    expect(JSON.parse(website.rule).inclusions.rules[0].event_sources[0]).toEqual({ id: website.pixel_id, type: 'pixel' });
    const lookalike = body.data.find((a: Json) => a.subtype === 'LOOKALIKE');
    expect(lookalike.lookalike_spec).toMatchObject({ ratio: 0.01, country: 'ID', origin: [{ id: expect.any(String), type: 'custom_audience' }] });
    expect(lookalike.rule).toBeUndefined();
    expect(body.data.find((a: Json) => a.subtype === 'CUSTOM').customer_file_source).toBe('USER_PROVIDED_ONLY');
    expect(body.paging.cursors).toEqual({ before: expect.any(String), after: expect.any(String) });
  });

  it('filters by subtype, reads one audience by id, and keeps other users’ audiences private', async () => {
    const account = await activeAccount(app, 'USD');
    const filtered = await graphGet(app, `/${account}/customaudiences`, { fields: 'subtype', filtering: JSON.stringify([{ field: 'subtype', operator: 'IN', value: ['ENGAGEMENT'] }]) });
    expect(filtered.body.data.length).toBeGreaterThan(0);
    expect(filtered.body.data.every((a: Json) => a.subtype === 'ENGAGEMENT')).toBe(true);
    const id = filtered.body.data[0].id;
    expect((await graphGet(app, `/${id}`, { fields: 'name,subtype' }, DEWI_TOKEN)).body.subtype).toBe('ENGAGEMENT');
    expect((await graphGet(app, `/${id}`, { fields: 'name' }, BUDI_TOKEN)).body.error).toMatchObject({ code: 100, error_subcode: 33 });
    expect((await graphGet(app, `/${account}/customaudiences`, { fields: 'bogus' })).body.error.message).toBe('(#100) Tried accessing nonexisting field (bogus) on node type (CustomAudience)');
  });

  it('gives every ad account ad sets in each funnel stage through targeting includes and excludes', async () => {
    for (const token of [DEWI_TOKEN, BUDI_TOKEN]) {
      const accounts = token === DEWI_TOKEN ? await dewiAccounts(app) : (await graphGet(app, '/me/adaccounts', { fields: 'id' }, token)).body.data;
      for (const { id } of accounts) {
        const audiences = new Map<string, Json>((await graphGet(app, `/${id}/customaudiences`, { fields: 'subtype,rule', limit: '100' }, token)).body.data.map((a: Json) => [a.id, a]));
        const adsets = (await graphGet(app, `/${id}/adsets`, { fields: 'targeting', limit: '100', effective_status: '["ACTIVE","PAUSED","CAMPAIGN_PAUSED","ARCHIVED","DELETED","WITH_ISSUES"]' }, token)).body.data;
        const stages = new Set(adsets.map((a: Json) => stageOf(a.targeting, audiences)));
        expect([...stages].sort()).toEqual([1, 2, 3, 4]);
        expect(adsets.some((a: Json) => (a.targeting.excluded_custom_audiences ?? []).length > 0)).toBe(true);
      }
    }
  });
});
