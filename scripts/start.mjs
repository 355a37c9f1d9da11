// `npm start`: the whole product on its embedded defaults — embedded Postgres (PGlite in .data/), the local
// graph sandbox, and demo data. Installs what is missing, builds what is stale (the frontends, and the services'
// bundles: scripts/build-services.mjs), starts both services from their bundles.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureServiceBuilds, nodeArgsOf } from './build-services.mjs';
import { root, say, waitFor } from './lib/services.mjs';

const PNPM_VERSION = '12.21.0';
const port = process.env.PORT ?? '8080';
const sandboxPort = process.env.SANDBOX_PORT ?? '8090';
const host = process.env.HOST ?? '127.0.0.1';
const FRONTENDS = ['host', 'mfe-research', 'mfe-adsmanager', 'mfe-dashboard', 'mfe-rules', 'mfe-admin'];
const SHARED_SOURCES = ['shared-graph/src', 'shared-ui/src', 'build-tools'];

const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, npm_config_nodedir: '/usr' } });

function pnpmVersion() {
  try {
    return execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function staleFrontends() {
  const shared = Math.max(...SHARED_SOURCES.map((dir) => newestMtime(path.join(root, dir))));
  return FRONTENDS.filter((pkg) => {
    const marker = path.join(root, pkg, 'dist', pkg === 'host' ? 'index.html' : 'mf-manifest.json');
    if (!existsSync(marker)) return true;
    const built = statSync(marker).mtimeMs;
    return built < shared || built < newestMtime(path.join(root, pkg, 'src'));
  });
}

function startService(name, pkg, env) {
  const child = spawn(process.execPath, nodeArgsOf(pkg), {
    cwd: path.join(root, pkg),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping Sasar.`);
      shutdown(1);
    }
  });
  return child;
}

let shuttingDown = false;
const children = [];
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (pnpmVersion() !== PNPM_VERSION) {
  say(`installing pnpm ${PNPM_VERSION}`);
  run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]);
}
if (!existsSync(path.join(root, 'node_modules', '.modules.yaml'))) {
  say('installing dependencies');
  run('pnpm', ['install', '--frozen-lockfile']);
}
const stale = staleFrontends();
if (stale.length > 0) {
  say(`building ${stale.join(', ')} for production`);
  run('pnpm', ['-r', ...stale.flatMap((pkg) => ['--filter', pkg]), '--workspace-concurrency=2', 'run', 'build']);
}
const builtServices = await ensureServiceBuilds();
if (builtServices.length > 0) say(`built ${builtServices.join(' and ')} for production`);

const graphBaseUrl = process.env.GRAPH_BASE_URL ?? `http://${host}:${sandboxPort}`;
if (!process.env.GRAPH_BASE_URL) {
  say(`starting the graph sandbox on ${graphBaseUrl}`);
  children.push(startService('graph-sandbox', 'graph-sandbox', { SANDBOX_PORT: sandboxPort, SANDBOX_HOST: host }));
  await waitFor(`${graphBaseUrl}/__sandbox/health`, 'The graph sandbox');
}
say('starting the server');
children.push(startService('server', 'server', { PORT: port, HOST: host, GRAPH_BASE_URL: graphBaseUrl }));
const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
await waitFor(`${url}/api/health`, 'The server');

console.log(`
  Sasar is running at ${url}

  Demo logins:
    demo  / demo1234    advertiser connected to the sandbox platform (ad accounts in IDR, USD, JPY)
    budi  / budi1234    owner of the team "Budi Agency" (demo is a member)
    admin / admin1234   administrator
    cs    / cs123456    customer service (user lookup, reset mails: /setting/cs/users)
  Each has a confirmed e-mail <login>@sasar.test; mails go to the outbox (admin › user page).

  Data: ${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded Postgres (PGlite) in .data/'}. Stop with Ctrl+C.
`);
