import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { randomToken, sha256 } from '../crypto/secrets';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { emailVerifications } from './table';

export const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
/** At most one verification mail per user per minute (a new address within the minute waits). */
export const VERIFY_RESEND_AFTER_MS = 60 * 1000;

export interface EmailStatus {
  /** The verified address (password reset and rule notifications go here), or null. */
  email: string | null;
  verified_at: string | null;
  /** An address waiting for its link to be opened, or null. */
  pending_email: string | null;
}

export async function emailStatus(db: Db, userId: number, now = new Date()): Promise<EmailStatus> {
  const [user] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  const [pending] = await db
    .select({ email: emailVerifications.email })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return {
    email: user?.email ?? null,
    verified_at: user?.verifiedAt?.toISOString() ?? null,
    pending_email: pending && pending.email.toLowerCase() !== user?.email?.toLowerCase() ? pending.email : null,
  };
}

/** Another account already has this verified address. */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function recentVerificationExists(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - VERIFY_RESEND_AFTER_MS);
  const rows = await db
    .select({ id: emailVerifications.id })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** A new pending address replaces the open ones; only the token's hash is stored. */
export async function createVerification(db: Db, userId: number, email: string, now = new Date()): Promise<string> {
  await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
  const token = randomToken(32);
  await db.insert(emailVerifications).values({ userId, email, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + VERIFY_TTL_MS), createdAt: now });
  return token;
}

export type VerifyOutcome = { kind: 'verified'; userId: number; email: string } | { kind: 'invalid' } | { kind: 'taken' };

/** Uses up the token and makes its address the account's verified one (unless another account verified it first). */
export async function consumeVerification(db: Db, token: string, now = new Date()): Promise<VerifyOutcome> {
  const [row] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.tokenHash, sha256(token)), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
    .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
  if (!row) return { kind: 'invalid' };
  if (await emailTakenByOther(db, row.email, row.userId)) return { kind: 'taken' };
  await db.update(users).set({ email: row.email, emailVerifiedAt: now }).where(eq(users.id, row.userId));
  return { kind: 'verified', ...row };
}

export async function removeEmail(db: Db, userId: number, now = new Date()): Promise<void> {
  await db.update(users).set({ email: null, emailVerifiedAt: null }).where(eq(users.id, userId));
  await db.update(emailVerifications).set({ usedAt: now }).where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}
