import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';

export function healthRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    app.get('/api/health', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await ctx.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new ApiError(503, 'database_unavailable', 'The database is not reachable');
      }
      return { data: { status: 'ok', database: 'ok' } };
    });
  };
}
