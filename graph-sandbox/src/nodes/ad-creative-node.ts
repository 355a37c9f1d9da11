import type { NodeType } from '../graph/fields/node-type';
import type { GraphContext } from '../graph/graph-context';
import { hashString } from '../lib/random';
import type { AdAccount } from '../world/accounts/ad-account';
import type { Ad } from '../world/ads/ad-objects';
import type { World } from '../world/world';

/** A creative as the world knows it: the ad that first used it (ads may share creatives). */
export interface AdCreative {
  id: string;
  ad: Ad;
  account: AdAccount;
}

const creativeIndex = new WeakMap<World, Map<string, Ad>>();

/** The creative with this id, or undefined. Creatives come with the seeded ads; new ads reuse them. */
export function findCreative(world: World, id: string): AdCreative | undefined {
  let index = creativeIndex.get(world);
  if (!index || (!index.has(id) && world.ads.some((ad) => ad.creativeId === id))) {
    index = new Map();
    for (const ad of world.ads) if (!index.has(ad.creativeId)) index.set(ad.creativeId, ad);
    creativeIndex.set(world, index);
  }
  const ad = index.get(id);
  const account = ad ? world.account(ad.accountId) : undefined;
  return ad && account ? { id, ad, account } : undefined;
}

/** The creative's headline: the middle part of the ad's name (`Image | Koleksi Baru | v1`). */
const headlineOf = (ad: Ad): string => ad.name.split(' | ')[1] ?? ad.name;

const BODIES: Record<AdAccount['vertical'], Record<string, string>> = {
  fashion: {
    IDR: 'Batik tulis asli, dijahit rapi. Pesan sekarang, gratis ongkir ke seluruh Indonesia.',
    USD: 'Hand-drawn batik, tailored to last. Order today — free shipping on every order.',
    JPY: '手描きのバティック。ポップアップストアで実物をご覧ください。',
  },
  automotive: {
    IDR: 'Suku cadang original, harga bengkel. Kirim hari ini juga.',
    USD: 'Genuine motorcycle parts at workshop prices. Ships the same day.',
    JPY: '純正パーツを工場価格で。即日発送。',
  },
};

const CALL_TO_ACTION: Record<Ad['format'], string> = { IMAGE: 'SHOP_NOW', VIDEO: 'LEARN_MORE', CAROUSEL: 'SHOP_NOW' };

function linkOf(creative: AdCreative): string {
  const site = creative.account.vertical === 'fashion' ? 'batiklestari.example' : 'santosomotor.example';
  return `https://${site}/${headlineOf(creative.ad).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

/** Pictures are served by the sandbox itself, so thumbnails load offline. */
function pictureUrl(creative: AdCreative, ctx: GraphContext, size: number): string {
  return `${ctx.origin}/platform/creative/?id=${creative.id}&width=${size}&height=${size}`;
}

const videoIdOf = (creative: AdCreative): string => String(10 ** 15 + (hashString(`video/${creative.id}`) % 9 * 10 ** 14));
const storyIdOf = (creative: AdCreative): string => `${creative.account.pageId}_${String(10 ** 15 + (hashString(`post/${creative.id}`) % 10 ** 14))}`;

/** Meta's `AdCreative` node (the fields the tools read; the others answer Meta's nonexisting-field error). */
export const adCreativeNode: NodeType<AdCreative> = {
  name: 'AdCreative',
  defaultFields: ['id'],
  id: (c) => c.id,
  fields: {
    id: (c) => c.id,
    account_id: (c) => c.account.accountNumber,
    name: (c) => `${headlineOf(c.ad)} ${c.ad.format === 'VIDEO' ? 'video' : c.ad.format === 'CAROUSEL' ? 'carousel' : 'image'} creative`,
    title: (c) => headlineOf(c.ad),
    body: (c) => BODIES[c.account.vertical][c.account.currency] ?? BODIES[c.account.vertical].USD,
    status: () => 'ACTIVE',
    object_type: (c) => (c.ad.format === 'VIDEO' ? 'VIDEO' : c.ad.format === 'CAROUSEL' ? 'SHARE' : 'PHOTO'),
    call_to_action_type: (c) => CALL_TO_ACTION[c.ad.format],
    thumbnail_url: (c, spec, ctx) => pictureUrl(c, ctx, Number(spec.modifiers.thumbnail_width ?? 64) || 64),
    image_url: (c, _spec, ctx) => (c.ad.format === 'VIDEO' ? undefined : pictureUrl(c, ctx, 1080)),
    image_hash: (c) => (c.ad.format === 'VIDEO' ? undefined : (hashString(`hash/${c.id}`).toString(16) + hashString(`hash2/${c.id}`).toString(16)).padStart(32, '0').slice(0, 32)),
    video_id: (c) => (c.ad.format === 'VIDEO' ? videoIdOf(c) : undefined),
    link_url: (c) => linkOf(c),
    url_tags: () => 'utm_source=facebook&utm_medium=paid_social',
    actor_id: (c) => c.account.pageId,
    object_story_id: (c) => storyIdOf(c),
    effective_object_story_id: (c) => storyIdOf(c),
    object_story_spec: (c) => {
      const link = { link: linkOf(c), message: BODIES[c.account.vertical][c.account.currency] ?? '', name: headlineOf(c.ad), call_to_action: { type: CALL_TO_ACTION[c.ad.format], value: { link: linkOf(c) } } };
      return c.ad.format === 'VIDEO'
        ? { page_id: c.account.pageId, video_data: { video_id: videoIdOf(c), title: headlineOf(c.ad), message: link.message, call_to_action: link.call_to_action } }
        : { page_id: c.account.pageId, link_data: link };
    },
    instagram_permalink_url: (c) => `https://www.instagram.com/p/${c.id.slice(-11)}/`,
  },
};
