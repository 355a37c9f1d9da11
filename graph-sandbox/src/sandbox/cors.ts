import type { FastifyInstance } from 'fastify';

/** The platform answers browsers from any origin; preflights for bearer-token calls get a 204. */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  for (const url of ['/', '/*']) {
    app.options(url, async (request, reply) => {
      const asked = request.headers['access-control-request-headers'];
      return reply
        .code(204)
        .headers({
          'access-control-allow-methods': 'GET, POST, DELETE, PUT, OPTIONS',
          'access-control-allow-headers': typeof asked === 'string' && asked ? asked : 'authorization, content-type',
          'access-control-max-age': '86400',
        })
        .send();
    });
  }
}
