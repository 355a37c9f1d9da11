import Type from 'typebox';
import { IdString, Text } from '../http/fields';
import { requireRole } from '../auth/guards';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { listOutbox } from './mailer';

const outboxQuery = Type.Object({
  limit: Type.Optional(
    Text({ title: 'limit', maxLength: 3, pattern: '^(?:[1-9]\\d?|100)$', invalid: 'The limit must be a whole number from 1 to 100.' }),
  ),
  before: Type.Optional(IdString({ title: 'mail id to list before' })),
});

export function mailRoutes(ctx: AppContext) {
  return async function register(app: Api) {
    /** The mail the default transport "sent", newest first (admins only). */
    app.get(
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
