import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';

export const ROLES = ['user', 'cs', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The languages of titles, descriptions and country names (Settings › Account): English, Bahasa Indonesia. */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

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
    /** Null until the user picks one: the browser's last choice (or the default) stays. */
    language: text('language').$type<Language>(),
    subscriptionPackage: text('subscription_package'),
    subscriptionExpiresAt: timestamptz('subscription_expires_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Set by an administrator: the login is refused and the user's sessions were ended. */
    disabledAt: timestamptz('disabled_at'),
    /** A confirmed address only (account-email sets it when the link is followed). */
    email: text('email'),
    emailVerifiedAt: timestamptz('email_verified_at'),
  },
  (t) => [
    uniqueIndex('users_login_lower_key').on(sql`lower(${t.login})`),
    uniqueIndex('users_suite_id_key').on(t.suiteId),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`).where(sql`${t.email} IS NOT NULL`),
    check('users_role_check', sql`${t.role} = ANY (ARRAY['user'::text, 'cs'::text, 'admin'::text])`),
    check('users_language_check', sql`${t.language} IN ('en', 'id')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
