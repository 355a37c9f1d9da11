import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordActivities, type ActivityInput } from '../activity/activities';
import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import type { GraphRawResponse, GraphRequest } from '../platform/graph-client';
import { OWN_TEAM_ID } from '../teams/teams';
import { asyncBatchActivities, batchActivities, prepareBatch, readBatchList, type PreparedBatch } from './batch-writes';
import { checkGraphBody, checkGraphPath, forwardedQuery, toForm } from './params';
import { relay, transportError } from './relay';
import { batchBody, proxyQuery, type BatchBody, type ProxyQuery } from './schema';
import { resolveTeamToken } from './team-token';
import { activityOf, changesOf, METADATA_PARAM, platformSucceeded, splitObjectBody, type WriteMetadata } from './write-metadata';

interface RestRoute {
  Querystring: ProxyQuery;
  Body: unknown;
  Params: { '*': string };
}

interface Forwarded {
  upstream: GraphRawResponse;
  token: string;
  teamId: number;
}

export const PROXY_PREFIX = '/api/graph/v21.0';

/** The caller's query to forward; `__metadata` may ride in the query of a DELETE and never goes upstream. */
function queryAndMetadata(request: FastifyRequest): { query: URLSearchParams; metadata?: WriteMetadata } {
  const query = forwardedQuery(request.url);
  if (!query.has(METADATA_PARAM)) return { query };
  const raw = query.get(METADATA_PARAM);
  query.delete(METADATA_PARAM);
  return { query, metadata: splitObjectBody({ [METADATA_PARAM]: raw }).metadata };
}

export function graphProxyRoutes(ctx: AppContext) {
  async function forward(request: FastifyRequest<{ Querystring: ProxyQuery }>, build: (token: string) => GraphRequest): Promise<Forwarded> {
    const user = currentUser(request);
    const { token, teamId, ownerId } = await resolveTeamToken(ctx, user, request.query.team_id);
    const graphRequest = build(token);
    request.log.debug(
      { teamId, ownerId, path: graphRequest.path, adAccount: request.query._adaccount },
      'graph proxy call',
    );
    try {
      return { upstream: await ctx.graph.request(graphRequest), token, teamId };
    } catch (error) {
      throw transportError(error) ?? error;
    }
  }

  /**
   * The audit trail of writes the platform accepted, written by the server so it does not depend on the browser.
   * The write already happened upstream: a failure here is logged, and the platform's answer still goes back.
   */
  async function recordWrites(request: FastifyRequest, user: UserRow, teamId: number, activities: ActivityInput[]) {
    if (activities.length === 0) return;
    const scope = teamId === OWN_TEAM_ID ? { ownerId: user.id } : { teamId };
    try {
      await recordActivities(ctx.database.db, scope, user.id, activities);
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
    const form = toForm(extra);
    form.set(kind, JSON.stringify(prepared.items));
    const { upstream, token, teamId } = await forward(request, (accessToken) => ({
      method: 'POST',
      path: '',
      query: forwardedQuery(request.url),
      token: accessToken,
      form,
    }));
    const activities =
      kind === 'batch' ? batchActivities(prepared, upstream.status, upstream.text) : asyncBatchActivities(prepared, upstream.status, upstream.text);
    await recordWrites(request, currentUser(request), teamId, activities);
    return relay(reply, upstream, token);
  }

  return async function register(app: FastifyInstance) {
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
      const fromBody = method === 'GET' ? { params: undefined } : splitObjectBody(body);
      const metadata = fromBody.metadata ?? fromQuery.metadata;
      const { upstream, token, teamId } = await forward(request, (accessToken) => ({
        method,
        path,
        query: fromQuery.query,
        token: accessToken,
        form: method === 'POST' || (method === 'DELETE' && fromBody.params) ? toForm(fromBody.params) : undefined,
      }));
      if (metadata && method !== 'GET' && platformSucceeded(upstream.status, upstream.text)) {
        await recordWrites(request, currentUser(request), teamId, [activityOf(metadata, changesOf(method, fromBody.params))]);
      }
      return relay(reply, upstream, token);
    };
    const options = { schema: { querystring: proxyQuery }, onRequest: requireUser };
    app.get<RestRoute>(`${PROXY_PREFIX}/*`, options, handleRest);
    app.post<RestRoute>(`${PROXY_PREFIX}/*`, options, handleRest);
    app.delete<RestRoute>(`${PROXY_PREFIX}/*`, options, handleRest);
  };
}
