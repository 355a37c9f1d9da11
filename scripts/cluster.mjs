// `pnpm cluster` / `pnpm cluster:stop`: Sasar as it runs once one machine is not enough, on this machine —
// PostgreSQL (Debian's package), the graph sandbox, 3 server processes on free ports sharing one DATABASE_URL and
// SASAR_SECRET, nginx balancing them (deploy/nginx.conf.template) and serving the builds from a static origin.
// Everything runs in the background; its state (pids, ports, logs, the database) is in .data/cluster/.
//   node scripts/cluster.mjs start [--servers N]   node scripts/cluster.mjs stop   node scripts/cluster.mjs status
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stateDir = path.resolve(process.env.CLUSTER_DIR ?? path.join(root, '.data', 'cluster'));
const stateFile = path.join(stateDir, 'state.json');
const host = '127.0.0.1';
const REMOTES = ['research', 'adsmanager', 'dashboard', 'rules', 'admin'];
const isRoot = process.getuid?.() === 0;

const say = (line) => console.log(`› ${line}`);

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

async function waitFor(url, what, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not come up at ${url} within ${timeoutMs / 1000} s (logs: ${stateDir})`);
}

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
  throw new Error('nginx is not installed (Debian: apt-get install -y nginx-light)');
}

/** A background process whose output goes to <stateDir>/<name>.log; survives this script. */
function background(name, command, args, options) {
  const log = openSync(path.join(stateDir, `${name}.log`), 'a');
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  child.unref();
  return child.pid;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function readState() {
  return existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : null;
}

function saveState(state) {
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
}

function builtRemotes() {
  const missing = ['host/dist/index.html', ...REMOTES.map((name) => `mfe-${name}/dist/mf-manifest.json`)].filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) throw new Error(`build the frontends first (pnpm build); missing: ${missing.join(', ')}`);
}

async function startPostgres(state) {
  const dir = path.join(stateDir, 'postgres');
  const port = state.ports.postgres;
  mkdirSync(dir, { recursive: true });
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), 0);
  if (!existsSync(path.join(dir, 'data', 'PG_VERSION'))) {
    say('creating the PostgreSQL cluster');
    asPostgres('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  }
  asPostgres('pg_ctl', ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=${host} -c max_connections=200`, 'start']);
  state.postgres = { dir, port };
  saveState(state);
  const admin = `postgres://postgres@${host}:${port}/postgres`;
  const exists = execFileSync(path.join(postgresBin(), 'psql'), [admin, '-tAc', "SELECT 1 FROM pg_database WHERE datname = 'sasar'"], { encoding: 'utf8' }).trim();
  if (exists !== '1') execFileSync(path.join(postgresBin(), 'psql'), [admin, '-c', 'CREATE DATABASE sasar'], { stdio: 'pipe' });
  return `postgres://postgres@${host}:${port}/sasar`;
}

function nginxConfig(state) {
  const template = readFileSync(path.join(root, 'deploy', 'nginx.conf.template'), 'utf8');
  const servers = state.servers.map((server) => `    server ${host}:${server.port} max_fails=2 fail_timeout=5s;`).join('\n');
  const values = {
    user: isRoot ? 'user root;' : '',
    stateDir,
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
  const pid = background(`server-${index + 1}`, process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: path.join(root, 'server'), env: serverEnv(state, index) });
  state.servers[index].pid = pid;
  saveState(state);
  await waitFor(`http://${host}:${state.servers[index].port}/api/ready`, `Server process ${index + 1}`);
}

async function start() {
  const count = Number(process.argv[process.argv.indexOf('--servers') + 1] || 3) || 3;
  const running = readState();
  if (running?.servers?.some((server) => server.pid && alive(server.pid))) {
    throw new Error(`a cluster is already running (${stateDir}); pnpm cluster:stop first`);
  }
  builtRemotes();
  nginxBin();
  mkdirSync(path.join(stateDir, 'nginx-tmp'), { recursive: true });
  const previous = running ?? {};
  const state = {
    secret: previous.secret ?? randomBytes(32).toString('hex'),
    metricsToken: previous.metricsToken ?? randomBytes(24).toString('hex'),
    servers: [],
  };
  const [postgres, sandbox, nginx, staticOrigin, ...serverPorts] = await freePorts(4 + count);
  state.ports = { postgres };
  if (process.env.CLUSTER_PORT) state.ports.nginx = Number(process.env.CLUSTER_PORT);
  saveState(state);

  say('starting PostgreSQL');
  state.databaseUrl = await startPostgres(state);

  const sandboxPort = sandbox;
  state.graphBaseUrl = `http://${host}:${sandboxPort}`;
  say(`starting the graph sandbox on ${state.graphBaseUrl}`);
  state.sandbox = { port: sandboxPort, pid: background('sandbox', process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: path.join(root, 'graph-sandbox'), env: { ...process.env, SANDBOX_PORT: String(sandboxPort), SANDBOX_HOST: host } }) };
  saveState(state);
  await waitFor(`${state.graphBaseUrl}/__sandbox/health`, 'The graph sandbox');

  state.nginx = { port: state.ports.nginx ?? nginx, staticPort: staticOrigin };
  for (const port of serverPorts) state.servers.push({ port, pid: null });
  // One after the other: the first migrates and seeds the database, the next find it done.
  for (let i = 0; i < count; i += 1) {
    say(`starting server process ${i + 1} of ${count} on port ${state.servers[i].port}`);
    await startServer(state, i);
  }

  say('starting nginx');
  writeFileSync(path.join(stateDir, 'nginx.conf'), nginxConfig(state));
  execFileSync(nginxBin(), ['-p', stateDir, '-c', path.join(stateDir, 'nginx.conf')], { stdio: 'inherit' });
  const url = `http://${host}:${state.nginx.port}`;
  await waitFor(`${url}/api/ready`, 'nginx');
  state.url = url;
  saveState(state);

  console.log(`
  Sasar runs as a cluster at ${url}
    ${count} server processes: ${state.servers.map((server) => `${host}:${server.port} (pid ${server.pid})`).join(', ')}
    static origin (host and remote builds): http://${host}:${state.nginx.staticPort}
    PostgreSQL: ${state.databaseUrl}
    graph sandbox: ${state.graphBaseUrl}
    metrics: curl -H "Authorization: Bearer ${state.metricsToken}" http://${host}:${state.servers[0].port}/metrics
    logs and state: ${stateDir}
  Demo login: demo / demo1234. Stop with pnpm cluster:stop.
`);
}

async function stopPid(pid, signal, graceMs) {
  if (!pid || !alive(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

async function stop() {
  const state = readState();
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
  // Up to SHUTDOWN_GRACE_SECONDS for requests, then up to 10 s for a rule run in flight.
  await Promise.all((state.servers ?? []).map((server) => stopPid(server.pid, 'SIGTERM', 25_000)));
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
  for (const server of state.servers ?? []) server.pid = null;
  if (state.sandbox) state.sandbox.pid = null;
  saveState(state);
  if (process.argv.includes('--wipe')) {
    rmSync(stateDir, { recursive: true, force: true });
    say(`removed ${stateDir}`);
  }
}

function status() {
  const state = readState();
  if (!state) return say('no cluster');
  for (const [index, server] of (state.servers ?? []).entries()) say(`server ${index + 1}: port ${server.port}, ${server.pid && alive(server.pid) ? `pid ${server.pid}` : 'stopped'}`);
  say(`url: ${state.url ?? '—'}`);
}

const command = process.argv[2] ?? 'start';
if (import.meta.url === `file://${process.argv[1]}`) {
  const run = { start, stop, status }[command];
  if (!run) {
    console.error(`usage: node scripts/cluster.mjs start [--servers N] | stop [--wipe] | status`);
    process.exit(2);
  }
  Promise.resolve().then(run).catch(async (error) => {
    console.error(`Cluster: ${error.message}`);
    if (command === 'start') await stop().catch(() => undefined);
    process.exit(1);
  });
}
