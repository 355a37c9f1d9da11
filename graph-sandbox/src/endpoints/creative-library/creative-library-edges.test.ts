import type { FastifyInstance } from 'fastify';
import { activeAccount, BUDI_TOKEN, graphGet, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let act: string;

beforeAll(async () => {
  app = testSandbox();
  act = await activeAccount(app, 'IDR');
});
afterAll(() => app.close());

const ADS_FIELDS = 'adset_id,creative{id,image_hash,video_id,asset_feed_spec,object_story_spec}';

async function allAds(): Promise<Json[]> {
  return (await graphGet(app, `/${act}/ads`, { fields: ADS_FIELDS, limit: '500', effective_status: JSON.stringify(['ACTIVE', 'PAUSED', 'CAMPAIGN_PAUSED', 'ADSET_PAUSED', 'ARCHIVED', 'DELETED', 'DISAPPROVED', 'PENDING_REVIEW', 'WITH_ISSUES']) })).body.data;
}

describe('/act_…/adcreatives', () => {
  it('lists each creative once, paged, with Meta fields and thumbnails sized by thumbnail_width/height', async () => {
    const first = await graphGet(app, `/${act}/adcreatives`, { fields: 'id,name,status,thumbnail_url,image_url,image_hash,video_id,object_story_spec,effective_object_story_id', limit: '5', thumbnail_width: '150', thumbnail_height: '120' });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.paging.next).toContain('thumbnail_width=150');
    const creative = first.body.data[0];
    expect(creative.status).toBe('ACTIVE');
    expect(creative.thumbnail_url).toMatch(/width=150&height=120$/);
    expect(creative.effective_object_story_id).toMatch(/^\d+_\d+$/);
    expect(creative.object_story_spec.page_id).toEqual(expect.any(String));
    const plain = await graphGet(app, `/${act}/adcreatives`, { fields: 'thumbnail_url', limit: '1' });
    expect(plain.body.data[0].thumbnail_url).toMatch(/width=64&height=64$/);
    const all = await graphGet(app, `/${act}/adcreatives`, { fields: 'id', limit: '500' });
    const ids = all.body.data.map((c: Json) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sizes thumbnails through field expansion modifiers on an ad, and refuses a size that is not a number', async () => {
    const ads = await graphGet(app, `/${act}/ads`, { fields: 'creative.thumbnail_width(150).thumbnail_height(120){id,thumbnail_url}', limit: '1' });
    expect(ads.body.data[0].creative.thumbnail_url).toMatch(/width=150&height=120$/);
    const byId = await graphGet(app, `/${ads.body.data[0].creative.id}`, { fields: 'thumbnail_url', thumbnail_width: '200' });
    expect(byId.body.thumbnail_url).toMatch(/width=200&height=64$/);
    const bad = await graphGet(app, `/${act}/adcreatives`, { fields: 'thumbnail_url', thumbnail_width: 'big' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 100, message: '(#100) Param thumbnail_width must be an integer' });
  });

  it('shares images and videos across ad sets: the same image_hash or video_id on ads of different ad sets', async () => {
    const ads = await allAds();
    const adsetsByAsset = new Map<string, Set<string>>();
    for (const ad of ads) {
      const key = ad.creative.image_hash ?? ad.creative.video_id;
      if (!key) continue;
      adsetsByAsset.set(key, (adsetsByAsset.get(key) ?? new Set()).add(ad.adset_id));
    }
    expect([...adsetsByAsset.values()].some((adsets) => adsets.size >= 2)).toBe(true);
  });

  it('gives dynamic-creative ad sets an asset_feed_spec and a story spec with only the page', async () => {
    const ads = await allAds();
    const dynamic = ads.filter((ad) => ad.creative.asset_feed_spec);
    expect(dynamic.length).toBeGreaterThan(0);
    const spec = dynamic[0].creative.asset_feed_spec;
    expect(spec.bodies).toHaveLength(2);
    expect(spec.titles).toHaveLength(2);
    expect(spec.call_to_action_types).toEqual([expect.any(String)]);
    expect(spec.ad_formats[0]).toMatch(/^SINGLE_(IMAGE|VIDEO)$/);
    expect(Object.keys(dynamic[0].creative.object_story_spec)).toEqual(['page_id']);
    const adset = await graphGet(app, `/${dynamic[0].adset_id}`, { fields: 'is_dynamic_creative' });
    expect(adset.body.is_dynamic_creative).toBe(true);
  });

  it('refuses creatives to a token that does not own the account', async () => {
    const other = await graphGet(app, `/${act}/adcreatives`, {}, BUDI_TOKEN);
    expect(other.body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });
});

describe('/act_…/adimages and /act_…/advideos', () => {
  it('lists the images creatives use, with ids "<account>:<hash>", and filters by hashes', async () => {
    const images = await graphGet(app, `/${act}/adimages`, { fields: 'hash,id,name,url,url_128,permalink_url,width,height,status,created_time', limit: '100' });
    expect(images.status).toBe(200);
    const [image] = images.body.data;
    const accountNumber = act.replace('act_', '');
    expect(image.id).toBe(`${accountNumber}:${image.hash}`);
    expect(image.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(image).toMatchObject({ status: 'ACTIVE', width: 1080, name: expect.stringMatching(/\.jpg$/), url: expect.stringContaining(`hash=${image.hash}`) });
    expect(image.created_time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const creatives = await graphGet(app, `/${act}/adcreatives`, { fields: 'image_hash', limit: '500' });
    const used = new Set(creatives.body.data.map((c: Json) => c.image_hash).filter(Boolean));
    for (const hash of used) expect(images.body.data.some((i: Json) => i.hash === hash)).toBe(true);
    const picked = await graphGet(app, `/${act}/adimages`, { fields: 'hash', hashes: JSON.stringify([image.hash]) });
    expect(picked.body.data).toEqual([{ hash: image.hash, id: `${accountNumber}:${image.hash}` }]);
    const none = await graphGet(app, `/${act}/adimages`, { hashes: JSON.stringify(['0'.repeat(32)]) });
    expect(none.body.data).toEqual([]);
    const bad = await graphGet(app, `/${act}/adimages`, { hashes: '[1,2' });
    expect(bad.body.error).toMatchObject({ code: 100 });
  });

  it('serves the same picture for every use of an image', async () => {
    const images = await graphGet(app, `/${act}/adimages`, { fields: 'hash,url', limit: '1' });
    const url = new URL(images.body.data[0].url);
    const picture = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toContain('width="1080"');
  });

  it('lists videos with title, length, picture and created_time', async () => {
    const videos = await graphGet(app, `/${act}/advideos`, { fields: 'id,title,length,picture,source,created_time', limit: '100' });
    expect(videos.status).toBe(200);
    expect(videos.body.data.length).toBeGreaterThan(0);
    const [video] = videos.body.data;
    expect(video).toMatchObject({ id: expect.stringMatching(/^\d{16}$/), title: expect.any(String), length: expect.any(Number), picture: expect.stringContaining(`video=${video.id}`) });
    const creatives = await graphGet(app, `/${act}/adcreatives`, { fields: 'video_id', limit: '500' });
    const used = creatives.body.data.map((c: Json) => c.video_id).filter(Boolean);
    expect(used.every((id: string) => videos.body.data.some((v: Json) => v.id === id))).toBe(true);
  });
});
