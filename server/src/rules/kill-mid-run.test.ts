import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createSandbox } from 'graph-sandbox';
import { teamActivities } from '../activity/table';
import type { Database } from '../db/database';
import { createGraphClient, type GraphClient } from '../platform/graph-client';
import { resetDatabase, testDatabases } from '../testing/databases';
import { addUser, TEST_SECRET } from '../testing/server';
import { executeRun } from './run-rule';
import { ruleRuns, ruleRunWrites } from './table';
import { connectToSandbox, everySpenderRule, givePlan, TEST_TOKEN_KEY, type SandboxHandle } from './test-world';

/**
 * The crash that applied a budget change twice: a server process is killed with SIGKILL while its run's write is at
 * the platform (applied there, the answer never read). Another process takes the run over and the platform gets
 * nothing a second time. Needs PostgreSQL: two processes share the database.
 */

const TOKEN = 'EAAsandbox-dewi';
const WANITA = '120238731057265489';
const postgres = testDatabases().filter((database) => database.name === 'postgres');

let sandbox: FastifyInstance;
let url: string;
let graph: GraphClient;
const writes: string[] = [];
/** Set while a write should be held after the platform applied it (the child is killed meanwhile). */
let holdWrites = false;
let writeLanded: () => void = () => undefined;
const released: (() => void)[] = [];

beforeAll(async () => {
  sandbox = createSandbox({ logger: false });
  const isWriteBatch = (body: unknown) => typeof (body as { batch?: unknown } | undefined)?.batch === 'string' && (body as { batch: string }).batch.includes('"POST"');
  sandbox.addHook('preHandler', async (request) => {
    if (request.method === 'POST' && isWriteBatch(request.body)) writes.push(String((request.body as { batch: string }).batch));
  });
  sandbox.addHook('onSend', async (request, _reply, payload) => {
    if (holdWrites && request.method === 'POST' && isWriteBatch(request.body)) {
      writeLanded();
      await new Promise<void>((resolve) => released.push(resolve));
    }
    return payload;
  });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  graph = createGraphClient({ baseUrl: url, timeoutMs: 10_000, appId: '1234567890', appSecret: 'sandbox-app-secret' });
});
afterAll(async () => {
  released.forEach((release) => release());
  await graph.close();
  await sandbox.close();
});

const handle = (): SandboxHandle => ({
  app: sandbox,
  url,
  graph,
  close: async () => undefined,
  get: async (p, token) => (await (await fetch(`${url}/v21.0/${p}${p.includes('?') ? '&' : '?'}access_token=${token}`)).json()) as never,
  control: async () => undefined,
});
const budgetOf = async () => Number((await handle().get<{ daily_budget: string }>(`${WANITA}?fields=daily_budget`, TOKEN)).daily_budget);

(postgres.length > 0 ? describe.each(postgres) : describe.skip.each([{ name: 'postgres (TEST_DATABASE_URL not set)', open: async () => undefined as unknown as Database }]))(
  'a server killed mid-write on $name',
  (tdb) => {
    let database: Database;
    let child: ChildProcess | undefined;
    beforeAll(async () => {
      database = await tdb.open();
    });
    afterEach(() => child?.kill('SIGKILL'));

    test('its run is finished by another process without a second write; history and activity log say one change', async () => {
      await resetDatabase(database);
      await fetch(`${url}/__sandbox/reset`, { method: 'POST' });
      const dewi = await addUser(database, 'demo', 'demo1234');
      await givePlan(database, dewi.id, 'Pro');
      await connectToSandbox(database, handle(), dewi.id, TOKEN, '100090000000001');
      const rule = await everySpenderRule(database, dewi.id, '+1 % budget', [WANITA], [{ type: 'change_budget', by: 'percent', amount: 1, budget: 'daily' }]);
      const [run] = await database.db.insert(ruleRuns).values({ ruleId: rule.id, trigger: 'schedule', status: 'queued' }).returning();
      const before = await budgetOf();
      writes.length = 0;

      const [current] = await database.raw.query<{ name: string }>('select current_database() as name');
      const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
      databaseUrl.pathname = `/${current!.name}`;
      holdWrites = true;
      const landed = new Promise<void>((resolve) => {
        writeLanded = resolve;
      });
      // One process (tsx as a loader, not its CLI, which would run the script in a second process SIGKILL leaves alive).
      const tsx = createRequire(__filename).resolve('tsx');
      child = spawn(process.execPath, ['--import', tsx, path.join(__dirname, 'testing', 'run-in-child.ts')], {
        env: { ...process.env, DATABASE_URL: databaseUrl.toString(), GRAPH_BASE_URL: url, RUN_ID: String(run!.id), TOKEN_SECRET: TEST_SECRET },
        stdio: 'ignore',
      });
      await landed;
      // The platform applied the write; the process dies before it reads the answer.
      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));
      holdWrites = false;
      released.splice(0).forEach((release) => release());
      expect(await budgetOf()).toBe(Math.round(before * 1.01));
      const [cut] = await database.db.select().from(ruleRuns).where(eq(ruleRuns.id, run!.id));
      expect(cut).toMatchObject({ status: 'running', leaseOwner: 'child-process' });
      expect(await database.db.select().from(ruleRunWrites)).toMatchObject([{ state: 'pending', objectId: WANITA }]);

      // Its lease runs out (no one renews it); another process takes the run over.
      await database.db.update(ruleRuns).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(ruleRuns.id, run!.id));
      writes.length = 0;
      const report = await executeRun({ database, graph, tokenKey: TEST_TOKEN_KEY }, run!.id);
      expect(report?.status).toBe('succeeded');
      expect(writes).toEqual([]);
      expect(await budgetOf()).toBe(Math.round(before * 1.01));
      const [finished] = await database.db.select().from(ruleRuns).where(eq(ruleRuns.id, run!.id));
      expect(finished).toMatchObject({ status: 'succeeded', actionsDone: 1 });
      expect(await database.db.select().from(teamActivities)).toHaveLength(1);
      expect((await database.db.select().from(teamActivities))[0]!.changes).toEqual({ daily_budget: String(Math.round(before * 1.01)) });
    }, 60_000);
  },
);
