import { foreignKey, index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { ruleRuns, rules } from '../rules/table';
import { teams } from '../teams/table';
import { users } from '../user/table';

/** One change made to an ad object through Sasar, written by the server from the proxy's `__metadata`. */
export const teamActivities = pgTable(
  'team_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id'),
    userId: integer('user_id').notNull(),
    accountId: text('account_id').notNull(),
    objectId: text('object_id').notNull(),
    objectType: text('object_type').notNull(),
    objectName: text('object_name').notNull().default(''),
    /** The campaign (and ad set) the object belongs to, so same-named ad sets and ads are told apart. */
    campaignName: text('campaign_name'),
    adsetName: text('adset_name'),
    original: jsonb('original'),
    changes: jsonb('changes'),
    /** The automation rule that made the change; null for changes people made. */
    ruleId: integer('rule_id'),
    ruleName: text('rule_name'),
    /** The rule's run that made it (its history entry). */
    ruleRunId: integer('rule_run_id'),
    /** One id for every change one write request made (a bulk change), so they are undone together. */
    batchId: text('batch_id'),
    /** Set on the writes of an undo: the change they took back. */
    undoesActivityId: integer('undoes_activity_id').references((): AnyPgColumn => teamActivities.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'team_activities_team_id_fkey', columns: [t.teamId], foreignColumns: [teams.id] }).onDelete('cascade'),
    foreignKey({ name: 'team_activities_rule_id_fkey', columns: [t.ruleId], foreignColumns: [rules.id] }).onDelete('set null'),
    foreignKey({ name: 'team_activities_rule_run_id_fkey', columns: [t.ruleRunId], foreignColumns: [ruleRuns.id] }).onDelete('set null'),
    foreignKey({ name: 'team_activities_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    index('team_activities_team_idx').on(t.teamId, t.id.desc().nullsFirst()),
    index('team_activities_user_idx').on(t.userId, t.id.desc().nullsFirst()),
    index('team_activities_batch_idx').on(t.batchId),
    index('team_activities_undoes_idx').on(t.undoesActivityId),
  ],
);

export type UndoState = 'running' | 'done';

/**
 * The claim that makes an undo happen once per change: the first undo of an activity inserts its row, a retried
 * or concurrent one finds it and answers the recorded result. A claim still running past its lease was cut short.
 */
export const activityUndos = pgTable('activity_undos', {
  activityId: integer('activity_id')
    .primaryKey()
    .references(() => teamActivities.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: text('state').$type<UndoState>().notNull(),
  /** What the undo did with the change (restored, conflict, failed …), as the undo routes answer it. */
  outcome: jsonb('outcome'),
  leaseUntil: timestamptz('lease_until'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  finishedAt: timestamptz('finished_at'),
});
