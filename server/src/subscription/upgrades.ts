import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { lockUser } from '../user/users';
import { PLAN_PERIOD_MS } from './plans';
import { upgradeRequests } from './table';


export type UpgradeRequestRow = typeof upgradeRequests.$inferSelect;

export function requestView(row: UpgradeRequestRow, login?: string) {
  return {
    id: row.id,
    user_id: row.userId,
    ...(login !== undefined ? { login } : {}),
    plan: row.plan,
    note: row.note,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    fulfilled_at: row.fulfilledAt?.toISOString() ?? null,
  };
}

export async function pendingRequestOf(db: Db, userId: number): Promise<UpgradeRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(upgradeRequests)
    .where(and(eq(upgradeRequests.userId, userId), eq(upgradeRequests.status, 'pending')));
  return row;
}

/** Replaces the user's pending request (one at a time). Run it in a transaction: concurrent requests queue on the user. */
export async function requestUpgrade(db: Db, userId: number, plan: string, note: string | null): Promise<UpgradeRequestRow> {
  await lockUser(db, userId);
  await db
    .update(upgradeRequests)
    .set({ status: 'cancelled' })
    .where(and(eq(upgradeRequests.userId, userId), eq(upgradeRequests.status, 'pending')));
  const [row] = await db.insert(upgradeRequests).values({ userId, plan, note }).returning();
  return row!;
}

export async function cancelPending(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .update(upgradeRequests)
    .set({ status: 'cancelled' })
    .where(and(eq(upgradeRequests.userId, userId), eq(upgradeRequests.status, 'pending')))
    .returning({ id: upgradeRequests.id });
  return rows.length > 0;
}

export async function listRequests(db: Db) {
  return db
    .select({ row: upgradeRequests, login: users.login })
    .from(upgradeRequests)
    .innerJoin(users, eq(users.id, upgradeRequests.userId))
    .orderBy(desc(upgradeRequests.id))
    .limit(200);
}

/** Sets the user's plan and extends the expiry by one period. Undefined when the request is not pending. */
export async function fulfilRequest(db: Db, id: number, now = new Date()): Promise<UpgradeRequestRow | undefined> {
  const [request] = await db
    .update(upgradeRequests)
    .set({ status: 'fulfilled', fulfilledAt: now })
    .where(and(eq(upgradeRequests.id, id), eq(upgradeRequests.status, 'pending')))
    .returning();
  if (!request) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, request.userId));
  const from = Math.max(now.getTime(), user?.subscriptionExpiresAt?.getTime() ?? 0);
  await db
    .update(users)
    .set({ subscriptionPackage: request.plan, subscriptionExpiresAt: new Date(from + PLAN_PERIOD_MS) })
    .where(eq(users.id, request.userId));
  return request;
}
