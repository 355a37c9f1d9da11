import type { FastifyInstance } from 'fastify';
import { requireRole } from '../auth/guards';
import type { AppContext } from '../context';
import { listOutbox } from './mailer';

const outboxQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'string', pattern: '^(?:[1-9]\\d?|100)$' },
    before: { type: 'string', pattern: '^[1-9]\\d{0,9}$' },
  },
} as const;

export function mailRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    /** The mail the default transport "sent", newest first (admins only). */
    app.get<{ Querystring: { limit?: string; before?: string } }>(
      '/api/admin/outbox',
      { schema: { querystring: outboxQuery }, onRequest: requireRole('admin') },
      async (request) => {
        const limit = Number(request.query.limit ?? 50);
        const before = request.query.before === undefined ? undefined : Number(request.query.before);
        return listOutbox(ctx.database.db, { limit, before });
      },
    );
  };
}
