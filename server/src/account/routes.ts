import Type from 'typebox';
import { Flag, OneOf, Text } from '../http/fields';
import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { verifyPassword } from '../crypto/password';
import { ApiError, badRequest } from '../http/errors';
import { buildUserView } from '../user/view';
import { API_VERSIONS, LANGUAGES, NOTIFICATION_FIELDS, notificationsOf, settingsView, updateUser } from './settings';
import { emailOf, newPasswordSchema, setPassword } from './users-extra';
import { Answer } from '../http/responses';
import { userView } from '../user/view-schema';
import { accountSettings, passwordChanged } from './view-schema';
import { changed } from '../db/write-tracker';

const agreeBody = Type.Object({ agree: Flag({ title: 'agreement to the terms' }) });
const apiVersionBody = Type.Object({ value: OneOf(API_VERSIONS, { title: 'API version' }) });
const languageBody = Type.Object({ value: OneOf(LANGUAGES, { title: 'language' }) });
const notificationBody = Type.Object({
  rule_execution_email: Type.Optional(Flag({ title: 'rule execution e-mail setting' })),
  weekly_report: Type.Optional(Flag({ title: 'weekly report setting' })),
  product_news: Type.Optional(Flag({ title: 'product news setting' })),
} satisfies Record<(typeof NOTIFICATION_FIELDS)[number], unknown>);
const passwordBody = Type.Object({
  current_password: Text({ title: 'current password', minLength: 1, maxLength: 1024 }),
  new_password: newPasswordSchema,
});

export function accountRoutes(ctx: AppContext) {
  const { database, keys } = ctx;
  return async function register(app: Api) {
    app.get('/api/user/settings', { schema: { response: Answer(accountSettings) }, onRequest: requireUser }, async (request) => {
      const user = currentUser(request);
      return { data: settingsView(user, await emailOf(database.db, user.id)) };
    });

    /** Terms of service accepted (or withdrawn). */
    app.post('/api/user/agree', { schema: { body: agreeBody, response: Answer(userView) }, onRequest: requireUser }, async (request) => {
      const { id } = currentUser(request);
      const user = await database.writes.changing([changed.user(id)], () => updateUser(database.db, id, { agree: request.body.agree }));
      return { data: await buildUserView(database.db, keys.tokenKey, user) };
    });

    app.post(
      '/api/user/setting/api_version',
      { schema: { body: apiVersionBody, response: Answer(accountSettings) }, onRequest: requireUser },
      async (request) => {
        const { id } = currentUser(request);
        const user = await database.writes.changing([changed.user(id)], () => updateUser(database.db, id, { apiVersion: request.body.value }));
        return { data: settingsView(user, await emailOf(database.db, user.id)) };
      },
    );

    /** The language of titles, descriptions and country names (English or Bahasa Indonesia). */
    app.post(
      '/api/user/setting/language',
      { schema: { body: languageBody, response: Answer(accountSettings) }, onRequest: requireUser },
      async (request) => {
        const { id } = currentUser(request);
        const user = await database.writes.changing([changed.user(id)], () => updateUser(database.db, id, { language: request.body.value }));
        return { data: settingsView(user, await emailOf(database.db, user.id)) };
      },
    );

    app.post(
      '/api/user/notification',
      { schema: { body: notificationBody, response: Answer(accountSettings) }, onRequest: requireUser },
      async (request) => {
        const current = currentUser(request);
        const given = NOTIFICATION_FIELDS.filter((field) => typeof request.body[field] === 'boolean');
        if (given.length === 0) throw badRequest(`Send at least one of ${NOTIFICATION_FIELDS.join(', ')} as true or false`);
        const next = { ...notificationsOf(current) };
        for (const field of given) next[field] = request.body[field]!;
        const user = await database.writes.changing([changed.user(current.id)], () => updateUser(database.db, current.id, { notificationSettings: next }));
        return { data: settingsView(user, await emailOf(database.db, user.id)) };
      },
    );

    /** Changes the password; every other session of the account ends, this one stays. */
    app.post(
      '/api/user/password',
      { schema: { body: passwordBody, response: Answer(passwordChanged) }, onRequest: requireUser },
      async (request) => {
        const user = currentUser(request);
        if (!(await verifyPassword(request.body.current_password, user.passwordHash))) {
          throw new ApiError(400, 'wrong_password', 'The current password is not right');
        }
        await database.writes.changing([changed.user(user.id)], () =>
          database.transaction((tx) => setPassword(tx, user.id, request.body.new_password, request.sessionToken ?? undefined)),
        );
        request.log.info({ userId: user.id }, 'password changed');
        return { data: { changed: true as const } };
      },
    );
  };
}
