// What browsers report about releases (a remote that loaded, failed to load or threw while rendering), counted per
// release and kind, and the rule that stops a failing canary by itself.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { recordAudit } from '../admin/audit';
import type { Database, Db } from '../db/database';
import { outboxMailer } from '../mail/mailer';
import { users } from '../user/table';
import { stopCanary } from './releases';
import { releaseHealth, type ReleaseReportKind, type ReleaseRow } from './table';

/** A canary is stopped once browsers reported at least this many failures, making at least this share of its loads. */
export const CANARY_STOP = { minFailures: 5, minShare: 0.2 } as const;

export interface ReleaseHealth {
  loads: number;
  loadFailures: number;
  renderFailures: number;
}

export const NO_REPORTS: ReleaseHealth = { loads: 0, loadFailures: 0, renderFailures: 0 };

export const failuresOf = (health: ReleaseHealth) => health.loadFailures + health.renderFailures;

/** Failures per attempt to load (a load that failed is an attempt too); null before any report. */
export function failureRate(health: ReleaseHealth): number | null {
  const attempts = health.loads + health.loadFailures;
  const failures = failuresOf(health);
  if (attempts === 0) return failures === 0 ? null : 1;
  return Math.min(1, failures / attempts);
}

export function failingCanary(health: ReleaseHealth): boolean {
  return failuresOf(health) >= CANARY_STOP.minFailures && (failureRate(health) ?? 0) >= CANARY_STOP.minShare;
}

/** The counts of each release, by id (a release nobody reported on is absent). */
export async function healthOf(db: Db, releaseIds: number[]): Promise<Map<number, ReleaseHealth>> {
  const byId = new Map<number, ReleaseHealth>();
  if (releaseIds.length === 0) return byId;
  const rows = await db.select().from(releaseHealth).where(inArray(releaseHealth.releaseId, releaseIds));
  for (const row of rows) {
    const health = byId.get(row.releaseId) ?? { ...NO_REPORTS };
    if (row.kind === 'loaded') health.loads = row.count;
    else if (row.kind === 'load_failed') health.loadFailures = row.count;
    else health.renderFailures = row.count;
    byId.set(row.releaseId, health);
  }
  return byId;
}

/** Counts one report. */
export async function countReport(db: Db, releaseId: number, kind: ReleaseReportKind): Promise<void> {
  await db
    .insert(releaseHealth)
    .values({ releaseId, kind, count: 1 })
    .onConflictDoUpdate({ target: [releaseHealth.releaseId, releaseHealth.kind], set: { count: sql`${releaseHealth.count} + 1`, lastAt: sql`now()` } });
}

/** The actor of what the server does by itself. */
export const SYSTEM_ACTOR = { id: null, login: 'Sasar (automatic)', role: 'system' } as const;

const percentText = (value: number) => `${Math.round(value * 100)} %`;

/**
 * Stops the canary when its reports say it fails (failingCanary): its users get the live release on their next
 * navigation, the release log says why, and every admin with a confirmed address gets a mail. Returns the stopped
 * release, or undefined when it was no canary or is not failing.
 */
export async function stopFailingCanary(database: Database, release: ReleaseRow): Promise<ReleaseRow | undefined> {
  if (release.canaryPercent === null) return undefined;
  const health = (await healthOf(database.db, [release.id])).get(release.id) ?? NO_REPORTS;
  if (!failingCanary(health)) return undefined;
  const name = `${release.remote} ${release.version}`;
  const reason = `${failuresOf(health)} failures reported for ${health.loads + health.loadFailures} loads (${percentText(failureRate(health) ?? 0)})`;
  return stopCanary(database, release.id, async (tx, _stopped, before) => {
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: 'release.canary_auto_stop',
      target: { type: 'release', id: release.id, label: name },
      before: { canary: `${before.canaryPercent} %` },
      after: { canary: 'stopped', reason },
    });
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNotNull(users.email), isNotNull(users.emailVerifiedAt)));
    const mailer = outboxMailer(tx);
    for (const admin of admins) {
      await mailer.send({
        to: admin.email!,
        kind: 'release_canary_stopped',
        subject: `Canary ${name} was stopped`,
        text: `Browsers reported that ${name} fails: ${reason}. Its canary was stopped, so its users get the live release of ${release.remote} again on their next visit. Admin › Releases shows the release and its reports.`,
      });
    }
  });
}
