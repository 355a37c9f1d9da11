import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';
import type { RuleDefinition } from './definition';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migrations/0008_admin.sql: a rule definition without an account, offered to users when published. */
export const ruleTemplates = pgTable(
  'rule_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    definition: jsonb('definition').$type<RuleDefinition>().notNull(),
    published: boolean('published').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rule_templates_name_lower_key').on(sql`lower(${t.name})`)],
);

export type RuleTemplateRow = typeof ruleTemplates.$inferSelect;
