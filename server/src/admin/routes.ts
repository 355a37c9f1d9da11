import { currentUser, requireRole } from '../auth/guards';
import { publicOrigin } from '../account/origin';
import type { AppContext } from '../context';
import { createUser, findUserByLogin, findUserById } from '../user/users';
import type { Api } from '../http/api';
import { ApiError, notFound } from '../http/errors';
import { outboxMailer } from '../mail/mailer';
import { listAudit, recordAudit } from './audit';
import { overviewFigures } from './overview';
import { auditQuery, createUserBody, userChangeBody, userListQuery, userParams, USER_PAGE_SIZE } from './requests';
import { changeUser, sendResetMail, setDisabled } from './user-changes';
import { adminUserView, supportView } from './user-detail';
import { searchUsers } from './user-search';
import { adminUserView as adminUserSchema, auditRecord, overviewFigures as overviewSchema, resetMailSent, userDetailView, userSearchPage } from './view-schema';
import { Answer, CreatedAnswer, ErrorBody, PageAnswer } from '../http/responses';
import Type from 'typebox';
import { changed } from '../db/write-tracker';

/**
 * The admin API (role admin) and the customer-service set (roles admin and cs: user search, a user's support
 * view, the password-reset mail). Every write records an audit entry in its own transaction.
 */
export function adminRoutes(ctx: AppContext) {
  const { database } = ctx;
  const { db } = database;
  const admin = requireRole('admin');
  const support = requireRole('admin', 'cs');

  return async function register(app: Api) {
    app.get('/api/admin/overview', { schema: { response: Answer(overviewSchema) }, onRequest: admin }, async () => ({ data: await overviewFigures(db) }));

    app.get('/api/admin/audit', { schema: { querystring: auditQuery, response: PageAnswer(Type.Array(auditRecord)) }, onRequest: admin }, async (request) =>
      listAudit(db, {
        limit: Number(request.query.limit ?? 50),
        before: request.query.before === undefined ? undefined : Number(request.query.before),
      }),
    );

    app.get('/api/admin/user', { schema: { querystring: userListQuery, response: { 200: userSearchPage, '4xx': ErrorBody, '5xx': ErrorBody } }, onRequest: support }, async (request) => {
      const { q, role, package: plan, connection, page, limit } = request.query;
      return searchUsers(db, { q, role, package: plan, connection, page: Number(page ?? 1), limit: Number(limit ?? USER_PAGE_SIZE) });
    });

    app.post('/api/admin/user', { schema: { body: createUserBody, response: CreatedAnswer(adminUserSchema) }, onRequest: admin }, async (request, reply) => {
      const body = request.body;
      // A new user: nothing cached is made of them yet.
      const created = await database.writes.changing([], () => database.transaction(async (tx) => {
        if (await findUserByLogin(tx, body.login)) throw new ApiError(409, 'login_taken', 'That user name is taken. Choose another one.');
        const user = await createUser(tx, {
          login: body.login,
          password: body.password,
          role: body.role ?? 'user',
          agree: false,
          subscriptionPackage: body.subscription_package ?? null,
          subscriptionExpiresAt: body.subscription_expires_at ? new Date(body.subscription_expires_at) : null,
        });
        await recordAudit(tx, currentUser(request), {
          action: 'user.create',
          target: { type: 'user', id: user.id, label: user.login },
          after: { login: user.login, role: user.role, package: user.subscriptionPackage, expires_at: user.subscriptionExpiresAt?.toISOString() ?? null },
        });
        return user;
      }));
      return reply.status(201).send({ data: await adminUserView(db, created) });
    });

    app.get('/api/admin/user/:id', { schema: { params: userParams, response: Answer(userDetailView) }, onRequest: support }, async (request) => {
      const user = await findUserById(db, Number(request.params.id));
      if (!user) throw notFound('No user with that id');
      return { data: currentUser(request).role === 'admin' ? await adminUserView(db, user) : await supportView(db, user) };
    });

    app.patch('/api/admin/user/:id', { schema: { params: userParams, body: userChangeBody, response: Answer(adminUserSchema) }, onRequest: admin }, async (request) => {
      const id = Number(request.params.id);
      const user = await database.writes.changing([changed.user(id)], () => database.transaction((tx) => changeUser(tx, currentUser(request), id, request.body)));
      return { data: await adminUserView(db, user) };
    });

    for (const [path, disabled] of [['disable', true], ['enable', false]] as const) {
      app.post(`/api/admin/user/:id/${path}`, { schema: { params: userParams, response: Answer(adminUserSchema) }, onRequest: admin }, async (request) => {
        const id = Number(request.params.id);
        // Every process drops the user's sessions and views before this answers: the next request anywhere is refused.
        const user = await database.writes.changing([changed.user(id)], () => database.transaction((tx) => setDisabled(tx, currentUser(request), id, disabled)));
        return { data: await adminUserView(db, user) };
      });
    }

    app.post('/api/admin/user/:id/password-reset', { schema: { params: userParams, response: Answer(resetMailSent) }, onRequest: support }, async (request) => {
      const origin = publicOrigin(ctx.config, request.server);
      const sent = await database.transaction((tx) => sendResetMail(tx, currentUser(request), Number(request.params.id), origin, outboxMailer(tx)));
      request.log.info({ userId: Number(request.params.id), by: currentUser(request).id }, 'password reset mailed by support');
      return { data: sent };
    });
  };
}
