// `pnpm cluster:chaos`: a scripted user works through nginx while the cluster loses a process and is restarted.
// It starts a throw-away cluster (3 server processes, nginx, PostgreSQL, the static origin, the graph sandbox: the
// pieces of scripts/cluster.mjs), logs a user in, and runs
//   - a reader: the user view and the ad set list, back to back;
//   - a writer: budget changes and status toggles (the ads manager's bulk writes, one Graph batch each) and collection
//     creates and deletes, each write with its own Idempotency-Key, sent through shared-graph's own retry policy
//     (src/api/idempotency.ts: a balancer's 502/503/504 and the server's 409 "still being applied" are sent again
//     with the same key);
// while (1) the process applying one of the writer's budget changes is killed with -9 while the platform holds that
// call (a sandbox `timeout` fault: the change is in flight and not applied), then started again; (2) all three
// processes are restarted one by one (SIGTERM: a rolling release).
// It then asserts that the user saw no error and that no write was lost or doubled: each object's calls counted by
// the sandbox, the activity log in the database, the objects' final budgets and statuses, the collections left.
// Needs nginx, PostgreSQL (bash scripts/ensure-tools.sh) and the production builds (pnpm build).
//   node scripts/cluster-chaos.mjs [--keep]      (--keep: leave the cluster's folder with its logs)
import { chmodSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startCluster, startServer, stopCluster, stopServer } from './cluster.mjs';
import { root, say, sleep } from './lib/services.mjs';

const started = Date.now();
const fromServer = createRequire(path.join(root, 'server', 'package.json'));
const pg = fromServer('pg');
const { tsImport } = await import(pathToFileURL(fromServer.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href);
const client = await tsImport(path.join(root, 'shared-graph', 'src', 'api', 'idempotency.ts'), import.meta.url);

const GRAPH = '/api/graph/v21.0';
/** The sandbox lets a budget change 4 times an hour per object: each object gets at most this many. */
const BUDGET_CHANGES_PER_OBJECT = 3;

const failures = [];
function check(ok, what) {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`);
  if (!ok) failures.push(what);
}
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** The user's session through nginx: cookies and the CSRF header, as the browser sends them. */
async function logIn(url) {
  const response = await fetch(`${url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: 'demo', password: 'demo1234' }) });
  if (response.status !== 200) throw new Error(`log in through nginx: ${response.status} ${await response.text()}`);
  const cookies = Object.fromEntries(
    response.headers.getSetCookie().map((cookie) => {
      const pair = cookie.split(';')[0];
      return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    }),
  );
  return { cookie: Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; '), csrf: decodeURIComponent(cookies.sasar_csrf) };
}

function userAgent(url, session) {
  /** Every attempt the client made, by key: how often a write was sent again. */
  const attempts = new Map();
  const counting = client.retryingWrites(() => async (request, init) => {
    const key = request.headers.get(client.IDEMPOTENCY_KEY_HEADER);
    attempts.set(key, (attempts.get(key) ?? 0) + 1);
    return fetch(request, init);
  });
  return {
    attempts,
    async read(address) {
      try {
        const response = await fetch(`${url}${address}`, { headers: { cookie: session.cookie } });
        const body = await response.json().catch(() => null);
        return { status: response.status, body };
      } catch (error) {
        return { status: error.cause?.code ?? error.name, body: null };
      }
    },
    /** One user action: a write with a new key, retried by shared-graph's policy. */
    async write(method, address, body, key = client.newIdempotencyKey()) {
      const headers = { cookie: session.cookie, 'x-csrf-token': session.csrf, [client.IDEMPOTENCY_KEY_HEADER]: client.idempotencyKeyValue(key) };
      if (body !== undefined) headers['content-type'] = 'application/json';
      try {
        const response = await counting(new Request(`${url}${address}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
        return { key, status: response.status, replayed: response.headers.get(client.REPLAYED_HEADER) === 'true', body: await response.json().catch(() => null) };
      } catch (error) {
        return { key, status: error.cause?.code ?? error.name, replayed: false, body: null };
      }
    },
  };
}

/** The ad objects with a budget of their own (campaigns and ad sets), and each one's status, through nginx. */
async function budgetedObjects(agent) {
  const accounts = (await agent.read(`${GRAPH}/me/adaccounts?fields=id,account_status&limit=50`)).body?.data ?? [];
  const objects = [];
  for (const account of accounts.filter((candidate) => candidate.account_status === 1)) {
    for (const edge of ['campaigns', 'adsets']) {
      const list = (await agent.read(`${GRAPH}/${account.id}/${edge}?fields=id,name,status,daily_budget,lifetime_budget&limit=100&_adaccount=${account.id}`)).body?.data ?? [];
      for (const { lifetime_budget: lifetime, ...object } of list) {
        const daily = Number(object.daily_budget) > 0 && !(Number(lifetime) > 0);
        if (daily && ['ACTIVE', 'PAUSED'].includes(object.status)) objects.push({ ...object, account: account.id, level: edge === 'campaigns' ? 'campaign' : 'adset' });
      }
    }
  }
  return objects;
}

/** The writer: one action after another until stopped; `holdNext` makes the platform hold its next budget change. */
function startWriter(agent, sandboxUrl, objects, runId) {
  const writer = { actions: [], errors: [], writesTo: new Map(), lastValue: new Map(), groupsLeft: [], held: null, holdNext: false, running: true };
  const budgetsLeft = new Map(objects.map((object) => [object.id, BUDGET_CHANGES_PER_OBJECT]));
  const record = (what, answer, ok) => {
    writer.actions.push({ what, ...answer });
    if (!ok) writer.errors.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`);
    return ok;
  };
  const graphWrite = async (object, change, what) => {
    const metadata = { object_id: object.id, object_type: object.level, object_name: object.name, account_id: object.account };
    const key = client.newIdempotencyKey();
    if (writer.holdNext && 'daily_budget' in change) {
      writer.holdNext = false;
      const fault = await fetch(`${sandboxUrl}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'timeout', path: object.id, count: 1 }) });
      if (fault.status !== 201) throw new Error(`could not arm the sandbox's timeout fault: ${fault.status}`);
      writer.held = { key, object: object.id };
    }
    writer.writesTo.set(object.id, (writer.writesTo.get(object.id) ?? 0) + 1);
    const answer = await agent.write('POST', `${GRAPH}/batch?team_id=0&_adaccount=${object.account}`, { batch: [{ method: 'POST', relative_url: object.id, body: { ...change, __metadata: metadata } }] }, key);
    const item = Array.isArray(answer.body) ? answer.body[0] : null;
    const ok = record(what, answer, answer.status === 200 && item?.code === 200);
    if (ok) writer.lastValue.set(object.id, { ...writer.lastValue.get(object.id), ...change });
    if (writer.held?.key === key) writer.held.done = true;
  };

  const done = (async () => {
    for (let step = 0; writer.running; step += 1) {
      const object = objects[step % objects.length];
      const state = { ...object, ...writer.lastValue.get(object.id) };
      const phase = step % 3;
      if (phase === 0 && budgetsLeft.get(object.id) > 0) {
        budgetsLeft.set(object.id, budgetsLeft.get(object.id) - 1);
        await graphWrite(object, { daily_budget: String(Number(state.daily_budget) + 100) }, `budget of ${object.id}`);
      } else if (phase === 1) {
        await graphWrite(object, { status: state.status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE' }, `status of ${object.id}`);
      } else {
        // Two collections made, the first one deleted: the second must be there once, the first gone.
        const names = [`chaos ${runId} ${step} a`, `chaos ${runId} ${step} b`];
        const made = [];
        for (const name of names) {
          const answer = await agent.write('POST', '/api/group', { name });
          if (record(`create ${name}`, answer, answer.status === 201)) made.push({ name, id: answer.body.data.id });
        }
        if (made[0]) {
          const answer = await agent.write('DELETE', `/api/group/${made[0].id}`);
          if (!record(`delete ${made[0].name}`, answer, answer.status === 200)) writer.groupsLeft.push(made[0].name);
        }
        if (made[1]) writer.groupsLeft.push(made[1].name);
      }
      await sleep(100);
    }
  })();
  writer.stop = async () => {
    writer.running = false;
    await done;
  };
  return writer;
}

/** The reader: the user view and an ad set list back to back until stopped; every answer that was not 200. */
function startReader(agent, account) {
  const reader = { count: 0, errors: [], running: true };
  const done = (async () => {
    while (reader.running) {
      for (const address of ['/api/user', `${GRAPH}/${account}/adsets?fields=id,name,status&limit=25&_adaccount=${account}`]) {
        const { status } = await agent.read(address);
        reader.count += 1;
        if (status !== 200) reader.errors.push(`${status} ${address.split('?')[0]}`);
      }
      await sleep(100);
    }
  })();
  reader.stop = async () => {
    reader.running = false;
    await done;
  };
  return reader;
}

async function until(condition, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(25);
  }
}

const stateDir = mkdtempSync(path.join(tmpdir(), 'sasar-chaos-'));
// PostgreSQL runs as its own user when we are root: it has to reach its folder inside this one.
chmodSync(stateDir, 0o755);
let database;
try {
  const cluster = await startCluster({ stateDir, scratch: true });
  say(`cluster up after ${seconds()}: ${cluster.url}, processes ${cluster.servers.map((server) => server.pid).join(', ')}`);
  database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
  const query = async (text, params) => (await database.query(text, params)).rows;

  const session = await logIn(cluster.url);
  const agent = userAgent(cluster.url, session);
  const objects = await budgetedObjects(agent);
  if (objects.length < 4) throw new Error(`the demo world has too few ad objects with a budget of their own (${objects.length})`);
  const runId = Date.now().toString(36);
  const reader = startReader(agent, objects[0].account);
  const writer = startWriter(agent, cluster.graphBaseUrl, objects, runId);
  await until(() => writer.actions.length >= 6, 'the first writes');

  // 1. kill -9 the process applying a budget change the platform holds, then start it again.
  writer.holdNext = true;
  await until(() => writer.held !== null, 'the held budget change');
  // The fault is used up once the call reached the platform: from then on the process waits for its answer.
  await until(async () => (await (await fetch(`${cluster.graphBaseUrl}/__sandbox/faults`)).json()).faults.length === 0, 'the platform holding the budget change');
  let holder;
  await until(async () => {
    [holder] = await query('SELECT holder FROM idempotency_keys WHERE key = $1 AND response_status IS NULL', [writer.held.key]);
    return holder !== undefined;
  }, 'the claim of the held budget change');
  const pid = Number(holder.holder.split('/')[1]);
  const victim = cluster.servers.findIndex((server) => server.pid === pid);
  if (victim === -1) throw new Error(`the held change's holder (${holder.holder}) is no server process of this cluster`);
  process.kill(pid, 'SIGKILL');
  cluster.servers[victim].pid = null;
  say(`${seconds()}: killed server ${victim + 1} (pid ${pid}) with -9 while it applied a budget change; starting it again`);
  await startServer(cluster, victim);
  await until(() => writer.held.done === true, 'the held budget change, sent again by the client');
  say(`${seconds()}: server ${victim + 1} is back; the held change was answered`);

  // 2. A rolling restart: each process finishes what it is doing, stops, starts again.
  for (let index = 0; index < cluster.servers.length; index += 1) {
    const exited = await stopServer(cluster, index, 'SIGTERM');
    check(exited, `server ${index + 1} exits after SIGTERM (rolling restart)`);
    await startServer(cluster, index);
  }
  say(`${seconds()}: rolling restart done`);
  await writer.stop();
  await reader.stop();

  // What the user saw.
  const retried = [...agent.attempts.values()].filter((count) => count > 1);
  check(writer.errors.length === 0, `the writer's ${writer.actions.length} writes all succeeded (${retried.length} sent again by the client, ${writer.actions.filter((action) => action.replayed).length} answered from the stored answer)${writer.errors.length ? `: ${writer.errors.slice(0, 3).join('; ')}` : ''}`);
  check(reader.errors.length === 0, `the reader's ${reader.count} reads all answered 200${reader.errors.length ? `: ${[...new Set(reader.errors)].slice(0, 3).join('; ')}` : ''}`);

  // What the platform and the database saw: each write once.
  const { by_path: calls } = await (await fetch(`${cluster.graphBaseUrl}/__sandbox/calls`)).json();
  const miscounted = [];
  for (const [id, writes] of writer.writesTo) {
    // The held call reached the platform too (it kept it, then refused it): one call more for that object.
    const expected = writes + (id === writer.held.object ? 1 : 0);
    if ((calls[`/${id}`] ?? 0) !== expected) miscounted.push(`${id}: ${calls[`/${id}`] ?? 0} calls for ${expected}`);
  }
  const totalWrites = [...writer.writesTo.values()].reduce((sum, count) => sum + count, 0);
  check(miscounted.length === 0, `the sandbox received each of the ${totalWrites} graph writes once${miscounted.length ? `: ${miscounted.slice(0, 3).join('; ')}` : ''}`);
  const logged = await query('SELECT object_id, count(*)::int AS n FROM team_activities GROUP BY object_id');
  const loggedBy = new Map(logged.map((row) => [row.object_id, row.n]));
  const misLogged = [...writer.writesTo].filter(([id, writes]) => loggedBy.get(id) !== writes).map(([id, writes]) => `${id}: ${loggedBy.get(id) ?? 0} for ${writes}`);
  check(misLogged.length === 0, `the activity log holds each accepted graph write once${misLogged.length ? `: ${misLogged.slice(0, 3).join('; ')}` : ''}`);
  const [{ taken_over: takenOver }] = await query('SELECT count(*) FILTER (WHERE attempts > 1)::int AS taken_over FROM idempotency_keys');
  check(takenOver >= 1, `the killed process's claim was taken over by a retry (${takenOver})`);

  const wrongState = [];
  for (const [id, last] of writer.lastValue) {
    const object = (await agent.read(`${GRAPH}/${id}?fields=status,daily_budget&_fresh=1`)).body ?? {};
    for (const [field, value] of Object.entries(last)) if (String(object[field]) !== String(value)) wrongState.push(`${id}.${field} is ${object[field]}, last set ${value}`);
  }
  check(wrongState.length === 0, `every object's budget and status are the last ones set (${writer.lastValue.size} objects)${wrongState.length ? `: ${wrongState.slice(0, 3).join('; ')}` : ''}`);

  const groups = (await query('SELECT name FROM interest_groups WHERE name LIKE $1 ORDER BY name', [`chaos ${runId} %`])).map((row) => row.name);
  const expectedGroups = [...writer.groupsLeft].sort();
  check(JSON.stringify(groups) === JSON.stringify(expectedGroups), `the collections left are the ${expectedGroups.length} created and not deleted, each once (${groups.length} found)`);
} catch (error) {
  failures.push(error.message);
  console.error(error);
} finally {
  await database?.end().catch(() => undefined);
  await stopCluster(stateDir, { wipe: !process.argv.includes('--keep') });
}
console.log(failures.length === 0 ? `\ncluster chaos: all passed in ${seconds()}` : `\ncluster chaos: ${failures.length} failed (${seconds()})`);
process.exit(failures.length === 0 ? 0 : 1);
