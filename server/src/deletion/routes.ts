import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import { ApiError, notFound } from '../http/errors';
import {
  cancelDeletionRequest,
  createDeletionRequest,
  deletionView,
  findDeletionRequest,
  pendingDeletionOf,
  processDueDeletions,
} from './deletions';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const requestBody = {
  type: 'object',
  required: ['confirm'],
  properties: {
    /** The user's login, typed again to confirm. */
    confirm: { type: 'string', minLength: 1, maxLength: 200 },
    reason: { type: ['string', 'null'], maxLength: 2000 },
  },
} as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{32}$' } } } as const;

export function deletionRoutes(ctx: AppContext) {
  const { database } = ctx;
  return async function register(app: FastifyInstance) {
    const sweep = () =>
      processDueDeletions(database).then(
        (n) => n > 0 && app.log.info({ processed: n }, 'account deletions processed'),
        (error: unknown) => app.log.error({ err: error }, 'account deletion sweep failed'),
      );
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void sweep();
      timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));

    app.post<{ Body: { confirm: string; reason?: string | null } }>(
      '/api/user/deletion-request',
      { schema: { body: requestBody }, onRequest: requireUser },
      async (request) => {
        const user = currentUser(request);
        if (request.body.confirm.trim().toLowerCase() !== user.login.toLowerCase()) {
          throw new ApiError(400, 'bad_request', 'Type your user name exactly to confirm the deletion');
        }
        const existing = await pendingDeletionOf(database.db, user.id);
        if (existing) return { data: deletionView(existing) };
        const row = await createDeletionRequest(database.db, user, request.body.reason?.trim() || null);
        request.log.info({ userId: user.id }, 'account deletion requested');
        return { data: deletionView(row) };
      },
    );

    app.get('/api/user/deletion-request', { onRequest: requireUser }, async (request) => {
      const row = await pendingDeletionOf(database.db, currentUser(request).id);
      return { data: row ? deletionView(row) : null };
    });

    app.delete('/api/user/deletion-request', { onRequest: requireUser }, async (request) => {
      const cancelled = await cancelDeletionRequest(database.db, currentUser(request).id);
      if (!cancelled) throw notFound('There is no pending deletion request to cancel');
      return { data: { cancelled: true } };
    });

    /** Public: anyone holding the unguessable id may read the status (it names no account). */
    app.get<{ Params: { id: string } }>('/api/deletion-request/:id', { schema: { params: idParams } }, async (request) => {
      const row = await findDeletionRequest(database.db, request.params.id);
      if (!row) throw notFound('No deletion request with this id');
      return { data: deletionView(row) };
    });
  };
}
