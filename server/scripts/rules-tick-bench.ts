/**
 * One scheduler tick over 200 rules × 50 ad sets each (the sandbox's large "Marketplace" account), on PGlite:
 * the tick queues every due rule, the run workers evaluate and act; prints the figures as JSON (graph requests,
 * wall time of the tick and of all runs, memory). Run by `pnpm bench` (e2e/bench/rules.ts).
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox } from 'graph-sandbox';
import { sql } from 'drizzle-orm';
import { deriveKeys } from '../src/crypto/secrets';
import { openDatabase } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { saveConnection } from '../src/platform/connections';
import { createGraphClient } from '../src/platform/graph-client';
import { fetchAdAccounts } from '../src/platform/profile';
import { sampleRuleDefinition } from 'shared-graph/rules';
import { createRule } from '../src/rules/rules';
import { createRuleScheduler } from '../src/rules/scheduler';
import { rules } from '../src/rules/table';
import { users } from '../src/db/schema';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');
const RULES = Number(process.env.BENCH_RULES ?? 200);
const OBJECTS = 50;

async function main() {
  const sandbox = createSandbox({ logger: false, largeAccount: true });
  let calls = 0;
  sandbox.addHook('onRequest', async () => {
    calls += 1;
  });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  const graph = createGraphClient({ baseUrl: url, timeoutMs: 60_000, appId: '1234567890', appSecret: 'sandbox-app-secret' });
  const database = await openDatabase({ url: 'memory://', dataDir: '' });
  await migrate(database, readMigrations(MIGRATIONS_DIR));
  const { tokenKey } = deriveKeys('bench-secret-0123456789');
  const [user] = await database.db.insert(users).values({ login: 'bench', passwordHash: 'x', subscriptionPackage: 'Agency' }).returning();
  await database.db.execute(sql`UPDATE users SET subscription_expires_at = now() + interval '30 days' WHERE id = ${user!.id}`);
  const accounts = await fetchAdAccounts(graph, 'EAAsandbox-dewi');
  await saveConnection(database.db, tokenKey, {
    userId: user!.id,
    token: 'EAAsandbox-dewi',
    profile: { platformUserId: '100090000000001', name: 'bench', pictureUrl: null },
    tokenInfo: { scopes: [], expiresAt: null, platformUserId: '100090000000001' },
    adAccounts: accounts,
  });
  const large = accounts.find((a) => a.name.endsWith('— Marketplace'))!;
  const adsets = (await graph.getJson<{ data: { id: string }[] }>(`${large.id}/adsets`, { fields: 'id', limit: '1000' }, 'EAAsandbox-dewi')).data;
  const now = new Date();
  const sample = sampleRuleDefinition();
  for (let i = 0; i < RULES; i += 1) {
    const ids = Array.from({ length: OBJECTS }, (_, k) => adsets[(i * OBJECTS + k) % adsets.length]!.id);
    await createRule(database.db, { teamId: 0, ownerId: user!.id }, user!.id, {
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
  calls = 0;
  const heapBefore = process.memoryUsage().heapUsed;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  const queued = await scheduler.tick(new Date());
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
  await graph.close();
  await sandbox.close();
  console.log(
    JSON.stringify({
      rules: RULES,
      objectsPerRule: OBJECTS,
      runsQueued: queued.length,
      objectsChecked: totals!.objects,
      graphRequests: totals!.requests,
      sandboxHttpCalls: calls,
      tickMs: Math.round(tickMs),
      allRunsMs: Math.round(allMs),
      heapDeltaMb: Math.round(((process.memoryUsage().heapUsed - heapBefore) / 1048576) * 10) / 10,
      peakRssMb: Math.round(peakRss / 1048576),
    }),
  );
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
