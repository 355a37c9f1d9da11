import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { ruleHistoryPath } from '../rules/history-path';
import { undoRefusal } from '../undo/refusal';
import type { UndoResult } from '../undo/undo-activities';
import { activityUndos, teamActivities } from './table';

/** Mirrors server/migrations/0003_shell_and_teams.sql. `teamId` null = the acting user's own team (API team 0). */
export interface ActivityInput {
  account_id: string;
  activity: {
    object_id: string;
    object_type: string;
    object_name?: string;
    /** The parents that tell same-named ad sets and ads apart. */
    campaign_name?: string | null;
    adset_name?: string | null;
    original?: unknown;
    changes?: unknown;
  };
  /** Set when an automation rule made the change on behalf of `userId` (the rule's creator). */
  rule?: { id: number; name: string; runId?: number | null };
  /** Set on the writes of an undo: the change taken back. */
  undoesActivityId?: number;
}

export const ACTIVITY_PAGE_SIZE = 20;

/** Where a team's log lives: a real team's rows, or the user's own rows without a team. */
export type ActivityScope = { teamId: number } | { ownerId: number };

/** Records the changes of one write request as one batch (`batchId`: a bulk change is undone together). */
export async function recordActivities(db: Db, scope: ActivityScope, userId: number, list: ActivityInput[], batchId: string = randomUUID()): Promise<number> {
  const teamId = 'teamId' in scope ? scope.teamId : null;
  await db.insert(teamActivities).values(
    list.map(({ account_id, activity, rule, undoesActivityId }) => ({
      teamId,
      userId,
      accountId: account_id,
      objectId: activity.object_id,
      objectType: activity.object_type,
      objectName: activity.object_name ?? '',
      campaignName: activity.campaign_name ?? null,
      adsetName: activity.adset_name ?? null,
      original: activity.original ?? null,
      changes: activity.changes ?? null,
      ruleId: rule?.id ?? null,
      ruleName: rule?.name ?? null,
      ruleRunId: rule?.runId ?? null,
      batchId,
      undoesActivityId: undoesActivityId ?? null,
    })),
  );
  return list.length;
}

export interface ActivityFilter {
  page: number;
  member?: number;
  objectType?: string;
  q?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listActivities(db: Db, scope: ActivityScope, filter: ActivityFilter) {
  const conditions: (SQL | undefined)[] = [
    'teamId' in scope ? eq(teamActivities.teamId, scope.teamId) : and(isNull(teamActivities.teamId), eq(teamActivities.userId, scope.ownerId)),
  ];
  if (filter.member !== undefined) conditions.push(eq(teamActivities.userId, filter.member));
  if (filter.objectType) conditions.push(eq(teamActivities.objectType, filter.objectType));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(ilike(teamActivities.objectName, pattern), ilike(teamActivities.objectId, pattern), ilike(teamActivities.campaignName, pattern), ilike(teamActivities.adsetName, pattern)),
    );
  }
  const undoer = alias(users, 'undoer');
  const rows = await db
    .select({ row: teamActivities, userName: users.login, undo: activityUndos, undoerName: undoer.login })
    .from(teamActivities)
    .innerJoin(users, eq(users.id, teamActivities.userId))
    .leftJoin(activityUndos, and(eq(activityUndos.activityId, teamActivities.id), eq(activityUndos.state, 'done')))
    .leftJoin(undoer, eq(undoer.id, activityUndos.userId))
    .where(and(...conditions))
    .orderBy(desc(teamActivities.id))
    .limit(ACTIVITY_PAGE_SIZE + 1)
    .offset((filter.page - 1) * ACTIVITY_PAGE_SIZE);
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  const batchIds = [...new Set(page.map(({ row }) => row.batchId).filter((id): id is string => id !== null))];
  const sizes =
    batchIds.length === 0
      ? []
      : await db.select({ batchId: teamActivities.batchId, size: count() }).from(teamActivities).where(inArray(teamActivities.batchId, batchIds)).groupBy(teamActivities.batchId);
  const sizeOf = new Map(sizes.map(({ batchId, size }) => [batchId, Number(size)]));
  return {
    items: page.map(({ row, userName, undo, undoerName }) => ({
      id: row.id,
      team_id: row.teamId ?? 0,
      account_id: row.accountId,
      user: { id: row.userId, name: userName },
      activity: {
        object_id: row.objectId,
        object_type: row.objectType,
        object_name: row.objectName,
        campaign_name: row.campaignName,
        adset_name: row.adsetName,
        original: row.original,
        changes: row.changes,
      },
      rule:
        row.ruleName === null
          ? null
          : { id: row.ruleId, name: row.ruleName, run_id: row.ruleRunId, link: row.ruleId === null ? null : ruleHistoryPath(row.ruleId, row.ruleRunId) },
      created_at: row.createdAt.toISOString(),
      batch_id: row.batchId,
      batch_size: row.batchId === null ? 1 : (sizeOf.get(row.batchId) ?? 1),
      undoes_activity_id: row.undoesActivityId,
      undo_refusal: undoRefusal(row),
      undone:
        undo && undoerName !== null
          ? { user: { id: undo.userId, name: undoerName }, at: (undo.finishedAt ?? undo.createdAt).toISOString(), result: { ...(undo.outcome as UndoResult), earlier: false } }
          : null,
    })),
    hasMore: rows.length > ACTIVITY_PAGE_SIZE,
  };
}

