import { foreignKey, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { users } from '../user/table';

/** An OAuth round trip in flight: the state sent to the platform, bound to the session that started it. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    sessionHash: text('session_hash').notNull(),
    userId: integer('user_id').notNull(),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [foreignKey({ name: 'oauth_states_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade')],
);
