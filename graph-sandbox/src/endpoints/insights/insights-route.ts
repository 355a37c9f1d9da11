import { graphErrors } from '../../graph/errors/error-catalog';
import { edgePage, type EdgePage } from '../../graph/fields/project';
import { graphUrl, type GraphContext } from '../../graph/graph-context';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../graph/paging/paginate';
import type { GraphRoute } from '../graph-route';
import { nodeFor } from '../nodes/node-routes';
import { readInsightsRequest } from './insights-request';
import { accountToday, isInsightsRoot, runInsights, type InsightsResult, type InsightsRoot } from './insights-report';

const PAGING_PARAMS = new Set(['access_token', 'after', 'before', 'limit']);

/** The account, campaign, ad set or ad whose insights are asked for; other nodes have no insights edge. */
export function insightsRootFor(ctx: GraphContext, id: string): InsightsRoot {
  const bound = nodeFor(ctx, id);
  const node = ctx.world.node(bound.id);
  if (!node || !isInsightsRoot(node)) throw graphErrors.nonexistingField('insights', bound.typeName);
  return node;
}

/** A page of insights rows with Meta's cursors; `summary` rides along on every page. */
type InsightsPage = Omit<EdgePage, 'summary'> & { summary?: Record<string, unknown> };

export function insightsPage(ctx: GraphContext, result: InsightsResult, path: string): InsightsPage {
  const limit = ctx.params.int('limit', DEFAULT_PAGE_SIZE, { min: 1, max: MAX_PAGE_SIZE });
  const kept = Object.fromEntries(ctx.params.entries().filter(([name]) => !PAGING_PARAMS.has(name)));
  const page: InsightsPage = edgePage({
    rows: result.rows.map((row) => () => row),
    specs: undefined,
    limit,
    after: ctx.params.string('after'),
    before: ctx.params.string('before'),
    summary: false,
    urlFor: (param, cursor) => graphUrl(ctx, path, { access_token: ctx.token, ...kept, limit: String(limit), [param]: cursor }),
  });
  if (result.summary) page.summary = result.summary;
  return page;
}

/** `GET /{act|campaign|adset|ad}/insights` (GRAPH-API §7). */
export const insightsRoute: GraphRoute = {
  method: 'GET',
  path: '/:id/insights',
  auth: 'token',
  handle: (ctx) => {
    const root = insightsRootFor(ctx, ctx.segments[0] as string);
    const request = readInsightsRequest((name) => ctx.params.string(name), accountToday(ctx.world, root, ctx.now));
    return insightsPage(ctx, runInsights(ctx.world, root, request), `/${root.entity.id}/insights`);
  },
};


