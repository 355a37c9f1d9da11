import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { teams } from '../teams/table';
import { users } from '../user/table';
import type { RuleDefinition } from './definition';
import type { ActionType, RuleLevel, RuleOperator, RuleWindow } from './definition';

/** `teamId` null = the creator's own team (API team 0). */
export const rules = pgTable(
  'rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id'),
    createdBy: integer('created_by').notNull(),
    accountId: text('account_id').notNull(),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<RuleDefinition>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    nextRunAt: timestamptz('next_run_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'rules_team_id_fkey', columns: [t.teamId], foreignColumns: [teams.id] }).onDelete('cascade'),
    foreignKey({ name: 'rules_created_by_fkey', columns: [t.createdBy], foreignColumns: [users.id] }).onDelete('cascade'),
    check('rules_account_id_check', sql`${t.accountId} ~ '^act_[0-9]{1,30}$'::text`),
    check('rules_name_check', sql`(length(${t.name}) >= 1) AND (length(${t.name}) <= 100)`),
    index('rules_team_id_idx').on(t.teamId),
    index('rules_created_by_idx').on(t.createdBy),
    index('rules_due_idx').on(t.nextRunAt).where(sql`${t.enabled}`),
  ],
);

export const RUN_TRIGGERS = ['schedule', 'manual', 'dry_run', 'revert'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];
export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'partial', 'failed', 'no_match'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const ruleRuns = pgTable(
  'rule_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ruleId: integer('rule_id').notNull(),
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
    /** The process working on the run and until when its claim holds; a run whose lease ran out is taken over. */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamptz('lease_until'),
    /** A `revert` run: the run whose changes it took back. */
    revertsRunId: integer('reverts_run_id'),
  },
  (t) => [
    foreignKey({ name: 'rule_runs_rule_id_fkey', columns: [t.ruleId], foreignColumns: [rules.id] }).onDelete('cascade'),
    foreignKey({ name: 'rule_runs_reverts_run_id_fkey', columns: [t.revertsRunId], foreignColumns: [t.id] }).onDelete('set null'),
    check('rule_runs_trigger_check', sql`${t.trigger} = ANY (ARRAY['schedule'::text, 'manual'::text, 'dry_run'::text, 'revert'::text])`),
    check(
      'rule_runs_status_check',
      sql`${t.status} = ANY (ARRAY['queued'::text, 'running'::text, 'succeeded'::text, 'partial'::text, 'failed'::text, 'no_match'::text])`,
    ),
    uniqueIndex('rule_runs_slot_key').on(t.ruleId, t.scheduledFor).where(sql`${t.scheduledFor} IS NOT NULL`),
    index('rule_runs_rule_id_idx').on(t.ruleId, t.id.desc().nullsFirst()),
    index('rule_runs_created_at_idx').on(t.createdAt),
  ],
);

export interface ConditionResult {
  path: string;
  metric: string;
  window: RuleWindow | null;
  operator: RuleOperator;
  left: number | null;
  right: number | null;
  right_to?: number | null;
  result: boolean;
  /** Why a side had no real number (no data in the window, no budget of its own), in words. */
  reason?: string;
}

export interface ActionResult {
  type: ActionType;
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
    runId: integer('run_id').notNull(),
    objectId: text('object_id').notNull(),
    objectType: text('object_type').$type<RuleLevel>().notNull(),
    objectName: text('object_name').notNull().default(''),
    /** The parents that tell same-named objects apart. */
    campaignName: text('campaign_name'),
    adsetName: text('adset_name'),
    matched: boolean('matched').notNull(),
    metrics: jsonb('metrics').$type<Record<string, number>>().notNull().default({}),
    conditions: jsonb('conditions').$type<ConditionResult[]>().notNull().default([]),
    actions: jsonb('actions').$type<ActionResult[]>().notNull().default([]),
    skipped: text('skipped'),
  },
  (t) => [
    foreignKey({ name: 'rule_run_objects_run_id_fkey', columns: [t.runId], foreignColumns: [ruleRuns.id] }).onDelete('cascade'),
    index('rule_run_objects_run_id_idx').on(t.runId),
  ],
);

export const WRITE_STATES = ['pending', 'applied', 'failed'] as const;
export type WriteState = (typeof WRITE_STATES)[number];

/**
 * Every platform write of a run, recorded before it is sent: the object, the action, the field, its value before and
 * the value the run intends. A run taken over after a crash reads the object back for each `pending` write and sends
 * only what the platform does not already show, so a retried run applies nothing twice.
 */
export const ruleRunWrites = pgTable(
  'rule_run_writes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runId: integer('run_id').notNull(),
    objectId: text('object_id').notNull(),
    action: text('action').$type<ActionType>().notNull(),
    field: text('field').notNull().default(''),
    before: jsonb('before'),
    intended: jsonb('intended'),
    state: text('state').$type<WriteState>().notNull().default('pending'),
    error: text('error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'rule_run_writes_run_id_fkey', columns: [t.runId], foreignColumns: [ruleRuns.id] }).onDelete('cascade'),
    check('rule_run_writes_state_check', sql`${t.state} = ANY (ARRAY['pending'::text, 'applied'::text, 'failed'::text])`),
    uniqueIndex('rule_run_writes_once_key').on(t.runId, t.objectId, t.action, t.field),
  ],
);

export type RuleRunWriteRow = typeof ruleRunWrites.$inferSelect;

export const ruleObjectStates = pgTable(
  'rule_object_states',
  {
    ruleId: integer('rule_id').notNull(),
    objectId: text('object_id').notNull(),
    executions: integer('executions').notNull().default(0),
    lastActedAt: timestamptz('last_acted_at'),
  },
  (t) => [
    primaryKey({ name: 'rule_object_states_pkey', columns: [t.ruleId, t.objectId] }),
    foreignKey({ name: 'rule_object_states_rule_id_fkey', columns: [t.ruleId], foreignColumns: [rules.id] }).onDelete('cascade'),
  ],
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
    userId: integer('user_id').notNull(),
    ruleId: integer('rule_id'),
    runId: integer('run_id'),
    kind: text('kind').$type<NoticeKind>().notNull(),
    message: text('message').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    foreignKey({ name: 'rule_notices_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'rule_notices_rule_id_fkey', columns: [t.ruleId], foreignColumns: [rules.id] }).onDelete('set null'),
    foreignKey({ name: 'rule_notices_run_id_fkey', columns: [t.runId], foreignColumns: [ruleRuns.id] }).onDelete('set null'),
    check('rule_notices_kind_check', sql`${t.kind} = ANY (ARRAY['matched'::text, 'rule_paused'::text])`),
    index('rule_notices_user_id_idx').on(t.userId, t.id.desc().nullsFirst()),
  ],
);
