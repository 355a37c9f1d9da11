import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { users } from '../user/table';
import type { RuleDefinition } from './definition';

/** A rule definition without an account, offered to users when published. */
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
    createdBy: integer('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'rule_templates_created_by_fkey', columns: [t.createdBy], foreignColumns: [users.id] }).onDelete('set null'),
    check('rule_templates_name_check', sql`(length(${t.name}) >= 1) AND (length(${t.name}) <= 100)`),
    uniqueIndex('rule_templates_name_lower_key').on(sql`lower(${t.name})`),
  ],
);

export type RuleTemplateRow = typeof ruleTemplates.$inferSelect;
