import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_PATH = '/api/docs/openapi.json';

/**
 * The product API described once: @fastify/swagger collects every /api route's TypeBox schemas into an OpenAPI
 * 3.1 document. Register it before the routes (it records them as they are added); `docsRoutes` serves it.
 */
export async function collectOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sasar product API',
        version: '1',
        description:
          'Every answer is `{ data … }` or, for a refusal, `{ error: { code, message } }` with a sentence meant for the user. ' +
          'Cookie-authenticated writes send `X-CSRF-Token` (the `sasar_csrf` cookie). The graph proxy under /api/graph/v21.0 follows Meta’s Graph API.',
      },
    },
    // Only the product API: the host's static files and the remote registry are not part of it.
    transform: ({ schema, url }) => ({ schema: { ...schema, hide: !url.startsWith('/api/') || url.startsWith('/api/docs') }, url }),
  });
}

export function docsRoutes() {
  return async function register(app: FastifyInstance) {
    const send = async (_request: unknown, reply: { header(name: string, value: string): unknown }) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    };
    app.get(OPENAPI_PATH, send);
    app.get('/api/docs', send);
  };
}
