// A model for a sandbox endpoint (STYLE.md): its own folder, `<name>-route.ts`, its test beside it.
import { adObjectOf } from '../../writes/ad-object-of';
import { copyAd, copyAdSet, copyCampaign, readCopyOptions } from '../../writes/copy-ad-objects';
import type { GraphRoute } from '../graph-route';
import { nodeFor } from '../nodes/node-routes';

/**
 * `POST /{campaign|adset|ad}/copies` (GRAPH-API §8.4): `deep_copy`, `status_option`, `rename_options`,
 * `start_time`/`end_time`, `campaign_id` (ad sets) and `adset_id` (ads). A synchronous deep copy may include
 * at most 3 ads; inside `asyncbatch` up to 51.
 */
export const copiesRoute: GraphRoute = {
  method: 'POST',
  path: '/:id/copies',
  auth: 'token',
  handle: (ctx) => {
    const { object } = adObjectOf(ctx, nodeFor(ctx, ctx.segments[0] as string));
    switch (object.kind) {
      case 'campaign':
        return copyCampaign(ctx.world, object.entity, readCopyOptions(ctx.params, null), ctx.now, ctx.viaAsyncBatch);
      case 'adset':
        return copyAdSet(ctx.world, object.entity, readCopyOptions(ctx.params, 'campaign_id'), ctx.now, ctx.viaAsyncBatch);
      case 'ad':
        return copyAd(ctx.world, object.entity, readCopyOptions(ctx.params, 'adset_id'), ctx.now);
    }
  },
};
