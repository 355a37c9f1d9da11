import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { users } from '../user/table';

export const CONNECTION_STATUSES = ['active', 'expired'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const platformConnections = pgTable(
  'platform_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    platformUserId: text('platform_user_id').notNull(),
    name: text('name').notNull(),
    pictureUrl: text('picture_url'),
    tokenCiphertext: text('token_ciphertext').notNull(),
    tokenLast4: text('token_last4').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    expiresAt: timestamptz('expires_at'),
    status: text('status').$type<ConnectionStatus>().notNull().default('active'),
    connectedAt: timestamptz('connected_at').notNull().defaultNow(),
    accountsSyncedAt: timestamptz('accounts_synced_at'),
    /** When the token was last checked with the platform (platform-connect's token check). */
    tokenCheckedAt: timestamptz('token_checked_at'),
  },
  (t) => [
    unique('platform_connections_user_id_key').on(t.userId),
    foreignKey({ name: 'platform_connections_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    check('platform_connections_status_check', sql`${t.status} = ANY (ARRAY['active'::text, 'expired'::text])`),
  ],
);

export const adAccounts = pgTable(
  'ad_accounts',
  {
    connectionId: integer('connection_id').notNull(),
    id: text('id').notNull(),
    accountId: text('account_id').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    accountStatus: integer('account_status').notNull(),
    minDailyBudget: bigint('min_daily_budget', { mode: 'number' }),
    timezoneName: text('timezone_name'),
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'ad_accounts_pkey', columns: [t.connectionId, t.id] }),
    foreignKey({ name: 'ad_accounts_connection_id_fkey', columns: [t.connectionId], foreignColumns: [platformConnections.id] }).onDelete('cascade'),
  ],
);

export type ConnectionRow = typeof platformConnections.$inferSelect;
export type AdAccountRow = typeof adAccounts.$inferSelect;
