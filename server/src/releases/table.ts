import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RemoteAreaEntry } from 'shared-graph/registry';
import { timestamptz } from '../db/columns';
import { users } from '../user/table';

/** What a release says about its area (its build's area.json): the registry entry without the manifest URL. */
export type ReleaseArea = Omit<RemoteAreaEntry, 'manifest' | 'contractVersion'>;

/**
 * Every registered build of a remote. `sequence` orders one remote's releases (1, 2, 3 …, never reused); at most
 * one release per remote is live, and /remotes.json serves it.
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    sequence: integer('sequence').notNull(),
    version: text('version').notNull(),
    buildId: text('build_id').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    contractVersion: integer('contract_version').notNull(),
    area: jsonb('area').$type<ReleaseArea>().notNull(),
    /** Who registered it: a release token's team or an admin's login. */
    publishedBy: text('published_by').notNull(),
    notes: text('notes'),
    live: boolean('live').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When it last went live (first release or a promotion); null if it never did. */
    promotedAt: timestamptz('promoted_at'),
    /** Served instead of the live release to this share of signed-in users (1–99); null when it is no canary. */
    canaryPercent: integer('canary_percent'),
    canaryStartedAt: timestamptz('canary_started_at'),
  },
  (t) => [
    unique('remote_releases_sequence_key').on(t.remote, t.sequence),
    unique('remote_releases_version_key').on(t.remote, t.version),
    uniqueIndex('remote_releases_one_live').on(t.remote).where(sql`${t.live}`),
    uniqueIndex('remote_releases_one_canary').on(t.remote).where(sql`${t.canaryPercent} IS NOT NULL`),
    check('remote_releases_canary_percent_check', sql`${t.canaryPercent} IS NULL OR (${t.canaryPercent} BETWEEN 1 AND 99 AND NOT ${t.live})`),
  ],
);

/** What browsers reported about a release: how often it loaded, failed to load or threw while rendering. */
export const RELEASE_REPORT_KINDS = ['loaded', 'load_failed', 'render_failed'] as const;
export type ReleaseReportKind = (typeof RELEASE_REPORT_KINDS)[number];

/**
 * Counts per release and kind, nothing else: no user, no address, no message — a report carries no personal data
 * and none is kept.
 */
export const releaseHealth = pgTable(
  'release_health',
  {
    releaseId: integer('release_id').notNull(),
    kind: text('kind').$type<ReleaseReportKind>().notNull(),
    count: integer('count').notNull().default(0),
    lastAt: timestamptz('last_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'release_health_pkey', columns: [t.releaseId, t.kind] }),
    foreignKey({ name: 'release_health_release_id_fkey', columns: [t.releaseId], foreignColumns: [remoteReleases.id] }).onDelete('cascade'),
  ],
);

/** A feature team's credential for publishing releases of its remotes from CI; only its hash is kept. */
export const releaseTokens = pgTable(
  'release_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team: text('team').notNull(),
    /** The remotes this token may release. */
    remotes: jsonb('remotes').$type<string[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdById: integer('created_by_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    unique('release_tokens_token_hash_key').on(t.tokenHash),
    foreignKey({ name: 'release_tokens_created_by_id_fkey', columns: [t.createdById], foreignColumns: [users.id] }).onDelete('set null'),
    index('release_tokens_team_idx').on(t.team),
  ],
);

export type ReleaseRow = typeof remoteReleases.$inferSelect;
export type ReleaseTokenRow = typeof releaseTokens.$inferSelect;
export type ReleaseHealthRow = typeof releaseHealth.$inferSelect;
