// `pnpm cluster` / `pnpm cluster:stop`: Sasar as it runs once one machine is not enough, on this machine —
// PostgreSQL (Debian's package), the graph sandbox, 3 server processes on free ports sharing one DATABASE_URL and
// SASAR_SECRET, nginx balancing them (deploy/nginx.conf.template) and serving the builds from a static origin.
// Everything runs in the background; its state (pids, ports, logs, the database) is in .data/cluster/ (CLUSTER_DIR).
//   node scripts/cluster.mjs start [--servers N] [--scratch]   node scripts/cluster.mjs stop [--wipe]   node scripts/cluster.mjs status
// (--scratch: PostgreSQL without disk waits, for a cluster thrown away after a test)
// The same steps are a library for the cluster's smoke and chaos tests (startCluster, startServer, stopCluster …).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureServiceBuilds, nodeArgsOf } from './build-services.mjs';
import { alive, root, say, stopPid, waitFor } from './lib/services.mjs';

export const DEFAULT_STATE_DIR = path.resolve(process.env.CLUSTER_DIR ?? path.join(root, '.data', 'cluster'));
const host = '127.0.0.1';
const REMOTES = ['research', 'adsmanager', 'dashboard', 'rules', 'admin'];
const isRoot = process.getuid?.() === 0;

/** `count` distinct free ports: all held open at once while chosen, so no two are the same. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, host, () => resolve(server));
    })),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

const waitForService = (state, url, what) => waitFor(url, what, { timeoutMs: 90_000, hint: `logs: ${state.stateDir}` });

function postgresBin() {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not installed (Debian: apt-get install -y postgresql)');
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`;
}

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
function asPostgres(tool, args) {
  const bin = path.join(postgresBin(), tool);
  return isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' }) : execFileSync(bin, args, { stdio: 'pipe' });
}

function nginxBin() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  throw new Error('nginx is not installed (Debian: apt-get install -y nginx, or bash scripts/ensure-tools.sh)');
}

/** A background process whose output goes to <stateDir>/<name>.log; survives this script. */
function background(state, name, command, args, options) {
  const log = openSync(path.join(state.stateDir, `${name}.log`), 'a');
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  child.unref();
  return child.pid;
}

export function readState(stateDir = DEFAULT_STATE_DIR) {
  const file = path.join(stateDir, 'state.json');
  return existsSync(file) ? { ...JSON.parse(readFileSync(file, 'utf8')), stateDir } : null;
}

function saveState(state) {
  const { stateDir, ...saved } = state;
  writeFileSync(path.join(stateDir, 'state.json'), `${JSON.stringify(saved, null, 2)}\n`);
}

function builtRemotes() {
  const missing = ['host/dist/index.html', ...REMOTES.map((name) => `mfe-${name}/dist/mf-manifest.json`)].filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) throw new Error(`build the frontends first (pnpm build); missing: ${missing.join(', ')}`);
}

/**
 * PostgreSQL in <stateDir>/postgres, with the database `sasar`. `scratch`: a throw-away cluster (tests) that does
 * not wait for the disk, as the server tests' PostgreSQL does.
 */
async function startPostgres(state, scratch) {
  const dir = path.join(state.stateDir, 'postgres');
  const port = state.ports.postgres;
  mkdirSync(dir, { recursive: true });
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), 0);
  if (!existsSync(path.join(dir, 'data', 'PG_VERSION'))) {
    say('creating the PostgreSQL cluster');
    asPostgres('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  }
  const noDiskWaits = scratch ? ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off' : '';
  asPostgres('pg_ctl', ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=${host} -c max_connections=200${noDiskWaits}`, 'start']);
  state.postgres = { dir, port };
  saveState(state);
  const admin = `postgres://postgres@${host}:${port}/postgres`;
  const exists = execFileSync(path.join(postgresBin(), 'psql'), [admin, '-tAc', "SELECT 1 FROM pg_database WHERE datname = 'sasar'"], { encoding: 'utf8' }).trim();
  if (exists !== '1') execFileSync(path.join(postgresBin(), 'psql'), [admin, '-c', 'CREATE DATABASE sasar'], { stdio: 'pipe' });
  return `postgres://postgres@${host}:${port}/sasar`;
}

function nginxConfig(state) {
  const template = readFileSync(path.join(root, 'deploy', 'nginx.conf.template'), 'utf8');
  // max_fails=0: a process is never taken out for its failures, each request that meets one goes on to the next
  // (a refused connection costs nothing here). Taking failed processes out for a while left none in during a rolling
  // restart under load: nginx then answered 502 "no live upstreams" with two processes up.
  const servers = state.servers.map((server) => `    server ${host}:${server.port} max_fails=0;`).join('\n');
  const values = {
    user: isRoot ? 'user root;' : '',
    stateDir: state.stateDir,
    deployDir: path.join(root, 'deploy'),
    root,
    host,
    port: String(state.nginx.port),
    staticPort: String(state.nginx.staticPort),
    servers,
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`deploy/nginx.conf.template: unknown placeholder {{${key}}}`);
    return values[key];
  });
}

function serverEnv(state, index) {
  const { nginx } = state;
  const cdn = `http://${host}:${nginx.staticPort}`;
  return {
    ...process.env,
    PORT: String(state.servers[index].port),
    HOST: host,
    DATABASE_URL: state.databaseUrl,
    SASAR_SECRET: state.secret,
    GRAPH_BASE_URL: state.graphBaseUrl,
    PUBLIC_URL: `http://${host}:${nginx.port}`,
    TRUST_PROXY: host,
    // The remotes come from the static origin; their descriptors (labels, paths) from the local builds.
    REMOTES_JSON: JSON.stringify(Object.fromEntries(REMOTES.map((name) => [name, `${cdn}/remotes/${name}/mf-manifest.json`]))),
    METRICS_TOKEN: state.metricsToken,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
}

/** Starts server process `index` (again) and waits until it is ready. */
export async function startServer(state, index) {
  const pid = background(state, `server-${index + 1}`, process.execPath, nodeArgsOf('server'), { cwd: path.join(root, 'server'), env: serverEnv(state, index) });
  state.servers[index].pid = pid;
  saveState(state);
  await waitForService(state, `http://${host}:${state.servers[index].port}/api/ready`, `Server process ${index + 1}`);
}

/** Stops server process `index`: SIGTERM finishes what is in flight (a rolling restart), SIGKILL is a crash. */
export async function stopServer(state, index, signal = 'SIGTERM') {
  // Up to SHUTDOWN_GRACE_SECONDS for requests, then up to 10 s for a rule run in flight.
  const exited = await stopPid(state.servers[index].pid, signal, 25_000);
  state.servers[index].pid = null;
  saveState(state);
  return exited;
}

/**
 * Starts PostgreSQL, the sandbox, `servers` processes and nginx in `stateDir`; resolves with the cluster's state
 * (`url` is nginx's origin). `scratch`: PostgreSQL without disk waits, for a cluster thrown away after a test.
 */
export async function startCluster({ stateDir = DEFAULT_STATE_DIR, servers: count = 3, port, scratch = false } = {}) {
  const running = readState(stateDir);
  if (running?.servers?.some((server) => server.pid && alive(server.pid))) {
    throw new Error(`a cluster is already running (${stateDir}); pnpm cluster:stop first`);
  }
  builtRemotes();
  nginxBin();
  const built = await ensureServiceBuilds();
  if (built.length > 0) say(`built ${built.join(' and ')} (scripts/build-services.mjs)`);
  mkdirSync(path.join(stateDir, 'nginx-tmp'), { recursive: true });
  const state = {
    stateDir,
    secret: running?.secret ?? randomBytes(32).toString('hex'),
    metricsToken: running?.metricsToken ?? randomBytes(24).toString('hex'),
    servers: [],
  };
  const [postgres, sandbox, nginx, staticOrigin, ...serverPorts] = await freePorts(4 + count);
  state.ports = { postgres };
  saveState(state);

  // The sandbox starts while PostgreSQL does.
  state.graphBaseUrl = `http://${host}:${sandbox}`;
  say(`starting the graph sandbox on ${state.graphBaseUrl}`);
  const sandboxEnv = { ...process.env, SANDBOX_PORT: String(sandbox), SANDBOX_HOST: host };
  state.sandbox = { port: sandbox, pid: background(state, 'sandbox', process.execPath, nodeArgsOf('graph-sandbox'), { cwd: path.join(root, 'graph-sandbox'), env: sandboxEnv }) };
  saveState(state);
  const sandboxUp = waitForService(state, `${state.graphBaseUrl}/__sandbox/health`, 'The graph sandbox');

  say('starting PostgreSQL');
  state.databaseUrl = await startPostgres(state, scratch);
  await sandboxUp;

  state.nginx = { port: port ?? nginx, staticPort: staticOrigin };
  for (const serverPort of serverPorts) state.servers.push({ port: serverPort, pid: null });
  // The first process migrates and seeds the database; the others start side by side once it is done.
  say(`starting server process 1 of ${count} on port ${state.servers[0].port}`);
  await startServer(state, 0);
  if (count > 1) say(`starting server processes 2–${count}`);
  await Promise.all(state.servers.slice(1).map((_, i) => startServer(state, i + 1)));

  say('starting nginx');
  writeFileSync(path.join(stateDir, 'nginx.conf'), nginxConfig(state));
  execFileSync(nginxBin(), ['-p', stateDir, '-c', path.join(stateDir, 'nginx.conf')], { stdio: 'inherit' });
  state.url = `http://${host}:${state.nginx.port}`;
  await waitForService(state, `${state.url}/api/ready`, 'nginx');
  saveState(state);
  return state;
}

/** Stops nginx, the server processes (gracefully), the sandbox and PostgreSQL; `wipe` removes the state folder. */
export async function stopCluster(stateDir = DEFAULT_STATE_DIR, { wipe = false } = {}) {
  const state = readState(stateDir);
  if (!state) {
    say('no cluster state: nothing to stop');
    return;
  }
  if (existsSync(path.join(stateDir, 'nginx.pid'))) {
    say('stopping nginx');
    try {
      execFileSync(nginxBin(), ['-p', stateDir, '-c', path.join(stateDir, 'nginx.conf'), '-s', 'quit'], { stdio: 'pipe' });
    } catch {
      // not running
    }
  }
  say('stopping the server processes (SIGTERM: they finish what is in flight)');
  await Promise.all((state.servers ?? []).map((_, index) => stopServer(state, index)));
  say('stopping the graph sandbox');
  await stopPid(state.sandbox?.pid, 'SIGTERM', 5_000);
  if (state.postgres) {
    say('stopping PostgreSQL');
    try {
      asPostgres('pg_ctl', ['-D', path.join(state.postgres.dir, 'data'), '-m', 'fast', '-w', 'stop']);
    } catch {
      // not running
    }
  }
  if (state.sandbox) state.sandbox.pid = null;
  saveState(state);
  if (wipe) {
    rmSync(stateDir, { recursive: true, force: true });
    say(`removed ${stateDir}`);
  }
}

async function start() {
  const count = Number(process.argv[process.argv.indexOf('--servers') + 1] || 3) || 3;
  const port = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined;
  const state = await startCluster({ servers: count, port, scratch: process.argv.includes('--scratch') });
  console.log(`
  Sasar runs as a cluster at ${state.url}
    ${count} server processes: ${state.servers.map((server) => `${host}:${server.port} (pid ${server.pid})`).join(', ')}
    static origin (host and remote builds): http://${host}:${state.nginx.staticPort}
    PostgreSQL: ${state.databaseUrl}
    graph sandbox: ${state.graphBaseUrl}
    metrics: curl -H "Authorization: Bearer ${state.metricsToken}" http://${host}:${state.servers[0].port}/metrics
    logs and state: ${state.stateDir}
  Demo login: demo / demo1234. Stop with pnpm cluster:stop.
`);
}

function status() {
  const state = readState();
  if (!state) return say('no cluster');
  for (const [index, server] of (state.servers ?? []).entries()) say(`server ${index + 1}: port ${server.port}, ${server.pid && alive(server.pid) ? `pid ${server.pid}` : 'stopped'}`);
  say(`url: ${state.url ?? '—'}`);
}

const command = process.argv[2] ?? 'start';
if (import.meta.url === `file://${process.argv[1]}`) {
  const run = { start, stop: () => stopCluster(DEFAULT_STATE_DIR, { wipe: process.argv.includes('--wipe') }), status }[command];
  if (!run) {
    console.error(`usage: node scripts/cluster.mjs start [--servers N] [--scratch] | stop [--wipe] | status`);
    process.exit(2);
  }
  Promise.resolve().then(run).catch(async (error) => {
    console.error(`Cluster: ${error.message}`);
    if (command === 'start') await stopCluster().catch(() => undefined);
    process.exit(1);
  });
}
