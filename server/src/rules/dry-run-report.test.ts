import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { adAccounts } from '../platform/table';
import { resetDatabase, oneDatabase } from '../testing/databases';
import { addUser, login, testServer, type Session } from '../testing/server';
import type { RuleDefinition } from './definition';
import { evaluateObject, markNoData, type MetricValues, type ObjectSnapshot } from './evaluate';
import { sampleDefinition } from './sample-definition';
import { ruleNotices } from './table';
import { connectToSandbox, DEWI_IDR_ACCOUNT, givePlan, startTestSandbox, type SandboxHandle } from './test-world';

/** The dry run shows every object in scope with its numbers and why it was not acted on; notices name the account. */

const TOKEN = 'EAAsandbox-dewi';
const WANITA = '120238731057265489'; // ACTIVE, daily budget Rp 370.000
const CBO_ADSET = '120216791632860242'; // ACTIVE, its budget is the campaign's

interface ObjectReport {
  object_id: string;
  object_name: string;
  matched: boolean;
  conditions: { result: boolean; left: number | null; right: number | null; reason?: string }[];
  actions: { type: string; status: string }[];
  skipped: string | null;
}

const snapshot: ObjectSnapshot = {
  id: '1',
  name: 'Ad set',
  status: 'ACTIVE',
  effectiveStatus: 'ACTIVE',
  dailyBudget: null,
  lifetimeBudget: null,
  bidAmount: null,
  bidStrategy: null,
};

test('a comparison says when its window had no data or the object has no budget of its own', () => {
  const definition = sampleDefinition({
    conditions: {
      match: 'all',
      items: [
        { metric: 'spend', window: 'last_3d', operator: 'gt', value: { value: 10 } },
        { metric: 'daily_budget', operator: 'gt', value: { value: 10 } },
        { metric: 'spend', window: 'last_7d', operator: 'gt', value: { value: 10 } },
      ],
    },
  });
  const values: MetricValues = { 'spend@last_3d': 0, 'spend@last_7d': 50 };
  markNoData(values, 'spend@last_3d');
  const { matched, conditions } = evaluateObject(definition, snapshot, values);
  expect(matched).toBe(false);
  expect(conditions.map((c) => c.reason)).toEqual(['no data over the last 3 days (counted as 0)', 'has no daily budget of its own', undefined]);
  expect(conditions[2]).toMatchObject({ left: 50, right: 10, result: true });
});

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => sandbox.close());

describe.each(oneDatabase())('dry-run report on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;
  let demo: Session;

  beforeAll(async () => {
    database = await tdb.open();
    app = await testServer(database, { GRAPH_BASE_URL: sandbox.url });
    app.rules.deps.retryDelaysMs = [0, 0, 0];
  });
  afterAll(async () => app.close());
  beforeEach(async () => {
    await resetDatabase(database);
    await sandbox.control('POST', '/__sandbox/reset');
    const dewi = await addUser(database, 'demo', 'demo1234');
    await givePlan(database, dewi.id, 'Pro');
    await connectToSandbox(database, sandbox, dewi.id, TOKEN, '100090000000001');
    demo = await login(app, 'demo', 'demo1234');
  });

  const create = async (def: RuleDefinition) => {
    const response = await app.inject({ method: 'POST', url: '/api/rules', headers: demo.headers, payload: { account_id: DEWI_IDR_ACCOUNT, ...def } });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number };
  };
  const post = async (url: string) => {
    const response = await app.inject({ method: 'POST', url, headers: demo.headers });
    expect(response.statusCode).toBe(200);
    return response.json().data as { objects: ObjectReport[]; objects_checked: number };
  };

  test('every object in scope is reported, matched or not, with each comparison’s numbers and reasons', async () => {
    const rule = await create(
      sampleDefinition({
        name: 'Big budgets',
        scope: { level: 'adset', statuses: ['ACTIVE'] },
        conditions: { match: 'all', items: [{ metric: 'daily_budget', operator: 'gt', value: { value: 1_000_000 } }] },
        actions: [{ type: 'pause' }],
      }),
    );
    const report = await post(`/api/rules/${rule.id}/dry-run`);
    expect(report.objects).toHaveLength(report.objects_checked);
    expect(report.objects.some((o) => !o.matched)).toBe(true);
    const wanita = report.objects.find((o) => o.object_id === WANITA)!;
    expect(wanita).toMatchObject({ matched: false, actions: [], skipped: null });
    expect(wanita.conditions[0]).toMatchObject({ left: 370_000, right: 1_000_000, result: false });
    const cbo = report.objects.find((o) => o.object_id === CBO_ADSET)!;
    expect(cbo.conditions[0]).toMatchObject({ left: null, result: false, reason: 'has no daily budget of its own' });
  });

  test('a saved rule’s dry run shows an object in its cool-down as held, with no changes', async () => {
    const rule = await create(
      sampleDefinition({
        name: 'Raise',
        scope: { level: 'adset', ids: [WANITA] },
        conditions: { match: 'all', items: [{ metric: 'spend', window: 'lifetime', operator: 'gte', value: { value: 0 } }] },
        actions: [{ type: 'change_budget', budget: 'daily', by: 'percent', amount: 1, floor: null, ceiling: null }],
        cooldown_hours: 24,
      }),
    );
    const before = await post(`/api/rules/${rule.id}/dry-run`);
    expect(before.objects[0]).toMatchObject({ matched: true, skipped: null, actions: [{ type: 'change_budget', status: 'would' }] });
    await post(`/api/rules/${rule.id}/run`);
    const after = await post(`/api/rules/${rule.id}/dry-run`);
    expect(after.objects[0]!.matched).toBe(true);
    expect(after.objects[0]!.skipped).toMatch(/^in its cool-down until /);
    expect(after.objects[0]!.actions).toEqual([]);
  });

  test('a notice names the ad account by its name, not its id', async () => {
    const rule = await create(
      sampleDefinition({
        name: 'Notify',
        scope: { level: 'adset', ids: [WANITA] },
        conditions: { match: 'all', items: [{ metric: 'spend', window: 'lifetime', operator: 'gte', value: { value: 0 } }] },
        actions: [{ type: 'notify', in_app: true }],
      }),
    );
    await post(`/api/rules/${rule.id}/run`);
    const [account] = await database.db.select({ name: adAccounts.name }).from(adAccounts).where(eq(adAccounts.id, DEWI_IDR_ACCOUNT));
    const [notice] = await database.db.select().from(ruleNotices);
    expect(notice!.message).toContain(`in ${account!.name}:`);
    expect(notice!.message).not.toContain(DEWI_IDR_ACCOUNT);
  });
});
