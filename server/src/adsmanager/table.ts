import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { users } from '../user/table';

/** One row per user who changed the ads manager's columns (the preset they started from, their order and hidden ones). */
export const adsmanagerPreferences = pgTable(
  'adsmanager_preferences',
  {
    userId: integer('user_id').primaryKey(),
    preset: text('preset'),
    columns: jsonb('columns').$type<{ order: string[]; hidden: string[] }>().notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'adsmanager_preferences_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    check('adsmanager_preferences_preset_check', sql`(${t.preset} IS NULL) OR ((length(${t.preset}) >= 1) AND (length(${t.preset}) <= 40))`),
  ],
);
