import type { FastifyInstance } from 'fastify';
import { DEWI_TOKEN, activeAccount, graphGet, postJson, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let account: string;
let adset: Json;
let creativeId: string;
beforeAll(async () => {
  app = testSandbox();
  account = await activeAccount(app, 'IDR');
  const ads = (await graphGet(app, `/${account}/ads`, { fields: 'adset_id,creative,effective_status', limit: '100' })).body.data;
  const active = ads.find((a: Json) => a.effective_status === 'ACTIVE');
  adset = { id: active.adset_id };
  creativeId = active.creative.id;
});
afterAll(() => app.close());

const create = (fields: Record<string, unknown>) => postJson(app, `/v21.0/${account}/ads`, { access_token: DEWI_TOKEN, name: 'New ad', ...fields });

describe('POST /{act}/ads', () => {
  it('creates an ad in an ad set with one of the account’s creatives', async () => {
    const { status, body } = await create({ adset_id: adset.id, creative: { creative_id: creativeId }, status: 'PAUSED' });
    expect(status).toBe(200);
    expect(body).toEqual({ id: expect.stringMatching(/^\d+$/) });
    expect((await graphGet(app, `/${body.id}`, { fields: 'name,adset_id,creative,status,effective_status' })).body).toEqual({
      name: 'New ad',
      adset_id: adset.id,
      creative: { id: creativeId },
      status: 'PAUSED',
      effective_status: 'PAUSED',
      id: body.id,
    });
    expect((await graphGet(app, `/${adset.id}/ads`, { fields: 'id', effective_status: '["PAUSED"]' })).body.data.map((a: Json) => a.id)).toContain(body.id);
  });

  it('accepts creative as a JSON string (form encoding) and refuses unknown creatives and ad sets', async () => {
    expect((await create({ adset_id: adset.id, creative: JSON.stringify({ creative_id: creativeId }) })).body.id).toEqual(expect.any(String));
    expect((await create({ adset_id: adset.id, creative: { creative_id: '1' } })).body.error.code).toBe(100);
    expect((await create({ adset_id: '1', creative: { creative_id: creativeId } })).body.error.message).toBe(`(#100) Param adset_id must be an ad set of ${account}`);
    expect((await create({ adset_id: adset.id })).body.error.message).toBe('(#100) The parameter creative is required');
  });

  it('refuses a creative the account does not have with Meta\'s subcode and words', async () => {
    const { body } = await create({ adset_id: adset.id, creative: { creative_id: '120200000000000001' } });
    expect(body.error).toMatchObject({ code: 100, error_subcode: 1487225, error_user_title: 'Creative Not Found', error_user_msg: expect.stringContaining('120200000000000001') });
  });

  it('refuses an ad whose creative links to a blocked site (.invalid), naming the site, and keeps nothing', async () => {
    const pageId = (await graphGet(app, `/${account}/adcreatives`, { fields: 'object_story_spec', limit: '1' })).body.data[0].object_story_spec.page_id;
    const hash = (await graphGet(app, `/${account}/adimages`, { fields: 'hash', limit: '1' })).body.data[0].hash;
    const made = await postJson(app, `/v21.0/${account}/adcreatives?access_token=${DEWI_TOKEN}`, {
      object_story_spec: { page_id: pageId, link_data: { link: 'https://shop.blocked.invalid/sale', message: 'Hi', image_hash: hash } },
    });
    expect(made.body.id).toEqual(expect.any(String));
    const before = (await graphGet(app, `/${adset.id}/ads`, { fields: 'id', limit: '100', effective_status: '["ACTIVE","PAUSED"]' })).body.data.length;
    const refused = await create({ adset_id: adset.id, creative: { creative_id: made.body.id }, status: 'PAUSED' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 100, error_subcode: 1487301, error_user_title: 'Link Blocked', error_user_msg: expect.stringContaining('shop.blocked.invalid') });
    expect((await graphGet(app, `/${adset.id}/ads`, { fields: 'id', limit: '100', effective_status: '["ACTIVE","PAUSED"]' })).body.data).toHaveLength(before);
  });

  it('refuses an ad in a deleted ad set', async () => {
    const other = (await graphGet(app, `/${account}/adsets`, { fields: 'id', limit: '50' })).body.data.find((a: Json) => a.id !== adset.id);
    await postJson(app, `/v21.0/${other.id}?access_token=${DEWI_TOKEN}`, { status: 'DELETED' });
    const { body } = await create({ adset_id: other.id, creative: { creative_id: creativeId } });
    expect(body.error).toMatchObject({ code: 100, error_user_title: 'Ad Set Is Deleted' });
  });
});
