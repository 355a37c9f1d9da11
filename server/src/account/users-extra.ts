import { Text } from '../http/fields';
import { and, eq, ne, sql } from 'drizzle-orm';
import { hashPassword } from '../crypto/password';
import { sha256 } from '../crypto/secrets';
import type { Db } from '../db/database';
import { sessions, users, type UserRow } from '../db/schema';

/** A user by login or by e-mail address (both case-insensitive). */
export async function findUserByLoginOrEmail(db: Db, value: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.login}) = lower(${value}) OR lower(${users.email}) = lower(${value})`)
    .limit(1);
  return rows[0];
}

export async function emailOf(db: Db, userId: number): Promise<string | null> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return rows[0]?.email ?? null;
}

/** Sets a new password and ends the user's sessions, except `keepSessionToken` when given. */
export async function setPassword(db: Db, userId: number, password: string, keepSessionToken?: string): Promise<void> {
  await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, userId));
  await db
    .delete(sessions)
    .where(keepSessionToken ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, sha256(keepSessionToken))) : eq(sessions.userId, userId));
}

export const PASSWORD_MIN_LENGTH = 8;
export const newPasswordSchema = Text({
  title: 'new password',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: 1024,
  pattern: '\\S',
  invalid: 'The new password must not be only spaces.',
});
