import { foreignKey, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { users } from '../user/table';

/** One row per admin or customer-service action (who, what, on whom, before → after). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id'),
    actorLogin: text('actor_login').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'audit_log_actor_id_fkey', columns: [t.actorId], foreignColumns: [users.id] }).onDelete('set null'),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
