import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';

/**
 * The platform's answers to Graph reads, one row per read (its key hashes the token owner, the path and the
 * parameters). A row is also the hand-off of a read in flight: the process that claims it (`claimed_by` until
 * `claim_until`) asks the platform once and every other waiter, in any process, takes its answer.
 */
export const graphReads = pgTable(
  'graph_reads',
  {
    key: text('key').primaryKey(),
    ownerId: integer('owner_id').notNull(),
    accountId: text('account_id'),
    path: text('path').notNull(),
    /** The last good answer (HTTP 2xx, no error object): served again while fresh, or while the account is throttled. */
    status: integer('status'),
    body: text('body'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    fetchedAt: timestamptz('fetched_at'),
    /** Every day the answer covers can no longer change: it is never asked again. */
    settled: boolean('settled').notNull().default(false),
    /** A write through Sasar may have changed what it shows: kept for a throttle, never served as fresh. */
    invalidated: boolean('invalidated').notNull().default(false),
    /** The last refusal, handed to the reads that waited for it (never served from the store). */
    errorStatus: integer('error_status'),
    errorBody: text('error_body'),
    errorHeaders: jsonb('error_headers').$type<Record<string, string>>(),
    errorAt: timestamptz('error_at'),
    claimedBy: text('claimed_by'),
    claimedAt: timestamptz('claimed_at'),
    claimUntil: timestamptz('claim_until'),
  },
  (t) => [index('graph_reads_owner_idx').on(t.ownerId, t.accountId), index('graph_reads_fetched_idx').on(t.fetchedAt)],
);

/**
 * Daily insights rows (`time_increment=1`), one row per day of one query shape: the account, the object asked,
 * the level, breakdowns, action breakdowns and attribution windows, and the fields (`scope_key` hashes them with the
 * token owner). A settled day is read from here and never asked again; a recent one is asked again once stale.
 */
export const insightsDays = pgTable(
  'insights_days',
  {
    scopeKey: text('scope_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    accountId: text('account_id'),
    objectId: text('object_id').notNull(),
    level: text('level').notNull(),
    breakdowns: text('breakdowns').notNull(),
    actionBreakdowns: text('action_breakdowns').notNull(),
    attribution: text('attribution').notNull(),
    rows: jsonb('rows').$type<unknown[]>().notNull(),
    fetchedAt: timestamptz('fetched_at').notNull(),
    settled: boolean('settled').notNull(),
  },
  (t) => [primaryKey({ name: 'insights_days_pkey', columns: [t.scopeKey, t.day] }), index('insights_days_fetched_idx').on(t.fetchedAt)],
);

/**
 * The platform told us to wait: per ad account and business use case (`ads_insights`, `ads_management`,
 * `custom_audience`), or the whole app (`app`/`app`). No call for it leaves before `regain_at`.
 */
export const graphThrottles = pgTable(
  'graph_throttles',
  {
    accountId: text('account_id').notNull(),
    useCase: text('use_case').notNull(),
    regainAt: timestamptz('regain_at').notNull(),
    code: integer('code').notNull(),
    message: text('message').notNull(),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'graph_throttles_pkey', columns: [t.accountId, t.useCase] })],
);
