import { graphErrors } from '../../graph/errors/error-catalog';
import type { GraphContext } from '../../graph/graph-context';
import { attachLabels, createAdLabel, detachLabels, readLabelSelection } from '../../writes/ad-labels';
import { adObjectOf } from '../../writes/ad-object-of';
import { validateOnly } from '../../writes/write-values';
import type { GraphRoute } from '../graph-route';
import { nodeFor } from '../nodes/node-routes';
import { createAnswer } from '../object-writes/object-writes-route';

/** The `adlabels` parameter of an attach or detach, checked against the object's account. */
function selection(ctx: GraphContext, accountId: string) {
  if (!ctx.params.has('adlabels')) throw graphErrors.missingParameter('adlabels');
  const account = ctx.world.account(accountId);
  if (!account) throw graphErrors.unsupportedRequest(ctx.method, accountId);
  return readLabelSelection(ctx.world, account, ctx.params, ctx.now);
}

/**
 * `POST /{act}/adlabels` (`name`) → `{id}`; `POST /{campaign|adset|ad}/adlabels` (`adlabels=[{"id"|"name":…}]`)
 * adds labels → `{success: true}`; `DELETE /{campaign|adset|ad}/adlabels` takes them off (GRAPH-API §16).
 */
export const adLabelRoutes: GraphRoute[] = [
  {
    method: 'POST',
    path: '/:id/adlabels',
    auth: 'token',
    handle: (ctx) => {
      const node = nodeFor(ctx, ctx.segments[0] as string);
      if (node.kind === 'ad_account' && node.account) {
        const label = createAdLabel(ctx.world, node.account, ctx.params, ctx.now, validateOnly(ctx.params));
        return label ? createAnswer(ctx, label.id) : { success: true };
      }
      const { object, account } = adObjectOf(ctx, node);
      const labels = selection(ctx, account.id);
      if (!validateOnly(ctx.params)) attachLabels(ctx.world, object, labels, ctx.now);
      return { success: true };
    },
  },
  {
    method: 'DELETE',
    path: '/:id/adlabels',
    auth: 'token',
    handle: (ctx) => {
      const { object, account } = adObjectOf(ctx, nodeFor(ctx, ctx.segments[0] as string));
      const labels = selection(ctx, account.id);
      if (!validateOnly(ctx.params)) detachLabels(ctx.world, object, labels, ctx.now);
      return { success: true };
    },
  },
];
