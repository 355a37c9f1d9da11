import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { eq } from 'drizzle-orm';
import { platformConnections, users } from '../db/schema';
import { startFakePlatform, type FakePlatform } from '../testing/fake-platform';
import { resetDatabase, tableCounts, testDatabases } from '../testing/databases';
import { login, testConfig, testServer } from '../testing/server';
import { SEED_LOGINS, seedDemoWorld } from './seed';

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());

describe.each(testDatabases())('demo world seed on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await tdb.open();
    app = await testServer(database, { GRAPH_BASE_URL: platform.url });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(database);
  });

  test('creates demo, budi, admin and cs with connections and a shared team, once', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const result = await seedDemoWorld(database, testConfig({ GRAPH_BASE_URL: platform.url }), now);
    expect(result).toEqual({ seeded: true, logins: SEED_LOGINS, pendingConnections: [] });
    expect(SEED_LOGINS.map((l) => `${l.login}/${l.password}`)).toEqual(['demo/demo1234', 'budi/budi1234', 'admin/admin1234', 'cs/cs123456']);

    const counts = await tableCounts(database);
    expect(counts).toMatchObject({ users: 4, teams: 1, team_members: 2, platform_connections: 3, ad_accounts: 10 });

    const again = await seedDemoWorld(database, testConfig({ GRAPH_BASE_URL: platform.url }));
    expect(again.seeded).toBe(false);
    expect(await tableCounts(database)).toEqual(counts);
  });

  test('the demo user sees the Pro plan, own accounts and the Budi Agency team', async () => {
    const now = new Date();
    await seedDemoWorld(database, testConfig({ GRAPH_BASE_URL: platform.url }), now);
    const session = await login(app, 'demo', 'demo1234');
    const user = (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } })).json().data;
    expect(user).toMatchObject({ login: 'demo', role: 'user', facebook_connected: true, subscription_expired: false });
    expect(JSON.stringify(user)).not.toContain('EAAsandbox');
    expect(user.subscription.package).toBe('Pro');
    const days = (new Date(user.subscription.expires_at).getTime() - now.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(20, 3);
    expect(user.teams.map((t: { id: number; name: string }) => t.name)).toEqual(["demo's team", 'Budi Agency']);
    const byTeam = (team: number) => user.ad_accounts.filter((a: { team: number }) => a.team === team).map((a: { name: string }) => a.name);
    expect(byTeam(0)).toEqual(['Dewi IDR', 'Dewi USD', 'Dewi JPY', 'Dewi disabled']);
    expect(byTeam(user.teams[1].id)).toEqual(['Budi IDR', 'Budi USD']);

    const admin = await login(app, 'admin', 'admin1234');
    const adminUser = (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin.cookie } })).json().data;
    expect(adminUser).toMatchObject({ role: 'admin', facebook_connected: true });

    const cs = await login(app, 'cs', 'cs123456');
    const csUser = (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: cs.cookie } })).json().data;
    expect(csUser).toMatchObject({ role: 'cs', facebook_connected: false });
  });

  test('the demo users have confirmed addresses: customer service can mail demo a reset link, the outbox shows it', async () => {
    await seedDemoWorld(database, testConfig({ GRAPH_BASE_URL: platform.url }));
    const rows = await database.db.select({ login: users.login, email: users.email, verified: users.emailVerifiedAt }).from(users).orderBy(users.id);
    expect(rows.map((r) => [r.login, r.email, r.verified !== null])).toEqual([
      ['demo', 'demo@sasar.test', true],
      ['budi', 'budi@sasar.test', true],
      ['admin', 'admin@sasar.test', true],
      ['cs', 'cs@sasar.test', true],
    ]);
    expect(SEED_LOGINS.map((l) => l.email)).toEqual(rows.map((r) => r.email));

    const cs = await login(app, 'cs', 'cs123456');
    const [demo] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, 'demo'));
    const sent = await app.inject({ method: 'POST', url: `/api/admin/user/${demo!.id}/password-reset`, headers: cs.headers });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ sent_to: 'demo@sasar.test' });

    const admin = await login(app, 'admin', 'admin1234');
    const outbox = (await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: admin.cookie } })).json();
    expect(JSON.stringify(outbox)).toContain('demo@sasar.test');
  });

  test('with the platform down the connections are stored and filled in on the next GET /api/user', async () => {
    const result = await seedDemoWorld(database, testConfig({ GRAPH_BASE_URL: 'http://127.0.0.1:9' }));
    expect(result.seeded).toBe(true);
    expect(result.pendingConnections.sort()).toEqual(['Budi Santoso', 'Dewi Lestari']);
    expect((await tableCounts(database)).ad_accounts).toBe(0);
    const connections = await database.db.select().from(platformConnections);
    expect(connections.map((c) => c.tokenCiphertext).join()).not.toContain('EAAsandbox');

    const session = await login(app, 'demo', 'demo1234');
    const user = (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } })).json().data;
    expect(user.facebook_connected).toBe(true);
    expect(user.ad_accounts).toHaveLength(6);
  });
});
