import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { users } from '../user/table';

/** One row per user who changed the dashboard's preset or metrics. */
export const dashboardPreferences = pgTable(
  'dashboard_preferences',
  {
    userId: integer('user_id').primaryKey(),
    preset: text('preset').notNull(),
    metrics: jsonb('metrics').$type<string[]>().notNull().default([]),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'dashboard_preferences_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    check('dashboard_preferences_preset_check', sql`(length(${t.preset}) >= 1) AND (length(${t.preset}) <= 40)`),
  ],
);
