import type { NodeType } from '../graph/fields/node-type';
import { accountTime } from './node-values';
import type { AdVideo } from './creative-library';
import { videoPictureUrl } from './creative-pictures';

/**
 * Meta's `AdVideo` as `/act_…/advideos` lists it (GRAPH-API §16). `source` (the MP4 on Meta's CDN) may be asked
 * for but never comes back: the sandbox serves no video files, and Meta omits it too where the token may not
 * download the file.
 */
export const adVideoNode: NodeType<AdVideo> = {
  name: 'AdVideo',
  defaultFields: ['id'],
  id: (video) => video.id,
  fields: {
    id: (v) => v.id,
    title: (v) => v.title,
    description: (v) => v.title,
    length: (v) => v.length,
    // Asked for, never sent: the sandbox serves no video files (see the note above).
    source: () => undefined,
    picture: (v, _spec, ctx) => videoPictureUrl(ctx.origin, v.id, { width: 128, height: 128 }),
    created_time: (v) => accountTime(v.createdAt, v.account),
    updated_time: (v) => accountTime(v.createdAt, v.account),
    published: () => false,
    status: () => ({ video_status: 'ready' }),
    permalink_url: (v) => `/${v.account.pageId}/videos/${v.id}/`,
  },
};
