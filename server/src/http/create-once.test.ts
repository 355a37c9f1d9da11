import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { resetDatabase, testDatabases } from '../testing/databases';
import { addUser, login, setVerifiedEmail, testServer, type Session } from '../testing/server';

/**
 * Create-once operations under concurrency (on PostgreSQL the requests really run in parallel on a pool):
 * no 5xx, and exactly one thing created.
 */
describe.each(testDatabases())('create-once operations under concurrency on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;
  let session: Session;

  beforeAll(async () => {
    database = await tdb.open();
    await resetDatabase(database);
    app = await testServer(database);
    const demo = await addUser(database, 'demo', 'demo1234');
    await setVerifiedEmail(database, demo.id, 'demo@example.test');
    session = await login(app, 'demo', 'demo1234');
  });
  afterAll(() => app.close());

  const many = (count: number, method: 'POST' | 'GET', url: string, payload?: object) =>
    Promise.all(Array.from({ length: count }, () => app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) })));

  const pendingCount = async (table: string) =>
    Number(
      (await database.rawTransaction((s) => s.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE status = 'pending'`)))[0]!.n,
    );

  test('10 concurrent upgrade requests: all answered, one pending', async () => {
    const responses = await many(10, 'POST', '/api/subscription/upgrade', { plan: 'Pro' });
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(await pendingCount('upgrade_requests')).toBe(1);
  });

  test('concurrent deletion requests leave one pending request, and all answer with it', async () => {
    const responses = await many(6, 'POST', '/api/user/deletion-request', { confirm: 'demo' });
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(responses.map((r) => r.json().data.id)).size).toBe(1);
    expect(await pendingCount('deletion_requests')).toBe(1);
  });

  test('concurrent team creation: one team, the others 409 team_exists', async () => {
    const responses = await many(5, 'POST', '/api/team', { name: 'Agency' });
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json().error.code).toBe('team_exists');
  });

  test('concurrent password-reset requests send one mail', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: '/api/user/reset', payload: { login: 'demo' } })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    const [row] = await database.rawTransaction((s) => s.query<{ n: string }>("SELECT count(*) AS n FROM outbox WHERE kind = 'password_reset'"));
    expect(Number(row!.n)).toBe(1);
  });
});
