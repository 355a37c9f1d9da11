import { graphErrors } from '../../graph/errors/error-catalog';
import type { GraphError } from '../../graph/errors/graph-error';
import { edgePage, type EdgePage } from '../../graph/fields/project';
import { graphUrl, type GraphContext } from '../../graph/graph-context';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../graph/paging/paginate';
import type { GraphRoute } from '../graph-route';
import { nodeFor } from '../nodes/node-routes';
import { readInsightsRequest } from './insights-request';
import { reportProgress } from '../../nodes/report-run-node';
import type { ReportRun } from '../../world/insights/report-run';
import { accountOfRoot, accountToday, isInsightsRoot, runInsights, type InsightsResult, type InsightsRoot } from './insights-report';

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

function reportNotReady(run: ReportRun, ctx: GraphContext): GraphError {
  const { status, percent } = reportProgress(run, ctx.now);
  return graphErrors.invalidParameter(`Report run ${run.id} is not completed yet (async_status "${status}", ${percent}%). Poll GET /${run.id} until async_status is "Job Completed".`);
}

/** `GET /{act|campaign|adset|ad}/insights` (GRAPH-API §7), and `GET /{report_run_id}/insights` for a finished async report. */
export const insightsRoute: GraphRoute = {
  method: 'GET',
  path: '/:id/insights',
  auth: 'token',
  handle: (ctx) => {
    const id = ctx.segments[0] as string;
    const node = ctx.world.node(id);
    if (node?.kind === 'report_run') {
      nodeFor(ctx, id);
      const run = node.entity;
      if (ctx.now < run.completeAt) throw reportNotReady(run, ctx);
      return insightsPage(ctx, { rows: run.rows, summary: run.summary }, `/${run.id}/insights`);
    }
    const root = insightsRootFor(ctx, id);
    const request = readInsightsRequest((name) => ctx.params.string(name), accountToday(ctx.world, root, ctx.now));
    return insightsPage(ctx, runInsights(ctx.world, root, request), `/${root.entity.id}/insights`);
  },
};

/**
 * `POST /{obj}/insights` (GRAPH-API §7.4): the same parameters, checked now; the report is computed at once and
 * its job reports "Job Not Started" → "Job Started" → "Job Running" → "Job Completed" over `reportRunMs` (under a
 * latency profile, a duration of the report's size unless `reportRunMs` was given).
 */
export const insightsAsyncRoute: GraphRoute = {
  method: 'POST',
  path: '/:id/insights',
  auth: 'token',
  handle: (ctx, env) => {
    const root = insightsRootFor(ctx, ctx.segments[0] as string);
    if (ctx.principal?.kind !== 'user') throw graphErrors.unsupportedRequest(ctx.method, root.entity.id);
    const request = readInsightsRequest((name) => ctx.params.string(name), accountToday(ctx.world, root, ctx.now));
    const result = runInsights(ctx.world, root, request);
    const ranges = request.ranges;
    const { options, latency } = env.state;
    // Under a latency profile a report runs for a few seconds scaled by its size, unless reportRunMs was given.
    const sized = options.reportRunMsGiven
      ? undefined
      : latency.reportRunMs({
          rows: result.rows.length,
          breakdowns: request.breakdowns,
          timeIncrement: ctx.params.string('time_increment'),
          timeRanges: ctx.params.has('time_ranges') ? ranges.length : 0,
          key: `${root.entity.id}|${ctx.params.entries().filter(([name]) => name !== 'access_token').map(([name, value]) => `${name}=${value}`).sort().join('&')}`,
        });
    const duration = sized ?? options.reportRunMs;
    const run: ReportRun = {
      id: ctx.world.newReportRunId(),
      accountId: accountOfRoot(ctx.world, root).id,
      userId: ctx.principal.user.id,
      createdAt: ctx.now,
      startAt: ctx.now + Math.round(duration * 0.1),
      completeAt: ctx.now + duration,
      dateStart: ranges.map((r) => r.since).sort()[0] as string,
      dateStop: ranges.map((r) => r.until).sort().reverse()[0] as string,
      rows: result.rows,
      summary: result.summary,
    };
    ctx.world.addReportRun(run);
    return { report_run_id: run.id };
  },
};


