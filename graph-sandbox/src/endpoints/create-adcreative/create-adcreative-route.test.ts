import type { FastifyInstance } from 'fastify';
import { activeAccount, BUDI_TOKEN, DEWI_TOKEN, graphGet, postJson, testSandbox, type Json } from '../../test-support/sandbox-harness';

function png(width: number, height: number): string {
  const bytes = Buffer.alloc(32);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes.toString('base64');
}

let app: FastifyInstance;
let act: string;
let pageId: string;
let hash: string;
let adsetId: string;

beforeAll(async () => {
  app = testSandbox();
  act = await activeAccount(app, 'IDR');
  pageId = (await graphGet(app, `/${act}/adcreatives`, { fields: 'object_story_spec', limit: '1' })).body.data[0].object_story_spec.page_id;
  hash = (await postJson(app, `/v21.0/${act}/adimages?access_token=${DEWI_TOKEN}`, { bytes: png(1080, 1080) })).body.images.bytes.hash;
  const adsets = (await graphGet(app, `/${act}/adsets`, { fields: 'id,effective_status', limit: '50' })).body.data;
  adsetId = adsets.find((a: Json) => a.effective_status === 'ACTIVE').id;
});
afterAll(() => app.close());

const create = (fields: Record<string, unknown>, account = act, token = DEWI_TOKEN) => postJson(app, `/v21.0/${account}/adcreatives?access_token=${token}`, fields);

const linkSpec = (link: Record<string, unknown> = {}, page = pageId) => ({
  object_story_spec: {
    page_id: page,
    link_data: {
      link: 'https://batiklestari.example/sale',
      message: 'Batik tulis, 30% off this week.',
      name: 'Koleksi Lebaran',
      description: 'Free shipping',
      image_hash: hash,
      call_to_action: { type: 'SHOP_NOW', value: { link: 'https://batiklestari.example/sale' } },
      ...link,
    },
  },
});

const FIELDS = 'id,name,title,body,status,object_type,call_to_action_type,thumbnail_url,image_url,image_hash,link_url,actor_id,object_story_spec,effective_object_story_id,url_tags';

describe('POST /act_…/adcreatives', () => {
  it('makes a link creative from object_story_spec with an uploaded image, readable with the seeded creatives\' fields', async () => {
    const answer = await create({ name: 'Lebaran – image', url_tags: 'utm_source=fb', ...linkSpec() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: expect.stringMatching(/^\d{18}$/) });
    const read = await graphGet(app, `/${answer.body.id}`, { fields: FIELDS });
    expect(read.body).toEqual({
      id: answer.body.id,
      name: 'Lebaran – image',
      title: 'Koleksi Lebaran',
      body: 'Batik tulis, 30% off this week.',
      status: 'ACTIVE',
      object_type: 'SHARE',
      call_to_action_type: 'SHOP_NOW',
      thumbnail_url: expect.stringContaining(`hash=${hash}&width=64&height=64`),
      image_url: expect.stringContaining(`hash=${hash}`),
      image_hash: hash,
      link_url: 'https://batiklestari.example/sale',
      actor_id: pageId,
      object_story_spec: linkSpec().object_story_spec,
      effective_object_story_id: expect.stringMatching(new RegExp(`^${pageId}_\\d+$`)),
      url_tags: 'utm_source=fb',
    });
    const listed = await graphGet(app, `/${act}/adcreatives`, { fields: 'id', limit: '1' });
    expect(listed.body.data[0].id).toBe(answer.body.id);
  });

  it('previews the new creative through /{creative}/previews, and an ad using it through /{ad}/previews', async () => {
    const { id } = (await create(linkSpec())).body;
    const preview = await graphGet(app, `/${id}/previews`, { ad_format: 'MOBILE_FEED_STANDARD' });
    expect(preview.body.data[0].body).toContain('<iframe');
    const src = /src="([^"]+)"/.exec(preview.body.data[0].body)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const page = await app.inject({ method: 'GET', url: new URL(src).pathname + new URL(src).search });
    expect(page.body).toContain('Koleksi Lebaran');
    expect(page.body).toContain('Batik tulis, 30% off this week.');
    const ad = await postJson(app, `/v21.0/${act}/ads?access_token=${DEWI_TOKEN}`, { name: 'Lebaran ad', adset_id: adsetId, creative: { creative_id: id }, status: 'PAUSED' });
    expect(ad.body.id).toEqual(expect.any(String));
    expect((await graphGet(app, `/${ad.body.id}`, { fields: 'creative{id,title}' })).body.creative).toEqual({ id, title: 'Koleksi Lebaran' });
    expect((await graphGet(app, `/${ad.body.id}/previews`, { ad_format: 'INSTAGRAM_REELS' })).body.data[0].body).toContain('<iframe');
    const generated = await graphGet(app, `/${act}/generatepreviews`, { ad_format: 'DESKTOP_FEED_STANDARD', creative: JSON.stringify({ creative_id: id }) });
    expect(generated.status).toBe(200);
  });

  it('makes a video creative from video_data with a video of the account', async () => {
    const video = (await graphGet(app, `/${act}/advideos`, { fields: 'id,title', limit: '1' })).body.data[0];
    const answer = await create({
      object_story_spec: { page_id: pageId, video_data: { video_id: video.id, title: 'Watch the new line', message: 'Made by hand', call_to_action: { type: 'LEARN_MORE', value: { link: 'https://batiklestari.example/video' } } } },
    });
    const read = await graphGet(app, `/${answer.body.id}`, { fields: 'object_type,video_id,title,call_to_action_type,object_story_spec' });
    expect(read.body).toMatchObject({ object_type: 'VIDEO', video_id: video.id, title: 'Watch the new line', call_to_action_type: 'LEARN_MORE' });
    expect(read.body.object_story_spec.video_data).toEqual({ video_id: video.id, title: 'Watch the new line', message: 'Made by hand', call_to_action: { type: 'LEARN_MORE', value: { link: 'https://batiklestari.example/video' } } });
  });

  it('makes a creative from an existing post (object_story_id) of the account\'s page', async () => {
    const post = (await graphGet(app, `/${act}/adcreatives`, { fields: 'effective_object_story_id,title', limit: '3' })).body.data[2];
    const answer = await create({ object_story_id: post.effective_object_story_id, name: 'Boost old post' });
    const read = await graphGet(app, `/${answer.body.id}`, { fields: 'object_story_id,effective_object_story_id,title,name' });
    expect(read.body).toMatchObject({ object_story_id: post.effective_object_story_id, effective_object_story_id: post.effective_object_story_id, title: post.title, name: 'Boost old post' });
    const unknown = await create({ object_story_id: `${pageId}_123` });
    expect(unknown.body.error).toMatchObject({ code: 100, error_subcode: 1487390, error_user_title: 'Adcreative Create Failed' });
  });

  it.each([
    ['no spec and no post', () => ({}), 1443048, 'Object Story Spec Ill Formed'],
    ['a link that is not a URL', () => linkSpec({ link: 'batik lestari dot com' }), 1443051, 'Invalid Link'],
    ['an http link without a host', () => linkSpec({ link: 'https://localhost' }), 1443051, 'Invalid Link'],
    ['an image hash the account does not have', () => linkSpec({ image_hash: '0123456789abcdef0123456789abcdef' }), 1487242, 'Image Not Found'],
    ['a missing link', () => linkSpec({ link: undefined }), 1443048, 'Object Story Spec Ill Formed'],
    ['link_data and video_data together', () => ({ object_story_spec: { ...linkSpec().object_story_spec, video_data: { video_id: '1' } } }), 1443048, 'Object Story Spec Ill Formed'],
    ['a video the account does not have', () => ({ object_story_spec: { page_id: pageId, video_data: { video_id: '99', call_to_action: { type: 'LEARN_MORE', value: { link: 'https://a.example' } } } } }), 1487387, 'Video Not Found'],
  ])('refuses %s in Meta\'s words', async (_case, fields, subcode, title) => {
    const before = (await graphGet(app, `/${act}/adcreatives`, { limit: '500' })).body.data.length;
    const answer = await create(fields());
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 100, message: 'Invalid parameter', error_subcode: subcode, error_user_title: title, error_user_msg: expect.any(String) });
    expect((await graphGet(app, `/${act}/adcreatives`, { limit: '500' })).body.data).toHaveLength(before);
  });

  it("refuses a page the account can't use, and a call to action outside Meta's enum", async () => {
    const budiAct = (await graphGet(app, '/me/adaccounts', { fields: 'id' }, BUDI_TOKEN)).body.data[0].id;
    const foreign = (await graphGet(app, `/${budiAct}/adcreatives`, { fields: 'object_story_spec', limit: '1' }, BUDI_TOKEN)).body.data[0].object_story_spec.page_id;
    expect(foreign).not.toBe(pageId);
    const refused = await create(linkSpec({}, foreign));
    expect(refused.body.error).toMatchObject({ code: 100, error_subcode: 1487194, error_user_title: 'Page Not Available' });
    const cta = await create(linkSpec({ call_to_action: { type: 'BUY_IT_NOW', value: { link: 'https://batiklestari.example' } } }));
    expect(cta.body.error.message).toMatch(/^\(#100\) Param object_story_spec\[link_data\]\[call_to_action\]\[type\] must be one of \{ADD_TO_CART, APPLY_NOW, .*SHOP_NOW/);
  });

  it('checks without keeping with execution_options=["validate_only"], and refuses another user\'s account', async () => {
    const before = (await graphGet(app, `/${act}/adcreatives`, { limit: '500' })).body.data.length;
    expect((await create({ ...linkSpec(), execution_options: ['validate_only'] })).body).toEqual({ success: true });
    expect((await graphGet(app, `/${act}/adcreatives`, { limit: '500' })).body.data).toHaveLength(before);
    expect((await create(linkSpec(), act, BUDI_TOKEN)).body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it("runs from the page's Instagram account (instagram_business_account) and refuses another one", async () => {
    const page = (await graphGet(app, `/${pageId}`, { fields: 'instagram_business_account' })).body;
    expect(page.instagram_business_account).toEqual({ id: expect.stringMatching(/^17841\d{10}$/), username: expect.any(String) });
    const spec = linkSpec();
    const made = await create({ object_story_spec: { ...spec.object_story_spec, instagram_user_id: page.instagram_business_account.id } });
    expect((await graphGet(app, `/${made.body.id}`, { fields: 'instagram_actor_id,object_story_spec' })).body).toMatchObject({
      instagram_actor_id: page.instagram_business_account.id,
      object_story_spec: { instagram_user_id: page.instagram_business_account.id },
    });
    const refused = await create({ object_story_spec: { ...spec.object_story_spec, instagram_user_id: '17841000000000001' } });
    expect(refused.body.error).toMatchObject({ code: 100, error_user_title: 'Instagram Account Not Available' });
  });

  describe('carousel (link_data.child_attachments)', () => {
    const card = (n: number, extra: Record<string, unknown> = {}) => ({
      link: `https://batiklestari.example/card-${n}`,
      name: `Motif ${n}`,
      description: `Card ${n}`,
      image_hash: hash,
      call_to_action: { type: 'SHOP_NOW', value: { link: `https://batiklestari.example/card-${n}` } },
      ...extra,
    });
    const carousel = (cards: unknown, link: Record<string, unknown> = {}, story: Record<string, unknown> = {}) => ({
      object_story_spec: {
        page_id: pageId,
        ...story,
        link_data: { link: 'https://batiklestari.example/koleksi', message: 'Three motifs, one price.', child_attachments: cards, ...link },
      },
    });
    const srcOf = (body: string) => {
      const src = /src="([^"]+)"/.exec(body)?.[1]?.replace(/&amp;/g, '&') ?? '';
      return new URL(src).pathname + new URL(src).search;
    };

    it('makes a carousel of 3 cards, read back as Meta shows it, previewed card by card, and runs as an ad', async () => {
      const answer = await create({ name: 'Motifs carousel', ...carousel([card(1), card(2), card(3)]) });
      expect(answer.status).toBe(200);
      const read = (await graphGet(app, `/${answer.body.id}`, { fields: 'object_type,title,image_hash,object_story_spec' })).body;
      expect(read).toMatchObject({ object_type: 'SHARE', title: 'Motif 1', image_hash: hash });
      expect(read.object_story_spec.link_data).toEqual({
        link: 'https://batiklestari.example/koleksi',
        message: 'Three motifs, one price.',
        child_attachments: [card(1), card(2), card(3)],
        multi_share_optimized: true,
        multi_share_end_card: true,
      });
      const preview = await graphGet(app, `/${answer.body.id}/previews`, { ad_format: 'MOBILE_FEED_STANDARD' });
      const page = await app.inject({ method: 'GET', url: srcOf(preview.body.data[0].body) });
      expect(page.body.match(/<figure>/g)).toHaveLength(3);
      expect(page.body).toContain('<figcaption>Motif 3</figcaption>');
      const generated = await graphGet(app, `/${act}/generatepreviews`, { ad_format: 'INSTAGRAM_STANDARD', creative: JSON.stringify(carousel([card(1), card(2)])) });
      expect((await app.inject({ method: 'GET', url: srcOf(generated.body.data[0].body) })).body).toContain('<figcaption>Motif 2</figcaption>');
      const ad = await postJson(app, `/v21.0/${act}/ads?access_token=${DEWI_TOKEN}`, { name: 'Motifs ad', adset_id: adsetId, creative: { creative_id: answer.body.id }, status: 'PAUSED' });
      expect(ad.body.id).toEqual(expect.any(String));
    });

    it.each([
      ['one card', () => carousel([card(1)]), 1443048, 'Invalid Number of Carousel Cards', 'object_story_spec[link_data][child_attachments]'],
      ['eleven cards', () => carousel(Array.from({ length: 11 }, (_, i) => card(i + 1))), 1443048, 'Invalid Number of Carousel Cards', 'object_story_spec[link_data][child_attachments]'],
      ['cards that are not a list', () => carousel({ 0: card(1) }), 1443048, 'Object Story Spec Ill Formed', 'object_story_spec[link_data][child_attachments]'],
      ['a card without a link', () => carousel([card(1), card(2, { link: undefined })]), 1443048, 'Object Story Spec Ill Formed', 'object_story_spec[link_data][child_attachments][1][link]'],
      ['a card whose link is not a URL', () => carousel([card(1), card(2, { link: 'batik dot com' })]), 1443051, 'Invalid Link', 'object_story_spec[link_data][child_attachments][1][link]'],
      ['a card with an image the account does not have', () => carousel([card(1), card(2, { image_hash: 'ffffffffffffffffffffffffffffffff' })]), 1487242, 'Image Not Found', 'object_story_spec[link_data][child_attachments][1][image_hash]'],
      ['a card without an image and none on the link data', () => carousel([card(1), card(2, { image_hash: undefined })]), 1443048, 'Carousel Card Needs an Image', 'object_story_spec[link_data][child_attachments][1][image_hash]'],
    ])("refuses %s in Meta's words, blaming the card", async (_case, fields, subcode, title, blamed) => {
      const answer = await create(fields());
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 100, error_subcode: subcode, error_user_title: title, error_data: JSON.stringify({ blame_field_specs: [[blamed]] }) });
    });

    it("takes the link data's image for a card without one on Facebook, not with an Instagram account; there a card's call to action must go to its link", async () => {
      const instagram = (await graphGet(app, `/${pageId}`, { fields: 'instagram_business_account' })).body.instagram_business_account.id;
      const withFallback = carousel([card(1), card(2, { image_hash: undefined })], { image_hash: hash });
      expect((await create(withFallback)).body.id).toEqual(expect.any(String));
      const onInstagram = carousel([card(1), card(2, { image_hash: undefined })], { image_hash: hash }, { instagram_user_id: instagram });
      expect((await create(onInstagram)).body.error).toMatchObject({ error_user_title: 'Carousel Card Needs an Image' });
      const elsewhere = carousel([card(1), card(2, { call_to_action: { type: 'SHOP_NOW', value: { link: 'https://batiklestari.example/other' } } })], {}, { instagram_user_id: instagram });
      const refused = await create(elsewhere);
      expect(refused.body.error).toMatchObject({ error_user_title: 'Call to Action Link Must Match', error_data: JSON.stringify({ blame_field_specs: [['object_story_spec[link_data][child_attachments][1][call_to_action]']] }) });
      expect((await create(carousel([card(1), card(2)], {}, { instagram_user_id: instagram }))).body.id).toEqual(expect.any(String));
    });

    it("refuses an ad whose carousel card links to a blocked site (Meta's review, 1487301)", async () => {
      const { id } = (await create(carousel([card(1), card(2, { link: 'https://shop.invalid/motif', call_to_action: undefined })]))).body;
      const ad = await postJson(app, `/v21.0/${act}/ads?access_token=${DEWI_TOKEN}`, { name: 'Blocked card', adset_id: adsetId, creative: { creative_id: id }, status: 'PAUSED' });
      expect(ad.body.error).toMatchObject({ code: 100, error_subcode: 1487301, error_user_title: 'Link Blocked' });
      expect(ad.body.error.error_user_msg).toContain('shop.invalid');
    });
  });

  it("lists the page's ad posts (GET /{page}/ads_posts) for the caller's accounts, each usable as object_story_id", async () => {
    const posts = await graphGet(app, `/${pageId}/ads_posts`, { fields: 'id,message,created_time,full_picture,permalink_url,call_to_action', limit: '5' });
    expect(posts.status).toBe(200);
    const [post] = posts.body.data;
    expect(post).toEqual({
      id: expect.stringMatching(new RegExp(`^${pageId}_\\d+$`)),
      message: expect.any(String),
      created_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      full_picture: expect.stringContaining('/platform/creative/'),
      permalink_url: expect.stringContaining('/posts/'),
      call_to_action: { type: expect.any(String), value: { link: expect.stringMatching(/^https:/) } },
    });
    const made = await create({ object_story_id: post.id });
    expect(made.body.id).toEqual(expect.any(String));
    expect((await graphGet(app, `/${pageId}/ads_posts`, { limit: '500' }, BUDI_TOKEN)).body.data).toEqual([]);
  });
});
