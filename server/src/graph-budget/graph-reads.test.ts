import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSandbox } from 'graph-sandbox';
import type { Database } from '../db/database';
import { createGraphClient, type GraphClient } from '../platform/graph-client';
import { resetDatabase, testDatabases } from '../testing/databases';
import { createGraphBudget, type ReadCaller } from './graph-reads';
import { addDays } from './settled-days';

/**
 * The Graph budget against the real sandbox over HTTP, with one clock for both: what reaches the platform, and
 * what is answered from the store, from another caller's read in flight, or refused because of a throttle.
 */

const START = Date.UTC(2025, 5, 15, 3, 0, 0);
let clock = START;
const now = () => clock;
const MINUTE = 60_000;

let sandbox: FastifyInstance;
let sandboxUrl: string;
let graph: GraphClient;
let account: string;
/** Graph paths (with query) the sandbox was asked, batch envelopes included. */
const asked: string[] = [];
/** Holds every platform answer this long (real time), so reads overlap. */
let platformDelayMs = 0;

beforeAll(async () => {
  sandbox = createSandbox({ now });
  sandbox.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/v21.0/')) asked.push(decodeURIComponent(request.url));
    if (platformDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, platformDelayMs));
  });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  graph = createGraphClient({ baseUrl: sandboxUrl, timeoutMs: 5000, appId: '1234567890', appSecret: 'sandbox-app-secret' });
  const world = (await (await fetch(`${sandboxUrl}/__sandbox/world`)).json()) as { ad_accounts: { id: string; currency: string }[] };
  account = world.ad_accounts.find((candidate) => candidate.currency === 'IDR')!.id;
});
afterAll(async () => {
  await graph.close();
  await sandbox.close();
});

const caller = (extra: Partial<ReadCaller> = {}): ReadCaller => ({ ownerId: 1, token: 'EAAsandbox-dewi', accountHint: null, fresh: false, ...extra });
const today = () => new Date(clock).toISOString().slice(0, 10);
const insightsQuery = (params: Record<string, string>) =>
  new URLSearchParams({ fields: 'spend,impressions,date_start,date_stop', level: 'account', limit: '1000', ...params });
const asks = (fragment: string) => asked.filter((url) => url.includes(fragment));

describe.each(testDatabases())('graph budget on $name', (tdb) => {
  let database: Database;
  let budget: ReturnType<typeof createGraphBudget>;

  beforeAll(async () => {
    database = await tdb.open();
  });
  beforeEach(async () => {
    await resetDatabase(database);
    await fetch(`${sandboxUrl}/__sandbox/reset`, { method: 'POST' });
    clock = START;
    platformDelayMs = 0;
    asked.length = 0;
    budget = createGraphBudget(database, graph, { store: true, refreshMs: 5 * MINUTE, objectsRefreshMs: 5 * MINUTE, timeoutMs: 5000, now });
  });

  test('daily figures: a settled day is never asked again; recent days are asked again once stale, and only they', async () => {
    const range = { since: addDays(today(), -59), until: addDays(today(), -1) };
    const query = insightsQuery({ time_range: JSON.stringify(range), time_increment: '1' });
    const first = await budget.read(caller(), `${account}/insights`, query);
    expect(first.status).toBe(200);
    expect(first.source).toBe('platform');
    const rows = (JSON.parse(first.text) as { data: { date_start: string; spend: string }[] }).data;
    expect(rows.length).toBeGreaterThan(50);

    // Within the refresh window: the store answers, with the same rows and the time they were asked.
    clock += 2 * MINUTE;
    const again = await budget.read(caller(), `${account}/insights`, query);
    expect(asks('/insights')).toHaveLength(1);
    expect(again.source).toBe('store');
    expect(again.asOf).toBe(START);
    expect(JSON.parse(again.text)).toEqual({ data: rows });

    // Later: only the days that can still change are asked, from the first of them to the end of the range.
    clock += 10 * MINUTE;
    const refreshed = await budget.read(caller(), `${account}/insights`, query);
    expect(asks('/insights')).toHaveLength(2);
    const lastSettled = addDays(today(), -9);
    expect(asks('/insights')[1]).toContain(`"since":"${addDays(lastSettled, 1)}","until":"${range.until}"`);
    expect(JSON.parse(refreshed.text)).toEqual({ data: rows });
    expect(refreshed.asOf).toBe(clock);

    // "Today on demand" asks the open days at once; a range of settled days alone is never asked again.
    await budget.read(caller({ fresh: true }), `${account}/insights`, query);
    expect(asks('/insights')).toHaveLength(3);
    const settledOnly = insightsQuery({ time_range: JSON.stringify({ since: range.since, until: lastSettled }), time_increment: '1' });
    clock += 60 * MINUTE;
    const settled = await budget.read(caller({ fresh: true }), `${account}/insights`, settledOnly);
    expect(asks('/insights')).toHaveLength(3);
    expect(settled.source).toBe('store');
    expect((JSON.parse(settled.text) as { data: unknown[] }).data).toEqual(rows.filter((row) => row.date_start <= lastSettled));
  });

  test('whole answers: a settled period is kept for good, an open one for the refresh window (or until a write)', async () => {
    const settledRange = insightsQuery({ time_range: JSON.stringify({ since: addDays(today(), -40), until: addDays(today(), -20) }) });
    const open = insightsQuery({ date_preset: 'last_7d' });
    await budget.read(caller(), `${account}/insights`, settledRange);
    await budget.read(caller(), `${account}/insights`, open);
    clock += 6 * MINUTE;
    expect((await budget.read(caller({ fresh: true }), `${account}/insights`, settledRange)).source).toBe('store');
    expect((await budget.read(caller(), `${account}/insights`, open)).source).toBe('platform');
    expect(asks('/insights')).toHaveLength(3);

    await budget.read(caller(), `${account}/insights`, open);
    expect(asks('/insights')).toHaveLength(3);
    await budget.afterWrite({ ownerId: 1, path: `${account}/campaigns`, accountId: account }, { status: 200, text: '{"id":"1"}', headers: {} }, true);
    expect((await budget.read(caller(), `${account}/insights`, open)).source).toBe('platform');
    expect(asks('/insights')).toHaveLength(4);
  });

  test('identical reads at the same moment, from two servers on one database, make one platform call', async () => {
    const other = createGraphBudget(database, graph, { store: true, refreshMs: 5 * MINUTE, objectsRefreshMs: 5 * MINUTE, timeoutMs: 5000, now });
    platformDelayMs = 300;
    const query = insightsQuery({ date_preset: 'last_30d', level: 'campaign' });
    const answers = await Promise.all([
      budget.read(caller(), `${account}/insights`, query),
      other.read(caller(), `${account}/insights`, query),
      other.read(caller(), `${account}/insights`, query),
    ]);
    expect(asks('/insights')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  });

  test('a throttled account gets no request before its regain time: stored figures are served with the wait, the rest refused', async () => {
    const stored = insightsQuery({ date_preset: 'last_7d' });
    await budget.read(caller(), `${account}/insights`, stored);
    await fetch(`${sandboxUrl}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'ads_rate_limit' }) });
    clock += 6 * MINUTE;
    const refused = await budget.read(caller(), `${account}/campaigns`, new URLSearchParams({ fields: 'id,name' }));
    expect(JSON.parse(refused.text).error).toMatchObject({ code: 80004 });
    const sent = asked.length;

    // ads_management is throttled; insights are not: they still go (and refresh).
    const figures = await budget.read(caller(), `${account}/insights`, stored);
    expect(figures.source).toBe('platform');
    const blocked = await budget.read(caller(), `${account}/campaigns`, new URLSearchParams({ fields: 'id,name' }));
    expect(asked).toHaveLength(sent + 1);
    expect(blocked.throttle).toMatchObject({ accountId: account, useCase: 'ads_management', code: 80004 });
    expect(blocked.status).toBe(400);
    expect(JSON.parse(blocked.text).error.error_user_msg).toMatch(/^Facebook asks us to wait about \d+ min/);

    // A write is refused in words and not sent; after the regain time it goes.
    const write = { ownerId: 1, path: `${account}/campaigns`, accountId: account };
    const refusal = await budget.refuseWrite(write);
    expect(refusal?.status).toBe(400);
    expect(JSON.parse(refusal!.text).error.error_user_msg).toContain('Nothing was changed');
    clock = blocked.throttle!.regainAt + 1;
    expect(await budget.refuseWrite(write)).toBeNull();
    const after = await budget.read(caller(), `${account}/campaigns`, new URLSearchParams({ fields: 'id,name' }));
    expect(after.status).toBe(200);
    expect(asked).toHaveLength(sent + 2);
  });

  test('while insights are throttled the store answers what it has, with the throttle; a daily view it lacks is refused without a call', async () => {
    const week = insightsQuery({ date_preset: 'last_7d' });
    const daily = insightsQuery({ time_range: JSON.stringify({ since: addDays(today(), -13), until: today() }), time_increment: '1' });
    await budget.read(caller(), `${account}/insights`, week);
    await budget.read(caller(), `${account}/insights`, daily);
    const throttle = { accountId: account, useCase: 'ads_insights' as const, regainAt: clock + 4 * MINUTE, code: 80000, message: '(#80000) There have been too many calls from this ad-account.' };
    await budget.afterWrite({ ownerId: 1, path: `${account}/insights`, accountId: account }, {
      status: 400,
      text: JSON.stringify({ error: { code: 80000, message: throttle.message } }),
      headers: { 'x-business-use-case-usage': JSON.stringify({ [account.slice(4)]: [{ type: 'ads_insights', call_count: 100, estimated_time_to_regain_access: 4 }] }) },
    }, false);
    clock += 10 * 1000 + 6 * MINUTE - 4 * MINUTE;
    const sent = asked.length;
    const fromStore = await budget.read(caller(), `${account}/insights`, week);
    const dailyFromStore = await budget.read(caller({ fresh: true }), `${account}/insights`, daily);
    const lacking = await budget.read(caller(), `${account}/insights`, insightsQuery({ date_preset: 'last_90d' }));
    expect(asked).toHaveLength(sent);
    expect(fromStore).toMatchObject({ status: 200, source: 'store', asOf: START, throttle: { code: 80000, useCase: 'ads_insights' } });
    expect(dailyFromStore).toMatchObject({ status: 200, source: 'store', throttle: { code: 80000 } });
    expect(lacking.status).toBe(400);
    expect(JSON.parse(lacking.text).error).toMatchObject({ code: 80000, error_subcode: 2446079, is_transient: true });
    clock = START + 4 * MINUTE + 1;
    expect((await budget.read(caller(), `${account}/insights`, insightsQuery({ date_preset: 'last_90d' }))).status).toBe(200);
  });

  test('the open throttles are read once and kept; one recorded by another server, or a change nobody named, is seen at once', async () => {
    let throttleReads = 0;
    const counted: Database = {
      ...database,
      raw: {
        exec: (script) => database.raw.exec(script),
        query: (text, params) => {
          if (text.includes('from graph_throttles')) throttleReads += 1;
          return database.raw.query(text, params);
        },
      },
    };
    const server = createGraphBudget(counted, graph, { store: true, refreshMs: 5 * MINUTE, objectsRefreshMs: 5 * MINUTE, timeoutMs: 5000, now });
    const write = { ownerId: 1, path: `${account}/campaigns`, accountId: account };
    expect(await server.refuseWrite(write)).toBeNull();
    expect(await server.refuseWrite(write)).toBeNull();
    expect(await server.activeThrottles([account])).toEqual([]);
    expect(throttleReads).toBe(1);

    // Another server is told to wait: this one refuses the next write without asking anyone.
    const wait = { 'x-business-use-case-usage': JSON.stringify({ [account.slice(4)]: [{ type: 'ads_management', call_count: 100, estimated_time_to_regain_access: 3 }] }) };
    await budget.afterWrite(write, { status: 400, text: JSON.stringify({ error: { code: 80004, message: '(#80004) too many calls' } }), headers: wait }, false);
    expect(JSON.parse((await server.refuseWrite(write))!.text).error).toMatchObject({ code: 80004 });
    expect(await server.activeThrottles([account])).toMatchObject([{ accountId: account, useCase: 'ads_management', regainAt: clock + 3 * MINUTE }]);
    expect(throttleReads).toBe(2);

    // Over at its regain time, whatever is kept.
    clock += 3 * MINUTE + 1;
    expect(await server.refuseWrite(write)).toBeNull();
    clock -= 3 * MINUTE + 1;
    // A write to the table that names nothing (an operator's fix, a test) drops what every server keeps.
    await database.raw.query('delete from graph_throttles');
    expect(await server.refuseWrite(write)).toBeNull();
  });

  test('object lists of an account are kept for the refresh window; an asyncbatch makes them stale for a while', async () => {
    const list = new URLSearchParams({ fields: 'id,name,status', limit: '50' });
    await budget.read(caller(), `${account}/campaigns`, list);
    expect((await budget.read(caller(), `${account}/campaigns`, list)).source).toBe('store');
    expect((await budget.read(caller({ fresh: true }), `${account}/campaigns`, list)).source).toBe('platform');
    // A single object's read (a report run, a session, a detail) is never served from the store.
    const [first] = (JSON.parse((await budget.read(caller(), `${account}/campaigns`, list)).text) as { data: { id: string }[] }).data;
    await budget.read(caller(), first!.id, new URLSearchParams({ fields: 'name' }));
    expect((await budget.read(caller(), first!.id, new URLSearchParams({ fields: 'name' }))).source).toBe('platform');

    await budget.settling(1, account, 2 * MINUTE);
    expect((await budget.read(caller(), `${account}/campaigns`, list)).source).toBe('platform');
    expect((await budget.read(caller(), `${account}/campaigns`, list)).source).toBe('platform');
    clock += 3 * MINUTE;
    await budget.read(caller(), `${account}/campaigns`, list);
    expect((await budget.read(caller(), `${account}/campaigns`, list)).source).toBe('store');
  });
});
