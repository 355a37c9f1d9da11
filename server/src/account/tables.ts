import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Tables of migrations/0002_accounts.sql (the SQL file is the source of truth). */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const passwordResets = pgTable('password_resets', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  kind: text('kind').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const DELETION_STATUSES = ['pending', 'completed'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

export const deletionRequests = pgTable('deletion_requests', {
  id: text('id').primaryKey(),
  userId: integer('user_id'),
  login: text('login').notNull(),
  status: text('status').$type<DeletionStatus>().notNull().default('pending'),
  reason: text('reason'),
  requestedAt: timestamptz('requested_at').notNull().defaultNow(),
  completedAt: timestamptz('completed_at'),
});

export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  sessionHash: text('session_hash').notNull(),
  userId: integer('user_id').notNull(),
  returnTo: text('return_to').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
