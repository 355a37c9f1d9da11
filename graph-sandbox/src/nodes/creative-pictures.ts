// Where a creative's pictures live: the sandbox serves them itself (/platform/creative/), so thumbnails, images and
// previews load offline. A picture is named by its image hash or video id, so a shared image is one URL.
import type { GraphContext } from '../graph/graph-context';
import type { World } from '../world/world';
import { imageHash, picturesOf, videoId, headlineOf, type AdCreative } from './creative-content';
import { libraryOf } from './creative-library';

export interface PictureSize {
  width: number;
  height: number;
}

export const DEFAULT_THUMBNAIL: PictureSize = { width: 64, height: 64 };

export function imagePictureUrl(origin: string, hash: string, size: PictureSize): string {
  return `${origin}/platform/creative/?hash=${hash}&width=${size.width}&height=${size.height}`;
}

export function videoPictureUrl(origin: string, id: string, size: PictureSize): string {
  return `${origin}/platform/creative/?video=${id}&width=${size.width}&height=${size.height}`;
}

/** The creative's lead picture (the first card of a carousel, the cover of a video). */
export function creativePictureUrl(world: World, creative: AdCreative, ctx: Pick<GraphContext, 'origin'>, size: PictureSize): string {
  if (creative.stored) {
    const { imageHash: hash, videoId: video, pictureUrl } = creative.stored;
    if (hash) return imagePictureUrl(ctx.origin, hash, size);
    if (video) return videoPictureUrl(ctx.origin, video, size);
    return pictureUrl ?? imagePictureUrl(ctx.origin, '', size);
  }
  if (creative.ad.format === 'VIDEO') return videoPictureUrl(ctx.origin, videoId(creative.account, headlineOf(creative.ad)), size);
  const [first] = picturesOf(world, creative);
  return imagePictureUrl(ctx.origin, imageHash(creative.account, first ?? headlineOf(creative.ad)), size);
}

export interface PictureSubject {
  /** Colours derive from it: the same image is the same picture everywhere. */
  key: string;
  title: string;
  video: boolean;
}

/** What a picture URL shows, or undefined for a hash or video no account has. */
export function pictureSubject(world: World, query: { hash?: string; video?: string }): PictureSubject | undefined {
  for (const account of world.accounts) {
    const library = libraryOf(world, account);
    if (query.hash) {
      const image = library.images.find((i) => i.hash === query.hash);
      if (image) return { key: image.hash, title: image.picture, video: false };
    }
    if (query.video) {
      const video = library.videos.find((v) => v.id === query.video);
      if (video) return { key: video.id, title: video.title, video: true };
    }
  }
  return undefined;
}
