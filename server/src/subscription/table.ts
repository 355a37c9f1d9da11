import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { users } from '../user/table';

export const UPGRADE_STATUSES = ['pending', 'fulfilled', 'cancelled'] as const;
export type UpgradeStatus = (typeof UPGRADE_STATUSES)[number];

export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    plan: text('plan').notNull(),
    note: text('note'),
    status: text('status').$type<UpgradeStatus>().notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    fulfilledAt: timestamptz('fulfilled_at'),
  },
  (t) => [
    foreignKey({ name: 'upgrade_requests_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    check('upgrade_requests_status_check', sql`${t.status} = ANY (ARRAY['pending'::text, 'fulfilled'::text, 'cancelled'::text])`),
    uniqueIndex('upgrade_requests_one_pending').on(t.userId).where(sql`${t.status} = 'pending'::text`),
  ],
);
