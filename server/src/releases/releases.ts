// The release registry: every registered build of each remote, in order, and the one that is live. /remotes.json
// serves the live releases (server/src/static/remotes.ts says how they meet the operator's REMOTES_JSON).
import { and, asc, desc, eq, inArray, isNotNull, max, ne, or, sql } from 'drizzle-orm';
import type { RemoteAreaEntry } from 'shared-graph/registry';
import type { Database, Db } from '../db/database';
import { ApiError, notFound } from '../http/errors';
import { auditLog, type AuditRow } from '../admin/table';
import { remoteReleases, type ReleaseArea, type ReleaseRow } from './table';

export interface ReleaseInput {
  remote: string;
  version: string;
  buildId: string;
  manifestUrl: string;
  contractVersion: number;
  area: ReleaseArea;
  publishedBy: string;
  notes?: string | null;
}

/** Serialises the writes of one remote's releases (another remote's release never waits for it). */
async function lockRemote(tx: Db, remote: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`remote-release:${remote}`}))`);
}

async function makeLive(tx: Db, remote: string, id: number, at: Date): Promise<ReleaseRow> {
  await tx.update(remoteReleases).set({ live: false }).where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.live, true)));
  // A canary made live is simply the live release now.
  const [row] = await tx.update(remoteReleases).set({ live: true, promotedAt: at, canaryPercent: null, canaryStartedAt: null }).where(eq(remoteReleases.id, id)).returning();
  return row!;
}

/** A release with this remote and version, if one is registered. */
export async function findRelease(db: Db, remote: string, version: string): Promise<ReleaseRow | undefined> {
  const [row] = await db.select().from(remoteReleases).where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)));
  return row;
}

export async function findReleaseById(db: Db, id: number): Promise<ReleaseRow | undefined> {
  const [row] = await db.select().from(remoteReleases).where(eq(remoteReleases.id, id));
  return row;
}

/**
 * Registers a release as the remote's next one (sequence = the last + 1) and, unless `live: false`, makes it the
 * live one. Two registrations of one remote run one after the other, both kept in order; `work` runs inside the
 * same transaction after the insert (the caller's audit record). A version already registered is a conflict the
 * caller checks first (`findRelease`); the unique key refuses it here too.
 */
export async function registerRelease(
  database: Database,
  input: ReleaseInput,
  options: { live?: boolean; within?: (tx: Db, release: ReleaseRow) => Promise<void> } = {},
): Promise<ReleaseRow> {
  return database.transaction(async (tx) => {
    await lockRemote(tx, input.remote);
    const [last] = await tx.select({ sequence: max(remoteReleases.sequence) }).from(remoteReleases).where(eq(remoteReleases.remote, input.remote));
    const [inserted] = await tx
      .insert(remoteReleases)
      .values({ ...input, notes: input.notes ?? null, sequence: (last?.sequence ?? 0) + 1 })
      .returning();
    const release = options.live === false ? inserted! : await makeLive(tx, input.remote, inserted!.id, inserted!.createdAt);
    await options.within?.(tx, release);
    return release;
  });
}

/**
 * Makes an earlier (or later) release of the remote live again: rollback is a promotion. `within` runs in the
 * same transaction with the release that was live before (the caller's audit record).
 */
export async function promoteRelease(
  database: Database,
  id: number,
  within?: (tx: Db, promoted: ReleaseRow, previous: ReleaseRow | undefined) => Promise<void>,
): Promise<ReleaseRow> {
  return database.transaction(async (tx) => {
    const target = await findReleaseById(tx, id);
    if (!target) throw notFound('No such release');
    await lockRemote(tx, target.remote);
    const [previous] = await tx.select().from(remoteReleases).where(and(eq(remoteReleases.remote, target.remote), eq(remoteReleases.live, true)));
    const promoted = previous?.id === id ? previous : await makeLive(tx, target.remote, id, new Date());
    await within?.(tx, promoted, previous);
    return promoted;
  });
}

/**
 * Serves the release to `percent` % of signed-in users (canary.ts says which) beside the live one; a canary already
 * running for this release changes its share. `within` runs in the same transaction with the canary before (the
 * caller's audit record). A live release cannot be its own canary, and a remote has one canary at a time.
 */
export async function startCanary(
  database: Database,
  id: number,
  percent: number,
  within?: (tx: Db, canary: ReleaseRow, before: ReleaseRow) => Promise<void>,
): Promise<ReleaseRow> {
  return database.transaction(async (tx) => {
    const found = await findReleaseById(tx, id);
    if (!found) throw notFound('No such release');
    await lockRemote(tx, found.remote);
    const target = (await findReleaseById(tx, id))!;
    const name = `${target.remote} ${target.version}`;
    if (target.live) throw new ApiError(409, 'release_live', `${name} is live already: every user gets it, so it cannot be a canary.`);
    const [other] = await tx
      .select()
      .from(remoteReleases)
      .where(and(eq(remoteReleases.remote, target.remote), isNotNull(remoteReleases.canaryPercent), ne(remoteReleases.id, id)));
    if (other) throw new ApiError(409, 'canary_running', `${target.remote} ${other.version} is the canary of ${target.remote} already; stop it or make it live first.`);
    const [canary] = await tx
      .update(remoteReleases)
      .set({ canaryPercent: percent, canaryStartedAt: target.canaryStartedAt ?? new Date() })
      .where(eq(remoteReleases.id, id))
      .returning();
    await within?.(tx, canary!, target);
    return canary!;
  });
}

/**
 * Ends the release's canary: its users get the live release again. Undefined when it was no canary (stopped by
 * someone else, made live meanwhile); `within` runs in the same transaction otherwise.
 */
export async function stopCanary(database: Database, id: number, within?: (tx: Db, stopped: ReleaseRow, before: ReleaseRow) => Promise<void>): Promise<ReleaseRow | undefined> {
  return database.transaction(async (tx) => {
    const found = await findReleaseById(tx, id);
    if (!found) throw notFound('No such release');
    await lockRemote(tx, found.remote);
    const before = (await findReleaseById(tx, id))!;
    if (before.canaryPercent === null) return undefined;
    const [stopped] = await tx.update(remoteReleases).set({ canaryPercent: null, canaryStartedAt: null }).where(eq(remoteReleases.id, id)).returning();
    await within?.(tx, stopped!, before);
    return stopped;
  });
}

/** The live release and the canary of every remote that has them, and the release a preview asks for. */
export function servedReleases(db: Db, previewId: number | null): Promise<ReleaseRow[]> {
  const served = or(eq(remoteReleases.live, true), isNotNull(remoteReleases.canaryPercent));
  return db
    .select()
    .from(remoteReleases)
    .where(previewId === null ? served : or(served, eq(remoteReleases.id, previewId)))
    .orderBy(asc(remoteReleases.remote));
}

/** One remote's releases, newest first. */
export function releasesOf(db: Db, remote: string): Promise<ReleaseRow[]> {
  return db.select().from(remoteReleases).where(eq(remoteReleases.remote, remote)).orderBy(desc(remoteReleases.sequence));
}

/** The live release of every remote that has one, by remote name. */
export function liveReleases(db: Db): Promise<ReleaseRow[]> {
  return db.select().from(remoteReleases).where(eq(remoteReleases.live, true)).orderBy(asc(remoteReleases.remote));
}

/** A release as a /remotes.json entry. */
export function releaseEntry(release: ReleaseRow): RemoteAreaEntry {
  return { manifest: release.manifestUrl, ...release.area, contractVersion: release.contractVersion };
}

/** The registry entries of the live releases, for /remotes.json. */
export async function liveEntries(db: Db): Promise<Record<string, RemoteAreaEntry>> {
  return Object.fromEntries((await liveReleases(db)).map((release) => [release.remote, releaseEntry(release)]));
}

/** Every release, by remote and newest first. */
export function allReleases(db: Db): Promise<ReleaseRow[]> {
  return db.select().from(remoteReleases).orderBy(asc(remoteReleases.remote), desc(remoteReleases.sequence));
}

/** Who published, promoted, ran canaries, made preview links, made or revoked release tokens: newest first. */
export function releaseAudit(db: Db, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(inArray(auditLog.targetType, ['release', 'release_token'])).orderBy(desc(auditLog.id)).limit(limit);
}
