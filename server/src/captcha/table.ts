import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';

export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('captchas_expires_at_idx').on(t.expiresAt)],
);
