import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Mirrors server/migrations/*.sql — the SQL files are the source of truth for the database. */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ROLES = ['user', 'cs', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('user'),
    suiteId: uuid('suite_id').notNull().defaultRandom(),
    agree: boolean('agree').notNull().default(false),
    deviceFingerprint: text('device_fingerprint'),
    apiVersion: text('api_version').notNull().default('v21.0'),
    notificationSettings: jsonb('notification_settings').$type<Record<string, unknown>>().notNull().default({}),
    subscriptionPackage: text('subscription_package'),
    subscriptionExpiresAt: timestamptz('subscription_expires_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Set by an administrator: the login is refused and the user's sessions were ended (migrations/0008_admin.sql). */
    disabledAt: timestamptz('disabled_at'),
  },
  (t) => [uniqueIndex('users_login_lower_key').on(sql`lower(${t.login})`), uniqueIndex('users_suite_id_key').on(t.suiteId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    package: text('package'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('teams_created_by_idx').on(t.createdBy)],
);

export const TEAM_ROLES = ['owner', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamRole>().notNull().default('member'),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_id_idx').on(t.userId)],
);

export const CONNECTION_STATUSES = ['active', 'expired'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const platformConnections = pgTable('platform_connections', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
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
});

export const adAccounts = pgTable(
  'ad_accounts',
  {
    connectionId: integer('connection_id')
      .notNull()
      .references(() => platformConnections.id, { onDelete: 'cascade' }),
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
  (t) => [primaryKey({ columns: [t.connectionId, t.id] })],
);

export const schema = { users, sessions, teams, teamMembers, platformConnections, adAccounts };
export type Schema = typeof schema;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type ConnectionRow = typeof platformConnections.$inferSelect;
export type AdAccountRow = typeof adAccounts.$inferSelect;
