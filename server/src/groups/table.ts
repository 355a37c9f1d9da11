import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One saved interest as the research tables produce it; `id` and `name` are required, the rest is kept as sent. */
export interface GroupItem {
  id: string;
  name: string;
  [field: string]: unknown;
}

export const interestGroups = pgTable('interest_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  teamId: integer('team_id'),
  ownerId: integer('owner_id').notNull(),
  name: text('name').notNull(),
  items: jsonb('items').$type<GroupItem[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type InterestGroupRow = typeof interestGroups.$inferSelect;
