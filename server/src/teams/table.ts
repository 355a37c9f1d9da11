import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { users } from '../user/table';

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdBy: integer('created_by').notNull(),
    package: text('package'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'teams_created_by_fkey', columns: [t.createdBy], foreignColumns: [users.id] }).onDelete('cascade'),
    index('teams_created_by_idx').on(t.createdBy),
  ],
);

export const TEAM_ROLES = ['owner', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id').notNull(),
    userId: integer('user_id').notNull(),
    role: text('role').$type<TeamRole>().notNull().default('member'),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'team_members_pkey', columns: [t.teamId, t.userId] }),
    foreignKey({ name: 'team_members_team_id_fkey', columns: [t.teamId], foreignColumns: [teams.id] }).onDelete('cascade'),
    foreignKey({ name: 'team_members_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    check('team_members_role_check', sql`${t.role} = ANY (ARRAY['owner'::text, 'member'::text])`),
    index('team_members_user_id_idx').on(t.userId),
  ],
);

export const teamInvites = pgTable(
  'team_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedBy: integer('used_by'),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('team_invites_token_hash_key').on(t.tokenHash),
    foreignKey({ name: 'team_invites_team_id_fkey', columns: [t.teamId], foreignColumns: [teams.id] }).onDelete('cascade'),
    foreignKey({ name: 'team_invites_created_by_fkey', columns: [t.createdBy], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'team_invites_used_by_fkey', columns: [t.usedBy], foreignColumns: [users.id] }).onDelete('set null'),
    index('team_invites_team_id_idx').on(t.teamId),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
