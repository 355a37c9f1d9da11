import { graphErrors } from '../../graph/errors/error-catalog';
import { parseFields } from '../../graph/fields/parse-fields';
import type { GraphContext } from '../../graph/graph-context';
import { tryFindNode } from '../../nodes/node-access';
import type { GraphRoute } from '../graph-route';

/** `GET /?ids=a,b&fields=…` → `{a:{…}, b:{…}}`; any unknown id fails the whole call with 803 (GRAPH-API §1.4). */
function readMany(ctx: GraphContext): Record<string, unknown> {
  const ids = [...new Set(ctx.params.required('ids').split(',').map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0) throw graphErrors.missingParameter('ids');
  if (ids.length > 50) throw graphErrors.invalidParameter('Too many IDs. Maximum: 50.');
  const specs = parseFields(ctx.params.string('fields'));
  const found = ids.map((id) => {
    const realId = id === 'me' && ctx.principal?.kind === 'user' ? ctx.principal.user.id : id;
    return [id, tryFindNode(ctx, realId)] as const;
  });
  const missing = found.filter(([, node]) => !node).map(([id]) => id);
  if (missing.length > 0) throw graphErrors.aliasesNotFound(missing);
  return Object.fromEntries(found.map(([id, node]) => [id, node?.project(specs, ctx)]));
}

export const multiIdRoute: GraphRoute = {
  method: 'GET',
  path: '/',
  auth: 'token',
  handle: (ctx) => {
    if (!ctx.params.has('ids')) throw graphErrors.unsupportedPath(ctx.method);
    return readMany(ctx);
  },
};
