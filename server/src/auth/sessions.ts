import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, users, type SessionRow, type UserRow } from '../db/schema';
import { randomToken, sha256 } from '../crypto/secrets';

/** Sliding expiry: a session used within its lifetime is extended, at most once per this interval. */
export const SESSION_EXTEND_AFTER_MS = 60 * 60 * 1000;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: Db, userId: number, ttlMs: number, now = new Date()): Promise<NewSession> {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + ttlMs);
  // Clean up this user's stale sessions while we are here.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, expiresAt });
  return { token, expiresAt };
}

export interface ActiveSession {
  session: SessionRow;
  user: UserRow;
}

export async function findActiveSession(db: Db, token: string, now = new Date()): Promise<ActiveSession | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A disabled user's sessions are deleted when it is disabled; the check here also covers a race with that.
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now), isNull(users.disabledAt)));
  return row;
}

/** Extends the session when it was last extended more than SESSION_EXTEND_AFTER_MS ago; returns the new expiry. */
export async function slideSession(db: Db, session: SessionRow, ttlMs: number, now = new Date()): Promise<Date | undefined> {
  const target = now.getTime() + ttlMs;
  if (target - session.expiresAt.getTime() < SESSION_EXTEND_AFTER_MS) return undefined;
  const expiresAt = new Date(target);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
  return expiresAt;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}
