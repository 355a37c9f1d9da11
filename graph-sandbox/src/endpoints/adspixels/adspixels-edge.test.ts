import type { FastifyInstance } from 'fastify';
import { BUDI_TOKEN, FIXED_NOW, dewiAccounts, graphGet, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
beforeAll(() => {
  app = testSandbox();
});
afterAll(() => app.close());

const META_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}$/;
const FIELDS = 'id,name,code,creation_time,last_fired_time,is_unavailable,data_use_setting,owner_business,owner_ad_account,enable_automatic_matching';
const parseMetaTime = (text: string): number => Date.parse(text.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));

describe('GET /{act}/adspixels', () => {
  it('gives every account one pixel, the one its conversion ad sets and website audiences name', async () => {
    for (const account of await dewiAccounts(app)) {
      const { status, body } = await graphGet(app, `/${account.id}/adspixels`, { fields: FIELDS });
      expect(status).toBe(200);
      expect(body.data).toHaveLength(1);
      const [pixel] = body.data;
      expect(pixel).toMatchObject({ id: expect.stringMatching(/^\d{15,16}$/), name: `${account.name} Pixel`, is_unavailable: false, data_use_setting: 'ADVERTISING_AND_ANALYTICS' });
      expect(pixel.creation_time).toMatch(META_TIME);
      expect(pixel.code).toContain(`fbq('init', '${pixel.id}');`);
      expect(pixel.owner_ad_account).toEqual({ id: account.id, account_id: account.id.replace('act_', '') });
      const adsets = (await graphGet(app, `/${account.id}/adsets`, { fields: 'promoted_object', limit: '100', effective_status: JSON.stringify(['ACTIVE', 'PAUSED', 'CAMPAIGN_PAUSED', 'ADSET_PAUSED', 'ARCHIVED', 'DELETED', 'WITH_ISSUES']) })).body.data;
      const pixelIds = new Set(adsets.map((a: Json) => a.promoted_object?.pixel_id).filter(Boolean));
      expect([...pixelIds]).toEqual([pixel.id]);
      const audiences = (await graphGet(app, `/${account.id}/customaudiences`, { fields: 'pixel_id', limit: '50' })).body.data;
      for (const audience of audiences.filter((a: Json) => a.pixel_id)) expect(audience.pixel_id).toBe(pixel.id);
    }
  });

  it('fires recently on live sites (the unsettled account’s too), long ago on the disabled account’s; business pixels name their business', async () => {
    const accounts = await dewiAccounts(app);
    const pixelOf = async (currency: string, status: number): Promise<Json> => {
      const account = accounts.find((a) => a.currency === currency && a.account_status === status) as Json;
      return (await graphGet(app, `/${account.id}/adspixels`, { fields: FIELDS })).body.data[0];
    };
    for (const pixel of [await pixelOf('IDR', 1), await pixelOf('JPY', 3)]) {
      expect(FIXED_NOW - parseMetaTime(pixel.last_fired_time)).toBeLessThan(3_600_000);
      expect(pixel.owner_business).toEqual({ id: expect.any(String), name: 'Lestari Kreasi Nusantara' });
    }
    const disabled = await pixelOf('IDR', 2);
    expect(FIXED_NOW - parseMetaTime(disabled.last_fired_time)).toBeGreaterThan(150 * 86_400_000);
    expect(disabled.owner_business).toBeUndefined();
    expect(disabled.enable_automatic_matching).toBe(false);
  });

  it('sorts by NAME or LAST_FIRED_TIME and refuses another sort_by', async () => {
    const [account] = await dewiAccounts(app);
    expect((await graphGet(app, `/${account!.id}/adspixels`, { sort_by: 'NAME' })).body.data).toHaveLength(1);
    const bad = await graphGet(app, `/${account!.id}/adspixels`, { sort_by: 'SIZE' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 100, message: '(#100) Param sort_by must be one of {LAST_FIRED_TIME, NAME}' });
  });
});

describe('GET /{pixel_id}', () => {
  it('reads the pixel by id for its owner; other users, unknown fields and unknown edges answer Meta’s errors', async () => {
    const [account] = await dewiAccounts(app);
    const [listed] = (await graphGet(app, `/${account!.id}/adspixels`, { fields: 'id,name' })).body.data;
    const node = await graphGet(app, `/${listed.id}`, { fields: 'name,owner_business{name},last_fired_time' });
    expect(node.body).toEqual({ name: listed.name, owner_business: { name: 'Lestari Kreasi Nusantara' }, last_fired_time: expect.stringMatching(META_TIME), id: listed.id });
    expect((await graphGet(app, `/${listed.id}`, { fields: 'name' }, BUDI_TOKEN)).body.error).toMatchObject({ code: 100, error_subcode: 33, type: 'GraphMethodException' });
    expect((await graphGet(app, `/${listed.id}`, { fields: 'name,fired_events' })).body.error.message).toBe('(#100) Tried accessing nonexisting field (fired_events) on node type (AdsPixel)');
    expect((await graphGet(app, `/${listed.id}`, { fields: 'owner_business{city}' })).body.error.message).toBe('(#100) Tried accessing nonexisting field (city) on node type (Business)');
    expect((await graphGet(app, `/${listed.id}/stats`)).body.error).toMatchObject({ code: 2500 });
  });
});
