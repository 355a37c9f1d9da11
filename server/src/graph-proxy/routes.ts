// A model for a route that reads as the request's story (STYLE.md): checkGraphPath, resolveTeamToken, relay.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordActivities, type ActivityInput } from '../activity/activities';
import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import type { ReadCaller } from '../graph-budget/graph-reads';
import { toAnswer } from '../graph-budget/graph-reads';
import type { Answer } from '../graph-budget/graph-store';
import { normalizeAccount } from '../graph-budget/read-plan';
import type { GraphRequest } from '../platform/graph-client';
import { OWN_TEAM_ID } from '../teams/teams';
import { asyncBatchActivities, batchActivities, prepareBatch, readBatchList, type PreparedBatch } from './batch-writes';
import { isPlainReadBatch, readBatch, writeBatch } from './batch-budget';
import { checkGraphBody, checkGraphPath, forwardedQuery, toForm } from './params';
import { freshnessHeaders, relay, transportError } from './relay';
import { batchBody, proxyQuery, type BatchBody, type ProxyQuery } from './schema';
import { resolveTeamToken, type TeamToken } from './team-token';
import { activityOf, changesOf, METADATA_PARAM, platformSucceeded, splitObjectBody, type WriteMetadata } from './write-metadata';

interface RestRoute {
  Querystring: ProxyQuery;
  Body: unknown;
  Params: { '*': string };
}

interface Forwarded {
  upstream: Answer;
  token: string;
  teamId: number;
}

export const PROXY_PREFIX = '/api/graph/v21.0';

/** The answer header naming the activity batch a proxied write was recorded as (what its Undo takes back). */
export const ACTIVITY_BATCH_HEADER = 'x-sasar-activity-batch';

/** How long after an asyncbatch its account's stored lists are not served (Meta runs such sessions within minutes). */
const ASYNC_SETTLING_MS = 5 * 60_000;

/** The caller's query to forward; `__metadata` may ride in the query of a DELETE and never goes upstream. */
function queryAndMetadata(request: FastifyRequest): { query: URLSearchParams; metadata?: WriteMetadata } {
  const query = forwardedQuery(request.url);
  if (!query.has(METADATA_PARAM)) return { query };
  const raw = query.get(METADATA_PARAM);
  query.delete(METADATA_PARAM);
  return { query, metadata: splitObjectBody({ [METADATA_PARAM]: raw }).metadata };
}

export function graphProxyRoutes(ctx: AppContext) {
  const teamTokenOf = (request: FastifyRequest<{ Querystring: ProxyQuery }>) => resolveTeamToken(ctx, currentUser(request), request.query.team_id);

  const callerOf = (request: FastifyRequest<{ Querystring: ProxyQuery }>, teamToken: TeamToken): ReadCaller => ({
    ownerId: teamToken.ownerId,
    token: teamToken.token,
    accountHint: request.query._adaccount ?? null,
    fresh: request.query._fresh === '1' || request.query._fresh === 'true',
  });

  async function upstreamOf<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw transportError(error) ?? error;
    }
  }

  async function forward(request: FastifyRequest<{ Querystring: ProxyQuery }>, teamToken: TeamToken, graphRequest: GraphRequest): Promise<Forwarded> {
    request.log.debug(
      { teamId: teamToken.teamId, ownerId: teamToken.ownerId, path: graphRequest.path, adAccount: request.query._adaccount },
      'graph proxy call',
    );
    return { upstream: await upstreamOf(async () => toAnswer(await ctx.graph.request(graphRequest))), token: teamToken.token, teamId: teamToken.teamId };
  }

  /**
   * The audit trail of writes the platform accepted, written by the server so it does not depend on the browser.
   * The write already happened upstream: a failure here is logged, and the platform's answer still goes back.
   */
  async function recordWrites(request: FastifyRequest, reply: FastifyReply, user: UserRow, teamId: number, activities: ActivityInput[]) {
    if (activities.length === 0) return;
    const scope = teamId === OWN_TEAM_ID ? { ownerId: user.id } : { teamId };
    const batchId = randomUUID();
    try {
      await recordActivities(ctx.database.db, scope, user.id, activities, batchId);
      // The changes of this request are one batch: the client's "Undo" takes them back together.
      reply.header(ACTIVITY_BATCH_HEADER, batchId);
    } catch (error) {
      request.log.error({ err: error, teamId, count: activities.length }, 'could not record the activity of accepted graph writes');
    }
  }

  /** Meta's root POST with `batch` (sync) or `asyncbatch` (async sessions), other top-level params kept. */
  async function forwardBatch(
    request: FastifyRequest<{ Querystring: ProxyQuery }>,
    reply: FastifyReply,
    kind: 'batch' | 'asyncbatch',
    prepared: PreparedBatch,
    extra: Record<string, unknown>,
  ) {
    const teamToken = await teamTokenOf(request);
    const caller = callerOf(request, teamToken);
    if (kind === 'batch' && isPlainReadBatch(prepared)) {
      const read = await upstreamOf(() => readBatch(ctx.budget, caller, prepared, extra.include_headers !== false && extra.include_headers !== 'false'));
      return relay(reply, read.answer, teamToken.token, read.extraHeaders);
    }
    const send = async (items: PreparedBatch['items']) => {
      const form = toForm(extra);
      form.set(kind, JSON.stringify(items));
      return (await forward(request, teamToken, { method: 'POST', path: '', query: forwardedQuery(request.url), token: teamToken.token, form })).upstream;
    };
    const upstream = await writeBatch(ctx.budget, caller, prepared, send);
    // An asyncbatch's copies appear when its sessions run: until then the account's lists are asked again.
    if (kind === 'asyncbatch' && platformSucceeded(upstream.status, upstream.text)) {
      await ctx.budget.settling(teamToken.ownerId, normalizeAccount(request.query._adaccount), ASYNC_SETTLING_MS);
    }
    const activities =
      kind === 'batch' ? batchActivities(prepared, upstream.status, upstream.text) : asyncBatchActivities(prepared, upstream.status, upstream.text);
    await recordWrites(request, reply, currentUser(request), teamToken.teamId, activities);
    return relay(reply, upstream, teamToken.token);
  }

  return async function register(app: FastifyInstance) {
    // Old answers of open periods, year-old days and past throttles go once an hour.
    let sweep: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweep = setInterval(() => void ctx.budget.prune().catch((error: unknown) => app.log.error({ err: error }, 'graph store sweep failed')), 3_600_000);
      sweep.unref();
    });
    app.addHook('onClose', async () => clearInterval(sweep));

    app.post<{ Querystring: ProxyQuery; Body: BatchBody }>(
      `${PROXY_PREFIX}/batch`,
      { schema: { querystring: proxyQuery, body: batchBody }, onRequest: requireUser },
      async (request, reply) => {
        const { batch, include_headers: includeHeaders } = request.body;
        return forwardBatch(request, reply, 'batch', prepareBatch(batch), includeHeaders === undefined ? {} : { include_headers: includeHeaders });
      },
    );

    const handleRest = async (request: FastifyRequest<RestRoute>, reply: FastifyReply) => {
      const path = checkGraphPath(request.params['*']);
      const method = request.method === 'POST' ? 'POST' : request.method === 'DELETE' ? 'DELETE' : 'GET';
      const body = checkGraphBody(request.body);
      if (method === 'POST' && path === '' && body) {
        for (const kind of ['asyncbatch', 'batch'] as const) {
          if (body[kind] === undefined) continue;
          const { [kind]: list, ...extra } = body;
          return forwardBatch(request, reply, kind, prepareBatch(readBatchList(list, kind)), extra);
        }
      }
      const fromQuery = queryAndMetadata(request);
      const teamToken = await teamTokenOf(request);
      if (method === 'GET') {
        const answer = await upstreamOf(() => ctx.budget.read(callerOf(request, teamToken), path, fromQuery.query));
        return relay(reply, answer, teamToken.token, freshnessHeaders(answer));
      }
      const fromBody = splitObjectBody(body);
      const metadata = fromBody.metadata ?? fromQuery.metadata;
      const target = { ownerId: teamToken.ownerId, path, accountId: normalizeAccount(metadata?.account_id) ?? normalizeAccount(request.query._adaccount) };
      const refused = await ctx.budget.refuseWrite(target);
      if (refused) return relay(reply, refused, teamToken.token, freshnessHeaders(refused));
      const { upstream, token, teamId } = await forward(request, teamToken, {
        method,
        path,
        query: fromQuery.query,
        token: teamToken.token,
        form: method === 'POST' || (method === 'DELETE' && fromBody.params) ? toForm(fromBody.params) : undefined,
      });
      const succeeded = platformSucceeded(upstream.status, upstream.text);
      await ctx.budget.afterWrite(target, upstream, succeeded);
      if (metadata && succeeded) {
        await recordWrites(request, reply, currentUser(request), teamId, [activityOf(metadata, changesOf(method, fromBody.params))]);
      }
      return relay(reply, upstream, token);
    };
    const options = { schema: { querystring: proxyQuery }, onRequest: requireUser };
    app.get<RestRoute>(`${PROXY_PREFIX}/*`, options, handleRest);
    app.post<RestRoute>(`${PROXY_PREFIX}/*`, options, handleRest);
    app.delete<RestRoute>(`${PROXY_PREFIX}/*`, options, handleRest);
  };
}
