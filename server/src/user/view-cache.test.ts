import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { oneDatabase, resetDatabase } from '../testing/databases';
import { addUser, login, testServer, type Session } from '../testing/server';

// What GET /api/user (every page load) costs the database once its view is known: nothing, until a write changes
// what the view is made of — a saved collection does not.
describe.each(oneDatabase())('the full user view from memory on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;
  let session: Session;
  const statements: string[] = [];

  beforeAll(async () => {
    database = await tdb.open();
    app = await testServer(database, { READ_CACHE_TTL_MS: '60000' });
    const log = database.writes.logQuery.bind(database.writes);
    database.writes.logQuery = (query: string) => {
      statements.push(query);
      log(query);
    };
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(database);
    await addUser(database, 'demo', 'demo1234');
    session = await login(app, 'demo', 'demo1234');
  });

  const userView = () => app.inject({ method: 'GET', url: '/api/user', headers: { ...session.headers, 'x-device-id': 'phone' } });
  const readsOf = async (request: () => Promise<{ statusCode: number }>) => {
    statements.length = 0;
    expect((await request()).statusCode).toBeLessThan(300);
    return statements.length;
  };

  test('a repeated page load reads nothing, also after a saved collection was created and deleted', async () => {
    // The first load stores the device (a change to the user), the second reads the session again.
    await userView();
    await userView();
    expect(await readsOf(userView)).toBe(0);

    const created = await app.inject({ method: 'POST', url: '/api/group', headers: session.headers, payload: { name: 'Runners', items: [] } });
    expect(created.statusCode).toBe(201);
    await app.inject({ method: 'DELETE', url: `/api/group/${created.json().data.id}`, headers: session.headers });
    expect(await readsOf(userView)).toBe(0);
  });

  test('a change to the user is read again at the next page load, then kept', async () => {
    await userView();
    await userView();
    const agreed = await app.inject({ method: 'POST', url: '/api/user/agree', headers: session.headers, payload: { agree: true } });
    expect(agreed.statusCode).toBe(200);
    expect((await userView()).json().data.agree).toBe(true);
    expect(await readsOf(userView)).toBe(0);
  });
});
