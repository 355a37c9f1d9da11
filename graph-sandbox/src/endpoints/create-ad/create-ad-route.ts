import type { GraphContext } from '../../graph/graph-context';
import { adAccountOf } from '../../writes/ad-account-of';
import { createAd } from '../../writes/create-ad-objects';
import { validateOnly } from '../../writes/write-values';
import type { GraphRoute } from '../graph-route';
import { nodeFor } from '../nodes/node-routes';
import { createAnswer } from '../object-writes/object-writes-route';

/** `POST /{act}/ads` → `{id}` (or the new node with `fields=`). */
export const adCreateRoute: GraphRoute = {
  method: 'POST',
  path: '/:id/ads',
  auth: 'token',
  handle: (ctx: GraphContext) => {
    const account = adAccountOf(ctx, nodeFor(ctx, ctx.segments[0] as string));
    const created = createAd(ctx.world, account, ctx.params, ctx.now, validateOnly(ctx.params));
    return created ? createAnswer(ctx, created.id) : { success: true };
  },
};
