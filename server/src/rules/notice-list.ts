/** A user's in-app notices from rules, newest first. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ruleNotices } from './table';

export async function listNotices(db: Db, userId: number) {
  const rows = await db.select().from(ruleNotices).where(eq(ruleNotices.userId, userId)).orderBy(desc(ruleNotices.id)).limit(50);
  return rows.map((row) => ({
    id: row.id,
    rule_id: row.ruleId,
    run_id: row.runId,
    kind: row.kind,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  }));
}
