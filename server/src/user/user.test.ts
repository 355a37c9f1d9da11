import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { adAccounts, platformConnections, users } from '../db/schema';
import { deriveKeys, encryptToken } from '../crypto/secrets';
import { saveConnection } from '../platform/connections';
import { addTeamMember, createTeam } from '../teams/teams';
import { EXPIRED_TOKEN, OTHER_APP_TOKEN, startFakePlatform, type FakePlatform } from '../testing/fake-platform';
import { resetDatabase, tableCounts, testDatabases } from '../testing/databases';
import { addUser, login, TEST_SECRET, testServer, type Session } from '../testing/server';

const USER_KEYS = [
  'id',
  'login',
  'suite_id',
  'role',
  'agree',
  'facebook_connected',
  'subscription',
  'subscription_expired',
  'teams',
  'ad_accounts',
  'ad_accounts_pending',
  'language',
].sort();
const AD_ACCOUNT_KEYS = ['id', 'account_id', 'name', 'currency', 'team', 'min_daily_budget', 'account_status', 'facebook_connected'].sort();

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());

describe.each(testDatabases())('user API on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;
  let offline: FastifyInstance;

  beforeAll(async () => {
    database = await tdb.open();
    app = await testServer(database, { GRAPH_BASE_URL: platform.url });
    offline = await testServer(database, { GRAPH_BASE_URL: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await app.close();
    await offline.close();
  });
  beforeEach(async () => {
    await resetDatabase(database);
  });

  async function demoSession(target = app): Promise<Session> {
    await addUser(database, 'demo', 'demo1234');
    return login(target, 'demo', 'demo1234');
  }
  const updateToken = (session: Session, payload: unknown, target = app) =>
    target.inject({ method: 'POST', url: '/api/user/update-token', headers: session.headers, payload: payload as object });

  test('GET /api/user without a session → 401 unauthorized', async () => {
    for (const headers of [{}, { cookie: 'sasar_session=not-a-session' }]) {
      const response = await app.inject({ method: 'GET', url: '/api/user', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please log in first' } });
    }
  });

  test('GET /api/user answers exactly the contract fields and stores the device id', async () => {
    const session = await demoSession();
    const response = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie, 'x-device-id': 'device-abc' } });
    expect(response.statusCode).toBe(200);
    const user = response.json().data;
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    expect(user).toMatchObject({
      login: 'demo',
      role: 'user',
      agree: false,
      facebook_connected: false,
      subscription: { package: null, expires_at: null },
      subscription_expired: false,
      ad_accounts: [],
      ad_accounts_pending: false,
      language: null,
    });
    expect(user.suite_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.teams).toEqual([{ id: 0, name: "demo's team", created_by: user.id, package: null, users: [{ id: user.id, name: 'demo' }] }]);
    const [row] = await database.db.select().from(users).where(eq(users.login, 'demo'));
    expect(row!.deviceFingerprint).toBe('device-abc');
  });

  test('subscription_expired follows expires_at', async () => {
    const session = await demoSession();
    await database.db
      .update(users)
      .set({ subscriptionPackage: 'Pro', subscriptionExpiresAt: new Date(Date.now() - 1000) });
    const user = (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } })).json().data;
    expect(user.subscription.package).toBe('Pro');
    expect(user.subscription_expired).toBe(true);
  });

  test('update-token connects the platform user, stores the token encrypted and lists the ad accounts', async () => {
    const session = await demoSession();
    const response = await updateToken(session, { token: 'EAAsandbox-dewi', id: '100090000000001', connect: true });
    expect(response.statusCode).toBe(200);
    const user = response.json().data;
    expect(user.facebook_connected).toBe(true);
    expect(response.body).not.toContain('EAAsandbox-dewi');
    // Four accounts over two pages of the platform's cursor paging, in platform order.
    expect(user.ad_accounts.map((a: { id: string }) => a.id)).toEqual([
      'act_200000000000001',
      'act_200000000000002',
      'act_200000000000003',
      'act_200000000000004',
    ]);
    expect(Object.keys(user.ad_accounts[0]).sort()).toEqual(AD_ACCOUNT_KEYS);
    expect(user.ad_accounts[2]).toEqual({
      id: 'act_200000000000003',
      account_id: '200000000000003',
      name: 'Dewi JPY',
      currency: 'JPY',
      team: 0,
      min_daily_budget: 100,
      account_status: 3,
      facebook_connected: true,
    });

    const [connection] = await database.db.select().from(platformConnections);
    expect(connection).toMatchObject({ platformUserId: '100090000000001', name: 'Dewi Lestari', tokenLast4: 'dewi', status: 'active' });
    expect(connection!.pictureUrl).toBe('https://fake.cdn/100090000000001.jpg');
    expect(connection!.scopes).toEqual(['ads_management', 'ads_read', 'public_profile']);
    expect(connection!.tokenCiphertext).not.toContain('EAAsandbox-dewi');
    expect(connection!.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    const rawRows = await database.rawTransaction((s) => s.query<{ token_ciphertext: string }>('SELECT token_ciphertext FROM platform_connections'));
    expect(JSON.stringify(rawRows)).not.toContain('sandbox-dewi');

    // The platform saw the app token on debug_token and the user token on the profile calls.
    const debug = platform.requests.find((r) => r.path === '/v21.0/debug_token')!;
    expect(debug.query.get('access_token')).toBe('1234567890|sandbox-app-secret');
    expect(debug.query.get('input_token')).toBe('EAAsandbox-dewi');
    const me = platform.requests.find((r) => r.path === '/v21.0/me')!;
    expect(me.query.get('fields')).toBe('id,name,picture.width(200).height(200)');
    const accounts = platform.requests.filter((r) => r.path === '/v21.0/me/adaccounts');
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    expect(accounts[0]!.query.get('limit')).toBe('1000');
  });

  test('update-token replaces an earlier connection and its ad accounts in one go', async () => {
    const session = await demoSession();
    expect((await updateToken(session, { token: 'EAAsandbox-dewi' })).statusCode).toBe(200);
    const switched = await updateToken(session, { token: 'EAAsandbox-budi', connect: true });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.ad_accounts.map((a: { name: string }) => a.name)).toEqual(['Budi IDR', 'Budi USD']);
    expect((await tableCounts(database)).platform_connections).toBe(1);
    expect((await tableCounts(database)).ad_accounts).toBe(2);
  });

  test.each([
    ['an expired token', EXPIRED_TOKEN, /not valid: Session has expired/],
    ['a token of another app', OTHER_APP_TOKEN, /different app/],
  ])('update-token with %s → 400 invalid_token and nothing changes', async (_label, token, message) => {
    const session = await demoSession();
    await updateToken(session, { token: 'EAAsandbox-dewi' });
    const before = await tableCounts(database);
    const [connectionBefore] = await database.db.select().from(platformConnections);

    const response = await updateToken(session, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_token');
    expect(response.json().error.message).toMatch(message);
    expect(await tableCounts(database)).toEqual(before);
    const [connectionAfter] = await database.db.select().from(platformConnections);
    expect(connectionAfter).toEqual(connectionBefore);
  });

  test('update-token refuses a token of another platform user than `id` says', async () => {
    const session = await demoSession();
    const response = await updateToken(session, { token: 'EAAsandbox-budi', id: '100090000000001' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_token');
    expect((await tableCounts(database)).platform_connections).toBe(0);
  });

  test('update-token with connect: false only refreshes an existing connection of the same platform user', async () => {
    const session = await demoSession();
    const nothingToRefresh = await updateToken(session, { token: 'EAAsandbox-dewi', connect: false });
    expect(nothingToRefresh.statusCode).toBe(400);
    expect(nothingToRefresh.json().error.code).toBe('bad_request');
    await updateToken(session, { token: 'EAAsandbox-dewi' });
    expect((await updateToken(session, { token: 'EAAsandbox-dewi', connect: false })).statusCode).toBe(200);
    const other = await updateToken(session, { token: 'EAAsandbox-budi', connect: false });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.code).toBe('invalid_token');
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: session.headers })).json().data.facebook_connected).toBe(true);
  });

  test('update-token while the platform is down → 502 graph_unreachable', async () => {
    const session = await demoSession(offline);
    const response = await updateToken(session, { token: 'EAAsandbox-dewi' }, offline);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('graph_unreachable');
    expect((await tableCounts(database)).platform_connections).toBe(0);
  });

  test('a team member sees the team and the owner’s ad accounts under the team id', async () => {
    const owner = await addUser(database, 'budi', 'budi1234');
    const member = await addUser(database, 'demo', 'demo1234');
    const { tokenKey } = deriveKeys(TEST_SECRET);
    await database.transaction(async (tx) => {
      await saveConnection(tx, tokenKey, {
        userId: owner.id,
        token: 'EAAsandbox-budi',
        profile: { platformUserId: '100090000000002', name: 'Budi Santoso', pictureUrl: null },
        tokenInfo: { scopes: [], expiresAt: null, platformUserId: '100090000000002' },
        adAccounts: [
          { id: 'act_11', accountId: '11', name: 'Budi IDR', currency: 'IDR', accountStatus: 1, minDailyBudget: 15000, timezoneName: null, raw: {} },
        ],
      });
      const team = await createTeam(tx, { name: 'Budi Agency', createdBy: owner.id, package: 'Agency' });
      await addTeamMember(tx, team.id, member.id);
    });
    const session = await login(app, 'demo', 'demo1234');
    const user = (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } })).json().data;
    expect(JSON.stringify(user)).not.toContain('EAAsandbox-budi');
    expect(user.teams[1]).toEqual({
      id: expect.any(Number),
      name: 'Budi Agency',
      created_by: owner.id,
      package: 'Agency',
      users: [
        { id: owner.id, name: 'budi' },
        { id: member.id, name: 'demo' },
      ],
    });
    expect(user.ad_accounts).toEqual([
      expect.objectContaining({ id: 'act_11', team: user.teams[1].id, facebook_connected: true }),
    ]);
  });

  test('a connection stored without ad accounts is filled in lazily by GET /api/user (unless skip=1)', async () => {
    const session = await demoSession();
    const [user] = await database.db.select().from(users);
    const { tokenKey } = deriveKeys(TEST_SECRET);
    await database.db.insert(platformConnections).values({
      userId: user!.id,
      platformUserId: '100090000000001',
      name: 'Dewi Lestari',
      tokenCiphertext: encryptToken('EAAsandbox-dewi', tokenKey),
      tokenLast4: 'dewi',
    });
    const skipped = await app.inject({ method: 'GET', url: '/api/user?skip=1', headers: { cookie: session.cookie } });
    expect(skipped.json().data.ad_accounts).toEqual([]);
    const down = await offline.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } });
    expect(down.statusCode).toBe(200);
    expect(down.json().data.ad_accounts).toEqual([]);
    const filled = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } });
    expect(filled.json().data.ad_accounts).toHaveLength(4);
    const [connection] = await database.db.select().from(platformConnections);
    expect(connection!.accountsSyncedAt).not.toBeNull();
    expect(connection!.pictureUrl).toContain('fake.cdn');
  });

  test('a connection stored before its ad accounts could be fetched: the view says pending (login, skip, platform down) until a GET fills them', async () => {
    await addUser(database, 'demo', 'demo1234');
    const [user] = await database.db.select().from(users);
    const { tokenKey } = deriveKeys(TEST_SECRET);
    // As the seed stores it while the platform is down: a connection, no ad accounts, never synced.
    await database.db.insert(platformConnections).values({
      userId: user!.id,
      platformUserId: '100090000000001',
      name: 'Dewi Lestari',
      tokenCiphertext: encryptToken('EAAsandbox-dewi', tokenKey),
      tokenLast4: 'dewi',
    });
    const loggedIn = await app.inject({ method: 'POST', url: '/api/user/login', payload: { user: 'demo', password: 'demo1234' } });
    expect(loggedIn.json().data).toMatchObject({ facebook_connected: true, ad_accounts: [], ad_accounts_pending: true });
    const session = await login(app, 'demo', 'demo1234');

    const skipped = await app.inject({ method: 'GET', url: '/api/user?skip=1', headers: { cookie: session.cookie } });
    expect(skipped.json().data).toMatchObject({ ad_accounts: [], ad_accounts_pending: true });
    const down = await offline.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } });
    expect(down.json().data).toMatchObject({ facebook_connected: true, ad_accounts: [], ad_accounts_pending: true });

    const filled = (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } })).json().data;
    expect(filled.ad_accounts).toHaveLength(4);
    expect(filled.ad_accounts_pending).toBe(false);
    const [connection] = await database.db.select().from(platformConnections);
    expect(connection!.accountsSyncedAt).not.toBeNull();
  });

  test("a team member's view is pending while the owner's connection is", async () => {
    const owner = await addUser(database, 'budi', 'budi1234');
    const member = await addUser(database, 'demo', 'demo1234');
    const { tokenKey } = deriveKeys(TEST_SECRET);
    await database.db.insert(platformConnections).values({
      userId: owner.id,
      platformUserId: '100090000000002',
      name: 'Budi Santoso',
      tokenCiphertext: encryptToken('EAAsandbox-budi', tokenKey),
      tokenLast4: 'budi',
    });
    const team = await createTeam(database.db, { name: 'Budi Agency', createdBy: owner.id, package: 'Agency' });
    await addTeamMember(database.db, team.id, member.id);
    const session = await login(app, 'demo', 'demo1234');
    const down = (await offline.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } })).json().data;
    expect(down).toMatchObject({ facebook_connected: false, ad_accounts: [], ad_accounts_pending: true });
    const filled = (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } })).json().data;
    expect(filled.ad_accounts.every((a: { team: number }) => a.team === team.id)).toBe(true);
    expect(filled.ad_accounts.length).toBeGreaterThan(0);
    expect(filled.ad_accounts_pending).toBe(false);
  });

  test('disconnect-facebook keeping the login removes the connection and its ad accounts', async () => {
    const session = await demoSession();
    await updateToken(session, { token: 'EAAsandbox-dewi' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/disconnect-facebook',
      headers: session.headers,
      payload: { keep_login: true, reason: 'switching accounts' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ facebook_connected: false, ad_accounts: [] });
    expect(await database.db.select().from(adAccounts)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } })).statusCode).toBe(200);
  });

  test('disconnect-facebook without keeping the login also ends the session', async () => {
    const session = await demoSession();
    await updateToken(session, { token: 'EAAsandbox-dewi' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/disconnect-facebook',
      headers: session.headers,
      payload: { keep_login: false, reason: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { logged_out: true } });
    expect(response.cookies.find((c) => c.name === 'sasar_session')?.value).toBe('');
    expect((await tableCounts(database)).platform_connections).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } })).statusCode).toBe(401);
  });

  test('user writes need a session (401) and the CSRF header (403)', async () => {
    for (const url of ['/api/user/update-token', '/api/user/disconnect-facebook']) {
      const anonymous = await app.inject({ method: 'POST', url, payload: { token: 'x', keep_login: true } });
      expect(anonymous.statusCode).toBe(401);
    }
    const session = await demoSession();
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/user/update-token',
      headers: { cookie: session.cookie },
      payload: { token: 'EAAsandbox-dewi' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toBe('csrf');
    expect((await tableCounts(database)).platform_connections).toBe(0);
  });
});
