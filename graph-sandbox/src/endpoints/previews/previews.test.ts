import type { FastifyInstance } from 'fastify';
import { activeAccount, BUDI_TOKEN, graphGet, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let act: string;
let ad: Json;

beforeAll(async () => {
  app = testSandbox();
  act = await activeAccount(app, 'IDR');
  ad = (await graphGet(app, `/${act}/ads`, { fields: 'id,creative{id,title,body,image_hash,call_to_action_type}', limit: '50' })).body.data.find((a: Json) => a.creative.image_hash);
});
afterAll(() => app.close());

/** The iframe's src, its width and height. */
function iframeOf(body: string): { src: string; width: number; height: number } {
  const match = /^<iframe src="([^"]+)" width="(\d+)" height="(\d+)" scrolling="yes" style="border: none;"><\/iframe>$/.exec(body);
  if (!match) throw new Error(`not an iframe: ${body}`);
  return { src: (match[1] as string).replace(/&amp;/g, '&'), width: Number(match[2]), height: Number(match[3]) };
}

async function page(src: string) {
  const url = new URL(src);
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

describe('/{ad}/previews', () => {
  it('answers one iframe per ad_format whose page shows the creative in that placement', async () => {
    const feed = await graphGet(app, `/${ad.id}/previews`, { ad_format: 'MOBILE_FEED_STANDARD' });
    expect(feed.status).toBe(200);
    expect(feed.body.data).toHaveLength(1);
    expect(Object.keys(feed.body.data[0])).toEqual(['body']);
    const frame = iframeOf(feed.body.data[0].body);
    expect(frame.src).toMatch(/^http:\/\/[^/]+\/ads\/api\/preview_iframe\.php\?d=[\w-]+&t=AQ\w+$/);
    const html = await page(frame.src);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain(ad.creative.title);
    expect(html.body).toContain('Shop now');
    expect(html.body).toContain(`hash=${ad.creative.image_hash}`);
    expect(html.body).toContain('Facebook feed');

    const story = iframeOf((await graphGet(app, `/${ad.id}/previews`, { ad_format: 'INSTAGRAM_STORY' })).body.data[0].body);
    expect(story.height).toBeGreaterThan(story.width);
    expect((await page(story.src)).body).toContain('Instagram story');
    const reels = iframeOf((await graphGet(app, `/${ad.id}/previews`, { ad_format: 'FACEBOOK_REELS_MOBILE' })).body.data[0].body);
    expect((await page(reels.src)).body).toContain('Facebook reel');
  });

  it('takes width and height for the iframe', async () => {
    const sized = await graphGet(app, `/${ad.id}/previews`, { ad_format: 'DESKTOP_FEED_STANDARD', width: '400', height: '500' });
    expect(iframeOf(sized.body.data[0].body)).toMatchObject({ width: 400, height: 500 });
  });

  it('answers Meta errors for a missing or unknown ad_format, and for another owner', async () => {
    const missing = await graphGet(app, `/${ad.id}/previews`);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 100, type: 'OAuthException', message: '(#100) The parameter ad_format is required' });
    const unknown = await graphGet(app, `/${ad.id}/previews`, { ad_format: 'TIKTOK_FEED' });
    expect(unknown.body.error.code).toBe(100);
    expect(unknown.body.error.message).toMatch(/^\(#100\) Param ad_format must be one of \{AUDIENCE_NETWORK_INSTREAM_VIDEO, .*INSTAGRAM_REELS.*\}$/);
    expect((await graphGet(app, `/${ad.id}/previews`, { ad_format: 'INSTAGRAM_STANDARD', width: 'wide' })).body.error.code).toBe(100);
    expect((await graphGet(app, `/${ad.id}/previews`, { ad_format: 'INSTAGRAM_STANDARD' }, BUDI_TOKEN)).body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('previews a creative by its own id too, and refuses fields AdPreview does not have', async () => {
    const byCreative = await graphGet(app, `/${ad.creative.id}/previews`, { ad_format: 'INSTAGRAM_REELS', fields: 'body' });
    expect(iframeOf(byCreative.body.data[0].body).src).toContain('/ads/api/preview_iframe.php');
    const bad = await graphGet(app, `/${ad.creative.id}/previews`, { ad_format: 'INSTAGRAM_REELS', fields: 'html' });
    expect(bad.body.error.message).toBe('(#100) Tried accessing nonexisting field (html) on node type (AdPreview)');
  });
});

describe('/act_…/generatepreviews', () => {
  it('previews an existing creative by id and a creative spec', async () => {
    const byId = await graphGet(app, `/${act}/generatepreviews`, { creative: JSON.stringify({ creative_id: ad.creative.id }), ad_format: 'INSTAGRAM_STANDARD' });
    expect(byId.status).toBe(200);
    expect((await page(iframeOf(byId.body.data[0].body).src)).body).toContain(ad.creative.title);

    const pageId = (await graphGet(app, `/${ad.creative.id}`, { fields: 'object_story_spec' })).body.object_story_spec.page_id;
    const spec = { object_story_spec: { page_id: pageId, link_data: { link: 'https://shop.example/sale', message: 'Sale <b>today</b>', name: 'Big sale', image_hash: ad.creative.image_hash, call_to_action: { type: 'SIGN_UP' } } } };
    const bySpec = await graphGet(app, `/${act}/generatepreviews`, { creative: JSON.stringify(spec), ad_format: 'DESKTOP_FEED_STANDARD' });
    const html = (await page(iframeOf(bySpec.body.data[0].body).src)).body;
    expect(html).toContain('Big sale');
    expect(html).toContain('Sale &lt;b&gt;today&lt;/b&gt;');
    expect(html).toContain('Sign up');
    expect(html).toContain('shop.example');
  });

  it('refuses a missing creative, bad JSON, an unknown creative, an unknown image hash and a missing ad_format', async () => {
    const call = (query: Record<string, string>) => graphGet(app, `/${act}/generatepreviews`, query);
    expect((await call({ ad_format: 'MOBILE_FEED_STANDARD' })).body.error.message).toBe('(#100) The parameter creative is required');
    expect((await call({ ad_format: 'MOBILE_FEED_STANDARD', creative: '{nope' })).body.error.message).toBe('(#100) Param creative must be a valid JSON value');
    expect((await call({ creative: JSON.stringify({ creative_id: ad.creative.id }) })).body.error.message).toBe('(#100) The parameter ad_format is required');
    const unknown = await call({ ad_format: 'MOBILE_FEED_STANDARD', creative: JSON.stringify({ creative_id: '1' }) });
    expect(unknown.body.error).toMatchObject({ code: 100 });
    const pageId = (await graphGet(app, `/${ad.creative.id}`, { fields: 'object_story_spec' })).body.object_story_spec.page_id;
    const badHash = await call({ ad_format: 'MOBILE_FEED_STANDARD', creative: JSON.stringify({ object_story_spec: { page_id: pageId, link_data: { link: 'https://a.example', image_hash: 'f'.repeat(32) } } }) });
    expect(badHash.body.error).toMatchObject({ code: 100, error_subcode: 1487242 });
  });
});

describe('the preview page', () => {
  it('answers 400 with a page for a link it did not write', async () => {
    const bad = await app.inject({ method: 'GET', url: '/ads/api/preview_iframe.php?d=%00%ff' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Preview not available');
  });
});
