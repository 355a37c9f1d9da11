import { imagePictureUrl } from '../../nodes/creative-pictures';
import { adAccountOf } from '../../writes/ad-account-of';
import { uploadAdImages } from '../../writes/upload-ad-image';
import type { GraphRoute } from '../graph-route';
import { nodeFor } from '../nodes/node-routes';

/** The size of a picture scaled to fit a square box. */
function fit(width: number, height: number, box: number): { width: number; height: number } {
  const scale = Math.min(1, box / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * `POST /act_…/adimages` (`bytes` base64, or multipart file parts) →
 * `{images: {"<name>": {hash, url, url_128, url_256, url_256_width, url_256_height, width, height, name}}}`.
 */
export const adImagesCreateRoute: GraphRoute = {
  method: 'POST',
  path: '/:id/adimages',
  auth: 'token',
  handle: (ctx) => {
    const account = adAccountOf(ctx, nodeFor(ctx, ctx.segments[0] as string));
    const images: Record<string, unknown> = {};
    for (const { key, image } of uploadAdImages(ctx.world, account, ctx.params, ctx.now)) {
      const small = fit(image.width, image.height, 128);
      const medium = fit(image.width, image.height, 256);
      images[key] = {
        hash: image.hash,
        url: imagePictureUrl(ctx.origin, image.hash, { width: image.width, height: image.height }),
        url_128: imagePictureUrl(ctx.origin, image.hash, small),
        url_256: imagePictureUrl(ctx.origin, image.hash, medium),
        url_256_width: String(medium.width),
        url_256_height: String(medium.height),
        width: image.width,
        height: image.height,
        name: image.name,
      };
    }
    return { images };
  },
};
