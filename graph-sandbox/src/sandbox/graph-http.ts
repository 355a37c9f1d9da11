import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatch } from '../graph/graph-call';
import type { SandboxState } from './sandbox-state';

/** First value wins for repeated query parameters. */
function queryOf(url: string): Record<string, string> {
  const query: Record<string, string> = {};
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  for (const [key, value] of new URLSearchParams(search)) if (!(key in query)) query[key] = value;
  return query;
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Serves every path not taken by the control API or the dialog as a Graph API call. */
export function registerGraphHttp(app: FastifyInstance, state: SandboxState, dispatch: Dispatch): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    state.calls.recordHttpRequest();
    const result = await dispatch({
      method: request.method,
      path: request.url.split('?')[0] ?? '/',
      query: queryOf(request.url),
      body: bodyOf(request),
      authorization: request.headers.authorization,
      origin: `${request.protocol}://${request.headers.host ?? 'localhost'}`,
      inBatch: false,
    });
    return reply.code(result.status).headers(result.headers).send(JSON.stringify(result.body));
  };
  for (const url of ['/', '/*']) app.route({ method: ['GET', 'POST', 'DELETE', 'PUT'], url, handler });
}
