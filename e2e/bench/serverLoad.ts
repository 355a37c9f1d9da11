// Server load: req/s and latency percentiles of a realistic API mix under concurrent connections (autocannon), and
// the latency the graph proxy adds to a platform call (proxy vs the same call straight to the sandbox).
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
}

export interface ServerLoadFigures {
  database: string;
  durationSeconds: number;
  mix: LoadRun[];
  proxy: { directP50Ms: number; proxiedP50Ms: number; directP99Ms: number; proxiedP99Ms: number; addedP50Ms: number };
}

const DURATION_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

async function session(baseUrl: string): Promise<{ cookie: string }> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'demo', password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`bench login failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { cookie };
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const figures = (connections: number, result: autocannon.Result): LoadRun => ({
  connections,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});

/** The mix a signed-in page makes: the user load, a proxied platform read, the saved collections. */
export async function measureServerLoad(baseUrl: string, sandboxUrl: string, database = 'PGlite'): Promise<ServerLoadFigures> {
  const { cookie } = await session(baseUrl);
  const headers = { cookie, 'x-device-id': 'bench-device' };
  const requests = [
    { method: 'GET' as const, path: '/api/user?skip=1', headers },
    { method: 'GET' as const, path: '/api/graph/v21.0/me?fields=id,name', headers },
    { method: 'GET' as const, path: '/api/group', headers },
  ];
  const mix: LoadRun[] = [];
  for (const connections of [50, 200]) {
    mix.push(figures(connections, await run({ url: baseUrl, connections, duration: DURATION_SECONDS, requests })));
  }
  const proxied = await run({ url: `${baseUrl}/api/graph/v21.0/me?fields=id,name`, connections: 1, duration: DURATION_SECONDS, headers });
  const direct = await run({ url: `${sandboxUrl}/v21.0/me?fields=id,name&access_token=EAAsandbox-dewi`, connections: 1, duration: DURATION_SECONDS });
  return {
    database,
    durationSeconds: DURATION_SECONDS,
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

/**
 * The same mix against a second stack on a throw-away PostgreSQL (scripts/postgres-for-tests.sh, the one the server
 * tests use); undefined when the machine has no PostgreSQL installed.
 */
export async function measureServerLoadOnPostgres(): Promise<ServerLoadFigures | undefined> {
  const script = path.join(repoRoot, 'scripts', 'postgres-for-tests.sh');
  const dir = mkdtempSync(path.join(tmpdir(), 'sasar-bench-pg-'));
  let databaseUrl: string;
  try {
    databaseUrl = execFileSync('bash', [script, 'start', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch {
    console.warn('bench: no PostgreSQL on this machine, the server load runs on PGlite only');
    return undefined;
  }
  try {
    const stack = await startStack({ databaseUrl });
    try {
      return await measureServerLoad(stack.baseUrl, stack.sandboxUrl, 'PostgreSQL');
    } finally {
      stack.stop();
    }
  } finally {
    execFileSync('bash', [script, 'stop', dir]);
  }
}

export function serverLoadMarkdown(load: ServerLoadFigures): string[] {
  return [
    `## Server load on ${load.database}`,
    '',
    `autocannon, ${load.durationSeconds} s per run, on ${load.database}; the mix rotates GET /api/user?skip=1, a proxied GET /me and GET /api/group.`,
    '',
    '| connections | req/s | p50 | p99 | non-2xx | errors |',
    '|---|---|---|---|---|---|',
    ...load.mix.map((r) => `| ${r.connections} | ${r.requestsPerSecond} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.non2xx} | ${r.errors} |`),
    '',
    `Graph proxy, one connection: direct sandbox p50 ${load.proxy.directP50Ms} ms / p99 ${load.proxy.directP99Ms} ms; through the proxy p50 ${load.proxy.proxiedP50Ms} ms / p99 ${load.proxy.proxiedP99Ms} ms (adds ${load.proxy.addedP50Ms} ms at p50).`,
    '',
  ];
}
