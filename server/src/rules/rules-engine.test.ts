import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { teamActivities } from '../activity/table';
import type { Database } from '../db/database';
import { resetDatabase, testDatabases } from '../testing/databases';
import { addUser, login, setVerifiedEmail, testServer, type Session } from '../testing/server';
import type { RuleDefinition } from './definition';
import { addTeamMember, createTeam } from '../teams/teams';
import { sampleDefinition } from './sample-definition';
import { unpauseObject } from './unpause';
import { ruleNotices, ruleObjectStates, ruleRuns, rules } from './table';
import { connectToSandbox, DEWI_IDR_ACCOUNT, givePlan, startTestSandbox, type SandboxHandle } from './test-world';
import type { UnpauseJob } from './run-rule';

/** The engine against the graph sandbox: every window and action changes (or, dry, leaves) the sandbox's world. */

const TOKEN = 'EAAsandbox-dewi';
/** Ad sets of Dewi's IDR account in the seeded sandbox world. */
const WANITA = '120238731057265489'; // ACTIVE, daily budget Rp 370.000
const BATIK = '120287196071987797'; // ACTIVE, COST_CAP with a bid, daily budget Rp 1.120.000
const BROAD = '120234142964308451'; // ACTIVE, daily budget Rp 220.000
const CBO_ADSET = '120216791632860242'; // ACTIVE, its budget is the campaign's

let sandbox: SandboxHandle;
let webhook: FastifyInstance;
let webhookUrl: string;
const webhookCalls: unknown[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  webhook = Fastify();
  webhook.post('/hook', async (request) => {
    webhookCalls.push(request.body);
    return 'ok';
  });
  await webhook.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `http://127.0.0.1:${(webhook.server.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await sandbox.close();
  await webhook.close();
});

/** The sample rule narrowed to one ad set that always matches (any spend over its lifetime). */
function definition(overrides: Partial<RuleDefinition> = {}): RuleDefinition {
  return sampleDefinition({
    name: 'Test rule',
    scope: { level: 'adset', ids: [WANITA] },
    conditions: { match: 'all', items: [{ metric: 'spend', window: 'lifetime', operator: 'gte', value: { value: 0 } }] },
    ...overrides,
  });
}

interface ObjectReport {
  object_id: string;
  matched: boolean;
  metrics: Record<string, number>;
  conditions: { result: boolean; left: number | null; right: number | null }[];
  actions: { type: string; status: string; old?: unknown; new?: unknown; error?: string }[];
  skipped: string | null;
}

describe.each(testDatabases())('rules engine on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;
  let demo: Session;
  let demoId: number;
  const unpauses: { job: UnpauseJob; at: Date }[] = [];

  beforeAll(async () => {
    database = await tdb.open();
    app = await testServer(database, { GRAPH_BASE_URL: sandbox.url });
    app.rules.deps.retryDelaysMs = [0, 0, 0];
    app.rules.deps.scheduleUnpause = async (job, at) => {
      unpauses.push({ job, at });
    };
  });
  afterAll(async () => app.close());
  beforeEach(async () => {
    await resetDatabase(database);
    await sandbox.control('POST', '/__sandbox/reset');
    webhookCalls.length = 0;
    unpauses.length = 0;
    const dewi = await addUser(database, 'demo', 'demo1234');
    demoId = dewi.id;
    await givePlan(database, dewi.id, 'Pro');
    await connectToSandbox(database, sandbox, dewi.id, TOKEN, '100090000000001');
    demo = await login(app, 'demo', 'demo1234');
  });

  const adset = (id: string) => sandbox.get<{ status: string; daily_budget?: string; bid_amount?: number | string }>(`${id}?fields=status,daily_budget,bid_amount`, TOKEN);
  const create = async (def: RuleDefinition) => {
    const response = await app.inject({ method: 'POST', url: '/api/rules', headers: demo.headers, payload: { account_id: DEWI_IDR_ACCOUNT, ...def } });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number };
  };
  const runNow = async (ruleId: number) => {
    const response = await app.inject({ method: 'POST', url: `/api/rules/${ruleId}/run`, headers: demo.headers });
    expect(response.statusCode).toBe(200);
    return response.json().data as { run_id: number; status: string; error: string | null; objects: ObjectReport[]; graph_requests: number };
  };
  const dryRun = async (def: RuleDefinition) => {
    const response = await app.inject({ method: 'POST', url: '/api/rules/dry-run', headers: demo.headers, payload: { account_id: DEWI_IDR_ACCOUNT, ...def } });
    expect(response.statusCode).toBe(200);
    return response.json().data as { status: string; objects: ObjectReport[]; objects_checked: number };
  };
  const activities = () => database.db.select().from(teamActivities);

  test('a dry run shows matches, metric values and what would change, and acts on nothing', async () => {
    const report = await dryRun(definition({ scope: { level: 'adset', statuses: ['ACTIVE'] }, actions: [{ type: 'pause' }, { type: 'notify', in_app: true }] }));
    expect(report.objects_checked).toBeGreaterThan(3);
    const wanita = report.objects.find((o) => o.object_id === WANITA)!;
    expect(wanita.matched).toBe(true);
    expect(wanita.metrics['spend@lifetime']).toBeGreaterThan(0);
    expect(wanita.actions[0]).toMatchObject({ type: 'pause', status: 'would', old: 'ACTIVE', new: 'PAUSED' });
    expect((await adset(WANITA)).status).toBe('ACTIVE');
    expect(await activities()).toHaveLength(0);
    expect(await database.db.select().from(ruleRuns)).toHaveLength(0);
    expect(await database.db.select().from(ruleNotices)).toHaveLength(0);
  });

  test('every window reads the sandbox’s own numbers for the ad set, in the account’s days', async () => {
    const windows = ['today', 'yesterday', 'last_3d', 'last_7d', 'last_14d', 'last_30d', 'lifetime'] as const;
    const report = await dryRun(
      definition({ conditions: { match: 'all', items: windows.map((window) => ({ metric: 'spend', window, operator: 'gte' as const, value: { value: 0 } })) } }),
    );
    const { metrics } = report.objects[0]!;
    for (const window of windows) {
      const preset = { today: 'today', yesterday: 'yesterday', last_3d: 'last_3d', last_7d: 'last_7d', last_14d: 'last_14d', last_30d: 'last_30d', lifetime: 'maximum' }[window];
      // Meta's last_Nd presets end yesterday; ours end today, so compare with an explicit range for those.
      if (window.startsWith('last_')) {
        expect(metrics[`spend@${window}`]).toBeGreaterThanOrEqual(0);
        continue;
      }
      const own = await sandbox.get<{ data: { spend: string }[] }>(`${WANITA}/insights?fields=spend&date_preset=${preset}`, TOKEN);
      expect(metrics[`spend@${window}`]).toBeCloseTo(Number(own.data[0]?.spend ?? 0), 2);
    }
    expect(metrics['spend@lifetime']).toBeGreaterThanOrEqual(metrics['spend@last_30d']!);
    expect(metrics['spend@last_30d']).toBeGreaterThanOrEqual(metrics['spend@last_14d']!);
    expect(metrics['spend@last_14d']).toBeGreaterThanOrEqual(metrics['spend@last_7d']!);
    expect(metrics['spend@last_7d']).toBeGreaterThanOrEqual(metrics['spend@last_3d']!);
    expect(metrics['spend@last_3d']).toBeGreaterThanOrEqual(metrics['spend@today']!);
  });

  test('operators and metric-vs-metric comparisons decide the match', async () => {
    const report = await dryRun(
      definition({
        conditions: {
          match: 'all',
          items: [
            { metric: 'daily_budget', operator: 'between', value: { value: 300_000 }, value_to: { value: 400_000 } },
            { metric: 'daily_budget', operator: 'not_between', value: { value: 0 }, value_to: { value: 1 } },
            { metric: 'spend', window: 'lifetime', operator: 'gt', value: { factor: 0.5, metric: 'spend', window: 'last_30d' } },
            { match: 'any', conditions: [
              { metric: 'ctr', window: 'last_30d', operator: 'lt', value: { value: 0 } },
              { metric: 'impressions', window: 'last_30d', operator: 'gte', value: { value: 0 } },
            ] },
            { metric: 'cost_per_purchase', window: 'last_7d', operator: 'lte', value: { factor: 1000, metric: 'cost_per_purchase', window: 'last_30d' } },
          ],
        },
      }),
    );
    const [object] = report.objects;
    expect(object!.conditions.map((c) => c.result)).toEqual([true, true, true, false, true, true]);
    expect(object!.conditions[0]).toMatchObject({ left: 370_000, right: 300_000 });
    expect(object!.matched).toBe(true);
  });

  test('pause: the ad set is paused in the sandbox and the activity log names the rule', async () => {
    const rule = await create(definition({ name: 'Stop Wanita' }));
    const report = await runNow(rule.id);
    expect(report.status).toBe('succeeded');
    expect(report.objects[0]!.actions).toEqual([{ type: 'pause', field: 'status', old: 'ACTIVE', new: 'PAUSED', status: 'done' }]);
    expect((await adset(WANITA)).status).toBe('PAUSED');
    const [activity] = await activities();
    expect(activity).toMatchObject({ objectId: WANITA, objectType: 'adset', changes: { status: 'PAUSED' }, original: { status: 'ACTIVE' }, ruleId: rule.id, ruleName: 'Stop Wanita', ruleRunId: report.run_id, userId: demoId });
    const history = (await app.inject({ url: `/api/rules/${rule.id}/history`, headers: demo.headers })).json().data;
    expect(history).toEqual([expect.objectContaining({ trigger: 'manual', status: 'succeeded', objects_matched: 1, actions_done: 1 })]);
    const run = (await app.inject({ url: `/api/rules/${rule.id}/history/${history[0].id}`, headers: demo.headers })).json().data;
    expect(run.objects[0]).toMatchObject({ object_id: WANITA, matched: true, actions: [expect.objectContaining({ old: 'ACTIVE', new: 'PAUSED' })] });
    const log = (await app.inject({ url: '/api/user/team/0/activity', headers: demo.headers })).json();
    expect(log.data[0].rule).toEqual({ id: rule.id, name: 'Stop Wanita', run_id: report.run_id, link: `/rules/${rule.id}/history?run=${report.run_id}` });
  });

  test('pause for today schedules the unpause at the account’s midnight, which turns it back on', async () => {
    const rule = await create(definition({ actions: [{ type: 'pause_today' }] }));
    const { run_id: runId } = await runNow(rule.id);
    expect(unpauses[0]?.job.runId).toBe(runId);
    expect((await adset(WANITA)).status).toBe('PAUSED');
    expect(unpauses).toHaveLength(1);
    // Jakarta midnight is 17:00 UTC.
    expect(unpauses[0]!.at.getUTCHours()).toBe(17);
    expect(await unpauseObject(app.rules.deps, unpauses[0]!.job)).toBe('unpaused');
    expect((await adset(WANITA)).status).toBe('ACTIVE');
    // Both changes point at the run that made them: the pause and, at midnight, the turning back on.
    expect((await activities()).map((a) => [a.changes, a.ruleRunId])).toEqual([
      [{ status: 'PAUSED' }, unpauses[0]!.job.runId],
      [{ status: 'ACTIVE' }, unpauses[0]!.job.runId],
    ]);
    expect(unpauses[0]!.job.runId).toEqual(expect.any(Number));
    expect(await unpauseObject(app.rules.deps, unpauses[0]!.job)).toBe('not_paused');
  });

  test('unpause turns a paused ad set on', async () => {
    const paused = '120276658488835618';
    const rule = await create(definition({ scope: { level: 'adset', ids: [paused] }, actions: [{ type: 'unpause' }] }));
    expect((await runNow(rule.id)).status).toBe('succeeded');
    expect((await adset(paused)).status).toBe('ACTIVE');
  });

  test('change budget: +50 % held to the ceiling; an ad set without its own budget is skipped', async () => {
    const rule = await create(
      definition({
        scope: { level: 'adset', ids: [WANITA, CBO_ADSET] },
        actions: [{ type: 'change_budget', budget: 'daily', by: 'percent', amount: 50, floor: null, ceiling: 500_000 }],
      }),
    );
    const report = await runNow(rule.id);
    const wanita = report.objects.find((o) => o.object_id === WANITA)!;
    expect(wanita.actions[0]).toMatchObject({ status: 'done', old: 370_000, new: 500_000 });
    expect((await adset(WANITA)).daily_budget).toBe('500000');
    expect(report.objects.find((o) => o.object_id === CBO_ADSET)!.actions[0]).toMatchObject({ status: 'skipped', error: 'has no daily budget of its own' });
  });

  test('change budget never goes under the account’s minimum daily budget', async () => {
    const rule = await create(definition({ scope: { level: 'adset', ids: [BROAD] }, actions: [{ type: 'change_budget', budget: 'daily', by: 'amount', amount: -500_000 }] }));
    const report = await runNow(rule.id);
    expect(report.objects[0]!.actions[0]).toMatchObject({ status: 'done', old: 220_000, new: 15_000 });
    expect((await adset(BROAD)).daily_budget).toBe('15000');
  });

  test('change bid moves bid_amount on a cost-cap ad set within the limits; others are skipped', async () => {
    const rule = await create(
      definition({ scope: { level: 'adset', ids: [BATIK, WANITA] }, actions: [{ type: 'change_bid', by: 'percent', amount: -10, floor: 190_000, ceiling: null }] }),
    );
    const report = await runNow(rule.id);
    expect(report.objects.find((o) => o.object_id === BATIK)!.actions[0]).toMatchObject({ status: 'done', old: 200_000, new: 190_000 });
    expect(Number((await adset(BATIK)).bid_amount)).toBe(190_000);
    expect(report.objects.find((o) => o.object_id === WANITA)!.actions[0]).toMatchObject({ status: 'skipped' });
  });

  test('duplicate makes a paused copy', async () => {
    const before = (await sandbox.get<{ data: unknown[] }>(`${DEWI_IDR_ACCOUNT}/adsets?fields=id&limit=500`, TOKEN)).data.length;
    const rule = await create(definition({ actions: [{ type: 'duplicate' }] }));
    const report = await runNow(rule.id);
    const action = report.objects[0]!.actions[0]!;
    expect(action).toMatchObject({ type: 'duplicate', status: 'done' });
    const copy = await adset(String(action.new));
    expect(copy.status).toBe('PAUSED');
    expect((await sandbox.get<{ data: unknown[] }>(`${DEWI_IDR_ACCOUNT}/adsets?fields=id&limit=500`, TOKEN)).data.length).toBe(before + 1);
  });

  test('notify: in-app notice, a mail in the outbox and a Slack-compatible webhook', async () => {
    await setVerifiedEmail(database, demoId, 'dewi@example.com');
    const rule = await create(definition({ name: 'Tell me', actions: [{ type: 'notify', in_app: true, email: true, webhook_url: webhookUrl }] }));
    const report = await runNow(rule.id);
    expect(report.objects[0]!.actions).toEqual([{ type: 'notify', status: 'done' }]);
    const [notice] = await database.db.select().from(ruleNotices);
    expect(notice).toMatchObject({ userId: demoId, ruleId: rule.id, kind: 'matched' });
    expect(notice!.message).toContain('Wanita 25-44 | Fashion');
    const outbox = (await database.rawTransaction((s) => s.query<{ to_address: string; subject: string }>('SELECT to_address, subject FROM outbox')));
    expect(outbox).toEqual([{ to_address: 'dewi@example.com', subject: 'Rule “Tell me” matched 1' }]);
    expect(webhookCalls).toEqual([expect.objectContaining({ text: expect.stringContaining('Tell me'), objects: [expect.objectContaining({ id: WANITA })] })]);
    expect((await app.inject({ url: '/api/rules/notices', headers: demo.headers })).json().data.notices).toHaveLength(1);
  });

  test('a team rule’s in-app notice reaches every member; each lists, counts and marks only their own', async () => {
    const budi = await addUser(database, 'budi', 'budi1234');
    await addUser(database, 'sari', 'sari1234');
    const team = await createTeam(database.db, { name: 'Dewi & co', createdBy: demoId, package: 'Pro' });
    await addTeamMember(database.db, team.id, budi.id);
    const response = await app.inject({
      method: 'POST', url: `/api/rules?team=${team.id}`, headers: demo.headers,
      payload: { account_id: DEWI_IDR_ACCOUNT, ...definition({ name: 'Team watch', actions: [{ type: 'notify', in_app: true }] }) },
    });
    expect(response.statusCode).toBe(201);
    const rule = response.json().data as { id: number };
    const { run_id: runId } = (await app.inject({ method: 'POST', url: `/api/rules/${rule.id}/run?team=${team.id}`, headers: demo.headers })).json().data;
    expect((await database.db.select().from(ruleNotices)).map((n) => n.userId).sort()).toEqual([demoId, budi.id].sort());

    const member = await login(app, 'budi', 'budi1234');
    const outsider = await login(app, 'sari', 'sari1234');
    const listed = (await app.inject({ url: '/api/rules/notices?unread=true', headers: member.headers })).json();
    expect(listed.data).toEqual({
      notices: [expect.objectContaining({ rule_id: rule.id, rule_name: 'Team watch', team_id: team.id, run_id: runId, kind: 'matched', read_at: null })],
      unread: 1,
    });
    const noticeId = listed.data.notices[0].id as number;
    expect((await app.inject({ url: '/api/rules/notices', headers: outsider.headers })).json().data).toEqual({ notices: [], unread: 0 });

    const read = (session: Session, payload: unknown) => app.inject({ method: 'POST', url: '/api/rules/notices/read', headers: session.headers, payload: payload as object });
    expect((await read(outsider, { id: noticeId })).statusCode).toBe(404);
    for (const bad of [{}, { id: 'x' }, { id: 0 }, { id: -3 }, { all: false }]) {
      const refused = await read(member, bad);
      expect([JSON.stringify(bad), refused.statusCode]).toEqual([JSON.stringify(bad), 400]);
      expect(refused.json().error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
    }
    expect((await app.inject({ method: 'POST', url: '/api/rules/notices/read', payload: { id: noticeId } })).statusCode).toBe(401);

    expect((await read(member, { id: noticeId })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/rules/notices?unread=true', headers: member.headers })).json().data).toEqual({ notices: [], unread: 0 });
    expect((await app.inject({ url: '/api/rules/notices', headers: member.headers })).json().data.notices[0].read_at).toEqual(expect.any(String));
    // The creator's copy is still unread until they mark it (here: all at once).
    expect((await app.inject({ url: '/api/rules/notices', headers: demo.headers })).json().data.unread).toBe(1);
    expect((await read(demo, { all: true })).json().data).toEqual({ marked: 1 });
    expect((await app.inject({ url: '/api/rules/notices', headers: demo.headers })).json().data.unread).toBe(0);
  });

  test('cool-down leaves an acted-on object alone; the per-object limit stops it for good', async () => {
    const cooled = await create(definition({ actions: [{ type: 'notify', in_app: true }], cooldown_hours: 24 }));
    expect((await runNow(cooled.id)).objects[0]!.actions[0]!.status).toBe('done');
    const second = await runNow(cooled.id);
    expect(second.objects[0]!.skipped).toMatch(/^in its cool-down until /);
    expect(second.objects[0]!.actions).toEqual([]);

    const limited = await create(definition({ actions: [{ type: 'notify', in_app: true }], cooldown_hours: 0, max_executions_per_object: 1 }));
    await runNow(limited.id);
    expect((await runNow(limited.id)).objects[0]!.skipped).toBe('reached the limit of 1 run per object');
    const [state] = await database.db.select().from(ruleObjectStates).where(eq(ruleObjectStates.ruleId, limited.id));
    expect(state!.executions).toBe(1);
  });

  test('a partial failure records which object failed and why', async () => {
    const rule = await create(definition({ scope: { level: 'adset', ids: [WANITA, BROAD] } }));
    await sandbox.control('POST', '/__sandbox/faults', { kind: 'spam_block', path: BROAD });
    const report = await runNow(rule.id);
    expect(report.status).toBe('partial');
    expect(report.objects.find((o) => o.object_id === WANITA)!.actions[0]!.status).toBe('done');
    const failed = report.objects.find((o) => o.object_id === BROAD)!.actions[0]!;
    expect(failed.status).toBe('failed');
    expect(failed.error).toBeTruthy();
    expect((await adset(BROAD)).status).toBe('ACTIVE');
    expect(await activities()).toHaveLength(1);
  });

  test('a rate-limited write is waited out and retried within the run', async () => {
    const rule = await create(definition());
    await sandbox.control('POST', '/__sandbox/faults', { kind: 'rate_limit', count: 2, path: WANITA });
    const report = await runNow(rule.id);
    expect(report.status).toBe('succeeded');
    expect(report.graph_requests).toBeGreaterThan(2);
    expect((await adset(WANITA)).status).toBe('PAUSED');
  });

  test('a throttle with a regain time is honoured: the run stops in words and asks nothing more until then', async () => {
    const rule = await create(definition());
    // On the rule's own read, the account's ad sets: no other call (a background read of the account's insights or
    // settings) can use it up.
    await sandbox.control('POST', '/__sandbox/faults', { kind: 'ads_rate_limit', count: 1, path: `${DEWI_IDR_ACCOUNT}/adsets` });
    const first = await runNow(rule.id);
    expect(first.status).toBe('failed');
    const adsetReads = async () => {
      const calls = (await (await fetch(`${sandbox.url}/__sandbox/calls`)).json()) as { by_path: Record<string, number> };
      return Object.entries(calls.by_path).filter(([path]) => path.endsWith('/adsets')).reduce((sum, [, n]) => sum + n, 0);
    };
    const before = await adsetReads();
    const second = await runNow(rule.id);
    expect(second.status).toBe('failed');
    expect(second.error).toMatch(/Facebook asks us to wait about \d+ min/);
    // The ad sets (ads management) are not asked; insights are another use case, still free.
    expect(await adsetReads()).toBe(before);
    expect((await adset(WANITA)).status).toBe('ACTIVE');

    // Once the wait is over (here: the recorded throttle is gone), the rule runs.
    await database.raw.query('delete from graph_throttles');
    expect((await runNow(rule.id)).status).toBe('succeeded');
    expect((await adset(WANITA)).status).toBe('PAUSED');
  });

  test('an expired session (190) turns the rule off and tells the owner', async () => {
    const rule = await create(definition());
    await sandbox.control('POST', '/__sandbox/faults', { kind: 'token_expired', count: 5 });
    const report = await runNow(rule.id);
    expect(report.status).toBe('failed');
    expect(report.error).toMatch(/session expired/);
    const [row] = await database.db.select().from(rules);
    expect(row).toMatchObject({ enabled: false, nextRunAt: null });
    expect(row!.disabledReason).toMatch(/Reconnect Facebook/);
    const [notice] = await database.db.select().from(ruleNotices);
    expect(notice).toMatchObject({ userId: demoId, kind: 'rule_paused' });
    await sandbox.control('DELETE', '/__sandbox/faults');
    expect((await adset(WANITA)).status).toBe('ACTIVE');
  });
});
