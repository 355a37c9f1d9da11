import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { teams, users } from '../db/schema';
import type { RuleDefinition } from './definition';

/** Mirrors server/migrations/0010_rules.sql. `teamId` null = the creator's own team (API team 0). */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const rules = pgTable(
  'rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<RuleDefinition>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    nextRunAt: timestamptz('next_run_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('rules_team_id_idx').on(t.teamId), index('rules_created_by_idx').on(t.createdBy), index('rules_due_idx').on(t.nextRunAt).where(sql`enabled`)],
);

export const RUN_TRIGGERS = ['schedule', 'manual', 'dry_run'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];
export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'partial', 'failed', 'no_match'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const ruleRuns = pgTable(
  'rule_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
    trigger: text('trigger').$type<RunTrigger>().notNull(),
    scheduledFor: timestamptz('scheduled_for'),
    status: text('status').$type<RunStatus>().notNull(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    durationMs: integer('duration_ms'),
    objectsChecked: integer('objects_checked').notNull().default(0),
    objectsMatched: integer('objects_matched').notNull().default(0),
    actionsDone: integer('actions_done').notNull().default(0),
    actionsFailed: integer('actions_failed').notNull().default(0),
    graphRequests: integer('graph_requests').notNull().default(0),
    error: text('error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rule_runs_slot_key').on(t.ruleId, t.scheduledFor).where(sql`scheduled_for IS NOT NULL`),
    index('rule_runs_created_at_idx').on(t.createdAt),
  ],
);

export interface ConditionResult {
  path: string;
  metric: string;
  window: string | null;
  operator: string;
  left: number | null;
  right: number | null;
  right_to?: number | null;
  result: boolean;
}

export interface ActionResult {
  type: string;
  field?: string;
  old?: unknown;
  new?: unknown;
  status: 'done' | 'failed' | 'skipped' | 'would';
  error?: string;
}

export const ruleRunObjects = pgTable(
  'rule_run_objects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => ruleRuns.id, { onDelete: 'cascade' }),
    objectId: text('object_id').notNull(),
    objectType: text('object_type').notNull(),
    objectName: text('object_name').notNull().default(''),
    matched: boolean('matched').notNull(),
    metrics: jsonb('metrics').$type<Record<string, number>>().notNull().default({}),
    conditions: jsonb('conditions').$type<ConditionResult[]>().notNull().default([]),
    actions: jsonb('actions').$type<ActionResult[]>().notNull().default([]),
    skipped: text('skipped'),
  },
  (t) => [index('rule_run_objects_run_id_idx').on(t.runId)],
);

export const ruleObjectStates = pgTable(
  'rule_object_states',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
    objectId: text('object_id').notNull(),
    executions: integer('executions').notNull().default(0),
    lastActedAt: timestamptz('last_acted_at'),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.objectId] })],
);

export type RuleRow = typeof rules.$inferSelect;
export type RuleRunRow = typeof ruleRuns.$inferSelect;
export type RuleRunObjectRow = typeof ruleRunObjects.$inferSelect;

export const NOTICE_KINDS = ['matched', 'rule_paused'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** In-app notices from rules. */
export const ruleNotices = pgTable(
  'rule_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id').references(() => rules.id, { onDelete: 'set null' }),
    runId: integer('run_id').references(() => ruleRuns.id, { onDelete: 'set null' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
    message: text('message').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (t) => [index('rule_notices_user_id_idx').on(t.userId, t.id)],
);
