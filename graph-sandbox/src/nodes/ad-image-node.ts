import type { NodeType } from '../graph/fields/node-type';
import { accountTime } from './node-values';
import type { AdImage } from './creative-library';
import { imagePictureUrl } from './creative-pictures';

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'image';

/** Meta's `AdImage` (GRAPH-API §16): an uploaded picture, named by its hash; its id is `<account id>:<hash>`. */
export const adImageNode: NodeType<AdImage> = {
  name: 'AdImage',
  defaultFields: ['hash', 'url'],
  id: (image) => `${image.account.accountNumber}:${image.hash}`,
  fields: {
    id: (i) => `${i.account.accountNumber}:${i.hash}`,
    account_id: (i) => i.account.accountNumber,
    hash: (i) => i.hash,
    name: (i) => i.name ?? `${slug(i.picture)}.jpg`,
    url: (i, _spec, ctx) => imagePictureUrl(ctx.origin, i.hash, { width: i.width, height: i.height }),
    url_128: (i, _spec, ctx) => imagePictureUrl(ctx.origin, i.hash, { width: 128, height: Math.round((128 * i.height) / i.width) }),
    permalink_url: (i) => `https://www.facebook.com/ads/image/?d=${Buffer.from(`${i.account.accountNumber}:${i.hash}`).toString('base64url')}`,
    width: (i) => i.width,
    height: (i) => i.height,
    original_width: (i) => i.width,
    original_height: (i) => i.height,
    status: () => 'ACTIVE',
    created_time: (i) => accountTime(i.createdAt, i.account),
    updated_time: (i) => accountTime(i.createdAt, i.account),
    is_associated_creatives_in_adgroups: () => true,
  },
};
