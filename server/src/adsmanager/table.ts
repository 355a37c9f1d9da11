import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { teams } from '../teams/table';
import { users } from '../user/table';
import type { ListLayout, ViewDefinition } from './view-definition';

/**
 * One row per user who changed the ads manager's list: the preset they started from, their column order and hidden
 * ones, and the rest of the working layout (widths, sort, conditional formats) with the saved view it came from.
 */
export const adsmanagerPreferences = pgTable(
  'adsmanager_preferences',
  {
    userId: integer('user_id').primaryKey(),
    preset: text('preset'),
    columns: jsonb('columns').$type<{ order: string[]; hidden: string[] }>().notNull(),
    layout: jsonb('layout').$type<ListLayout>(),
    viewId: integer('view_id'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'adsmanager_preferences_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'adsmanager_preferences_view_id_fkey', columns: [t.viewId], foreignColumns: [adsmanagerViews.id] }).onDelete('set null'),
    check('adsmanager_preferences_preset_check', sql`(${t.preset} IS NULL) OR ((length(${t.preset}) >= 1) AND (length(${t.preset}) <= 40))`),
  ],
);

export const VIEW_NAME_KEY = 'adsmanager_views_owner_name_key';

/** A named list layout a user saved; with a team it is shown (read-only) to that team's members too. */
export const adsmanagerViews = pgTable(
  'adsmanager_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id').notNull(),
    teamId: integer('team_id'),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<ViewDefinition>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'adsmanager_views_owner_id_fkey', columns: [t.ownerId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'adsmanager_views_team_id_fkey', columns: [t.teamId], foreignColumns: [teams.id] }).onDelete('set null'),
    uniqueIndex(VIEW_NAME_KEY).on(t.ownerId, sql`lower(${t.name})`),
    index('adsmanager_views_team_id_idx').on(t.teamId),
    check('adsmanager_views_name_check', sql`length(${t.name}) BETWEEN 1 AND 60`),
  ],
);

/** The view a user opens the list with when it is filtered to an objective (`ALL`: no objective filter). */
export const adsmanagerViewDefaults = pgTable(
  'adsmanager_view_defaults',
  {
    userId: integer('user_id').notNull(),
    objective: text('objective').notNull(),
    viewId: integer('view_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'adsmanager_view_defaults_pkey', columns: [t.userId, t.objective] }),
    foreignKey({ name: 'adsmanager_view_defaults_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'adsmanager_view_defaults_view_id_fkey', columns: [t.viewId], foreignColumns: [adsmanagerViews.id] }).onDelete('cascade'),
    index('adsmanager_view_defaults_view_id_idx').on(t.viewId),
  ],
);

export type AdsmanagerViewRow = typeof adsmanagerViews.$inferSelect;
