import type { FastifyInstance } from 'fastify';
import { oauthStates } from '../db/schema';
import type { Database } from '../db/database';
import { deriveKeys } from '../crypto/secrets';
import { findConnectionOf, saveConnection } from '../platform/connections';
import { APP_ID, EXPIRED_TOKEN, OFFLINE_TOKEN, OTHER_APP_TOKEN, startFakePlatform, type FakePlatform } from '../testing/fake-platform';
import { resetDatabase, tableCounts, oneDatabase } from '../testing/databases';
import { addUser, login, TEST_SECRET, testServer, type Session } from '../testing/server';
import { judgeToken, markTokenChecked } from './token-check';

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());

describe('judgeToken (SPEC §4 token check)', () => {
  const valid = { app_id: APP_ID, type: 'USER', is_valid: true, scopes: ['ads_read'] };
  test.each([
    ['a valid user token of this app', valid, 'ok'],
    ['an invalid token', { ...valid, is_valid: false }, 'invalid'],
    ['no data', undefined, 'invalid'],
    ['offline access', { ...valid, scopes: ['ads_read', 'offline_access'] }, 'offline_access'],
    ['another app', { ...valid, app_id: '999' }, 'not_app_token'],
    ['a page token', { ...valid, type: 'PAGE' }, 'not_app_token'],
  ])('%s', (_label, data, expected) => {
    const result = judgeToken(data, APP_ID);
    expect(result.status === 'ok' ? 'ok' : result.status === 'needs_migration' ? result.reason : result.status).toBe(expected);
  });
});

describe.each(oneDatabase())('platform connect on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;
  let offline: FastifyInstance;
  const tokenKey = deriveKeys(TEST_SECRET).tokenKey;
  beforeAll(async () => {
    database = await tdb.open();
    app = await testServer(database, { GRAPH_BASE_URL: platform.url, PUBLIC_URL: 'http://sasar.test' });
    offline = await testServer(database, { GRAPH_BASE_URL: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await app.close();
    await offline.close();
  });
  beforeEach(async () => {
    await resetDatabase(database);
    await database.db.delete(oauthStates);
  });

  async function connected(token: string): Promise<{ userId: number; session: Session }> {
    const user = await addUser(database, 'dewi', 'secret123');
    await saveConnection(database.db, tokenKey, {
      userId: user.id,
      token,
      profile: { platformUserId: '100090000000001', name: 'Dewi Lestari', pictureUrl: null },
      tokenInfo: { scopes: ['ads_read'], expiresAt: null, platformUserId: '100090000000001' },
      adAccounts: [],
    });
    return { userId: user.id, session: await login(app, 'dewi', 'secret123') };
  }
  const check = (s: Session, query = '', target = app) => target.inject({ method: 'GET', url: `/api/user/token-check${query}`, headers: { cookie: s.cookie } });

  test('OAuth: start redirects to the dialog with a session-bound state; the callback connects and goes on', async () => {
    await addUser(database, 'dewi', 'secret123');
    const s = await login(app, 'dewi', 'secret123');
    const start = await app.inject({ method: 'GET', url: '/api/platform/oauth/start', headers: { cookie: s.cookie } });
    expect(start.statusCode).toBe(302);
    const dialog = new URL(start.headers.location as string);
    expect(`${dialog.origin}${dialog.pathname}`).toBe(`${platform.url}/v21.0/dialog/oauth`);
    expect(dialog.searchParams.get('client_id')).toBe(APP_ID);
    expect(dialog.searchParams.get('redirect_uri')).toBe('http://sasar.test/api/platform/oauth/callback');
    const state = dialog.searchParams.get('state')!;

    // Another session cannot use the state.
    const other = await login(app, 'dewi', 'secret123');
    const stolen = await app.inject({ method: 'GET', url: `/api/platform/oauth/callback?code=code-dewi&state=${state}`, headers: { cookie: other.cookie } });
    expect(stolen.headers.location).toBe('/setup/facebook?connect_error=state');

    const start2 = await app.inject({ method: 'GET', url: '/api/platform/oauth/start', headers: { cookie: s.cookie } });
    const state2 = new URL(start2.headers.location as string).searchParams.get('state')!;
    const callback = await app.inject({ method: 'GET', url: `/api/platform/oauth/callback?code=code-dewi&state=${state2}`, headers: { cookie: s.cookie } });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/setup/adaccount');
    const user = (await app.inject({ method: 'GET', url: '/api/user?skip=1', headers: { cookie: s.cookie } })).json().data;
    expect(user.facebook_connected).toBe(true);
    expect(user.ad_accounts).toHaveLength(4);

    // Single use.
    const replay = await app.inject({ method: 'GET', url: `/api/platform/oauth/callback?code=code-dewi&state=${state2}`, headers: { cookie: s.cookie } });
    expect(replay.headers.location).toBe('/setup/facebook?connect_error=state');
  });

  test('OAuth: reconnect returns to integrations; cancel and a bad code come back with an error and change nothing', async () => {
    await addUser(database, 'dewi', 'secret123');
    const s = await login(app, 'dewi', 'secret123');
    const stateFor = async (ret: string) =>
      new URL((await app.inject({ method: 'GET', url: `/api/platform/oauth/start?return=${ret}`, headers: { cookie: s.cookie } })).headers.location as string).searchParams.get('state')!;
    const cb = async (query: string) => (await app.inject({ method: 'GET', url: `/api/platform/oauth/callback?${query}`, headers: { cookie: s.cookie } })).headers.location;

    expect(await cb(`error=access_denied&state=${await stateFor('integrations')}`)).toBe('/setting/integrations?connect_error=cancelled');
    expect(await cb(`code=code-nobody&state=${await stateFor('setup')}`)).toBe('/setup/facebook?connect_error=exchange');
    expect(await findConnectionOf(database.db, 1)).toBeUndefined();
    expect(await cb(`code=code-budi&state=${await stateFor('integrations')}`)).toBe('/setting/integrations?connected=1');
    expect((await app.inject({ method: 'GET', url: '/api/platform/oauth/start?return=elsewhere', headers: { cookie: s.cookie } })).statusCode).toBe(400);
    const guest = await app.inject({ method: 'GET', url: '/api/platform/oauth/start' });
    expect(guest.headers.location).toBe('/user/login?redirect=%2Fsetup%2Ffacebook');
  });

  test('token check: a valid token passes and is not checked again within the hour', async () => {
    const { session: s } = await connected('EAAsandbox-dewi');
    platform.requests.length = 0;
    expect((await check(s)).json().data.status).toBe('ok');
    expect((await check(s)).json().data.status).toBe('ok');
    expect(platform.requests.filter((r) => r.path.endsWith('debug_token'))).toHaveLength(1);
    expect((await check(s, '?force=1')).json().data.status).toBe('ok');
    expect(platform.requests.filter((r) => r.path.endsWith('debug_token'))).toHaveLength(2);
  });

  test('update-token refuses an offline_access token and stores nothing', async () => {
    await addUser(database, 'dewi', 'secret123');
    const s = await login(app, 'dewi', 'secret123');
    const before = await tableCounts(database);
    const response = await app.inject({ method: 'POST', url: '/api/user/update-token', headers: s.headers, payload: { token: OFFLINE_TOKEN } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_token', message: expect.stringContaining('old never-expiring token') });
    expect(await tableCounts(database)).toEqual(before);
  });

  test.each([
    [OFFLINE_TOKEN, 'offline_access'],
    [EXPIRED_TOKEN, 'invalid'],
    [OTHER_APP_TOKEN, 'not_app_token'],
  ])('token check: %s needs migration → disconnected, login kept', async (token, reason) => {
    const { userId, session: s } = await connected(token);
    const result = (await check(s)).json().data;
    expect(result).toMatchObject({ status: 'disconnected', reason, message: expect.stringContaining('connect Facebook again') });
    expect(await findConnectionOf(database.db, userId)).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/user?skip=1', headers: { cookie: s.cookie } })).statusCode).toBe(200);
  });

  test('token check: no connection → no_adstoken; platform down → unavailable and nothing changes', async () => {
    const user = await addUser(database, 'siti', 'secret123');
    const s = await login(app, 'siti', 'secret123');
    expect((await check(s)).json().data.status).toBe('no_adstoken');
    await saveConnection(database.db, tokenKey, {
      userId: user.id,
      token: 'EAAsandbox-siti',
      profile: { platformUserId: '100090000000003', name: 'Siti', pictureUrl: null },
      tokenInfo: { scopes: [], expiresAt: null, platformUserId: null },
      adAccounts: [],
    });
    const down = await login(offline, 'siti', 'secret123');
    expect((await check(down, '', offline)).json().data.status).toBe('unavailable');
    expect(await findConnectionOf(database.db, user.id)).toBeDefined();
    expect((await check(s, '?force=maybe')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/user/token-check' })).statusCode).toBe(401);
  });

  test('connection details for integrations never include the token', async () => {
    const { session: s, userId } = await connected('EAAsandbox-dewi');
    await markTokenChecked(database.db, { id: (await findConnectionOf(database.db, userId))!.id });
    const body = (await app.inject({ method: 'GET', url: '/api/user/connection', headers: { cookie: s.cookie } })).json();
    expect(body.data).toMatchObject({ name: 'Dewi Lestari', token_last4: 'dewi', scopes: ['ads_read'], status: 'active' });
    expect(JSON.stringify(body)).not.toContain('EAAsandbox-dewi');
  });
});
