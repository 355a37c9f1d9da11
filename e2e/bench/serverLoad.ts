// Server load: req/s and latency percentiles of the mix a signed-in buyer's pages make under concurrent connections
// (autocannon), and the latency the graph proxy adds to a platform call (proxy vs the same call straight to the
// sandbox).
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../support/paths';
import { startStack } from '../support/stack';

export interface LoadRun {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time per request (its /metrics), when the bench could read it: steadier than req/s on a busy machine. */
  serverCpuUsPerRequest?: number;
}

export interface ServerLoadFigures {
  database: string;
  durationSeconds: number;
  mix: LoadRun[];
  proxy: { directP50Ms: number; proxiedP50Ms: number; directP99Ms: number; proxiedP99Ms: number; addedP50Ms: number };
}

export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

export interface BenchSession {
  /** The session and CSRF cookies, as a browser sends them. */
  cookie: string;
  csrf: string;
  /** An ad account of the demo user's own connection (act_…), for the proxied platform reads. */
  adAccount: string;
}

/** Signs the demo user in and reads the full user view once (it also syncs a connection that never was). */
export async function benchSession(baseUrl: string): Promise<BenchSession> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'demo', password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`bench login failed: ${response.status}`);
  const pairs = response.headers.getSetCookie().map((value) => value.split(';')[0]!);
  const cookie = pairs.join('; ');
  const csrf = pairs.find((pair) => pair.startsWith('sasar_csrf='))?.slice('sasar_csrf='.length);
  if (!csrf) throw new Error('bench login set no sasar_csrf cookie');
  const view = await fetch(`${baseUrl}/api/user`, { headers: { cookie, 'x-device-id': 'bench-device' } });
  if (!view.ok) throw new Error(`bench GET /api/user failed: ${view.status}`);
  const { data } = (await view.json()) as { data: { ad_accounts: { id: string; team: number }[] } };
  const adAccount = data.ad_accounts.find((account) => account.team === 0)?.id;
  if (!adAccount) throw new Error('the demo user has no ad account of their own to read');
  return { cookie, csrf, adAccount };
}

type Mix = 'read' | 'write';
let collectionNumber = 0;

/**
 * One connection's cycle of 20 requests. `write`, the mix every page load makes: 14 full `GET /api/user` (70 %),
 * 4 proxied platform reads (20 %: `/me` and an ad account's campaigns, two each), a saved collection created and
 * deleted (10 %). `read`: the same without the two writes (78 % / 22 %).
 */
export function loadRequests(session: BenchSession, mix: Mix): autocannon.Request[] {
  const headers = { cookie: session.cookie, 'x-device-id': 'bench-device' };
  const user: autocannon.Request = { method: 'GET', path: '/api/user', headers };
  const me: autocannon.Request = { method: 'GET', path: '/api/graph/v21.0/me?fields=id,name', headers };
  const campaigns: autocannon.Request = {
    method: 'GET',
    path: `/api/graph/v21.0/${session.adAccount}/campaigns?fields=id,name,status,effective_status&limit=50&team_id=0`,
    headers,
  };
  const writeHeaders = { ...headers, 'content-type': 'application/json', 'x-csrf-token': session.csrf };
  const create: autocannon.Request = {
    method: 'POST',
    path: '/api/group',
    headers: writeHeaders,
    setupRequest: (request) => {
      collectionNumber += 1;
      return { ...request, body: JSON.stringify({ name: `bench ${process.pid} ${collectionNumber}`, items: [] }) };
    },
    onResponse: (status, body, context) => {
      (context as { collection?: number }).collection = status === 201 ? (JSON.parse(body) as { data: { id: number } }).data.id : undefined;
    },
  };
  const remove: autocannon.Request = {
    method: 'DELETE',
    path: '/api/group/0',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
    // No collection to delete (its create failed, counted as non-2xx): the connection starts its cycle again.
    setupRequest: (request, context) => {
      const id = (context as { collection?: number }).collection;
      return (id === undefined ? undefined : { ...request, path: `/api/group/${id}` }) as autocannon.Request;
    },
  };
  const cycle = [user, user, me, user, user, user, user, campaigns, user, create, user, user, me, user, user, user, user, campaigns, user, remove];
  return mix === 'write' ? cycle : cycle.filter((request) => request !== create && request !== remove);
}

export function runLoad(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export const loadFigures = (connections: number, result: autocannon.Result): LoadRun => ({
  connections,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});

/** A token for the measured server's /metrics (METRICS_TOKEN), so the bench can read its CPU time. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** The server process's CPU seconds so far (prom-client's process_cpu_seconds_total), or undefined without its token. */
async function serverCpuSeconds(baseUrl: string, metricsToken: string | undefined): Promise<number | undefined> {
  if (!metricsToken) return undefined;
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const match = /^sasar_process_cpu_seconds_total (\S+)$/m.exec(await response.text());
  return match ? Number(match[1]) : undefined;
}

/**
 * The mix with writes at 50 and 200 connections, and the graph proxy's own cost on one connection. With the server's
 * metrics token, each run also says how much of the server's CPU a request took.
 */
export async function measureServerLoad(baseUrl: string, sandboxUrl: string, database = 'PGlite', metricsToken?: string): Promise<ServerLoadFigures> {
  const session = await benchSession(baseUrl);
  const requests = loadRequests(session, 'write');
  const mix: LoadRun[] = [];
  for (const connections of [50, 200]) {
    const cpuBefore = await serverCpuSeconds(baseUrl, metricsToken);
    const result = await runLoad({ url: baseUrl, connections, duration: LOAD_SECONDS, requests });
    const cpuAfter = await serverCpuSeconds(baseUrl, metricsToken);
    const run = loadFigures(connections, result);
    if (cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0) {
      run.serverCpuUsPerRequest = Math.round(((cpuAfter - cpuBefore) * 1e6) / result.requests.total);
    }
    mix.push(run);
  }
  const headers = { cookie: session.cookie };
  const proxied = await runLoad({ url: `${baseUrl}/api/graph/v21.0/me?fields=id,name`, connections: 1, duration: LOAD_SECONDS, headers });
  const direct = await runLoad({ url: `${sandboxUrl}/v21.0/me?fields=id,name&access_token=EAAsandbox-dewi`, connections: 1, duration: LOAD_SECONDS });
  return {
    database,
    durationSeconds: LOAD_SECONDS,
    mix,
    proxy: {
      directP50Ms: direct.latency.p50,
      proxiedP50Ms: proxied.latency.p50,
      directP99Ms: direct.latency.p99,
      proxiedP99Ms: proxied.latency.p99,
      addedP50Ms: Math.round((proxied.latency.p50 - direct.latency.p50) * 100) / 100,
    },
  };
}

/** A throw-away PostgreSQL (scripts/postgres-for-tests.sh, the one the server tests use) for `work`. */
export async function withThrowawayPostgres<T>(work: (databaseUrl: string) => Promise<T>): Promise<T | undefined> {
  const script = path.join(repoRoot, 'scripts', 'postgres-for-tests.sh');
  const dir = mkdtempSync(path.join(tmpdir(), 'sasar-bench-pg-'));
  let databaseUrl: string;
  try {
    databaseUrl = execFileSync('bash', [script, 'start', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch {
    console.warn('bench: no PostgreSQL on this machine');
    return undefined;
  }
  try {
    return await work(databaseUrl);
  } finally {
    execFileSync('bash', [script, 'stop', dir]);
  }
}

/** The same mix against a second stack on a throw-away PostgreSQL; undefined when the machine has none. */
export function measureServerLoadOnPostgres(): Promise<ServerLoadFigures | undefined> {
  return withThrowawayPostgres(async (databaseUrl) => {
    const stack = await startStack({ databaseUrl, serverEnv: { METRICS_TOKEN: BENCH_METRICS_TOKEN } });
    try {
      return await measureServerLoad(stack.baseUrl, stack.sandboxUrl, 'PostgreSQL', BENCH_METRICS_TOKEN);
    } finally {
      await stack.stop();
    }
  });
}

export function serverLoadMarkdown(load: ServerLoadFigures): string[] {
  return [
    `## Server load on ${load.database}`,
    '',
    `autocannon, ${load.durationSeconds} s per run, one server process on ${load.database}; each connection repeats a page load's mix: 70 % full GET /api/user, 20 % proxied platform reads (/me, an account's campaigns), 10 % writes (a saved collection created and deleted).`,
    '',
    '| connections | req/s | p50 | p99 | non-2xx | errors | server CPU per request |',
    '|---|---|---|---|---|---|---|',
    ...load.mix.map(
      (r) => `| ${r.connections} | ${r.requestsPerSecond} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.non2xx} | ${r.errors} | ${r.serverCpuUsPerRequest === undefined ? '—' : `${r.serverCpuUsPerRequest} µs`} |`,
    ),
    '',
    `Graph proxy, one connection: direct sandbox p50 ${load.proxy.directP50Ms} ms / p99 ${load.proxy.directP99Ms} ms; through the proxy p50 ${load.proxy.proxiedP50Ms} ms / p99 ${load.proxy.proxiedP99Ms} ms (adds ${load.proxy.addedP50Ms} ms at p50).`,
    '',
  ];
}
