import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';

/** The announcement ribbon's messages; one is published (active) at a time. */
export const announcements = pgTable(
  'announcements',
  {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  message: text('message').notNull(),
  extraTitle: text('extra_title'),
  extraLink: text('extra_link'),
  dismissable: boolean('dismissable').notNull().default(true),
  backgroundColor: text('background_color'),
  active: boolean('active').notNull().default(true),
  startsAt: timestamptz('starts_at'),
  endsAt: timestamptz('ends_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('announcements_one_active').on(sql`(true)`).where(sql`${t.active}`)],
);
