import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { users } from '../user/table';

export const DELETION_STATUSES = ['pending', 'completed'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id'),
    login: text('login').notNull(),
    status: text('status').$type<DeletionStatus>().notNull().default('pending'),
    reason: text('reason'),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    foreignKey({ name: 'deletion_requests_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('set null'),
    check('deletion_requests_status_check', sql`${t.status} = ANY (ARRAY['pending'::text, 'completed'::text])`),
    index('deletion_requests_user_id_idx').on(t.userId),
    uniqueIndex('deletion_requests_one_pending').on(t.userId).where(sql`${t.status} = 'pending'::text`),
  ],
);
