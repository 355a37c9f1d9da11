// A smoke test of `pnpm cluster` (not in CI: it needs nginx, PostgreSQL and the builds): starts the cluster, logs in
// through nginx, reads /api/user; kills one server process with -9 and checks the next requests (reads, and a login
// POST) all succeed; restarts it; then restarts every process one by one (SIGTERM, graceful) while a user keeps
// reading, and counts errors (must be 0); opens the ads manager in Chromium through nginx (its remote from the static
// origin, no failed request, no console error); checks /metrics is refused through nginx and served by a process with its
// token; stops the cluster.   node scripts/cluster-smoke.mjs
import { createRequire } from 'node:module';
import path from 'node:path';
import { readState, startCluster, startServer, stopCluster, stopServer } from './cluster.mjs';
import { alive, root, sleep } from './lib/services.mjs';

const state = () => readState();

const failures = [];
function check(ok, what) {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

async function login(url) {
  const response = await fetch(`${url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: 'demo', password: 'demo1234' }) });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { status: response.status, cookie };
}

async function readUser(url, cookie) {
  try {
    const response = await fetch(`${url}/api/user`, { headers: { cookie } });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return error.cause?.code ?? error.name;
  }
}

/** Reads /api/user back to back until stopped; returns every status that was not 200. */
function keepReading(url, cookie) {
  let running = true;
  const errors = [];
  let count = 0;
  const done = (async () => {
    while (running) {
      const status = await readUser(url, cookie);
      count += 1;
      if (status !== 200) errors.push(status);
    }
  })();
  return { stop: async () => ((running = false), await done, { errors, count }) };
}

/** A user in Chromium: logs in through nginx and opens the ads manager; what came from the static origin. */
async function browse(url, staticPort) {
  const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const fromStaticOrigin = [];
    const failed = [];
    const consoleErrors = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    page.on('response', (response) => {
      if (response.url().startsWith(`http://127.0.0.1:${staticPort}/`)) fromStaticOrigin.push(response.url());
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${url}/user/login`);
    await page.getByLabel(/^(User name|Nama pengguna)$/).fill('demo');
    await page.getByLabel(/^(Password|Kata sandi)$/).fill('demo1234');
    await page.getByRole('button', { name: /^(Log in|Masuk)$/ }).click();
    await page.waitForURL((address) => !address.pathname.startsWith('/user/login'));
    await page.goto(`${url}/adsmanager`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('gridcell').first().waitFor({ timeout: 20_000 });
    return { fromStaticOrigin, failed, consoleErrors };
  } finally {
    await browser.close();
  }
}

try {
  const { url, servers, metricsToken } = await startCluster();

  const session = await login(url);
  check(session.status === 200, `log in through nginx (${session.status})`);
  check((await readUser(url, session.cookie)) === 200, 'GET /api/user through nginx');

  const victim = state().servers[0];
  process.kill(victim.pid, 'SIGKILL');
  await sleep(200);
  const afterKill = [];
  for (let i = 0; i < 30; i += 1) afterKill.push(await readUser(url, session.cookie));
  check(afterKill.every((status) => status === 200), `30 reads after kill -9 of one process all 200 (${[...new Set(afterKill)].join(',')})`);
  const logins = [];
  for (let i = 0; i < 6; i += 1) logins.push((await login(url)).status);
  check(logins.every((status) => status === 200), `6 log-ins (POST) after the kill all 200 (${[...new Set(logins)].join(',')})`);

  const s = state();
  await startServer(s, 0);
  check(alive(s.servers[0].pid), 'the killed process is restarted and ready');

  const reader = keepReading(url, session.cookie);
  for (let index = 0; index < servers.length; index += 1) {
    const current = state();
    const stopped = await stopServer(current, index);
    check(stopped, `server ${index + 1} exits after SIGTERM`);
    await startServer(current, index);
  }
  const { errors, count } = await reader.stop();
  check(errors.length === 0, `rolling restart of all ${servers.length} processes: ${count} reads, ${errors.length} errors ${errors.length ? `(${[...new Set(errors)].join(',')})` : ''}`);

  const seen = await browse(url, state().nginx.staticPort);
  check(seen.fromStaticOrigin.some((address) => address.includes('/remotes/adsmanager/remoteEntry.js')), `Chromium: the ads manager's remote comes from the static origin (${seen.fromStaticOrigin.length} files)`);
  check(seen.failed.length === 0 && seen.consoleErrors.length === 0, `Chromium: no failed request, no console error (${[...seen.failed, ...seen.consoleErrors].slice(0, 3).join('; ')})`);

  check((await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).status === 404, '/metrics is not served through nginx');
  const direct = `http://127.0.0.1:${state().servers[1].port}/metrics`;
  check((await fetch(direct)).status === 401, '/metrics on a process without the token → 401');
  const metrics = await fetch(direct, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await metrics.text();
  check(metrics.status === 200 && /sasar_http_request_duration_seconds_count\{route="\/api\/user",method="GET",status="200"\} [1-9]/.test(text), '/metrics with the token shows the /api/user latency histogram');
} catch (error) {
  failures.push(error.message);
  console.error(error);
} finally {
  await stopCluster();
}
console.log(failures.length === 0 ? '\ncluster smoke: all passed' : `\ncluster smoke: ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
