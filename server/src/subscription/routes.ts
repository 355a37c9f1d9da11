import Type from 'typebox';
import { IdString, Nullable, OneOf, Text } from '../http/fields';
import { currentUser, requireRole, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { notFound } from '../http/errors';
import { PLAN_IDS, PLANS } from './plans';
import { cancelPending, fulfilRequest, listRequests, pendingRequestOf, requestUpgrade, requestView } from './upgrades';
import { upgradeRequests } from './table';
import { planView, subscriptionView, upgradeCancelled, upgradeRequestView } from './view-schema';
import { Answer, CreatedAnswer } from '../http/responses';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../admin/audit';
import { findUserById } from '../user/users';
import { changed } from '../db/write-tracker';

const upgradeBody = Type.Object({
  plan: OneOf(PLAN_IDS, { title: 'plan' }),
  note: Type.Optional(Nullable(Text({ title: 'note', maxLength: 1000 }))),
});
const idParams = Type.Object({ id: IdString({ title: 'upgrade request id' }) });

/**
 * Subscription: GET /api/subscription, GET /api/subscription/plans, POST|DELETE /api/subscription/upgrade;
 * admin: GET /api/admin/upgrade-requests, POST /api/admin/upgrade-requests/:id/fulfil.
 * Upgrading is a request an administrator fulfils; there is no payment provider.
 */
export function subscriptionRoutes(ctx: AppContext) {
  const { database } = ctx;
  const { db } = database;
  const admin = requireRole('admin');

  return async function register(app: Api) {
    app.get('/api/subscription/plans', { schema: { response: Answer(Type.Array(planView)) } }, async () => ({ data: [...PLANS] }));

    app.get('/api/subscription', { schema: { response: Answer(subscriptionView) }, onRequest: requireUser }, async (request) => {
      const user = currentUser(request);
      const expiresAt = user.subscriptionExpiresAt;
      const pending = await pendingRequestOf(db, user.id);
      return {
        data: {
          package: user.subscriptionPackage,
          expires_at: expiresAt?.toISOString() ?? null,
          expired: expiresAt ? expiresAt.getTime() <= Date.now() : false,
          plan: PLANS.find((p) => p.id === user.subscriptionPackage) ?? null,
          pending_request: pending ? requestView(pending) : null,
        },
      };
    });

    app.post(
      '/api/subscription/upgrade',
      { schema: { body: upgradeBody, response: CreatedAnswer(upgradeRequestView) }, onRequest: requireUser },
      async (request, reply) => {
        const user = currentUser(request);
        const row = await database.transaction((tx) => requestUpgrade(tx, user.id, request.body.plan, request.body.note?.trim() || null));
        request.log.info({ userId: user.id, plan: row.plan }, 'upgrade requested');
        return reply.status(201).send({ data: requestView(row) });
      },
    );

    app.delete('/api/subscription/upgrade', { schema: { response: Answer(upgradeCancelled) }, onRequest: requireUser }, async (request) => {
      if (!(await cancelPending(db, currentUser(request).id))) throw notFound('You have no pending upgrade request');
      return { data: { cancelled: true as const } };
    });

    app.get('/api/admin/upgrade-requests', { schema: { response: Answer(Type.Array(upgradeRequestView)) }, onRequest: admin }, async () => ({
      data: (await listRequests(db)).map(({ row, login }) => requestView(row, login)),
    }));

    app.post(
      '/api/admin/upgrade-requests/:id/fulfil',
      { schema: { params: idParams, response: Answer(upgradeRequestView) }, onRequest: admin },
      async (request) => {
        const row = await database.writes.changing([], () => database.transaction(async (tx) => {
          const id = Number(request.params.id);
          const [pending] = await tx.select().from(upgradeRequests).where(eq(upgradeRequests.id, id));
          const before = pending ? await findUserById(tx, pending.userId) : undefined;
          const fulfilled = await fulfilRequest(tx, id);
          if (!fulfilled || !before) throw notFound('No pending upgrade request with that id');
          database.writes.alsoChanged(changed.user(fulfilled.userId));
          const after = (await findUserById(tx, fulfilled.userId))!;
          const plan = (user: typeof after) => ({ package: user.subscriptionPackage, expires_at: user.subscriptionExpiresAt?.toISOString() ?? null });
          await recordAudit(tx, currentUser(request), {
            action: 'upgrade_request.fulfil',
            target: { type: 'user', id: after.id, label: after.login },
            before: { ...plan(before), request: id },
            after: { ...plan(after), request: id },
          });
          return fulfilled;
        }));
        return { data: requestView(row) };
      },
    );
  };
}
