import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { teamActivities } from '../activity/table';
import type { Database } from '../db/database';
import { resetDatabase, testDatabases } from '../testing/databases';
import { addUser, login, testServer } from '../testing/server';
import { executeRun, runNow, type RunDependencies } from './run-rule';
import { RUN_LEASE_MS } from './run-lease';
import { createRuleScheduler, QUEUES } from './scheduler';
import { ruleRuns, ruleRunWrites, rules, type RuleRow } from './table';
import { connectToSandbox, everySpenderRule, givePlan, startTestSandbox, TEST_TOKEN_KEY, type SandboxHandle } from './test-world';

/**
 * A budget change is money: each platform write of a run happens once — with runs settled one by one, two servers
 * pressing Run now together, and a process that died mid-run whose run another process finishes.
 */

const TOKEN = 'EAAsandbox-dewi';
const WANITA = '120238731057265489'; // ACTIVE, daily budget Rp 370.000

let sandbox: SandboxHandle;
/** Every write the sandbox received, as `METHOD path` (batch operations one by one). */
const writes: string[] = [];
beforeAll(async () => {
  sandbox = await startTestSandbox({
    seen: (request) => {
      const body = request.body as { batch?: string } | undefined;
      if (request.method === 'POST' && typeof body?.batch === 'string') {
        for (const op of JSON.parse(body.batch) as { method: string; relative_url: string }[]) if (op.method !== 'GET') writes.push(`${op.method} ${op.relative_url}`);
      }
    },
  });
});
afterAll(async () => sandbox.close());

const budgetOf = async (id: string) => Number((await sandbox.get<{ daily_budget: string }>(`${id}?fields=daily_budget`, TOKEN)).daily_budget);

describe.each(testDatabases())('rule runs exactly once on $name', (tdb) => {
  let database: Database;
  let dewiId: number;
  const deps = (extra: Partial<RunDependencies> = {}): RunDependencies => ({ database, graph: sandbox.graph, tokenKey: TEST_TOKEN_KEY, retryDelaysMs: [0, 0, 0], ...extra });

  beforeAll(async () => {
    database = await tdb.open();
  });
  beforeEach(async () => {
    await resetDatabase(database);
    await sandbox.control('POST', '/__sandbox/reset');
    writes.length = 0;
    const dewi = await addUser(database, 'demo', 'demo1234');
    dewiId = dewi.id;
    await givePlan(database, dewi.id, 'Pro');
    await connectToSandbox(database, sandbox, dewi.id, TOKEN, '100090000000001');
  });

  /** +1 % daily budget on WANITA whenever it spent anything. */
  const budgetRule = (name = '+1 % budget') => everySpenderRule(database, dewiId, name, [WANITA], [{ type: 'change_budget', by: 'percent', amount: 1, budget: 'daily' }]);

  test('two servers pressing Run now at the same moment make one run and one write', async () => {
    const rule = await budgetRule();
    const before = await budgetOf(WANITA);
    const first: FastifyInstance = await testServer(database, { GRAPH_BASE_URL: sandbox.url });
    const second: FastifyInstance = await testServer(database, { GRAPH_BASE_URL: sandbox.url });
    try {
      const [a, b] = [await login(first, 'demo', 'demo1234'), await login(second, 'demo', 'demo1234')];
      const [ra, rb] = await Promise.all([
        first.inject({ method: 'POST', url: `/api/rules/${rule.id}/run`, headers: a.headers }),
        second.inject({ method: 'POST', url: `/api/rules/${rule.id}/run`, headers: b.headers }),
      ]);
      expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
      expect(ra.json().data.run_id).toBe(rb.json().data.run_id);
      expect(ra.json().data.status).toBe('succeeded');
      expect(rb.json().data.status).toBe('succeeded');
      expect(await database.db.select().from(ruleRuns)).toHaveLength(1);
      expect(writes).toEqual([`POST ${WANITA}`]);
      expect(await budgetOf(WANITA)).toBe(Math.round(before * 1.01));
      expect(await database.db.select().from(teamActivities)).toHaveLength(1);
    } finally {
      await first.close();
      await second.close();
    }
  });

  /** A run a dead process left: running, its lease run out, its write recorded as pending. */
  async function deadRun(rule: RuleRow, before: number) {
    const [run] = await database.db
      .insert(ruleRuns)
      .values({ ruleId: rule.id, trigger: 'schedule', status: 'running', startedAt: new Date(Date.now() - 2 * RUN_LEASE_MS), leaseOwner: 'dead-process', leaseUntil: new Date(Date.now() - RUN_LEASE_MS) })
      .returning();
    const intended = Math.round(before * 1.01);
    await database.db.insert(ruleRunWrites).values({ runId: run!.id, objectId: WANITA, action: 'change_budget', field: 'daily_budget', before, intended, state: 'pending' });
    return { run: run!, intended };
  }

  test('a run whose process died after its write landed is finished by another without a second write', async () => {
    const rule = await budgetRule();
    const before = (await budgetOf(WANITA)) / 1; // IDR: minor unit = major unit
    const { run, intended } = await deadRun(rule, before);
    // The dead process's write had reached the platform.
    const applied = await fetch(`${sandbox.url}/v21.0/${WANITA}`, { method: 'POST', body: new URLSearchParams({ daily_budget: String(intended), access_token: TOKEN }) });
    expect(applied.ok).toBe(true);
    writes.length = 0;

    const report = await executeRun(deps({ leaseOwner: 'other-process' }), run.id);
    expect(report?.status).toBe('succeeded');
    expect(writes).toEqual([]);
    expect(await budgetOf(WANITA)).toBe(intended);
    expect(report!.objects[0]!.actions[0]).toMatchObject({ type: 'change_budget', field: 'daily_budget', old: before, new: intended, status: 'done' });
    const [record] = await database.db.select().from(ruleRunWrites);
    expect(record!.state).toBe('applied');
    // The history and the activity log say what the platform got: one change.
    expect(await database.db.select().from(teamActivities)).toHaveLength(1);
    const [finished] = await database.db.select().from(ruleRuns).where(eq(ruleRuns.id, run.id));
    expect(finished).toMatchObject({ status: 'succeeded', actionsDone: 1, leaseOwner: null });
    // Delivered once more (a job retry): nothing happens.
    expect(await executeRun(deps(), run.id)).toBeNull();
    expect(writes).toEqual([]);
  });

  test('a run whose process died before its write landed is finished with that write, once', async () => {
    const rule = await budgetRule();
    const before = await budgetOf(WANITA);
    const { run, intended } = await deadRun(rule, before);
    const report = await executeRun(deps({ leaseOwner: 'other-process' }), run.id);
    expect(report?.status).toBe('succeeded');
    expect(writes).toEqual([`POST ${WANITA}`]);
    expect(await budgetOf(WANITA)).toBe(intended);
    expect(await database.db.select().from(teamActivities)).toHaveLength(1);
  });

  test('a live run is never claimed by another process; a value changed since the crash is left alone and named', async () => {
    const rule = await budgetRule();
    const before = await budgetOf(WANITA);
    const [live] = await database.db
      .insert(ruleRuns)
      .values({ ruleId: rule.id, trigger: 'schedule', status: 'running', startedAt: new Date(), leaseOwner: 'alive', leaseUntil: new Date(Date.now() + RUN_LEASE_MS) })
      .returning();
    expect(await executeRun(deps(), live!.id)).toBeNull();

    const { run } = await deadRun(rule, before);
    await fetch(`${sandbox.url}/v21.0/${WANITA}`, { method: 'POST', body: new URLSearchParams({ daily_budget: String(before + 50_000), access_token: TOKEN }) });
    writes.length = 0;
    const report = await executeRun(deps(), run.id);
    expect(writes).toEqual([]);
    expect(report!.objects[0]!.actions[0]).toMatchObject({ status: 'failed', error: expect.stringContaining('Changed since the run started') });
    expect(await budgetOf(WANITA)).toBe(before + 50_000);
  });

  test('Run now for a rule whose run is queued runs that run instead of a second one', async () => {
    const rule = await budgetRule();
    const [queued] = await database.db.insert(ruleRuns).values({ ruleId: rule.id, trigger: 'schedule', status: 'queued' }).returning();
    const pressed = await runNow(deps(), rule);
    expect(pressed).toMatchObject({ runId: queued!.id, joined: true });
    expect(pressed.report.status).toBe('succeeded');
    expect(await database.db.select().from(ruleRuns)).toHaveLength(1);
    expect(writes).toHaveLength(1);
  });

  test('a batch of run jobs with one that throws: the others are settled (done) on their own and write once', async () => {
    const good = await budgetRule('good');
    const bad = await budgetRule('bad');
    // A definition the engine cannot read makes its run throw.
    await database.db.update(rules).set({ definition: { ...bad.definition, conditions: null } as unknown as RuleRow['definition'] }).where(eq(rules.id, bad.id));
    const due = new Date(Date.now() - 60_000);
    await database.db.update(rules).set({ nextRunAt: due });
    const scheduler = createRuleScheduler({ database, graph: sandbox.graph, tokenKey: TEST_TOKEN_KEY, cron: false, pollingSeconds: 0.5, retryDelaysMs: [0, 0, 0] });
    await scheduler.start();
    try {
      const runIds = await scheduler.tick(new Date());
      expect(runIds).toHaveLength(2);
      const end = Date.now() + 20_000;
      let states: { state: string; runId: number }[] = [];
      while (Date.now() < end) {
        const rows = await database.raw.query<{ state: string; data: { runId: number } }>(`select state, data from pgboss.job where name = $1`, [QUEUES.run]);
        states = rows.map((row) => ({ state: row.state, runId: row.data.runId }));
        if (states.length === 2 && states.every((s) => s.state !== 'created' && s.state !== 'active')) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const goodRun = (await database.db.select().from(ruleRuns).where(eq(ruleRuns.ruleId, good.id)))[0]!;
      expect(states.find((s) => s.runId === goodRun.id)?.state).toBe('completed');
      expect(states.find((s) => s.runId !== goodRun.id)?.state).toMatch(/retry|failed/);
      expect(goodRun.status).toBe('succeeded');
      expect(writes).toEqual([`POST ${WANITA}`]);
    } finally {
      await scheduler.stop();
    }
  });
});
