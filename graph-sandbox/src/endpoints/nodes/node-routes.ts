import { graphErrors } from '../../graph/errors/error-catalog';
import { parseFields } from '../../graph/fields/parse-fields';
import { edgePage } from '../../graph/fields/project';
import { graphUrl, type GraphContext } from '../../graph/graph-context';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../graph/paging/paginate';
import { findNode, type BoundNode } from '../../nodes/node-access';
import type { GraphRoute } from '../graph-route';

/** `me` is the token's user. */
export function nodeFor(ctx: GraphContext, id: string): BoundNode {
  if (id === 'me') {
    if (ctx.principal?.kind !== 'user') throw graphErrors.meRequiresUser();
    return findNode(ctx, ctx.principal.user.id);
  }
  return findNode(ctx, id);
}

const PAGING_PARAMS = new Set(['access_token', 'after', 'before', 'limit']);

function readEdge(ctx: GraphContext, id: string, edgeName: string): unknown {
  const node = nodeFor(ctx, id);
  const edge = node.edge(edgeName);
  if (!edge) throw graphErrors.unknownPathComponents(`/${edgeName}`);
  const limit = ctx.params.int('limit', DEFAULT_PAGE_SIZE, { min: 1, max: MAX_PAGE_SIZE });
  const kept = Object.fromEntries(ctx.params.entries().filter(([name]) => !PAGING_PARAMS.has(name)));
  const specs = parseFields(ctx.params.string('fields'));
  return edgePage({
    rows: edge(ctx, (name) => ctx.params.string(name), specs),
    specs,
    limit,
    after: ctx.params.string('after'),
    before: ctx.params.string('before'),
    summary: ctx.params.string('summary') === 'true',
    urlFor: (param, cursor) => graphUrl(ctx, `/${node.id}/${edgeName}`, { access_token: ctx.token, ...kept, limit: String(limit), [param]: cursor }),
  });
}

/** `GET /{id}`, `GET /{id}/{edge}`; other methods on nodes are not supported yet and answer as Meta does. */
export const nodeRoutes: GraphRoute[] = [
  {
    method: 'GET',
    path: '/:id',
    auth: 'token',
    handle: (ctx) => nodeFor(ctx, ctx.segments[0] as string).project(parseFields(ctx.params.string('fields')), ctx),
  },
  {
    method: 'GET',
    path: '/:id/:edge',
    auth: 'token',
    handle: (ctx) => readEdge(ctx, ctx.segments[0] as string, ctx.segments[1] as string),
  },
  {
    method: '*',
    path: '/:id',
    auth: 'token',
    handle: (ctx) => {
      throw graphErrors.unsupportedRequest(ctx.method, nodeFor(ctx, ctx.segments[0] as string).id);
    },
  },
  {
    method: '*',
    path: '/:id/:edge',
    auth: 'token',
    handle: (ctx) => {
      throw graphErrors.unsupportedRequest(ctx.method, nodeFor(ctx, ctx.segments[0] as string).id);
    },
  },
];
