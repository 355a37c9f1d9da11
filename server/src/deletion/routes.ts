import Type from 'typebox';
import { Nullable, Text } from '../http/fields';
import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { ApiError, notFound } from '../http/errors';
import {
  cancelDeletionRequest,
  createDeletionRequest,
  deletionView,
  findDeletionRequest,
  pendingDeletionOf,
  processDueDeletions,
} from './deletions';
import { Answer, OrNull } from '../http/responses';
import { deletionCancelled, deletionRequestView } from './view-schema';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const requestBody = Type.Object({
  /** The user's login, typed again to confirm. */
  confirm: Text({ title: 'user name (to confirm)', minLength: 1, maxLength: 200 }),
  reason: Type.Optional(Nullable(Text({ title: 'reason', maxLength: 2000 }))),
});
const idParams = Type.Object({
  id: Text({
    title: 'deletion request id',
    maxLength: 32,
    pattern: '^[A-Za-z0-9_-]{32}$',
    invalid: 'This deletion request link is not complete. Open the link again.',
  }),
});

export function deletionRoutes(ctx: AppContext) {
  const { database } = ctx;
  return async function register(app: Api) {
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

    app.post(
      '/api/user/deletion-request',
      { schema: { body: requestBody, response: Answer(deletionRequestView) }, onRequest: requireUser },
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

    app.get('/api/user/deletion-request', { schema: { response: Answer(OrNull(deletionRequestView)) }, onRequest: requireUser }, async (request) => {
      const row = await pendingDeletionOf(database.db, currentUser(request).id);
      return { data: row ? deletionView(row) : null };
    });

    app.delete('/api/user/deletion-request', { schema: { response: Answer(deletionCancelled) }, onRequest: requireUser }, async (request) => {
      const cancelled = await cancelDeletionRequest(database.db, currentUser(request).id);
      if (!cancelled) throw notFound('There is no pending deletion request to cancel');
      return { data: { cancelled: true as const } };
    });

    /** Public: anyone holding the unguessable id may read the status (it names no account). */
    app.get('/api/deletion-request/:id', { schema: { params: idParams, response: Answer(deletionRequestView) } }, async (request) => {
      const row = await findDeletionRequest(database.db, request.params.id);
      if (!row) throw notFound('No deletion request with this id');
      return { data: deletionView(row) };
    });
  };
}
