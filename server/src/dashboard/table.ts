import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/** Mirrors migrations/0007_dashboard.sql: one row per user who changed the dashboard's preset or metrics. */
export const dashboardPreferences = pgTable('dashboard_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preset: text('preset').notNull(),
  metrics: jsonb('metrics').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
