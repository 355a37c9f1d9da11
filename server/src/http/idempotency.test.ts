import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createSandbox } from 'graph-sandbox';
import { deriveKeys } from '../crypto/secrets';
import type { Database } from '../db/database';
import { saveConnection } from '../platform/connections';
import { resetDatabase, testDatabases } from '../testing/databases';
import { newFastify } from '../server';
import { addUser, login, TEST_SECRET, testConfig, testServer, type Session } from '../testing/server';
import { installIdempotency } from './idempotency';
import { requestFingerprint } from './idempotency-key';

/**
 * Writes with an Idempotency-Key: applied once per user and key, whatever retries, races between processes, or a
 * process dying mid-write. The graph writes go to the graph sandbox, held on demand to keep one in flight.
 */

const { tokenKey } = deriveKeys(TEST_SECRET);

let sandbox: FastifyInstance;
let sandboxUrl: string;
/** Graph writes (POST/DELETE) the sandbox received. */
const platformWrites: string[] = [];
/** While set, every platform write waits for it. */
let hold: Promise<void> | null = null;

beforeAll(async () => {
  sandbox = createSandbox({ logger: false });
  sandbox.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.url.startsWith('/__sandbox')) return;
    platformWrites.push(`${request.method} ${request.url.split('?')[0]}`);
    if (hold) await hold;
  });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
});
afterAll(() => sandbox.close());

/** Holds every platform write until the returned function is called. */
function holdPlatformWrites(): () => void {
  let release!: () => void;
  hold = new Promise((resolve) => (release = resolve));
  return () => {
    hold = null;
    release();
  };
}

/** Resolves once `condition` holds (checked every few milliseconds, for at most 5 s). */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 5_000) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(testDatabases())('idempotency keys on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;
  /** A second process on the same database. */
  let other: FastifyInstance;
  let demo: Session;
  let demoId: number;

  beforeAll(async () => {
    database = await tdb.open();
    app = await testServer(database, { GRAPH_BASE_URL: sandboxUrl });
    other = await testServer(database, { GRAPH_BASE_URL: sandboxUrl });
  });
  afterAll(async () => {
    await app.close();
    await other.close();
  });
  beforeEach(async () => {
    await resetDatabase(database);
    await fetch(`${sandboxUrl}/__sandbox/reset`, { method: 'POST' });
    platformWrites.length = 0;
    const user = await addUser(database, 'demo', 'demo1234');
    demoId = user.id;
    await saveConnection(database.db, tokenKey, {
      userId: user.id,
      token: 'EAAsandbox-dewi',
      profile: { platformUserId: '100090000000001', name: 'demo', pictureUrl: null },
      tokenInfo: { scopes: [], expiresAt: null, platformUserId: '100090000000001' },
      adAccounts: [],
    });
    demo = await login(app, 'demo', 'demo1234');
  });

  const keyed = (session: Session, key: string) => ({ ...session.headers, 'idempotency-key': key });
  const createGroup = (key: string, name: string, server = app, session = demo) =>
    server.inject({ method: 'POST', url: '/api/group', headers: keyed(session, key), payload: { name } });
  const groupNames = async () =>
    (await database.raw.query<{ name: string }>('SELECT name FROM interest_groups ORDER BY id')).map((row) => row.name);
  const keyRow = async (key: string) =>
    (await database.raw.query<{ response_status: number | null; attempts: number }>('SELECT response_status, attempts FROM idempotency_keys WHERE key = $1', [key]))[0];
  const errorOf = (response: LightMyRequestResponse) => response.json().error as { code: string; message: string };

  async function firstCampaign(): Promise<string> {
    const get = (url: string) => app.inject({ method: 'GET', url: `/api/graph/v21.0/${url}`, headers: demo.headers });
    const accounts = (await get('me/adaccounts?fields=id,account_status')).json().data as { id: string; account_status: number }[];
    const active = accounts.find((account) => account.account_status === 1)!;
    return ((await get(`${active.id}/campaigns?fields=id&limit=1`)).json().data as { id: string }[])[0]!.id;
  }
  const metadata = (objectId: string) => ({ object_id: objectId, object_type: 'campaign', object_name: 'Ramadan sale', account_id: 'act_200000000000001' });

  test('a retried create answers the stored answer, marked replayed, and creates one collection', async () => {
    const first = await createGroup('"create-1"', 'Runners');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await createGroup('"create-1"', 'Runners');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.json()).toEqual(first.json());
    expect(await groupNames()).toEqual(['Runners']);

    // A bare key is the same key as its quoted form; without a key the write is applied again (and refused here).
    expect((await createGroup('create-1', 'Runners')).headers['idempotent-replayed']).toBe('true');
    const unkeyed = await app.inject({ method: 'POST', url: '/api/group', headers: demo.headers, payload: { name: 'Runners' } });
    expect(unkeyed.statusCode).toBe(409);
  });

  test('the key with another body is refused with 422 in words, and nothing is written', async () => {
    await createGroup('k-body', 'Runners');
    const other = await createGroup('k-body', 'Cyclists');
    expect(other.statusCode).toBe(422);
    expect(errorOf(other)).toEqual({
      code: 'idempotency_key_reused',
      message: expect.stringContaining('already used for another request (POST /api/group with other contents)'),
    });
    const otherPath = await app.inject({ method: 'PATCH', url: '/api/group/1', headers: keyed(demo, 'k-body'), payload: { name: 'Runners' } });
    expect(otherPath.statusCode).toBe(422);
    expect(await groupNames()).toEqual(['Runners']);
  });

  test('the same body spelt with its fields in another order is the same request', async () => {
    const url = '/api/group';
    expect(requestFingerprint('POST', url, { name: 'A', items: [] })).toBe(requestFingerprint('POST', url, { items: [], name: 'A' }));
    expect(requestFingerprint('POST', url, { name: 'A' })).not.toBe(requestFingerprint('POST', `${url}?team=2`, { name: 'A' }));
    expect(requestFingerprint('DELETE', url, undefined)).not.toBe(requestFingerprint('POST', url, undefined));
  });

  test('keys belong to their user: another user with the same key gets their own write', async () => {
    await addUser(database, 'budi', 'budi1234');
    const budi = await login(app, 'budi', 'budi1234');
    expect((await createGroup('shared-key', 'Runners')).statusCode).toBe(201);
    const theirs = await createGroup('shared-key', 'Runners', app, budi);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await groupNames()).toEqual(['Runners', 'Runners']);
  });

  test.each([
    ['a NUL byte', 'abc\u0000def', 'not visible ASCII'],
    ['a key of 256 characters', 'k'.repeat(256), 'longer than 255 characters'],
    ['an empty key', '""', 'is empty'],
    ['a space in a bare key', 'two words', 'a space or a quote'],
    ['a broken quoted string', '"open', 'not a well-formed quoted string'],
    ['a lone surrogate', 'k\ud800', 'not visible ASCII'],
  ])('%s is refused with 400 in words, before anything is written', async (_what, key, words) => {
    const response = await createGroup(key, 'Runners');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'idempotency_key_invalid', message: expect.stringContaining(words) });
    expect(await groupNames()).toEqual([]);
  });

  test('two Idempotency-Key headers are refused with 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/group', headers: { ...demo.headers, 'idempotency-key': ['a', 'b'] }, payload: { name: 'Runners' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain('more than once');
    const quoted = await createGroup('"a", "b"', 'Runners');
    expect(errorOf(quoted).message).toContain('more than once');
  });

  test('a guest and a login are left alone: the key needs a session', async () => {
    const guest = await app.inject({ method: 'POST', url: '/api/group', headers: { 'idempotency-key': 'guest' }, payload: { name: 'Runners' } });
    expect(guest.statusCode).toBe(401);
    const relogin = await app.inject({ method: 'POST', url: '/api/user/login', headers: keyed(demo, 'login-key'), payload: { user: 'demo', password: 'demo1234' } });
    expect(relogin.statusCode).toBe(200);
    expect(relogin.cookies.map((cookie) => cookie.name)).toContain('sasar_session');
    expect(await keyRow('login-key')).toBeUndefined();
  });

  test('a retry while the first request is still being applied gets 409 with Retry-After; then the stored answer', async () => {
    const campaign = await firstCampaign();
    const write = () =>
      app.inject({ method: 'POST', url: `/api/graph/v21.0/${campaign}`, headers: keyed(demo, 'pause-1'), payload: { status: 'PAUSED', __metadata: metadata(campaign) } });
    const release = holdPlatformWrites();
    const first = write();
    await until(() => platformWrites.length === 1);

    const meanwhile = await other.inject({ method: 'POST', url: `/api/graph/v21.0/${campaign}`, headers: keyed(demo, 'pause-1'), payload: { status: 'PAUSED', __metadata: metadata(campaign) } });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.headers['retry-after']).toBe('1');
    expect(errorOf(meanwhile)).toEqual({ code: 'idempotency_key_in_flight', message: expect.stringContaining('still being applied') });

    release();
    const answered = await first;
    expect(answered.statusCode).toBe(200);
    const batchHeader = answered.headers['x-sasar-activity-batch'];
    expect(batchHeader).toEqual(expect.any(String));

    const retry = await write();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // The replay names the same activity batch, so Undo after a retried write takes back the one change.
    expect(retry.headers['x-sasar-activity-batch']).toBe(batchHeader);
    expect(retry.body).toBe(answered.body);
    expect(platformWrites).toEqual([`POST /v21.0/${campaign}`]);
    const [logged] = await database.raw.query<{ n: string | number }>('SELECT count(*) AS n FROM team_activities');
    expect(Number(logged!.n)).toBe(1);
  });

  test('a bulk write (Graph batch) with a key is sent once however often it is retried', async () => {
    const campaign = await firstCampaign();
    const bulk = () =>
      app.inject({
        method: 'POST',
        url: '/api/graph/v21.0/batch',
        headers: keyed(demo, 'bulk-1'),
        payload: { batch: [{ method: 'POST', relative_url: campaign, body: { status: 'PAUSED', __metadata: metadata(campaign) } }] },
      });
    const answers = [await bulk(), await bulk(), await bulk()];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.headers['idempotent-replayed'])).toEqual([undefined, 'true', 'true']);
    expect(platformWrites).toEqual(['POST /v21.0/']);
  });

  test('a failed write (the platform answered 500) frees its key: the retry is applied', async () => {
    const campaign = await firstCampaign();
    await fetch(`${sandboxUrl}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'server_error', path: campaign, count: 1 }) });
    const write = () =>
      app.inject({ method: 'POST', url: `/api/graph/v21.0/${campaign}`, headers: keyed(demo, 'after-500'), payload: { status: 'PAUSED', __metadata: metadata(campaign) } });
    expect((await write()).statusCode).toBe(500);
    expect(await keyRow('after-500')).toBeUndefined();
    const retry = await write();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(platformWrites).toHaveLength(2);
  });

  test('concurrent requests with one key on two processes apply it once', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => createGroup('race', 'Runners', i % 2 === 0 ? app : other)));
    const applied = responses.filter((response) => response.statusCode === 201 && response.headers['idempotent-replayed'] === undefined);
    expect(applied).toHaveLength(1);
    for (const response of responses) {
      if (response.statusCode === 409) expect(errorOf(response).code).toBe('idempotency_key_in_flight');
      else expect(response.json()).toEqual(applied[0]!.json());
    }
    expect(await groupNames()).toEqual(['Runners']);
  });

  test('a claim left by a process that died mid-write is taken over once its lease lapsed', async () => {
    const fingerprint = requestFingerprint('POST', '/api/group', { name: 'Runners' });
    const leave = (lockedUntil: string) =>
      database.raw.query(
        `INSERT INTO idempotency_keys (user_id, key, method, path, fingerprint, holder, locked_until, expires_at)
         VALUES ($1, 'orphan', 'POST', '/api/group', $2, 'dead-host/1/x', ${lockedUntil}, now() + interval '1 day')`,
        [demoId, fingerprint],
      );
    await leave("now() + interval '1 minute'");
    expect((await createGroup('orphan', 'Runners')).statusCode).toBe(409);

    await database.raw.query(`UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE key = 'orphan'`);
    const takeover = await createGroup('orphan', 'Runners');
    expect(takeover.statusCode).toBe(201);
    expect(await keyRow('orphan')).toEqual({ response_status: 201, attempts: 2 });
    expect((await createGroup('orphan', 'Runners')).headers['idempotent-replayed']).toBe('true');
    expect(await groupNames()).toEqual(['Runners']);
  });

  test('a key expires after 24 hours: then it may carry a new request', async () => {
    expect((await createGroup('old-key', 'Runners')).statusCode).toBe(201);
    const [row] = await database.raw.query<{ hours: string | number }>(
      "SELECT round(extract(epoch FROM expires_at - created_at) / 3600) AS hours FROM idempotency_keys WHERE key = 'old-key'",
    );
    expect(Number(row!.hours)).toBe(24);
    await database.raw.query("UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = 'old-key'");
    const reused = await createGroup('old-key', 'Cyclists');
    expect(reused.statusCode).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(await groupNames()).toEqual(['Runners', 'Cyclists']);
  });
});

describe.each(testDatabases())('the lease of a write in flight on $name', (tdb) => {
  test('is renewed while the write runs, so a slow write is never taken over by a retry', async () => {
    const database = await tdb.open();
    await resetDatabase(database);
    const user = await addUser(database, 'slow', 'slow1234');
    // Long enough that a loaded machine's late timers do not let it lapse between renewals (it did at 60 ms on a busy
    // CI run), short enough to wait several of them.
    const leaseMs = 400;
    const server = newFastify(testConfig(), false);
    server.decorateRequest('user', null);
    server.addHook('onRequest', async (request) => {
      request.user = user;
    });
    installIdempotency(server, database, { holder: 'slow-process', leaseMs });
    let finish!: () => void;
    const running = new Promise<void>((resolve) => (finish = resolve));
    let applied = 0;
    server.post('/api/slow', async () => {
      applied += 1;
      await running;
      return { data: { applied } };
    });
    await server.ready();
    try {
      const send = () => server.inject({ method: 'POST', url: '/api/slow', headers: { 'idempotency-key': 'slow-1' }, payload: {} });
      const first = send();
      await until(() => applied === 1);
      const lockedUntil = async () =>
        (await database.raw.query<{ ms: string | number }>("SELECT extract(epoch FROM locked_until) * 1000 AS ms FROM idempotency_keys WHERE key = 'slow-1'"))[0]!.ms;
      const claimedUntil = Number(await lockedUntil());
      // Several leases long: without renewal a retry would take the claim over.
      await until(() => Date.now() > claimedUntil + 3 * leaseMs);
      expect(Number(await lockedUntil())).toBeGreaterThan(claimedUntil);
      expect((await send()).statusCode).toBe(409);
      finish();
      expect((await first).json()).toEqual({ data: { applied: 1 } });
      expect((await send()).headers['idempotent-replayed']).toBe('true');
      expect(applied).toBe(1);
    } finally {
      finish();
      await server.close();
    }
  });
});
