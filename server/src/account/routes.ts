import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import { verifyPassword } from '../crypto/password';
import { ApiError, badRequest } from '../http/errors';
import { buildUserView } from '../user/view';
import { API_VERSIONS, NOTIFICATION_FIELDS, notificationsOf, settingsView, updateUser, type NotificationSettings } from './settings';
import { emailOf, newPasswordSchema, setPassword } from './users-extra';

const agreeBody = { type: 'object', required: ['agree'], properties: { agree: { type: 'boolean' } } } as const;
const apiVersionBody = { type: 'object', required: ['value'], properties: { value: { type: 'string', enum: [...API_VERSIONS] } } } as const;
const notificationBody = {
  type: 'object',
  properties: Object.fromEntries(NOTIFICATION_FIELDS.map((field) => [field, { type: 'boolean' }])),
} as const;
const passwordBody = {
  type: 'object',
  required: ['current_password', 'new_password'],
  properties: { current_password: { type: 'string', minLength: 1, maxLength: 1024 }, new_password: newPasswordSchema },
} as const;

export function accountRoutes(ctx: AppContext) {
  const { database, keys } = ctx;
  return async function register(app: FastifyInstance) {
    app.get('/api/user/settings', { onRequest: requireUser }, async (request) => {
      const user = currentUser(request);
      return { data: settingsView(user, await emailOf(database.db, user.id)) };
    });

    /** Terms of service accepted (or withdrawn). */
    app.post<{ Body: { agree: boolean } }>('/api/user/agree', { schema: { body: agreeBody }, onRequest: requireUser }, async (request) => {
      const user = await updateUser(database.db, currentUser(request).id, { agree: request.body.agree });
      return { data: await buildUserView(database.db, keys.tokenKey, user) };
    });

    app.post<{ Body: { value: string } }>(
      '/api/user/setting/api_version',
      { schema: { body: apiVersionBody }, onRequest: requireUser },
      async (request) => {
        const user = await updateUser(database.db, currentUser(request).id, { apiVersion: request.body.value });
        return { data: settingsView(user, await emailOf(database.db, user.id)) };
      },
    );

    app.post<{ Body: Partial<NotificationSettings> }>(
      '/api/user/notification',
      { schema: { body: notificationBody }, onRequest: requireUser },
      async (request) => {
        const current = currentUser(request);
        const given = NOTIFICATION_FIELDS.filter((field) => typeof request.body[field] === 'boolean');
        if (given.length === 0) throw badRequest(`Send at least one of ${NOTIFICATION_FIELDS.join(', ')} as true or false`);
        const next = { ...notificationsOf(current) };
        for (const field of given) next[field] = request.body[field]!;
        const user = await updateUser(database.db, current.id, { notificationSettings: next });
        return { data: settingsView(user, await emailOf(database.db, user.id)) };
      },
    );

    /** Changes the password; every other session of the account ends, this one stays. */
    app.post<{ Body: { current_password: string; new_password: string } }>(
      '/api/user/password',
      { schema: { body: passwordBody }, onRequest: requireUser },
      async (request) => {
        const user = currentUser(request);
        if (!(await verifyPassword(request.body.current_password, user.passwordHash))) {
          throw new ApiError(400, 'wrong_password', 'The current password is not right');
        }
        await database.transaction((tx) => setPassword(tx, user.id, request.body.new_password, request.sessionToken ?? undefined));
        request.log.info({ userId: user.id }, 'password changed');
        return { data: { changed: true } };
      },
    );
  };
}
