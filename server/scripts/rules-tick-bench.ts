/**
 * One scheduler tick over N rules (BENCH_RULES, default 200) × 50 ad sets each (the sandbox's large "Marketplace"
 * account), on PGlite: the tick queues every due rule, the run workers evaluate and act; prints the figures as JSON
 * (graph requests, wall time of the tick and of all runs, the engine process's memory, and the time to compute the
 * next slots of 10,000 rules). The sandbox runs in a process of its own, as it does beside a real server, so the
 * memory is the engine's. Run by `pnpm bench` (e2e/bench/rules.ts).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { deriveKeys } from '../src/crypto/secrets';
import { openDatabase } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { saveConnection } from '../src/platform/connections';
import { createGraphClient } from '../src/platform/graph-client';
import { fetchAdAccounts } from '../src/platform/profile';
import { sampleRuleDefinition } from 'shared-graph/rules';
import { createRule } from '../src/rules/rules';
import { nextRunAfter } from '../src/rules/schedule';
import { createRuleScheduler } from '../src/rules/scheduler';
import { rules } from '../src/rules/table';
import { users } from '../src/db/schema';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS_DIR = path.resolve(HERE, '..', 'migrations');
const RULES = Number(process.env.BENCH_RULES ?? 200);
const OBJECTS = 50;
const RULES_PER_USER = 500;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The sandbox with its large account, in a process of its own; resolves once it answers. */
async function startSandboxProcess() {
  const port = await freePort();
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsx, 'src/main.ts'], {
    cwd: path.resolve(HERE, '..', '..', 'graph-sandbox'),
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_HOST: '127.0.0.1', SANDBOX_LARGE_ACCOUNT: '1', SANDBOX_LATENCY: 'off' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/__sandbox/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error('the sandbox did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Graph calls the sandbox answered (each batch operation counted). */
async function sandboxCalls(url: string): Promise<number> {
  return ((await (await fetch(`${url}/__sandbox/calls`)).json()) as { total: number }).total;
}

/** Milliseconds to compute the next slot of 10,000 rules of every kind (what a tick does before it locks). */
function slotComputationMs(): number {
  const schedules: Parameters<typeof nextRunAfter>[0][] = [{ kind: 'every_30_minutes' }, { kind: 'hourly' }, { kind: 'daily', time: '07:30' }, { kind: 'custom', days: [1], hours: [9] }];
  const started = performance.now();
  for (let i = 0; i < 10_000; i += 1) nextRunAfter(schedules[i % schedules.length]!, 'America/New_York', new Date(Date.UTC(2026, 10, 27, 10, i % 60)));
  return Math.round(performance.now() - started);
}

/** With BENCH_DATABASE_URL (a PostgreSQL server): a fresh database of its own there, dropped afterwards. */
async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) return undefined;
  const name = `rules_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function main() {
  const sandbox = await startSandboxProcess();
  const { url } = sandbox;
  const graph = createGraphClient({ baseUrl: url, timeoutMs: 60_000, appId: '1234567890', appSecret: 'sandbox-app-secret' });
  const postgres = await benchDatabase();
  const database = await openDatabase({ url: postgres?.url ?? 'memory://', dataDir: '' });
  await migrate(database, readMigrations(MIGRATIONS_DIR));
  const { tokenKey } = deriveKeys('bench-secret-0123456789');
  const accounts = await fetchAdAccounts(graph, 'EAAsandbox-dewi');
  // An Agency plan holds 500 rules: as many users as the rules need, each connected as Dewi.
  const owners: number[] = [];
  for (let n = 0; n < Math.ceil(RULES / RULES_PER_USER); n += 1) {
    const [user] = await database.db.insert(users).values({ login: `bench${n}`, passwordHash: 'x', subscriptionPackage: 'Agency' }).returning();
    await database.db.execute(sql`UPDATE users SET subscription_expires_at = now() + interval '30 days' WHERE id = ${user!.id}`);
    await saveConnection(database.db, tokenKey, {
      userId: user!.id,
      token: 'EAAsandbox-dewi',
      profile: { platformUserId: '100090000000001', name: `bench ${n}`, pictureUrl: null },
      tokenInfo: { scopes: [], expiresAt: null, platformUserId: '100090000000001' },
      adAccounts: accounts,
    });
    owners.push(user!.id);
  }
  const large = accounts.find((a) => a.name.endsWith('— Marketplace'))!;
  const adsets = (await graph.getJson<{ data: { id: string }[] }>(`${large.id}/adsets`, { fields: 'id', limit: '1000' }, 'EAAsandbox-dewi')).data;
  const now = new Date();
  const sample = sampleRuleDefinition();
  for (let i = 0; i < RULES; i += 1) {
    const ids = Array.from({ length: OBJECTS }, (_, k) => adsets[(i * OBJECTS + k) % adsets.length]!.id);
    const owner = owners[Math.floor(i / RULES_PER_USER)]!;
    await createRule(database.db, { teamId: 0, ownerId: owner }, owner, {
      accountId: large.id,
      timeZone: large.timezoneName,
      definition: sampleRuleDefinition({
        name: `Bench rule ${i}`,
        scope: { level: 'adset', ids },
        // Nothing matches: the tick measures reading and evaluating, not writing.
        conditions: {
          ...sample.conditions,
          items: sample.conditions.items.map((item, k) => (k === 0 ? { metric: 'spend', window: 'last_7d', operator: 'gt', value: { value: 1e12 } } : item)),
        },
      }),
    }, now);
  }
  await database.db.update(rules).set({ nextRunAt: new Date(now.getTime() - 1000) });
  const scheduler = createRuleScheduler({ database, graph, tokenKey, cron: false, pollingSeconds: 0.5 });
  await scheduler.start();
  const callsBefore = await sandboxCalls(url);
  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = process.memoryUsage().rss;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  // A tick queues at most 500 due rules; the next ticks (a minute apart in production) queue the rest.
  const queued: number[] = [];
  for (;;) {
    const batch = await scheduler.tick(new Date());
    if (batch.length === 0) break;
    queued.push(...batch);
  }
  const tickMs = performance.now() - started;
  for (;;) {
    const [row] = (await database.raw.query<{ open: number; requests: number }>(
      "SELECT count(*) FILTER (WHERE finished_at IS NULL)::int AS open, coalesce(sum(graph_requests), 0)::int AS requests FROM rule_runs",
    )) as [{ open: number; requests: number }];
    if (row.open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const allMs = performance.now() - started;
  clearInterval(sampler);
  const [totals] = await database.raw.query<{ requests: number; objects: number }>('SELECT sum(graph_requests)::int AS requests, sum(objects_checked)::int AS objects FROM rule_runs');
  await scheduler.stop();
  await database.close();
  await postgres?.drop();
  const calls = (await sandboxCalls(url)) - callsBefore;
  await graph.close();
  sandbox.stop();
  console.log(
    JSON.stringify({
      rules: RULES,
      database: postgres ? 'PostgreSQL' : 'PGlite',
      objectsPerRule: OBJECTS,
      runsQueued: queued.length,
      objectsChecked: totals!.objects,
      graphRequests: totals!.requests,
      sandboxHttpCalls: calls,
      tickMs: Math.round(tickMs),
      allRunsMs: Math.round(allMs),
      heapDeltaMb: Math.round(((process.memoryUsage().heapUsed - heapBefore) / 1048576) * 10) / 10,
      peakRssMb: Math.round(peakRss / 1048576),
      rssBeforeTickMb: Math.round(rssBefore / 1048576),
      slotsFor10kRulesMs: slotComputationMs(),
    }),
  );
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
