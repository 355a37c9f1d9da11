// An account's image and video library, as `/act_…/adimages` and `/act_…/advideos` list it: every picture and video
// its creatives use, each once, dated by the first ad that used it.
import { hashString } from '../lib/random';
import type { AdAccount } from '../world/accounts/ad-account';
import type { World } from '../world/world';
import { creativesOf, imageHash, isDynamic, picturesOf, videoId, headlineOf, type AdCreative } from './creative-content';

export interface AdImage {
  hash: string;
  account: AdAccount;
  /** What the picture shows (drawn on the sandbox's picture). */
  picture: string;
  /** The file's name: uploads keep theirs. */
  name?: string;
  createdAt: number;
  width: number;
  height: number;
}

export interface AdVideo {
  id: string;
  account: AdAccount;
  title: string;
  createdAt: number;
  /** Seconds. */
  length: number;
}

export interface CreativeLibrary {
  images: AdImage[];
  videos: AdVideo[];
}

const libraries = new WeakMap<World, { size: number; byAccount: Map<string, CreativeLibrary> }>();

/** Feed pictures are square; the dynamic creative's second picture is a 4:5 portrait. */
const sizeOf = (picture: string): [number, number] => (picture.endsWith('· alt') ? [1080, 1350] : [1080, 1080]);

function buildLibrary(world: World, account: AdAccount): CreativeLibrary {
  const images = new Map<string, AdImage>();
  const videos = new Map<string, AdVideo>();
  const add = (creative: AdCreative) => {
    if (creative.stored) return;
    const at = creative.ad.createdAt - 5 * 60_000;
    if (creative.ad.format === 'VIDEO') {
      const title = headlineOf(creative.ad);
      const id = videoId(account, title);
      const known = videos.get(id);
      if (!known || known.createdAt > at) videos.set(id, { id, account, title, createdAt: at, length: 6 + (hashString(id) % 40) + (hashString(id, 3) % 100) / 100 });
      return;
    }
    for (const picture of picturesOf(world, creative)) {
      const hash = imageHash(account, picture);
      const known = images.get(hash);
      const [width, height] = sizeOf(picture);
      if (!known || known.createdAt > at) images.set(hash, { hash, account, picture, createdAt: at, width, height });
    }
  };
  for (const upload of world.uploadedImagesOf(account.id)) {
    images.set(upload.hash, { hash: upload.hash, account, picture: upload.name, name: upload.name, createdAt: upload.createdAt, width: upload.width, height: upload.height });
  }
  for (const creative of creativesOf(world, account)) if (!creative.stored) add(creative);
  const newest = <T extends { createdAt: number }>(list: T[]) => list.sort((a, b) => b.createdAt - a.createdAt);
  return { images: newest([...images.values()]), videos: newest([...videos.values()]) };
}

export function libraryOf(world: World, account: AdAccount): CreativeLibrary {
  let cache = libraries.get(world);
  const size = world.ads.length + world.uploadedImages.length;
  if (!cache || cache.size !== size) {
    cache = { size, byAccount: new Map() };
    libraries.set(world, cache);
  }
  let library = cache.byAccount.get(account.id);
  if (!library) cache.byAccount.set(account.id, (library = buildLibrary(world, account)));
  return library;
}

/** The image or video a creative leads with: what a creative-level report groups by. */
export function primaryAssetOf(world: World, creative: AdCreative): { imageHash?: string; videoId?: string } {
  if (creative.stored) return { imageHash: creative.stored.imageHash ?? undefined, videoId: creative.stored.videoId ?? undefined };
  if (creative.ad.format === 'VIDEO') return { videoId: videoId(creative.account, headlineOf(creative.ad)) };
  if (creative.ad.format === 'CAROUSEL' || isDynamic(world, creative.ad)) return {};
  return { imageHash: imageHash(creative.account, headlineOf(creative.ad)) };
}
