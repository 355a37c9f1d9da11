import { parseFields } from '../../graph/fields/parse-fields';
import type { GraphContext } from '../../graph/graph-context';
import { renameAdLabel } from '../../writes/ad-labels';
import { adObjectOf } from '../../writes/ad-object-of';
import { deleteAdObject, updateAdObject } from '../../writes/update-ad-object';
import { validateOnly } from '../../writes/write-values';
import type { GraphRoute } from '../graph-route';
import { nodeFor } from '../nodes/node-routes';

/** `{success: true}`, or the node itself when the write asks for `fields=` (read-after-write, GRAPH-API §1.2). */
export function writeAnswer(ctx: GraphContext, id: string): unknown {
  const fields = ctx.params.string('fields');
  return fields ? nodeFor(ctx, id).project(parseFields(fields), ctx) : { success: true };
}

/** `{id}` of a created object, or the node with `fields=`. */
export function createAnswer(ctx: GraphContext, id: string): unknown {
  const fields = ctx.params.string('fields');
  return fields ? nodeFor(ctx, id).project(parseFields(fields), ctx) : { id };
}

function remove(ctx: GraphContext): unknown {
  const node = nodeFor(ctx, ctx.segments[0] as string);
  const label = ctx.world.adLabel(node.id);
  if (label) {
    ctx.world.removeAdLabel(label);
    return { success: true };
  }
  const { object } = adObjectOf(ctx, node);
  deleteAdObject(ctx.world, object, ctx.now);
  return { success: true };
}

function update(ctx: GraphContext): unknown {
  // Graph clients that cannot send DELETE post `method=delete` instead.
  if (ctx.params.string('method')?.toUpperCase() === 'DELETE') return remove(ctx);
  const node = nodeFor(ctx, ctx.segments[0] as string);
  const label = ctx.world.adLabel(node.id);
  if (label) {
    renameAdLabel(ctx.world, label, ctx.params, ctx.now, validateOnly(ctx.params));
    return writeAnswer(ctx, node.id);
  }
  const { object, account } = adObjectOf(ctx, node);
  updateAdObject(ctx.world, object, account, ctx.params, ctx.now, validateOnly(ctx.params));
  return writeAnswer(ctx, node.id);
}

/** `POST /{campaign|adset|ad|adlabel}` updates and `DELETE /{id}` (GRAPH-API §9, §16). */
export const objectWriteRoutes: GraphRoute[] = [
  { method: 'POST', path: '/:id', auth: 'token', handle: update },
  { method: 'DELETE', path: '/:id', auth: 'token', handle: remove },
];
