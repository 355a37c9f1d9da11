import type { FastifyInstance } from 'fastify';
import { activeAccount, BUDI_TOKEN, graphGet, testSandbox, type Json } from '../test-support/sandbox-harness';

let app: FastifyInstance;
let act: string;

beforeAll(async () => {
  app = testSandbox();
  act = await activeAccount(app, 'IDR');
});
afterAll(() => app.close());

describe('ad creatives', () => {
  it('expands creative{…} on ads instead of answering only its id', async () => {
    const ads = await graphGet(app, `/${act}/ads`, { fields: 'name,creative{name,title,body,thumbnail_url,image_url,object_type,call_to_action_type}' });
    const { creative } = ads.body.data[0];
    expect(creative).toEqual(
      expect.objectContaining({ id: expect.stringMatching(/^\d+$/), name: expect.any(String), title: expect.any(String), body: expect.any(String), thumbnail_url: expect.stringMatching(/\/platform\/creative\/\?(hash|video)=/), object_type: expect.any(String), call_to_action_type: expect.any(String) }),
    );
    const plain = await graphGet(app, `/${act}/ads`, { fields: 'creative' });
    expect(plain.body.data[0].creative).toEqual({ id: creative.id });
  });

  it('reads a creative by id for its owner only, and refuses unknown creative fields', async () => {
    const ads = await graphGet(app, `/${act}/ads`, { fields: 'creative' });
    const id = ads.body.data[0].creative.id;
    const node = await graphGet(app, `/${id}`, { fields: 'id,title,object_story_spec,effective_object_story_id' });
    expect(node.status).toBe(200);
    expect(node.body.object_story_spec.page_id).toEqual(expect.any(String));
    expect((await graphGet(app, `/${id}`, {}, BUDI_TOKEN)).body.error).toMatchObject({ code: 100, error_subcode: 33 });
    expect((await graphGet(app, `/${act}/ads`, { fields: 'creative{colour}' })).body.error.message).toBe('(#100) Tried accessing nonexisting field (colour) on node type (AdCreative)');
    const picture = await app.inject({ method: 'GET', url: `/platform/creative/?id=${id}&width=64` });
    expect(picture.headers['content-type']).toContain('image/svg+xml');
  });

  it('narrows struct fields to the asked keys and refuses keys the struct does not have', async () => {
    const adsets = await graphGet(app, `/${act}/adsets`, { fields: 'targeting{age_min,geo_locations},learning_stage_info{status}' });
    const adset = adsets.body.data.find((a: Json) => a.learning_stage_info);
    expect(Object.keys(adset.targeting).sort()).toEqual(['age_min', 'geo_locations']);
    expect(Object.keys(adset.learning_stage_info)).toEqual(['status']);
    const bad = await graphGet(app, `/${act}/adsets`, { fields: 'targeting{colour}' });
    expect(bad.body.error.message).toBe('(#100) Tried accessing nonexisting field (colour) on node type (Targeting)');
    const account = await graphGet(app, `/${act}`, { fields: 'funding_source_details{display_string}' });
    expect(Object.keys(account.body.funding_source_details)).toEqual(['display_string']);
  });
});
