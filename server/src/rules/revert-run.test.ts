import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { teamActivities } from '../activity/table';
import type { Database } from '../db/database';
import { addTeamMember, createTeam } from '../teams/teams';
import { resetDatabase, testDatabases } from '../testing/databases';
import { addUser, login, testServer, type Session } from '../testing/server';
import type { RuleDefinition } from './definition';
import { abandonedRuns } from './run-lease';
import { executeRun } from './run-rule';
import { sampleDefinition } from './sample-definition';
import { ruleRuns, ruleRunWrites } from './table';
import { connectToSandbox, DEWI_IDR_ACCOUNT, givePlan, startTestSandbox, TEST_TOKEN_KEY, type SandboxHandle } from './test-world';

/** Revert a run against the graph sandbox: what the run set is put back, what changed since is named and left. */

const TOKEN = 'EAAsandbox-dewi';
const WANITA = '120238731057265489'; // ACTIVE, daily budget Rp 370.000
const BROAD = '120234142964308451'; // ACTIVE, daily budget Rp 220.000

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => sandbox.close());

function definition(overrides: Partial<RuleDefinition> = {}): RuleDefinition {
  return sampleDefinition({
    name: 'Cut and stop',
    scope: { level: 'adset', ids: [WANITA, BROAD] },
    conditions: { match: 'all', items: [{ metric: 'spend', window: 'lifetime', operator: 'gte', value: { value: 0 } }] },
    actions: [{ type: 'change_budget', budget: 'daily', by: 'percent', amount: 10, floor: null, ceiling: null }, { type: 'pause' }],
    cooldown_hours: 0,
    ...overrides,
  });
}

interface Detail {
  id: number;
  trigger: string;
  status: string;
  reverts_run_id: number | null;
  reverted_by_run_id: number | null;
  revertable: boolean;
  actions_done: number;
  objects: { object_id: string; actions: { type: string; field?: string; old?: unknown; new?: unknown; status: string; error?: string }[] }[];
}

describe.each(testDatabases())('revert a run on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;
  let demo: Session;
  let demoId: number;

  beforeAll(async () => {
    database = await tdb.open();
    app = await testServer(database, { GRAPH_BASE_URL: sandbox.url });
    app.rules.deps.retryDelaysMs = [0, 0, 0];
    app.rules.deps.scheduleUnpause = async () => {};
  });
  afterAll(async () => app.close());
  beforeEach(async () => {
    await resetDatabase(database);
    await sandbox.control('POST', '/__sandbox/reset');
    const dewi = await addUser(database, 'demo', 'demo1234');
    demoId = dewi.id;
    await givePlan(database, dewi.id, 'Pro');
    await connectToSandbox(database, sandbox, dewi.id, TOKEN, '100090000000001');
    demo = await login(app, 'demo', 'demo1234');
  });

  const adset = (id: string) => sandbox.get<{ status: string; daily_budget?: string }>(`${id}?fields=status,daily_budget`, TOKEN);
  /** A change made behind the rule's back, as a buyer in Ads Manager would. */
  const write = async (id: string, params: Record<string, string>) => {
    const response = await fetch(`${sandbox.url}/v21.0/${id}`, { method: 'POST', body: new URLSearchParams({ ...params, access_token: TOKEN }) });
    expect(response.status).toBe(200);
  };
  const create = async (def: RuleDefinition, team = 0, session = demo) => {
    const response = await app.inject({ method: 'POST', url: `/api/rules?team=${team}`, headers: session.headers, payload: { account_id: DEWI_IDR_ACCOUNT, ...def } });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number };
  };
  const runNow = async (ruleId: number, team = 0) => {
    const response = await app.inject({ method: 'POST', url: `/api/rules/${ruleId}/run?team=${team}`, headers: demo.headers });
    expect(response.statusCode).toBe(200);
    return response.json().data as { run_id: number; status: string };
  };
  const revert = (ruleId: number, runId: number, session = demo, team = 0) =>
    app.inject({ method: 'POST', url: `/api/rules/${ruleId}/history/${runId}/revert?team=${team}`, headers: session.headers });
  const detail = async (ruleId: number, runId: number) => (await app.inject({ url: `/api/rules/${ruleId}/history/${runId}`, headers: demo.headers })).json().data as Detail;

  test('a revert puts back what the run set, names what changed since and leaves it, and is its own run in the history and the log', async () => {
    const rule = await create(definition());
    const run = await runNow(rule.id);
    expect(run.status).toBe('succeeded');
    expect(await adset(WANITA)).toMatchObject({ status: 'PAUSED', daily_budget: '407000' });
    expect(await adset(BROAD)).toMatchObject({ status: 'PAUSED', daily_budget: '242000' });
    expect(await detail(rule.id, run.run_id)).toMatchObject({ revertable: true, reverted_by_run_id: null, reverts_run_id: null });

    // Someone sets Broad's budget by hand after the run.
    await write(BROAD, { daily_budget: '300000' });

    const response = await revert(rule.id, run.run_id);
    expect(response.statusCode).toBe(200);
    const reverted = response.json().data as Detail;
    expect(reverted).toMatchObject({ trigger: 'revert', status: 'succeeded', reverts_run_id: run.run_id, revertable: false, actions_done: 3 });
    expect(await adset(WANITA)).toMatchObject({ status: 'ACTIVE', daily_budget: '370000' });
    // Broad: its status is back; its budget, changed since, stays as the buyer set it.
    expect(await adset(BROAD)).toMatchObject({ status: 'ACTIVE', daily_budget: '300000' });
    const broad = reverted.objects.find((o) => o.object_id === BROAD)!;
    expect(broad.actions).toEqual([
      {
        type: 'change_budget',
        field: 'daily_budget',
        old: 242_000,
        new: 220_000,
        status: 'skipped',
        error: 'Daily budget is now IDR 300,000, not the IDR 242,000 this run set: left as it is.',
      },
      { type: 'pause', field: 'status', old: 'PAUSED', new: 'ACTIVE', status: 'done' },
    ]);
    expect(reverted.objects.find((o) => o.object_id === WANITA)!.actions.map((a) => [a.field, a.old, a.new, a.status])).toEqual([
      ['daily_budget', 407_000, 370_000, 'done'],
      ['status', 'PAUSED', 'ACTIVE', 'done'],
    ]);

    // The run now says who reverted it; the history lists the revert.
    expect(await detail(rule.id, run.run_id)).toMatchObject({ revertable: false, reverted_by_run_id: reverted.id });
    const history = (await app.inject({ url: `/api/rules/${rule.id}/history`, headers: demo.headers })).json().data as { id: number; trigger: string }[];
    expect(history.map((h) => [h.id, h.trigger])).toEqual([
      [reverted.id, 'revert'],
      [run.run_id, 'manual'],
    ]);
    // Every write of the revert is in the activity log, as the rule's, credited to the revert run and its user.
    const logged = await database.db.select().from(teamActivities).where(eq(teamActivities.ruleRunId, reverted.id));
    expect(logged.map((a) => [a.objectId, a.changes, a.original, a.userId]).sort()).toEqual(
      [
        [WANITA, { daily_budget: '370000' }, { daily_budget: 407_000 }, demoId],
        [WANITA, { status: 'ACTIVE' }, { status: 'PAUSED' }, demoId],
        [BROAD, { status: 'ACTIVE' }, { status: 'PAUSED' }, demoId],
      ].sort(),
    );
    const log = (await app.inject({ url: '/api/user/team/0/activity', headers: demo.headers })).json();
    expect(log.data[0].rule).toEqual({ id: rule.id, name: 'Cut and stop', run_id: reverted.id, link: `/rules/${rule.id}/history?run=${reverted.id}` });
    // Its writes are on record as applied, like any run's.
    expect((await database.db.select().from(ruleRunWrites).where(eq(ruleRunWrites.runId, reverted.id))).map((w) => w.state)).toEqual(['applied', 'applied', 'applied']);

    // Once only; a revert is not reverted.
    const again = await revert(rule.id, run.run_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`This run was already reverted by run #${reverted.id}; a run is reverted once.`);
    const ofRevert = await revert(rule.id, reverted.id);
    expect(ofRevert.statusCode).toBe(400);
    expect(ofRevert.json().error.message).toBe('This run is itself a revert; it cannot be reverted.');
    expect(await adset(BROAD)).toMatchObject({ status: 'ACTIVE', daily_budget: '300000' });
  });

  test('a value that is back already is left alone; with nothing to restore the revert says so', async () => {
    const rule = await create(definition({ scope: { level: 'adset', ids: [WANITA] }, actions: [{ type: 'pause' }] }));
    const run = await runNow(rule.id);
    await write(WANITA, { status: 'ACTIVE' });
    const reverted = (await revert(rule.id, run.run_id)).json().data as Detail;
    expect(reverted.status).toBe('no_match');
    expect(reverted.objects[0]!.actions[0]).toMatchObject({ status: 'skipped', error: 'Status is already active again: nothing to restore.' });
    expect(await database.db.select().from(teamActivities).where(eq(teamActivities.ruleRunId, reverted.id))).toEqual([]);
  });

  test('a copy the run made is deleted while it is the untouched paused copy; an activated copy stays', async () => {
    const rule = await create(definition({ scope: { level: 'adset', ids: [WANITA, BROAD] }, actions: [{ type: 'duplicate' }] }));
    const run = await runNow(rule.id);
    const copies = (await detail(rule.id, run.run_id)).objects.map((o) => [o.object_id, String(o.actions[0]!.new)] as const);
    const copyOf = new Map(copies);
    await write(copyOf.get(BROAD)!, { status: 'ACTIVE' });
    const reverted = (await revert(rule.id, run.run_id)).json().data as Detail;
    expect(reverted.status).toBe('succeeded');
    expect((await adset(copyOf.get(WANITA)!)).status).toBe('DELETED');
    expect((await adset(copyOf.get(BROAD)!)).status).toBe('ACTIVE');
    expect(reverted.objects.find((o) => o.object_id === BROAD)!.actions[0]).toMatchObject({ status: 'skipped', error: 'The copy this run made is now active: left as it is.' });
    expect(reverted.objects.find((o) => o.object_id === WANITA)!.actions[0]).toMatchObject({ type: 'duplicate', old: copyOf.get(WANITA), new: 'DELETED', status: 'done' });
    expect((await adset(WANITA)).status).toBe('ACTIVE');
  });

  test('two reverts pressed at once: one reverts, the other is refused', async () => {
    const rule = await create(definition({ scope: { level: 'adset', ids: [WANITA] }, actions: [{ type: 'pause' }] }));
    const run = await runNow(rule.id);
    const answers = await Promise.all([revert(rule.id, run.run_id), revert(rule.id, run.run_id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await database.db.select().from(ruleRuns).where(eq(ruleRuns.revertsRunId, run.run_id))).length).toBe(1);
    expect(await database.db.select().from(teamActivities).where(eq(teamActivities.objectId, WANITA))).toHaveLength(2);
  });

  test('a revert whose process died is never taken over as a run of the rule; once its lease ran out it is given up and may be tried again', async () => {
    const rule = await create(definition({ scope: { level: 'adset', ids: [WANITA] }, actions: [{ type: 'pause' }] }));
    const run = await runNow(rule.id);
    const started = new Date(Date.now() - 60_000);
    const [dead] = await database.db
      .insert(ruleRuns)
      .values({ ruleId: rule.id, trigger: 'revert', status: 'running', startedAt: started, revertsRunId: run.run_id, leaseOwner: 'gone', leaseUntil: new Date(Date.now() + 30_000) })
      .returning();
    expect(await abandonedRuns(database.db, new Date(Date.now() + 3_600_000))).toEqual([]);
    expect(await executeRun({ database, graph: sandbox.graph, tokenKey: TEST_TOKEN_KEY }, dead!.id)).toBeNull();
    // Its lease still holds: being reverted.
    const young = await revert(rule.id, run.run_id);
    expect([young.statusCode, young.json().error.message]).toEqual([409, `This run is being reverted (run #${dead!.id}).`]);
    await database.db.update(ruleRuns).set({ leaseUntil: new Date(Date.now() - 1_000) }).where(eq(ruleRuns.id, dead!.id));
    const again = await revert(rule.id, run.run_id);
    expect(again.statusCode).toBe(200);
    expect((await adset(WANITA)).status).toBe('ACTIVE');
    const [given] = await database.db.select().from(ruleRuns).where(eq(ruleRuns.id, dead!.id));
    expect(given).toMatchObject({ status: 'failed', error: 'The revert was cut short; it was tried again.' });
  });

  test('a run with write records is reverted from them: only the writes applied are taken back', async () => {
    const rule = await create(definition({ scope: { level: 'adset', ids: [WANITA, BROAD] }, actions: [{ type: 'pause' }] }));
    const run = await runNow(rule.id);
    // As the exactly-once engine records them: Broad's write never reached the platform (pending, then failed).
    for (const [objectId, state] of [[WANITA, 'applied'], [BROAD, 'failed']] as const) {
      await database.db
        .insert(ruleRunWrites)
        .values({ runId: run.run_id, objectId, action: 'pause', field: 'status', before: 'ACTIVE', intended: 'PAUSED', state })
        .onConflictDoUpdate({ target: [ruleRunWrites.runId, ruleRunWrites.objectId, ruleRunWrites.action, ruleRunWrites.field], set: { state } });
    }
    const reverted = (await revert(rule.id, run.run_id)).json().data as Detail;
    expect(reverted.objects.map((o) => o.object_id)).toEqual([WANITA]);
    expect((await adset(WANITA)).status).toBe('ACTIVE');
    expect((await adset(BROAD)).status).toBe('PAUSED');
  });

  test('a failed revert can be tried again; a dry run, an unfinished run and another team’s run cannot be reverted', async () => {
    const rule = await create(definition({ scope: { level: 'adset', ids: [WANITA] }, actions: [{ type: 'pause' }] }));
    const run = await runNow(rule.id);
    await sandbox.control('POST', '/__sandbox/faults', { kind: 'spam_block', path: WANITA });
    const failed = (await revert(rule.id, run.run_id)).json().data as Detail;
    expect(failed.status).toBe('failed');
    expect(failed.objects[0]!.actions[0]).toMatchObject({ status: 'failed', error: expect.any(String) });
    expect(await detail(rule.id, run.run_id)).toMatchObject({ revertable: true, reverted_by_run_id: null });
    await sandbox.control('DELETE', '/__sandbox/faults');
    const second = await revert(rule.id, run.run_id);
    expect(second.statusCode).toBe(200);
    expect((await adset(WANITA)).status).toBe('ACTIVE');

    const [dry] = await database.db.insert(ruleRuns).values({ ruleId: rule.id, trigger: 'dry_run', status: 'succeeded' }).returning();
    expect((await revert(rule.id, dry!.id)).json().error.message).toBe('A dry run changed nothing, so there is nothing to revert.');
    const [queued] = await database.db.insert(ruleRuns).values({ ruleId: rule.id, trigger: 'manual', status: 'running' }).returning();
    expect((await revert(rule.id, queued!.id)).statusCode).toBe(409);
    expect((await revert(rule.id, 999_999)).statusCode).toBe(404);

    // Another team's user sees neither the rule nor its runs; a member of the rule's team may revert.
    const budi = await addUser(database, 'budi', 'budi1234');
    const sari = await addUser(database, 'sari', 'sari1234');
    const team = await createTeam(database.db, { name: 'Dewi & co', createdBy: demoId, package: 'Pro' });
    await addTeamMember(database.db, team.id, budi.id);
    const teamRule = await create(definition({ scope: { level: 'adset', ids: [BROAD] }, actions: [{ type: 'pause' }] }), team.id);
    const teamRun = await runNow(teamRule.id, team.id);
    const outsider = await login(app, 'sari', 'sari1234');
    expect((await revert(teamRule.id, teamRun.run_id, outsider, team.id)).statusCode).toBe(404);
    expect((await revert(teamRule.id, teamRun.run_id, outsider, 0)).statusCode).toBe(404);
    expect((await adset(BROAD)).status).toBe('PAUSED');
    const member = await login(app, 'budi', 'budi1234');
    const byMember = await revert(teamRule.id, teamRun.run_id, member, team.id);
    expect(byMember.statusCode).toBe(200);
    expect((await adset(BROAD)).status).toBe('ACTIVE');
    const [logged] = await database.db.select().from(teamActivities).where(eq(teamActivities.ruleRunId, byMember.json().data.id));
    expect(logged).toMatchObject({ teamId: team.id, userId: budi.id, ruleId: teamRule.id });
    void sari;
  });
});
