import { foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { users } from '../user/table';

/** An address waiting for its owner to follow the confirmation link; users.email changes only then. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('email_verifications_token_hash_key').on(t.tokenHash),
    foreignKey({ name: 'email_verifications_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    index('email_verifications_user').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);
