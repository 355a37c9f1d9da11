import type { FastifyInstance } from 'fastify';
import { outbox } from '../db/schema';
import type { Database } from '../db/database';
import { oneDatabase, resetDatabase } from '../testing/databases';
import { addUser, login, setVerifiedEmail, testServer } from '../testing/server';

/** Links in mail and the OAuth redirect_uri never come from the request's Host header (issue 14, high). */
describe.each(oneDatabase())('links are built from configuration, not Host, on $name', (tdb) => {
  let database: Database;
  let configured: FastifyInstance;
  let unconfigured: FastifyInstance;

  beforeAll(async () => {
    database = await tdb.open();
    configured = await testServer(database, { PUBLIC_URL: 'https://sasar.example/' });
    unconfigured = await testServer(database, { HOST: '127.0.0.1', PORT: '20611' });
  });
  afterAll(async () => {
    await configured.close();
    await unconfigured.close();
  });
  beforeEach(() => resetDatabase(database));

  const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  async function resetLinkVia(app: FastifyInstance): Promise<string> {
    await database.db.delete(outbox);
    const dewi = await addUser(database, 'dewi', 'secret123');
    await setVerifiedEmail(database, dewi.id, 'dewi@example.test');
    const response = await app.inject({ method: 'POST', url: '/api/user/reset', headers: evil, payload: { login: 'dewi' } });
    expect(response.statusCode).toBe(200);
    const [mail] = await database.db.select().from(outbox);
    return /(\S+)\/user\/reset\?token=/.exec(mail!.bodyText)![1]!;
  }

  async function redirectUriVia(app: FastifyInstance): Promise<string> {
    await addUser(database, 'budi', 'secret123');
    const session = await login(app, 'budi', 'secret123');
    const start = await app.inject({ method: 'GET', url: '/api/platform/oauth/start', headers: { ...evil, cookie: session.cookie } });
    expect(start.statusCode).toBe(302);
    return new URL(start.headers.location as string).searchParams.get('redirect_uri')!;
  }

  test('with PUBLIC_URL: the reset link and redirect_uri use it, whatever Host says', async () => {
    expect(await resetLinkVia(configured)).toBe('https://sasar.example');
    expect(await redirectUriVia(configured)).toBe('https://sasar.example/api/platform/oauth/callback');
  });

  test('without PUBLIC_URL: the server’s own HOST and PORT, never Host or X-Forwarded-Host', async () => {
    expect(await resetLinkVia(unconfigured)).toBe('http://127.0.0.1:20611');
    expect(await redirectUriVia(unconfigured)).toBe('http://127.0.0.1:20611/api/platform/oauth/callback');
  });
});
