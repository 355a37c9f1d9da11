/** A user's in-app notices from rules: the newest 50 with the rule's name, the unread count, marking as read. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teamMembers } from '../teams/table';
import { ApiError } from '../http/errors';
import { ruleNotices, rules, type RuleRow } from './table';

export const NOTICE_PAGE = 50;

export async function listNotices(db: Db, userId: number, { unreadOnly = false }: { unreadOnly?: boolean } = {}) {
  const mine = eq(ruleNotices.userId, userId);
  const rows = await db
    .select({ notice: ruleNotices, ruleName: rules.name, teamId: rules.teamId })
    .from(ruleNotices)
    .leftJoin(rules, eq(rules.id, ruleNotices.ruleId))
    .where(unreadOnly ? and(mine, isNull(ruleNotices.readAt)) : mine)
    .orderBy(desc(ruleNotices.id))
    .limit(NOTICE_PAGE);
  const [unread] = await db.select({ n: count() }).from(ruleNotices).where(and(mine, isNull(ruleNotices.readAt)));
  return {
    items: rows.map(({ notice, ruleName, teamId }) => ({
      id: notice.id,
      rule_id: notice.ruleId,
      rule_name: ruleName,
      team_id: notice.ruleId === null ? null : (teamId ?? 0),
      run_id: notice.runId,
      kind: notice.kind,
      message: notice.message,
      created_at: notice.createdAt.toISOString(),
      read_at: notice.readAt?.toISOString() ?? null,
    })),
    unread: unread?.n ?? 0,
  };
}

/** Marks the caller's notice read (again: no change); someone else's or a missing one → 404. */
export async function markNoticeRead(db: Db, userId: number, id: number, now: Date): Promise<void> {
  const [notice] = await db.select().from(ruleNotices).where(and(eq(ruleNotices.id, id), eq(ruleNotices.userId, userId)));
  if (!notice) throw new ApiError(404, 'not_found', 'This notice does not exist.');
  if (notice.readAt === null) await db.update(ruleNotices).set({ readAt: now }).where(eq(ruleNotices.id, id));
}

export async function markAllNoticesRead(db: Db, userId: number, now: Date): Promise<number> {
  const marked = await db
    .update(ruleNotices)
    .set({ readAt: now })
    .where(and(eq(ruleNotices.userId, userId), isNull(ruleNotices.readAt)))
    .returning({ id: ruleNotices.id });
  return marked.length;
}

/** Who hears about a team's rule: every member of its team; a rule without a team tells its creator. */
export async function noticeRecipients(db: Db, rule: Pick<RuleRow, 'teamId' | 'createdBy'>): Promise<number[]> {
  if (rule.teamId === null) return [rule.createdBy];
  const members = await db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, rule.teamId));
  return [...new Set([rule.createdBy, ...members.map((m) => m.userId)])];
}
