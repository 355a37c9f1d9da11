import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import { publicOrigin } from '../account/origin';
import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { Text } from '../http/fields';
import { outboxMailer, type Mailer } from '../mail/mailer';
import {
  consumeVerification,
  createVerification,
  emailStatus,
  emailTakenByOther,
  recentVerificationExists,
  removeEmail,
  VERIFY_TTL_MS,
} from './email-verifications';
import { Answer } from '../http/responses';
import { emailStatus as emailStatusView, emailVerified } from './view-schema';
import { changed } from '../db/write-tracker';

export const EMAIL_MAX_LENGTH = 254;

const emailBody = Type.Object({
  email: Text({
    title: 'e-mail address',
    minLength: 3,
    maxLength: EMAIL_MAX_LENGTH,
    pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$',
    invalid: 'The e-mail address must look like name@example.com.',
  }),
});
const verifyBody = Type.Object({ token: Text({ title: 'verification link', minLength: 1, maxLength: 128 }) });

const invalidLink = () =>
  new ApiError(400, 'invalid_token', 'This link does not work any more: it was used, it expired, or a newer address was entered. Enter your address again in Settings › Account.');
const taken = () => new ApiError(409, 'email_taken', 'Another Sasar account already uses this e-mail address.');

function verificationMail(login: string, link: string) {
  const hours = Math.round(VERIFY_TTL_MS / 3_600_000);
  return {
    subject: 'Confirm your e-mail address for Sasar',
    text:
      `Hello ${login},\n\nPlease confirm that this is your e-mail address for your Sasar account.\n` +
      `Open this link within ${hours} hours:\n\n${link}\n\n` +
      `Sasar sends password-reset links and rule notifications here. If you did not ask for this, ignore this mail.\n`,
  };
}

/** The account's e-mail address: set (verified by a mailed link), read, remove (issue 14). */
export function accountEmailRoutes(ctx: AppContext, mailerFor: (db: AppContext['database']['db']) => Mailer = outboxMailer) {
  const { database } = ctx;
  return async function register(app: FastifyInstance) {
    app.get('/api/user/email', { schema: { response: Answer(emailStatusView) }, onRequest: requireUser }, async (request) => ({ data: await emailStatus(database.db, currentUser(request).id) }));

    app.post<{ Body: Static<typeof emailBody> }>('/api/user/email', { schema: { body: emailBody, response: Answer(emailStatusView) }, onRequest: requireUser }, async (request) => {
      const user = currentUser(request);
      const email = request.body.email.trim();
      const status = await emailStatus(database.db, user.id);
      if (status.email?.toLowerCase() === email.toLowerCase()) return { data: status };
      if (await emailTakenByOther(database.db, email, user.id)) throw taken();
      if (await recentVerificationExists(database.db, user.id)) {
        throw new ApiError(429, 'rate_limited', 'We sent a confirmation link less than a minute ago. Wait a minute before asking for another.');
      }
      const origin = publicOrigin(ctx.config, request.server);
      await database.transaction(async (tx) => {
        const token = await createVerification(tx, user.id, email);
        const link = `${origin}/user/verify-email?token=${encodeURIComponent(token)}`;
        await mailerFor(tx).send({ to: email, kind: 'email_verification', ...verificationMail(user.login, link) });
      });
      request.log.info({ userId: user.id }, 'e-mail verification mailed');
      return { data: await emailStatus(database.db, user.id) };
    });

    app.delete('/api/user/email', { schema: { response: Answer(emailStatusView) }, onRequest: requireUser }, async (request) => {
      const user = currentUser(request);
      await database.writes.changing([changed.user(user.id)], () => database.transaction((tx) => removeEmail(tx, user.id)));
      return { data: await emailStatus(database.db, user.id) };
    });

    /** The mailed link's screen posts its token here; the token itself is the proof, a session is not needed. */
    app.post<{ Body: Static<typeof verifyBody> }>(
      '/api/user/email/verify',
      { schema: { body: verifyBody, response: Answer(emailVerified) }, config: { csrfExempt: true } },
      async (request) => {
        const outcome = await database.writes.changing([], () =>
          database.transaction(async (tx) => {
            const result = await consumeVerification(tx, request.body.token);
            if (result.kind === 'verified') database.writes.alsoChanged(changed.user(result.userId));
            return result;
          }),
        );
        if (outcome.kind === 'invalid') throw invalidLink();
        if (outcome.kind === 'taken') throw taken();
        request.log.info({ userId: outcome.userId }, 'e-mail verified');
        return { data: { verified: true, email: outcome.email } };
      },
    );
  };
}
