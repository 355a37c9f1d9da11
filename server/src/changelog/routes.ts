import type { FastifyInstance } from 'fastify';
import { CHANGELOG } from './entries';

/** GET /api/changelog (public): every release note, newest first. */
export function changelogRoutes() {
  return async function register(app: FastifyInstance) {
    app.get('/api/changelog', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: CHANGELOG };
    });
  };
}
