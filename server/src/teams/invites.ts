import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teamInvites } from './table';


export type InviteRow = typeof teamInvites.$inferSelect;

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createInvite(db: Db, teamId: number, createdBy: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(teamInvites)
    .values({ teamId, createdBy, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITE_TTL_MS) })
    .returning();
  return { token, invite: row! };
}

/** An unused, unexpired invitation for `token`. */
export async function findUsableInvite(db: Db, token: string, now = new Date()): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(teamInvites)
    .where(and(eq(teamInvites.tokenHash, hashToken(token)), isNull(teamInvites.usedAt), gt(teamInvites.expiresAt, now)));
  return row;
}

/** Marks the invitation used; false when another request used it first. */
export async function consumeInvite(db: Db, inviteId: number, userId: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(teamInvites)
    .set({ usedBy: userId, usedAt: now })
    .where(and(eq(teamInvites.id, inviteId), isNull(teamInvites.usedAt)))
    .returning({ id: teamInvites.id });
  return rows.length === 1;
}
