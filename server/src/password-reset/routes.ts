import Type from 'typebox';
import { Text } from '../http/fields';
import { publicOrigin } from '../account/origin';
import { findUserByLoginOrEmail, newPasswordSchema, setPassword } from '../account/users-extra';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { ApiError } from '../http/errors';
import { Answer, OrNull } from '../http/responses';
import { outboxMailer, type Mailer } from '../mail/mailer';
import { findUserById, lockUser } from '../user/users';
import { consumeResetToken, createResetToken, recentResetExists, resetMail, resetTokenUsable } from './resets';
import { changed } from '../db/write-tracker';

// The pattern bounds the length too (no minLength/maxLength): a cut-off or padded link gets the same sentence as any
// broken one, not "The reset link must be at least 20 characters."
const tokenSchema = Type.String({
  title: 'reset link',
  pattern: '^[A-Za-z0-9_-]{20,128}$',
  'x-invalid': 'This reset link is not complete. Open the link from the mail again.',
});

const requestBody = Type.Object({ login: Text({ title: 'user name or e-mail address', minLength: 1, maxLength: 320 }) });
const checkBody = Type.Object({ token: tokenSchema });
const confirmBody = Type.Object({ token: tokenSchema, password: newPasswordSchema });
const resetSent = Type.Object({ sent: Type.Literal(true) });
const resetValid = Type.Object({ valid: Type.Literal(true) });
/** `login`: the account's user name, for the login screen that follows. */
const resetDone = Type.Object({ reset: Type.Literal(true), login: OrNull(Type.String()) });

const invalidLink = () =>
  new ApiError(400, 'invalid_token', 'This reset link is invalid, already used or expired. Ask for a new one.');


export function passwordResetRoutes(ctx: AppContext, mailerFor: (db: AppContext['database']['db']) => Mailer = outboxMailer) {
  const { database } = ctx;
  return async function register(app: Api) {
    /** Always the same answer, whether or not the account exists (no account discovery). */
    app.post('/api/user/reset', { schema: { body: requestBody, response: Answer(resetSent) } }, async (request) => {
      const value = request.body.login.trim();
      const user = value ? await findUserByLoginOrEmail(database.db, value) : undefined;
      // Only a verified address can get the link (the login is not an address); the answer stays the same.
      const email = user?.email;
      if (user && email) {
        const origin = publicOrigin(ctx.config, request.server);
        const mailed = await database.transaction(async (tx) => {
          await lockUser(tx, user.id);
          if (await recentResetExists(tx, user.id)) return false;
          const { token } = await createResetToken(tx, user.id);
          const link = `${origin}/user/reset?token=${encodeURIComponent(token)}`;
          await mailerFor(tx).send({ to: email, kind: 'password_reset', ...resetMail(user.login, link) });
          return true;
        });
        if (mailed) request.log.info({ userId: user.id }, 'password reset mailed');
      } else if (user) {
        request.log.info({ userId: user.id }, 'password reset asked for an account without a verified e-mail address');
      }
      return { data: { sent: true as const } };
    });

    app.post('/api/user/reset/check', { schema: { body: checkBody, response: Answer(resetValid) } }, async (request) => {
      if (!(await resetTokenUsable(database.db, request.body.token))) throw invalidLink();
      return { data: { valid: true as const } };
    });

    /** Sets the new password and ends every session of the account. */
    app.post(
      '/api/user/reset/confirm',
      { schema: { body: confirmBody, response: Answer(resetDone) } },
      async (request) => {
        const userId = await database.writes.changing([], () =>
          database.transaction(async (tx) => {
            const id = await consumeResetToken(tx, request.body.token);
            if (id === undefined) throw invalidLink();
            database.writes.alsoChanged(changed.user(id));
            await setPassword(tx, id, request.body.password);
            return id;
          }),
        );
        const user = await findUserById(database.db, userId);
        request.log.info({ userId }, 'password reset');
        return { data: { reset: true as const, login: user?.login ?? null } };
      },
    );
  };
}
