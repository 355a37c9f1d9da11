// A run is worked on by one process at a time: it claims the run with a lease (owner, until) that it renews while it
// works. A live run is never claimed again; a run whose process died (the lease ran out) is taken over by the next
// claim — the scheduler's tick sends it one within a minute.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ruleRuns, type RuleRunRow } from './table';

/** How long a claim holds without being renewed. */
export const RUN_LEASE_MS = 30_000;
const RENEW_EVERY_MS = RUN_LEASE_MS / 3;

/** This process's name on the runs it works on. */
export const PROCESS_LEASE_OWNER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Claims a queued run, or a running one whose lease has run out; null when another process holds it or it is done.
 * A revert run is never claimed here: it is not a run of the rule's conditions (revert-run.ts carries it out).
 */
export async function claimRun(db: Db, runId: number, owner: string, now: Date): Promise<RuleRunRow | null> {
  const [run] = await db
    .update(ruleRuns)
    .set({ status: 'running', startedAt: sql`coalesce(${ruleRuns.startedAt}, ${now.toISOString()}::timestamptz)`, leaseOwner: owner, leaseUntil: new Date(now.getTime() + RUN_LEASE_MS) })
    .where(
      and(
        eq(ruleRuns.id, runId),
        ne(ruleRuns.trigger, 'revert'),
        or(eq(ruleRuns.status, 'queued'), and(eq(ruleRuns.status, 'running'), or(isNull(ruleRuns.leaseUntil), lt(ruleRuns.leaseUntil, now)))),
      ),
    )
    .returning();
  return run ?? null;
}

/** Renews the lease while the run works; call the returned function when it is done. */
export function keepLease(db: Db, runId: number, owner: string): () => void {
  const timer = setInterval(() => {
    void db
      .update(ruleRuns)
      .set({ leaseUntil: new Date(Date.now() + RUN_LEASE_MS) })
      .where(and(eq(ruleRuns.id, runId), eq(ruleRuns.leaseOwner, owner), eq(ruleRuns.status, 'running')))
      .catch(() => undefined);
  }, RENEW_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Runs whose process stopped renewing their lease (died mid-run): the tick sends each a job to take it over. */
export async function abandonedRuns(db: Db, now: Date): Promise<{ id: number; leaseUntil: Date | null }[]> {
  return db
    .select({ id: ruleRuns.id, leaseUntil: ruleRuns.leaseUntil })
    .from(ruleRuns)
    .where(
      and(
        eq(ruleRuns.status, 'running'),
        ne(ruleRuns.trigger, 'revert'),
        or(lt(ruleRuns.leaseUntil, now), and(isNull(ruleRuns.leaseUntil), lt(ruleRuns.startedAt, new Date(now.getTime() - RUN_LEASE_MS)))),
      ),
    )
    .limit(500);
}
