import { eq } from 'drizzle-orm';
import { teamActivities } from '../activity/table';
import type { Database } from '../db/database';
import { createGraphBudget } from '../graph-budget/graph-reads';
import { resetDatabase, testDatabases } from '../testing/databases';
import { addUser } from '../testing/server';
import { executeRun } from './run-rule';
import { createRuleScheduler, type RuleScheduler } from './scheduler';
import { ruleRuns, rules } from './table';
import { connectToSandbox, DEWI_IDR_ACCOUNT, everySpenderRule, givePlan, startTestSandbox, TEST_TOKEN_KEY, type SandboxHandle } from './test-world';

/**
 * The scheduler on pg-boss: two scheduler instances (as two server processes would run) on one database run a
 * due rule exactly once; a restart neither skips a due run nor repeats a finished one.
 */

const TOKEN = 'EAAsandbox-dewi';
const WANITA = '120238731057265489';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => sandbox.close());

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDatabases())('rules scheduler on $name', (tdb) => {
  let database: Database;
  let schedulers: RuleScheduler[] = [];

  const scheduler = (withBudget = false) => {
    const budget = withBudget ? createGraphBudget(database, sandbox.graph, { store: true, refreshMs: 300_000, objectsRefreshMs: 300_000, timeoutMs: 5000 }) : undefined;
    // A deferred run starts 0.2 s after the regain time here, not the production 5 s.
    const created = createRuleScheduler({ database, graph: sandbox.graph, budget, tokenKey: TEST_TOKEN_KEY, cron: false, pollingSeconds: 0.5, retryDelaysMs: [0, 0, 0], runAfterRegainMs: 200 });
    schedulers.push(created);
    return created;
  };

  beforeAll(async () => {
    database = await tdb.open();
  });
  afterEach(async () => {
    for (const s of schedulers) await s.stop();
    schedulers = [];
  });

  /** A fresh world with Dewi connected and one every-30-minutes rule pausing WANITA, due a minute ago. */
  async function dueRule(name: string, now: Date) {
    await resetDatabase(database);
    await sandbox.control('POST', '/__sandbox/reset');
    const dewi = await addUser(database, 'demo', 'demo1234');
    await givePlan(database, dewi.id, 'Pro');
    await connectToSandbox(database, sandbox, dewi.id, TOKEN, '100090000000001');
    const rule = await everySpenderRule(database, dewi.id, name, [WANITA], [{ type: 'pause' }]);
    const due = new Date(now.getTime() - 60_000);
    await database.db.update(rules).set({ nextRunAt: due }).where(eq(rules.id, rule.id));
    return due;
  }

  test('two processes tick together: the due rule runs once; a restart neither skips nor repeats', async () => {
    const now = new Date();
    const due = await dueRule('Due now', now);

    const [first, second] = [scheduler(), scheduler()];
    await Promise.all([first.start(), second.start()]);
    const ticks = await Promise.all([first.tick(now), second.tick(now), first.tick(now), second.tick(now)]);
    expect(ticks.flat()).toHaveLength(1);

    const finished = await until(async () => {
      const [run] = await database.db.select().from(ruleRuns);
      return run && run.finishedAt ? run : undefined;
    });
    expect(finished).toMatchObject({ trigger: 'schedule', status: 'succeeded', scheduledFor: due, actionsDone: 1 });
    expect(await database.db.select().from(teamActivities)).toHaveLength(1);
    const status = await sandbox.get<{ status: string }>(`${WANITA}?fields=status`, TOKEN);
    expect(status.status).toBe('PAUSED');
    const [after] = await database.db.select().from(rules);
    expect(after!.nextRunAt!.getTime()).toBeGreaterThan(now.getTime());

    // Restart: the finished slot is not run again.
    await first.stop();
    await second.stop();
    const restarted = scheduler();
    await restarted.start();
    expect(await restarted.tick(now)).toEqual([]);

    // Down over the next slot: the first tick after the restart runs it (once).
    const later = new Date(after!.nextRunAt!.getTime() + 5 * 60_000);
    const caughtUp = await restarted.tick(later);
    expect(caughtUp).toHaveLength(1);
    await until(async () => {
      const runs = await database.db.select().from(ruleRuns);
      return runs.length === 2 && runs.every((run) => run.finishedAt) ? runs : undefined;
    });
    expect(await restarted.tick(later)).toEqual([]);
    expect(await database.db.select().from(ruleRuns)).toHaveLength(2);

    // A run job delivered again (a retry after a lost acknowledgement) does nothing.
    expect(await executeRun(restarted.deps, finished.id)).toBeNull();
    expect(await database.db.select().from(teamActivities)).toHaveLength(1);
  });

  test('stop() (a SIGTERM) lets a run in flight finish and report its outcome; the queue answers ping and depth meanwhile', async () => {
    const now = new Date();
    await dueRule('Due at shutdown', now);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const slowGraph = {
      ...sandbox.graph,
      request: async (req: Parameters<typeof sandbox.graph.request>[0]) => {
        calls += 1;
        await gate;
        return sandbox.graph.request(req);
      },
    };
    const outcomes: string[] = [];
    const shuttingDown = createRuleScheduler({ database, graph: slowGraph, tokenKey: TEST_TOKEN_KEY, cron: false, pollingSeconds: 0.5, retryDelaysMs: [0, 0, 0], onRunFinished: (outcome) => outcomes.push(outcome) });
    schedulers.push(shuttingDown);
    expect(await shuttingDown.ping()).toBe('off');
    expect(await shuttingDown.depth()).toBeNull();
    await shuttingDown.start();
    expect(await shuttingDown.ping()).toBe('ok');
    expect(await shuttingDown.tick(now)).toHaveLength(1);
    await until(async () => (calls > 0 ? true : undefined));
    expect((await shuttingDown.depth())!['rule-run']).toBe(0);

    let stopped = false;
    const stopping = shuttingDown.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const [run] = await database.db.select().from(ruleRuns);
    expect(run).toMatchObject({ status: 'succeeded', actionsDone: 1 });
    expect(run!.finishedAt).not.toBeNull();
    expect(outcomes).toEqual(['succeeded']);
  });

  test('a scheduled run that meets a throttle waits in the queue until the regain time, then runs once', async () => {
    const now = new Date();
    await dueRule('Due while throttled', now);
    // Facebook asked to wait 2 s more for this account's object reads (as a refused call would have recorded it).
    const regainAt = new Date(Date.now() + 2_000);
    await database.raw.query(`insert into graph_throttles (account_id, use_case, regain_at, code, message) values ($1, 'ads_management', $2, 80004, '(#80004) wait')`, [
      DEWI_IDR_ACCOUNT,
      regainAt.toISOString(),
    ]);

    const worker = scheduler(true);
    await worker.start();
    expect(await worker.tick(now)).toHaveLength(1);
    const deferred = await until(async () => {
      const [run] = await database.db.select().from(ruleRuns);
      return run && run.status === 'queued' && run.startedAt === null && Date.now() < regainAt.getTime() + 4_000 ? run : undefined;
    });
    expect(deferred.finishedAt).toBeNull();
    expect((await sandbox.get<{ status: string }>(`${WANITA}?fields=status`, TOKEN)).status).toBe('ACTIVE');

    const finished = await until(async () => {
      const [run] = await database.db.select().from(ruleRuns);
      return run?.finishedAt ? run : undefined;
    });
    expect(finished.startedAt!.getTime()).toBeGreaterThan(regainAt.getTime());
    expect(finished).toMatchObject({ status: 'succeeded', actionsDone: 1 });
    expect(await database.db.select().from(ruleRuns)).toHaveLength(1);
    expect(await database.db.select().from(teamActivities)).toHaveLength(1);
  });
});
