import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { teams } from '../teams/table';
import { users } from '../user/table';

/** One saved interest as the research tables produce it; `id` and `name` are required, the rest is kept as sent. */
export interface GroupItem {
  id: string;
  name: string;
  [field: string]: unknown;
}

/** The unique indexes that keep collection names apart within a scope (a refusal names one of them). */
export const TEAM_NAME_KEY = 'interest_groups_team_name_key';
export const OWN_NAME_KEY = 'interest_groups_own_name_key';

export const interestGroups = pgTable(
  'interest_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id'),
    ownerId: integer('owner_id').notNull(),
    name: text('name').notNull(),
    items: jsonb('items').$type<GroupItem[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'interest_groups_team_id_fkey', columns: [t.teamId], foreignColumns: [teams.id] }).onDelete('cascade'),
    foreignKey({ name: 'interest_groups_owner_id_fkey', columns: [t.ownerId], foreignColumns: [users.id] }).onDelete('cascade'),
    check('interest_groups_name_check', sql`(length(${t.name}) >= 1) AND (length(${t.name}) <= 100)`),
    index('interest_groups_team_id_idx').on(t.teamId),
    index('interest_groups_owner_id_idx').on(t.ownerId),
    // One name per scope, whatever its case: a team's collections, and each user's own (team_id NULL).
    uniqueIndex(TEAM_NAME_KEY).on(t.teamId, sql`lower(${t.name})`).where(sql`${t.teamId} IS NOT NULL`),
    uniqueIndex(OWN_NAME_KEY).on(t.ownerId, sql`lower(${t.name})`).where(sql`${t.teamId} IS NULL`),
  ],
);

export type InterestGroupRow = typeof interestGroups.$inferSelect;
