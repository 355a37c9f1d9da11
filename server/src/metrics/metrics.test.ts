import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { deriveKeys } from '../crypto/secrets';
import { saveConnection } from '../platform/connections';
import { startFakePlatform, type FakePlatform } from '../testing/fake-platform';
import { resetDatabase, oneDatabase } from '../testing/databases';
import { addUser, login, TEST_SECRET, testServer } from '../testing/server';
import { createMetrics } from './metrics';
import { listenForMetrics } from './routes';

const TOKEN = 'metrics-token-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe.each(oneDatabase())('/metrics on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await tdb.open();
    app = await testServer(database, { GRAPH_BASE_URL: platform.url, GRAPH_TIMEOUT_MS: '2000', METRICS_TOKEN: TOKEN });
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(database));

  test('is not there (404) when no token is configured', async () => {
    const bare = await testServer(database);
    try {
      const response = await bare.inject({ url: '/metrics', headers: bearer });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    } finally {
      await bare.close();
    }
  });

  test('needs the token: none or a wrong one → 401, the right one → Prometheus text', async () => {
    const none = await app.inject('/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: { code: 'unauthorized', message: 'A metrics token is required' } });
    expect(none.body).not.toContain('sasar_');
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({ url: '/metrics', headers: bearer });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.body).toContain('# TYPE sasar_http_request_duration_seconds histogram');
    expect(right.body).toContain('sasar_process_resident_memory_bytes');
  });

  test('request latency is counted by route pattern and status; a raw URL never becomes a label', async () => {
    const before = (await app.inject({ url: '/metrics', headers: bearer })).body;
    const count = (text: string, labels: string) => sample(text, 'sasar_http_request_duration_seconds_count', labels) ?? 0;
    const health = 'route="/api/health",method="GET",status="200"';
    await app.inject('/api/health');
    await app.inject('/api/health');
    await app.inject('/api/rules/987654321?owner=someone%40example.com');
    const after = (await app.inject({ url: '/metrics', headers: bearer })).body;
    expect(count(after, health) - count(before, health)).toBe(2);
    expect(after).toMatch(/route="\/api\/rules\/:id",method="GET",status="401"/);
    expect(after).not.toContain('987654321');
    expect(after).not.toContain('example.com');
  });

  test('a Graph call is counted by endpoint class and status, carries the request id upstream, and names no account or token', async () => {
    const demo = await addUser(database, 'demo', 'demo1234');
    await saveConnection(database.db, deriveKeys(TEST_SECRET).tokenKey, {
      userId: demo.id,
      token: 'EAAsandbox-dewi',
      profile: { platformUserId: 'p-1', name: 'Dewi', pictureUrl: null },
      tokenInfo: { scopes: [], expiresAt: null, platformUserId: null },
      adAccounts: [],
    });
    const session = await login(app, 'demo', 'demo1234');
    const response = await app.inject({
      url: '/api/graph/v21.0/act_200000000000001/campaigns?fields=id,name',
      headers: { ...session.headers, 'x-request-id': 'lb-trace-42' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('lb-trace-42');
    expect(platform.requests.at(-1)!.headers['x-request-id']).toBe('lb-trace-42');

    const text = (await app.inject({ url: '/metrics', headers: bearer })).body;
    expect(sample(text, 'sasar_graph_call_duration_seconds_count', 'endpoint="campaigns",method="GET",status="200",throttle_code=""')).toBeGreaterThanOrEqual(1);
    for (const personal of ['act_200000000000001', 'EAAsandbox', 'demo', 'Dewi', 'lb-trace-42']) expect(text).not.toContain(personal);
  });

  test('an unreachable platform is counted as such', async () => {
    const offline = await testServer(database, { GRAPH_BASE_URL: 'http://127.0.0.1:9', GRAPH_TIMEOUT_MS: '2000', METRICS_TOKEN: TOKEN });
    try {
      const demo = await addUser(database, 'demo', 'demo1234');
      await saveConnection(database.db, deriveKeys(TEST_SECRET).tokenKey, {
        userId: demo.id,
        token: 'EAAsandbox-dewi',
        profile: { platformUserId: 'p-1', name: 'Dewi', pictureUrl: null },
        tokenInfo: { scopes: [], expiresAt: null, platformUserId: null },
        adAccounts: [],
      });
      const session = await login(offline, 'demo', 'demo1234');
      await offline.inject({ url: '/api/graph/v21.0/act_200000000000001/campaigns?fields=id', headers: session.headers });
      const text = (await offline.inject({ url: '/metrics', headers: bearer })).body;
      expect(sample(text, 'sasar_graph_call_duration_seconds_count', 'endpoint="campaigns",method="GET",status="unreachable",throttle_code=""')).toBe(1);
    } finally {
      await offline.close();
    }
  });
});

describe('the metrics registry', () => {
  test('throttled Graph calls, insights-store hits and misses, rule outcomes and queue depth', async () => {
    const metrics = createMetrics({ defaults: false });
    metrics.graphCall('GET', 'act_1/insights', 400, 0.3, JSON.stringify({ error: { code: 80000, error_subcode: 2446079 } }));
    metrics.graphCall('GET', 'act_1/insights', 400, 0.3, JSON.stringify({ error: { code: 100 } }));
    metrics.storeRead('daily', 'hit');
    metrics.storeRead('daily', 'hit');
    metrics.storeRead('whole', 'miss');
    metrics.ruleRun('succeeded');
    metrics.ruleRun('failed');
    metrics.ruleRun('succeeded');
    metrics.queueDepth(async () => ({ 'rule-run': 7, 'rules-tick': 0 }));
    const text = await metrics.registry.metrics();
    expect(sample(text, 'sasar_graph_call_duration_seconds_count', 'endpoint="insights",method="GET",status="400",throttle_code="80000"')).toBe(1);
    expect(sample(text, 'sasar_graph_call_duration_seconds_count', 'endpoint="insights",method="GET",status="400",throttle_code=""')).toBe(1);
    expect(sample(text, 'sasar_insights_store_reads_total', 'kind="daily",result="hit"')).toBe(2);
    expect(sample(text, 'sasar_insights_store_reads_total', 'kind="whole",result="miss"')).toBe(1);
    expect(sample(text, 'sasar_rule_runs_total', 'outcome="succeeded"')).toBe(2);
    expect(sample(text, 'sasar_rule_runs_total', 'outcome="failed"')).toBe(1);
    expect(sample(text, 'sasar_rules_queue_depth', 'queue="rule-run"')).toBe(7);
  });

  test('a queue that cannot be read leaves the scrape working', async () => {
    const metrics = createMetrics({ defaults: false });
    metrics.queueDepth(() => Promise.reject(new Error('connection refused')));
    await expect(metrics.registry.metrics()).resolves.toContain('sasar_rules_queue_depth');
  });

  test('METRICS_PORT: a separate listener serves /metrics without a token and nothing else', async () => {
    const metrics = createMetrics({ defaults: false });
    metrics.ruleRun('no_match');
    const server = await listenForMetrics(metrics, 0, '127.0.0.1');
    try {
      const { port } = server.address() as AddressInfo;
      const ok = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('sasar_rule_runs_total{outcome="no_match"} 1');
      const other = await fetch(`http://127.0.0.1:${port}/api/user`);
      expect(other.status).toBe(404);
    } finally {
      server.close();
    }
  });
});
