import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';

/** Mail the server has sent: the mailer writes every message here (and to SMTP when one is configured). */
export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  kind: text('kind').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
