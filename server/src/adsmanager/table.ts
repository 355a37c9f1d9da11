import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/** Mirrors migrations/0009_adsmanager.sql: one row per user who changed the ads manager's columns. */
export const adsmanagerPreferences = pgTable('adsmanager_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preset: text('preset'),
  columns: jsonb('columns').$type<{ order: string[]; hidden: string[] }>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
