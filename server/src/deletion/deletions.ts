import { and, eq, lte, sql } from 'drizzle-orm';
import { deletionRequests, type DeletionStatus } from '../db/schema';
import { randomToken } from '../crypto/secrets';
import type { Database, Db } from '../db/database';
import { users } from '../db/schema';

/** Days between the request and the deletion; the user can cancel until then. */
export const DELETION_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

export interface DeletionView {
  id: string;
  status: DeletionStatus;
  requested_at: string;
  scheduled_for: string;
  completed_at: string | null;
}

type Row = typeof deletionRequests.$inferSelect;

export function deletionView(row: Row): DeletionView {
  return {
    id: row.id,
    status: row.status,
    requested_at: row.requestedAt.toISOString(),
    scheduled_for: new Date(row.requestedAt.getTime() + DELETION_GRACE_MS).toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

export async function pendingDeletionOf(db: Db, userId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(deletionRequests)
    .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.status, 'pending')));
  return row;
}

/** The pending request of the user: the existing one, or a new one (one per account, also under concurrency). */
export async function createDeletionRequest(db: Db, user: { id: number; login: string }, reason: string | null, now = new Date()): Promise<Row> {
  const [row] = await db
    .insert(deletionRequests)
    .values({ id: randomToken(24), userId: user.id, login: user.login, reason, requestedAt: now })
    .onConflictDoNothing({ target: deletionRequests.userId, where: sql`status = 'pending'` })
    .returning();
  return row ?? (await pendingDeletionOf(db, user.id))!;
}

export async function findDeletionRequest(db: Db, id: string): Promise<Row | undefined> {
  const [row] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, id));
  return row;
}

export async function cancelDeletionRequest(db: Db, userId: number): Promise<boolean> {
  const deleted = await db
    .delete(deletionRequests)
    .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.status, 'pending')))
    .returning({ id: deletionRequests.id });
  return deleted.length > 0;
}

/**
 * Processing: every pending request older than the grace period deletes its account — the user row and, by
 * cascade, sessions, platform connection + cached ad accounts, teams the user owns and memberships, reset
 * tokens. The request keeps only the login, the dates and status 'completed'. Returns how many were processed.
 */
export async function processDueDeletions(database: Database, now = new Date()): Promise<number> {
  const due = await database.db
    .select()
    .from(deletionRequests)
    .where(and(eq(deletionRequests.status, 'pending'), lte(deletionRequests.requestedAt, new Date(now.getTime() - DELETION_GRACE_MS))));
  for (const request of due) {
    // The cascade reaches the teams the user owned and every member's view of them.
    await database.writes.changing('everything', () =>
      database.transaction(async (tx) => {
        await tx.update(deletionRequests).set({ status: 'completed', completedAt: now, userId: null }).where(eq(deletionRequests.id, request.id));
        if (request.userId !== null) await tx.delete(users).where(eq(users.id, request.userId));
      }),
    );
  }
  return due.length;
}
