import { timingSafeEqual } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { ApiError } from '../http/errors';
import type { Metrics } from './metrics';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Every answered request, by its route pattern (`/api/rules/:id`, never the URL); unmatched URLs are one label. */
export function measureRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/**
 * `GET /metrics` on the product port, for a scraper holding METRICS_TOKEN (`Authorization: Bearer …`). Without a
 * token it does not exist here (404): either nothing is exported, or it is on METRICS_PORT, away from the public.
 */
export function metricsRoutes(config: Pick<ServerConfig, 'metricsToken'>, metrics: Metrics) {
  return async function register(app: FastifyInstance) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const expected = config.metricsToken;
      if (!expected) throw new ApiError(404, 'not_found', 'No such page');
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameToken(given, expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new ApiError(401, 'unauthorized', 'A metrics token is required');
      }
      reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  };
}

/** A plain HTTP server answering only `GET /metrics`, for a port the load balancer does not expose. */
export async function listenForMetrics(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createHttpServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'not_found', message: 'Only /metrics is served here' } }));
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'internal', message: 'Metrics could not be collected' } })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
