import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import type { GraphRequest } from '../platform/graph-client';
import { checkGraphBody, checkGraphPath, forwardedQuery, toForm } from './params';
import { relay, transportError } from './relay';
import { batchBody, proxyQuery, type BatchBody, type BatchItem, type ProxyQuery } from './schema';
import { resolveTeamToken } from './team-token';

interface RestRoute {
  Querystring: ProxyQuery;
  Body: unknown;
  Params: { '*': string };
}

export const PROXY_PREFIX = '/api/graph/v21.0';

function normaliseBatchItem(item: BatchItem): BatchItem {
  if (item.body === undefined || typeof item.body === 'string') return item;
  return { ...item, body: toForm(item.body).toString() };
}

export function graphProxyRoutes(ctx: AppContext) {
  async function forward(request: FastifyRequest<{ Querystring: ProxyQuery }>, build: (token: string) => GraphRequest) {
    const user = currentUser(request);
    const { token, teamId, ownerId } = await resolveTeamToken(ctx, user, request.query.team_id);
    const graphRequest = build(token);
    request.log.debug(
      { teamId, ownerId, path: graphRequest.path, adAccount: request.query._adaccount },
      'graph proxy call',
    );
    try {
      return { upstream: await ctx.graph.request(graphRequest), token };
    } catch (error) {
      throw transportError(error) ?? error;
    }
  }

  return async function register(app: FastifyInstance) {
    app.post<{ Querystring: ProxyQuery; Body: BatchBody }>(
      `${PROXY_PREFIX}/batch`,
      { schema: { querystring: proxyQuery, body: batchBody }, preHandler: requireUser },
      async (request, reply) => {
        const form = new URLSearchParams({ batch: JSON.stringify(request.body.batch.map(normaliseBatchItem)) });
        if (request.body.include_headers !== undefined) form.set('include_headers', String(request.body.include_headers));
        const { upstream, token } = await forward(request, (accessToken) => ({
          method: 'POST',
          path: '',
          query: forwardedQuery(request.url),
          token: accessToken,
          form,
        }));
        return relay(reply, upstream, token);
      },
    );

    const handleRest = async (request: FastifyRequest<RestRoute>, reply: FastifyReply) => {
      const path = checkGraphPath(request.params['*']);
      const body = checkGraphBody(request.body);
      const { upstream, token } = await forward(request, (accessToken) => ({
        method: request.method === 'POST' ? 'POST' : 'GET',
        path,
        query: forwardedQuery(request.url),
        token: accessToken,
        form: request.method === 'POST' ? toForm(body) : undefined,
      }));
      return relay(reply, upstream, token);
    };
    app.get<RestRoute>(`${PROXY_PREFIX}/*`, { schema: { querystring: proxyQuery }, preHandler: requireUser }, handleRest);
    app.post<RestRoute>(`${PROXY_PREFIX}/*`, { schema: { querystring: proxyQuery }, preHandler: requireUser }, handleRest);
  };
}
