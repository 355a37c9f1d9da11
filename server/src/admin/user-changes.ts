// The admin's and customer service's writes on a user; each runs in one transaction with its audit record.
import { eq } from 'drizzle-orm';
import { emailStatus } from '../account-email/email-verifications';
import type { Db } from '../db/database';
import { sessions, users, type UserRow } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { createResetToken, recentResetExists, resetMail } from '../password-reset/resets';
import { findUserById, lockUser } from '../user/users';
import { recordAudit } from './audit';
import type { UserChangeBody } from './requests';

type Actor = Pick<UserRow, 'id' | 'login' | 'role'>;

/** The user row, locked until the transaction ends (concurrent admin writes on one user queue). */
export async function lockedUserOr404(tx: Db, id: number): Promise<UserRow> {
  await lockUser(tx, id);
  const user = await findUserById(tx, id);
  if (!user) throw notFound('No user with that id');
  return user;
}

const planOf = (user: UserRow) => ({
  package: user.subscriptionPackage,
  expires_at: user.subscriptionExpiresAt?.toISOString() ?? null,
});

/** Role and/or plan; one audit record per kind of change. */
export async function changeUser(tx: Db, actor: Actor, id: number, body: UserChangeBody): Promise<UserRow> {
  const user = await lockedUserOr404(tx, id);
  if (body.role !== undefined && body.role !== user.role) {
    if (user.id === actor.id) throw badRequest('You cannot change your own role (ask another administrator).');
    await tx.update(users).set({ role: body.role }).where(eq(users.id, id));
    await recordAudit(tx, actor, { action: 'user.role', target: { type: 'user', id, label: user.login }, before: { role: user.role }, after: { role: body.role } });
  }
  const planChanged =
    (body.subscription_package !== undefined && body.subscription_package !== user.subscriptionPackage) ||
    (body.subscription_expires_at !== undefined &&
      (body.subscription_expires_at === null ? null : new Date(body.subscription_expires_at).getTime()) !== (user.subscriptionExpiresAt?.getTime() ?? null));
  if (planChanged) {
    const next = {
      subscriptionPackage: body.subscription_package !== undefined ? body.subscription_package : user.subscriptionPackage,
      subscriptionExpiresAt:
        body.subscription_expires_at !== undefined ? (body.subscription_expires_at ? new Date(body.subscription_expires_at) : null) : user.subscriptionExpiresAt,
    };
    if (next.subscriptionPackage === null && next.subscriptionExpiresAt !== null) {
      throw badRequest('A plan expiry needs a package: choose a package or clear the expiry.');
    }
    await tx.update(users).set(next).where(eq(users.id, id));
    await recordAudit(tx, actor, {
      action: 'user.subscription',
      target: { type: 'user', id, label: user.login },
      before: planOf(user),
      after: planOf({ ...user, ...next }),
    });
  }
  return (await findUserById(tx, id))!;
}

/** Disabling ends every session of the user at once; the login is refused until enabled. */
export async function setDisabled(tx: Db, actor: Actor, id: number, disabled: boolean, now = new Date()): Promise<UserRow> {
  const user = await lockedUserOr404(tx, id);
  if (disabled && user.id === actor.id) throw badRequest('You cannot disable your own login.');
  if (disabled === (user.disabledAt !== null)) return user;
  await tx.update(users).set({ disabledAt: disabled ? now : null }).where(eq(users.id, id));
  let ended = 0;
  if (disabled) ended = (await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id })).length;
  await recordAudit(tx, actor, {
    action: disabled ? 'user.disable' : 'user.enable',
    target: { type: 'user', id, label: user.login },
    before: { disabled_at: user.disabledAt?.toISOString() ?? null },
    after: { disabled_at: disabled ? now.toISOString() : null, ...(disabled ? { sessions_ended: ended } : {}) },
  });
  return (await findUserById(tx, id))!;
}

/** Mails the user a reset link (to the confirmed address), as the user's own "Forgot your password?" would. */
export async function sendResetMail(tx: Db, actor: Actor, id: number, origin: string, mailer: Mailer): Promise<{ sent_to: string }> {
  const user = await lockedUserOr404(tx, id);
  const { email } = await emailStatus(tx, id);
  if (!email) throw new ApiError(409, 'no_email', 'This user has no confirmed e-mail address, so no reset mail can be sent. Ask them to add one in Settings › Account.');
  if (await recentResetExists(tx, id)) throw new ApiError(409, 'reset_recent', 'A reset mail went to this user less than a minute ago. Wait a minute before sending another.');
  const { token } = await createResetToken(tx, id);
  const link = `${origin}/user/reset?token=${encodeURIComponent(token)}`;
  await mailer.send({ to: email, kind: 'password_reset', ...resetMail(user.login, link) });
  await recordAudit(tx, actor, { action: 'user.password_reset_mail', target: { type: 'user', id, label: user.login }, after: { sent_to: email } });
  return { sent_to: email };
}
