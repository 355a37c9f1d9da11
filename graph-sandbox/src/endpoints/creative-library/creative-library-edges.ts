// The account's creative edges (GRAPH-API §16): `/act_…/adcreatives`, `/act_…/adimages` (`hashes=[…]` filter),
// `/act_…/advideos`; paged and expandable like every edge.
import { graphErrors } from '../../graph/errors/error-catalog';
import type { EdgeDefinition, EdgeQuery } from '../../graph/fields/node-type';
import { rowsOf } from '../../graph/fields/project';
import { adCreativeNode, thumbnailSize } from '../../nodes/ad-creative-node';
import { adImageNode } from '../../nodes/ad-image-node';
import { adVideoNode } from '../../nodes/ad-video-node';
import { creativesOf } from '../../nodes/creative-content';
import { libraryOf } from '../../nodes/creative-library';
import type { AdAccount } from '../../world/accounts/ad-account';

/** `hashes=["…"]` (a JSON array, or one hash); undefined = every image. */
function readHashes(query: EdgeQuery): Set<string> | undefined {
  const text = query('hashes');
  if (text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = text.trim().startsWith('[') ? JSON.parse(text) : [text];
  } catch {
    throw graphErrors.invalidParameter('Param hashes must be a valid JSON value');
  }
  if (!Array.isArray(parsed) || parsed.some((hash) => typeof hash !== 'string')) throw graphErrors.invalidParameter('Param hashes must be an array of strings');
  return new Set(parsed as string[]);
}

export const adCreativesEdge: EdgeDefinition<AdAccount> = {
  rows: (account, ctx, query) => {
    const asked = query('thumbnail_width') !== undefined || query('thumbnail_height') !== undefined;
    const thumbnail = asked ? thumbnailSize(query) : undefined;
    return rowsOf(adCreativeNode, creativesOf(ctx.world, account).map((creative) => (thumbnail ? { ...creative, thumbnail } : creative)), ctx);
  },
};

export const adImagesEdge: EdgeDefinition<AdAccount> = {
  rows: (account, ctx, query) => {
    const hashes = readHashes(query);
    const images = libraryOf(ctx.world, account).images.filter((image) => !hashes || hashes.has(image.hash));
    return rowsOf(adImageNode, images, ctx);
  },
};

export const adVideosEdge: EdgeDefinition<AdAccount> = {
  rows: (account, ctx) => rowsOf(adVideoNode, libraryOf(ctx.world, account).videos, ctx),
};
