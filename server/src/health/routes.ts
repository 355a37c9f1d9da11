import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';

/**
 * Liveness (`/api/health`: the process answers and its database does) and readiness (`/api/ready`: this process
 * should be sent traffic — its database and job queue answer). A load balancer takes a process out on a failing
 * readiness check; an orchestrator restarts it on a failing liveness check. A process that is shutting down answers
 * every request, these included, with Fastify's 503 (return503OnClosing), so it is taken out at once.
 */
export function healthRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    async function databaseAnswers(request: { log: FastifyInstance['log'] }, check: string): Promise<void> {
      try {
        await ctx.database.ping();
      } catch (error) {
        request.log.error({ err: error }, `${check}: database unreachable`);
        throw new ApiError(503, 'database_unavailable', 'The database is not reachable');
      }
    }

    app.get('/api/health', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await databaseAnswers(request, 'health check');
      return { data: { status: 'ok', database: 'ok' } };
    });

    app.get('/api/ready', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await databaseAnswers(request, 'readiness check');
      let queue: 'ok' | 'off' = 'off';
      if (app.hasDecorator('rules')) {
        try {
          queue = await app.rules.ping();
        } catch (error) {
          request.log.error({ err: error }, 'readiness check: job queue unreachable');
          throw new ApiError(503, 'queue_unavailable', 'The rules job queue is not reachable');
        }
      }
      return { data: { status: 'ok', database: 'ok', queue } };
    });
  };
}
