import { graphErrors } from '../graph/errors/error-catalog';
import type { NodeType } from '../graph/fields/node-type';
import type { GraphContext } from '../graph/graph-context';
import { creativeHeadline, formatOf, isDynamic, imageHash, picturesOf, storyIdOf, textOf, videoId, type AdCreative } from './creative-content';
import { creativePreviewsEdge } from '../endpoints/previews/preview-edges';
import { primaryAssetOf } from './creative-library';
import { creativePictureUrl, DEFAULT_THUMBNAIL, imagePictureUrl, videoPictureUrl, type PictureSize } from './creative-pictures';

export { findCreative, type AdCreative } from './creative-content';

const MAX_THUMBNAIL = 2048;

function dimension(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text.trim())) throw graphErrors.invalidParameter(`Param ${name} must be an integer`);
  return Math.min(MAX_THUMBNAIL, Math.max(1, Number(text)));
}

/** Meta's `thumbnail_width` / `thumbnail_height` (query parameters or modifiers; 64×64 when absent). */
export function thumbnailSize(read: (name: string) => string | undefined): PictureSize {
  return { width: dimension('thumbnail_width', read('thumbnail_width'), DEFAULT_THUMBNAIL.width), height: dimension('thumbnail_height', read('thumbnail_height'), DEFAULT_THUMBNAIL.height) };
}

const thumbnailOf = (c: AdCreative, ctx: GraphContext): PictureSize => c.thumbnail ?? thumbnailSize((name) => ctx.params.string(name));

const FEED_SIZE: PictureSize = { width: 1080, height: 1080 };

function objectStorySpec(c: AdCreative, ctx: GraphContext): Record<string, unknown> | undefined {
  if (c.stored) return c.stored.objectStorySpec ?? undefined;
  const text = textOf(c);
  const callToAction = { type: text.callToAction, value: { link: text.link } };
  if (isDynamic(ctx.world, c.ad)) return { page_id: c.account.pageId };
  if (c.ad.format === 'VIDEO') {
    const id = videoId(c.account, text.headline);
    return { page_id: c.account.pageId, video_data: { video_id: id, title: text.headline, message: text.body, image_url: videoPictureUrl(ctx.origin, id, FEED_SIZE), call_to_action: callToAction } };
  }
  const pictures = picturesOf(ctx.world, c);
  if (c.ad.format === 'CAROUSEL') {
    const cards = pictures.map((picture, i) => ({ link: `${text.link}?card=${i + 1}`, name: i === 0 ? text.headline : `${text.headline} ${i + 1}`, image_hash: imageHash(c.account, picture), call_to_action: callToAction }));
    return { page_id: c.account.pageId, link_data: { link: text.link, message: text.body, child_attachments: cards, multi_share_optimized: true, call_to_action: callToAction } };
  }
  return { page_id: c.account.pageId, link_data: { link: text.link, message: text.body, name: text.headline, image_hash: imageHash(c.account, text.headline), call_to_action: callToAction } };
}

/** Dynamic creative (the ad set's `is_dynamic_creative`): the assets Meta combines (GRAPH-API §16). */
function assetFeedSpec(c: AdCreative, ctx: GraphContext): Record<string, unknown> | undefined {
  if (c.stored || !isDynamic(ctx.world, c.ad)) return undefined;
  const text = textOf(c);
  const media =
    c.ad.format === 'VIDEO'
      ? { videos: [{ video_id: videoId(c.account, text.headline), thumbnail_url: videoPictureUrl(ctx.origin, videoId(c.account, text.headline), FEED_SIZE) }], ad_formats: ['SINGLE_VIDEO'] }
      : { images: picturesOf(ctx.world, c).map((picture) => ({ hash: imageHash(c.account, picture) })), ad_formats: ['SINGLE_IMAGE'] };
  return {
    ...media,
    bodies: [{ text: text.body }, { text: text.altBody }],
    titles: [{ text: text.headline }, { text: text.altHeadline }],
    descriptions: [{ text: '' }],
    link_urls: [{ website_url: text.link, display_url: new URL(text.link).host }],
    call_to_action_types: [text.callToAction],
    optimization_type: 'REGULAR',
  };
}

/** Meta's `AdCreative` node (the fields the tools read; the others answer Meta's nonexisting-field error). */
export const adCreativeNode: NodeType<AdCreative> = {
  name: 'AdCreative',
  defaultFields: ['id'],
  id: (c) => c.id,
  fields: {
    id: (c) => c.id,
    account_id: (c) => c.account.accountNumber,
    name: (c) => c.stored?.name ?? `${creativeHeadline(c)} ${formatOf(c) === 'VIDEO' ? 'video' : formatOf(c) === 'CAROUSEL' ? 'carousel' : 'image'} creative`,
    title: (c) => creativeHeadline(c) || undefined,
    body: (c) => textOf(c).body || undefined,
    status: () => 'ACTIVE',
    object_type: (c) => (formatOf(c) === 'VIDEO' ? 'VIDEO' : formatOf(c) === 'CAROUSEL' || c.stored ? 'SHARE' : 'PHOTO'),
    call_to_action_type: (c) => (c.stored ? (c.stored.callToAction ?? undefined) : textOf(c).callToAction),
    thumbnail_url: (c, _spec, ctx) => creativePictureUrl(ctx.world, c, ctx, thumbnailOf(c, ctx)),
    image_url: (c, _spec, ctx) => {
      const hash = primaryAssetOf(ctx.world, c).imageHash;
      return hash ? imagePictureUrl(ctx.origin, hash, FEED_SIZE) : undefined;
    },
    image_hash: (c, _spec, ctx) => primaryAssetOf(ctx.world, c).imageHash,
    video_id: (c, _spec, ctx) => primaryAssetOf(ctx.world, c).videoId,
    link_url: (c) => textOf(c).link,
    url_tags: (c) => (c.stored ? (c.stored.urlTags ?? undefined) : 'utm_source=facebook&utm_medium=paid_social'),
    actor_id: (c) => c.stored?.pageId ?? c.account.pageId,
    instagram_actor_id: (c) => c.stored?.instagramActorId ?? undefined,
    object_story_id: (c) => c.stored?.objectStoryId ?? (c.stored ? undefined : storyIdOf(c)),
    effective_object_story_id: (c) => c.stored?.objectStoryId ?? storyIdOf(c),
    object_story_spec: (c, _spec, ctx) => objectStorySpec(c, ctx),
    asset_feed_spec: (c, _spec, ctx) => assetFeedSpec(c, ctx),
    instagram_permalink_url: (c) => `https://www.instagram.com/p/${c.id.slice(-11)}/`,
  },
  edges: {
    previews: creativePreviewsEdge,
  },
};
