import { adAccountOf } from '../../writes/ad-account-of';
import { createAdCreative } from '../../writes/create-ad-creative';
import { validateOnly } from '../../writes/write-values';
import type { GraphRoute } from '../graph-route';
import { nodeFor } from '../nodes/node-routes';
import { createAnswer } from '../object-writes/object-writes-route';

/** `POST /act_…/adcreatives` → `{id}` (or the new creative with `fields=`). */
export const adCreativeCreateRoute: GraphRoute = {
  method: 'POST',
  path: '/:id/adcreatives',
  auth: 'token',
  handle: (ctx) => {
    const account = adAccountOf(ctx, nodeFor(ctx, ctx.segments[0] as string));
    const created = createAdCreative(ctx.world, account, ctx.params, ctx.now, validateOnly(ctx.params));
    return created ? createAnswer(ctx, created.id) : { success: true };
  },
};
