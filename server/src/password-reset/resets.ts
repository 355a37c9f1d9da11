import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResets } from '../db/schema';
import { randomToken, sha256 } from '../crypto/secrets';
import type { Db } from '../db/database';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** A user gets at most one reset mail per this interval (later requests are answered the same, silently). */
export const RESET_RESEND_AFTER_MS = 60 * 1000;

export async function recentResetExists(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - RESET_RESEND_AFTER_MS);
  const rows = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** A one-time token; only its hash is stored. */
export async function createResetToken(db: Db, userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
  await db.insert(passwordResets).values({ userId, tokenHash: sha256(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The user id of an unused, unexpired token; marks it used (and every other open token of that user). */
export async function consumeResetToken(db: Db, token: string, now = new Date()): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId });
  if (!row) return undefined;
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
  return row.userId;
}

/** Whether the token could still be used (for the reset screen to say so before the user types). */
export async function resetTokenUsable(db: Db, token: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ n: sql<number>`1` })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
  return rows.length > 0;
}

/** The reset mail (the link is built by the caller from the public origin). */
export function resetMail(login: string, link: string) {
  const minutes = Math.round(RESET_TTL_MS / 60_000);
  return {
    subject: 'Reset your Sasar password',
    text:
      `Hello ${login},\n\nSomeone (hopefully you) asked to reset the password of your Sasar account.\n` +
      `Open this link within ${minutes} minutes to choose a new password:\n\n${link}\n\n` +
      `The link works once. If you did not ask for this, ignore this mail; your password stays the same.\n`,
  };
}
