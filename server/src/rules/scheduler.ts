/**
 * Scheduling on pg-boss, the same code on PostgreSQL and on the embedded PGlite (pg-boss's custom `db`
 * executor runs its SQL through our Database). A pg-boss cron job ticks every minute (pg-boss sends it once
 * per minute however many processes run); the tick, in one transaction, takes the due rules with
 * `FOR UPDATE SKIP LOCKED`, creates one run per schedule slot (unique per rule and slot), moves each rule to its
 * next slot and queues the run as a job in that same transaction. A run job is claimed before it runs, so a
 * repeated delivery does nothing, and it is retried with backoff when the process fails mid-run. After a restart
 * the next tick picks up a rule whose slot passed while no process was running (one catch-up run, not one per
 * missed slot).
 */
import PgBoss from 'pg-boss';
import type { Database, RawSession } from '../db/database';
import { abandonedRuns } from './run-lease';
import { executeRun, type RunDependencies, type UnpauseJob } from './run-rule';
import { nextRunAfter } from './schedule';
import { unpauseObject } from './unpause';

export const QUEUES = { tick: 'rules-tick', run: 'rule-run', unpause: 'rule-unpause', retention: 'rules-retention' } as const;
export const HISTORY_DAYS = 90;
const TICK_BATCH = 500;
const RUNS_AT_ONCE = 4;

interface JobExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * pg-boss's SQL through our database. Its multi-statement scripts (schema creation, maintenance under an
 * advisory lock) come wrapped in their own BEGIN … COMMIT; they run inside one of our transactions instead, so a
 * failing script is rolled back whole and, on PGlite's single connection, nothing else runs in between.
 */
export function jobQueueExecutor(session: RawSession, database?: Database): JobExecutor {
  return {
    async executeSql(text, values) {
      if ((!values || values.length === 0) && /;\s*\S/.test(text.trim())) {
        const script = text.trim().replace(/^BEGIN;/i, '').replace(/COMMIT;?$/i, '');
        if (database) await database.rawTransaction((tx) => tx.exec(script));
        else await session.exec(script);
        return { rows: [] };
      }
      return { rows: await session.query(text, values ?? []) };
    },
  };
}

export interface SchedulerOptions extends RunDependencies {
  database: Database;
  /** How often workers look for jobs (seconds, ≥ 0.5). */
  pollingSeconds?: number;
  /** Whether this process runs the cron monitor (off in tests that tick by hand). */
  cron?: boolean;
  log?: { error(obj: unknown, msg?: string): void; info?(obj: unknown, msg?: string): void };
  /** Told each run job's outcome: the run's status, `skipped` (another process has it, or deferred), `failed` (threw). */
  onRunFinished?: (outcome: string) => void;
}

interface DueRule extends Record<string, unknown> {
  id: number;
  next_run_at: Date | string;
  definition: { schedule: Parameters<typeof nextRunAfter>[0] };
  timezone_name: string | null;
}

export function createRuleScheduler(options: SchedulerOptions) {
  const { database } = options;
  const boss = new PgBoss({
    db: jobQueueExecutor(database.raw, database),
    schema: 'pgboss',
    supervise: true,
    schedule: options.cron !== false,
    migrate: true,
    cronMonitorIntervalSeconds: 30,
    maintenanceIntervalSeconds: 120,
  });
  boss.on('error', (error) => options.log?.error({ err: error }, 'rules job queue error'));
  let started = false;

  const deps: RunDependencies = {
    ...options,
    scheduleUnpause: (job, at) => scheduleUnpause(job, at),
    deferRun: async (runId, at) => {
      await boss.send(QUEUES.run, { runId }, { startAfter: at, singletonKey: `run:${runId}:after:${at.toISOString()}`, retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 900 });
    },
  };

  async function scheduleUnpause(job: UnpauseJob, at: Date): Promise<void> {
    await boss.send(QUEUES.unpause, { ...job }, { startAfter: at, singletonKey: `unpause:${job.ruleId}:${job.objectId}:${at.toISOString()}`, retryLimit: 5, retryDelay: 60, retryBackoff: true });
  }

  /**
   * Queues one run for every rule whose slot has come (at `now`); returns the run ids. Safe to call from any
   * number of processes at once: each due rule is taken by one of them.
   */
  async function tick(now: Date = new Date()): Promise<number[]> {
    await takeOverAbandonedRuns(now);
    // The due rules and their next slots, read and computed before any lock is taken.
    const due = await database.raw.query<DueRule>(
      `SELECT r.id, r.next_run_at, r.definition, a.timezone_name
         FROM rules r
         LEFT JOIN teams t ON t.id = r.team_id
         LEFT JOIN platform_connections c ON c.user_id = COALESCE(t.created_by, r.created_by)
         LEFT JOIN ad_accounts a ON a.connection_id = c.id AND a.id = r.account_id
        WHERE r.enabled AND r.next_run_at <= $1
        ORDER BY r.next_run_at
        LIMIT ${TICK_BATCH}`,
      [now.toISOString()],
    );
    if (due.length === 0) return [];
    const planned = new Map(
      due.map((rule) => [rule.id, { slot: new Date(rule.next_run_at).toISOString(), next: nextRunAfter(rule.definition.schedule, rule.timezone_name, now)?.toISOString() ?? null }]),
    );
    // The locks are held only to move each rule on and queue its run: a rule another process took meanwhile (locked,
    // or moved on: its slot is not the one read) is left to it.
    return database.rawTransaction(async (session) => {
      const locked = await session.query<{ id: number; next_run_at: Date | string }>(
        `SELECT id, next_run_at FROM rules WHERE id = ANY($1::int[]) AND enabled AND next_run_at <= $2 FOR UPDATE SKIP LOCKED`,
        [[...planned.keys()], now.toISOString()],
      );
      const taken = locked.filter((rule) => planned.get(rule.id)?.slot === new Date(rule.next_run_at).toISOString());
      if (taken.length === 0) return [];
      const ids = taken.map((rule) => rule.id);
      await session.query(
        `UPDATE rules SET next_run_at = moved.next FROM (SELECT unnest($1::int[]) AS id, unnest($2::timestamptz[]) AS next) AS moved WHERE rules.id = moved.id`,
        [ids, ids.map((id) => planned.get(id)!.next)],
      );
      const runs = await session.query<{ id: number }>(
        `INSERT INTO rule_runs (rule_id, trigger, scheduled_for, status)
         SELECT unnest($1::int[]), 'schedule', unnest($2::timestamptz[]), 'queued'
         ON CONFLICT (rule_id, scheduled_for) WHERE scheduled_for IS NOT NULL DO NOTHING RETURNING id`,
        [ids, ids.map((id) => planned.get(id)!.slot)],
      );
      const executor = jobQueueExecutor(session);
      for (const run of runs) {
        await boss.send(QUEUES.run, { runId: run.id }, { db: executor, singletonKey: `run:${run.id}`, retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 900 } as PgBoss.SendOptions);
      }
      return runs.map((run) => run.id);
    });
  }

  /** Runs whose process died mid-run (lease run out): a job each, so another worker finishes them within a minute. */
  async function takeOverAbandonedRuns(now: Date): Promise<void> {
    for (const run of await abandonedRuns(database.db, now)) {
      const since = run.leaseUntil?.toISOString() ?? 'never';
      await boss.send(QUEUES.run, { runId: run.id }, { singletonKey: `run:${run.id}:takeover:${since}`, retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 900 });
    }
  }

  async function deleteOldHistory(now: Date = new Date()): Promise<void> {
    const cutoff = new Date(now.getTime() - HISTORY_DAYS * 86_400_000).toISOString();
    await database.raw.query('DELETE FROM rule_runs WHERE created_at < $1', [cutoff]);
    await database.raw.query('DELETE FROM rule_notices WHERE created_at < $1', [cutoff]);
  }

  /**
   * Processes starting together on a fresh database race to create the same queues (PostgreSQL answers the loser
   * with a deadlock or a duplicate): the loser looks again after a short wait.
   */
  async function raceSafely(step: () => Promise<unknown>, done: () => Promise<boolean>): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      if (await done()) return;
      try {
        await step();
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '23505' && code !== '42P07')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      }
    }
  }

  /** Creates a queue unless it exists. */
  const ensureQueue = (name: string) => raceSafely(() => boss.createQueue(name), async () => Boolean(await boss.getQueue(name)));

  /**
   * pg-boss creates its schema on first start; two processes doing it at once on PostgreSQL can both pass its
   * existence check and the loser fails on a duplicate (and cannot start again). Starts are taken in turn under a
   * transaction-scoped advisory lock held on another connection; PGlite has one connection and one process.
   */
  async function startInTurn(): Promise<void> {
    if (database.kind !== 'postgres') {
      await boss.start();
      return;
    }
    await database.rawTransaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(727275)');
      await boss.start();
    });
  }

  async function start(): Promise<void> {
    await startInTurn();
    started = true;
    for (const name of Object.values(QUEUES)) await ensureQueue(name);
    if (options.cron !== false) {
      await boss.schedule(QUEUES.tick, '* * * * *');
      await boss.schedule(QUEUES.retention, '17 3 * * *');
    }
    const pollingIntervalSeconds = options.pollingSeconds ?? 2;
    await boss.work(QUEUES.tick, { pollingIntervalSeconds }, async () => {
      await tick();
    });
    // A few runs at a time: a run mostly waits for the platform.
    await boss.work<{ runId: number }>(QUEUES.run, { pollingIntervalSeconds, batchSize: RUNS_AT_ONCE }, async (jobs) => {
      // Each job is settled on its own: one run that throws fails (and is retried) alone, never its siblings —
      // a failed batch would hand runs still in flight to another worker.
      await Promise.all(
        jobs.map(async (job) => {
          try {
            const report = await executeRun(deps, job.data.runId);
            options.onRunFinished?.(report?.status ?? 'skipped');
          } catch (error) {
            options.onRunFinished?.('failed');
            options.log?.error({ err: error, runId: job.data.runId }, 'rule run failed');
            await boss.fail(QUEUES.run, job.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }),
      );
    });
    await boss.work<UnpauseJob>(QUEUES.unpause, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
      if (job) await unpauseObject(deps, job.data);
    });
    await boss.work(QUEUES.retention, { pollingIntervalSeconds }, async () => {
      await deleteOldHistory();
    });
  }

  /** Jobs waiting per queue (shared by every process); null when this process runs no queue. */
  async function depth(): Promise<Record<string, number> | null> {
    if (!started) return null;
    const sizes: Record<string, number> = {};
    for (const name of Object.values(QUEUES)) sizes[name] = await boss.getQueueSize(name);
    return sizes;
  }

  /** Whether the job queue answers: 'off' when this process runs none; throws when its tables cannot be read. */
  async function ping(): Promise<'ok' | 'off'> {
    if (!started) return 'off';
    await boss.getQueue(QUEUES.run);
    return 'ok';
  }

  async function stop(): Promise<void> {
    if (!started) return;
    started = false;
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  return { start, stop, tick, deleteOldHistory, depth, ping, deps, boss };
}

export type RuleScheduler = ReturnType<typeof createRuleScheduler>;
