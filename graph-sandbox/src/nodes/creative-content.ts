// What a seeded creative says and shows: headline, body, link, call to action, and the image or video it uses.
// Images and videos are account assets keyed by (format, headline): ads in different ad sets that carry the same
// headline in the same format use the same image hash or video id, as re-used uploads do in Ads Manager.
import { hashString } from '../lib/random';
import type { AdAccount } from '../world/accounts/ad-account';
import type { Ad, AdSet } from '../world/ads/ad-objects';
import type { StoredCreative } from '../world/creatives/stored-creative';
import type { World } from '../world/world';

interface CreativeBase {
  id: string;
  account: AdAccount;
  /** `thumbnail_width` / `thumbnail_height` of the read (modifiers on `creative` in field expansion). */
  thumbnail?: { width: number; height: number };
}

/**
 * A creative as the world knows it: a seeded one is the ad that first used it (ads may share creatives); one made
 * through `adcreatives` is stored as sent.
 */
export type AdCreative = (CreativeBase & { ad: Ad; stored?: undefined }) | (CreativeBase & { ad?: undefined; stored: StoredCreative });

export type CreativeFormatOf = Ad['format'];

export const formatOf = (c: AdCreative): CreativeFormatOf => (c.stored ? c.stored.format : c.ad.format);

export const createdAtOf = (c: AdCreative): number => (c.stored ? c.stored.createdAt : c.ad.createdAt);

/** The creative's headline (a stored creative's `name` in its link data, or its video title). */
export const creativeHeadline = (c: AdCreative): string => (c.stored ? c.stored.headline : headlineOf(c.ad));

/** The creative's headline: the middle part of the ad's name (`Image | Koleksi Baru | v1`). */
export const headlineOf = (ad: Ad): string => ad.name.split(' | ')[1] ?? ad.name;

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

/** A second primary text, for dynamic creatives that test two. */
const ALT_BODIES: Record<AdAccount['vertical'], string> = {
  fashion: 'Made by hand in Solo. See the new collection.',
  automotive: 'Parts that fit the first time. Order before 3 pm.',
};

export const bodyOf = (account: AdAccount): string => BODIES[account.vertical][account.currency] ?? BODIES[account.vertical].USD ?? '';

export const CALL_TO_ACTION: Record<Ad['format'], string> = { IMAGE: 'SHOP_NOW', VIDEO: 'LEARN_MORE', CAROUSEL: 'SHOP_NOW' };

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'creative';

export function linkOf(creative: AdCreative): string {
  const site = creative.account.vertical === 'fashion' ? 'batiklestari.example' : 'santosomotor.example';
  return `https://${site}/${slug(creativeHeadline(creative))}`;
}

/** An image's hash: 32 hex digits, the same for every upload of the same picture in an account. */
export function imageHash(account: AdAccount, picture: string): string {
  const key = `${account.id}|image|${picture}`;
  return (hashString(key).toString(16).padStart(8, '0') + hashString(key, 1).toString(16).padStart(8, '0') + hashString(key, 2).toString(16).padStart(8, '0') + hashString(key, 3).toString(16).padStart(8, '0')).slice(0, 32);
}

/** A video's id: 16 digits, the same for every ad that runs the same video in an account. */
export function videoId(account: AdAccount, title: string): string {
  return String(10 ** 15 + (hashString(`${account.id}|video|${title}`) % 9) * 10 ** 14 + (hashString(`${account.id}|video|${title}`, 7) % 10 ** 14));
}

/** Dynamic creative: the ad set asks Meta to combine several images, texts and headlines (not carousels). */
export function isDynamic(world: World, ad: Ad | undefined): boolean {
  if (!ad) return false;
  const adset: AdSet | undefined = world.adset(ad.adsetId);
  return Boolean(adset?.isDynamicCreative) && ad.format !== 'CAROUSEL';
}

/** The pictures a creative shows, in order: one (image, video cover), three cards (carousel), two (dynamic). */
export function picturesOf(world: World, creative: AdCreative): string[] {
  if (creative.stored) return [creative.stored.headline];
  const headline = headlineOf(creative.ad);
  if (creative.ad.format === 'CAROUSEL') return [headline, `${headline} · 2`, `${headline} · 3`];
  if (creative.ad.format === 'IMAGE' && isDynamic(world, creative.ad)) return [headline, `${headline} · alt`];
  return [headline];
}

export interface CreativeText {
  headline: string;
  body: string;
  link: string;
  callToAction: string;
  /** Extra headlines and bodies a dynamic creative tests. */
  altHeadline: string;
  altBody: string;
}

export function textOf(creative: AdCreative): CreativeText {
  if (creative.stored) {
    const { headline, message, link, callToAction } = creative.stored;
    return { headline, body: message, link, callToAction: callToAction ?? 'NO_BUTTON', altHeadline: headline, altBody: message };
  }
  const headline = headlineOf(creative.ad);
  return {
    headline,
    body: bodyOf(creative.account),
    link: linkOf(creative),
    callToAction: CALL_TO_ACTION[creative.ad.format],
    altHeadline: `${headline} — shop now`,
    altBody: ALT_BODIES[creative.account.vertical],
  };
}

/** The page post Meta makes of the creative (`<page id>_<post id>`). */
export const storyIdOf = (creative: AdCreative): string => `${creative.stored?.pageId ?? creative.account.pageId}_${String(10 ** 15 + (hashString(`post/${creative.id}`) % 10 ** 14))}`;

const creativeIndex = new WeakMap<World, { size: number; byId: Map<string, Ad> }>();

/** The creative with this id, or undefined: a seeded one (its first ad), or one made through `adcreatives`. */
export function findCreative(world: World, id: string): AdCreative | undefined {
  const stored = world.storedCreative(id);
  if (stored) {
    const account = world.account(stored.accountId);
    return account ? { id, stored, account } : undefined;
  }
  let index = creativeIndex.get(world);
  if (!index || index.size !== world.ads.length) {
    const byId = new Map<string, Ad>();
    for (const ad of world.ads) if (!byId.has(ad.creativeId)) byId.set(ad.creativeId, ad);
    index = { size: world.ads.length, byId };
    creativeIndex.set(world, index);
  }
  const ad = index.byId.get(id);
  const account = ad ? world.account(ad.accountId) : undefined;
  return ad && account ? { id, ad, account } : undefined;
}

/** Every creative of an account, newest first, as `/act_…/adcreatives` lists them. */
export function creativesOf(world: World, account: AdAccount): AdCreative[] {
  const seen = new Set<string>();
  const creatives: AdCreative[] = [];
  for (const stored of world.storedCreatives) {
    if (stored.accountId !== account.id) continue;
    seen.add(stored.id);
    creatives.push({ id: stored.id, stored, account });
  }
  for (const ad of world.adsOf(account.id)) {
    if (seen.has(ad.creativeId)) continue;
    seen.add(ad.creativeId);
    creatives.push({ id: ad.creativeId, ad, account });
  }
  return creatives.sort((a, b) => createdAtOf(b) - createdAtOf(a) || (a.id < b.id ? 1 : -1));
}
