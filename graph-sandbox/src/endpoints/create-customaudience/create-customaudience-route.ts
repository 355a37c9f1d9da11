import { adAccountOf } from '../../writes/ad-account-of';
import { createLookalike } from '../../writes/create-lookalike';
import { validateOnly } from '../../writes/write-values';
import type { GraphRoute } from '../graph-route';
import { nodeFor } from '../nodes/node-routes';
import { createAnswer } from '../object-writes/object-writes-route';

/** `POST /act_…/customaudiences` (lookalikes) → `{id}` (or the audience with `fields=`). */
export const customAudienceCreateRoute: GraphRoute = {
  method: 'POST',
  path: '/:id/customaudiences',
  auth: 'token',
  handle: (ctx) => {
    const account = adAccountOf(ctx, nodeFor(ctx, ctx.segments[0] as string));
    const created = createLookalike(ctx.world, account, ctx.params, ctx.now, validateOnly(ctx.params));
    return created ? createAnswer(ctx, created.id) : { success: true };
  },
};
