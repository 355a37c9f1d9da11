import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import { resetDatabase, tableCounts, oneDatabase } from '../testing/databases';
import { createServer } from '../server';
import { addUser, cookieValue, login, testConfig, testServer } from '../testing/server';
import { currentUser, requireRole, requireUser } from './guards';
import { sha256 } from '../crypto/secrets';

describe.each(oneDatabase())('auth on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await tdb.open();
    app = await testServer(database, { LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(database);
  });

  const postLogin = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/user/login', payload: payload as object, headers, remoteAddress });

  test('login sets the session and CSRF cookies and answers with the user', async () => {
    await addUser(database, 'Dewi', 'right-password');
    const response = await postLogin({ user: 'dewi', password: 'right-password', device: 'fp-123', captcha: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ login: 'Dewi', role: 'user', facebook_connected: false });

    const session = response.cookies.find((c) => c.name === 'sasar_session')!;
    const csrf = response.cookies.find((c) => c.name === 'sasar_csrf')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.secure).toBeFalsy();
    expect(session.maxAge).toBeGreaterThan(13 * 24 * 3600);
    expect(csrf.httpOnly).toBeFalsy();
    expect(csrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(csrf.value).not.toBe(session.value);

    // Only a hash of the session token is stored.
    const [stored] = await database.db.select().from(sessions);
    expect(stored!.tokenHash).toBe(sha256(session.value));
    const [user] = await database.db.select().from(users).where(eq(users.login, 'Dewi'));
    expect(user!.deviceFingerprint).toBe('fp-123');
  });

  test('cookies are Secure when PUBLIC_URL is https', async () => {
    const secureApp = await testServer(database, { PUBLIC_URL: 'https://sasar.example.com' });
    try {
      await addUser(database, 'secure-user', 'pw-123456');
      const response = await secureApp.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { user: 'secure-user', password: 'pw-123456' },
      });
      expect(response.statusCode).toBe(200);
      for (const cookie of response.cookies) expect(cookie.secure).toBe(true);
    } finally {
      await secureApp.close();
    }
  });

  test('wrong password and unknown user get the same 401', async () => {
    await addUser(database, 'budi', 'right-password');
    for (const payload of [
      { user: 'budi', password: 'wrong-password' },
      { user: 'nobody', password: 'whatever' },
    ]) {
      const response = await postLogin(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Wrong user name or password' } });
      expect(response.cookies).toHaveLength(0);
    }
    expect((await tableCounts(database)).sessions).toBe(0);
  });

  test('failed logins are rate limited per IP and user; a success resets the count', async () => {
    await addUser(database, 'siti', 'right-password');
    for (let i = 0; i < 2; i += 1) expect((await postLogin({ user: 'siti', password: 'nope' }, {}, '10.0.0.2')).statusCode).toBe(401);
    expect((await postLogin({ user: 'siti', password: 'right-password' }, {}, '10.0.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await postLogin({ user: 'siti', password: 'nope' }, {}, '10.0.0.2')).statusCode).toBe(401);

    const limited = await postLogin({ user: 'siti', password: 'right-password' }, {}, '10.0.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another IP, or another user from the same IP, is not affected.
    expect((await postLogin({ user: 'siti', password: 'right-password' }, {}, '10.0.0.3')).statusCode).toBe(200);
    await addUser(database, 'other', 'pw-other-1');
    expect((await postLogin({ user: 'other', password: 'pw-other-1' }, {}, '10.0.0.2')).statusCode).toBe(200);
  });

  test('logout ends the session and clears both cookies', async () => {
    await addUser(database, 'demo', 'demo1234');
    const session = await login(app, 'demo', 'demo1234');
    const response = await app.inject({ method: 'POST', url: '/api/user/logout', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { logged_out: true } });
    for (const name of ['sasar_session', 'sasar_csrf']) {
      const cleared = response.cookies.find((c) => c.name === name)!;
      expect(cleared.value).toBe('');
      expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    }
    const after = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: { code: 'unauthorized', message: 'Please log in first' } });
  });

  test('cookie-authenticated writes need the CSRF header matching the cookie', async () => {
    await addUser(database, 'demo', 'demo1234');
    const session = await login(app, 'demo', 'demo1234');
    const attempts = [
      { cookie: session.cookie },
      { cookie: session.cookie, 'x-csrf-token': 'forged' },
      { cookie: `sasar_session=${session.cookie.split(';')[0]!.split('=')[1]}; sasar_csrf=forged`, 'x-csrf-token': 'forged' },
    ];
    for (const headers of attempts) {
      const response = await app.inject({ method: 'POST', url: '/api/user/logout', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('csrf');
    }
    // The session survived the rejected attempts.
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/user/logout', headers: session.headers })).statusCode).toBe(200);
  });

  test('login is exempt from CSRF and replaces an existing session', async () => {
    await addUser(database, 'demo', 'demo1234');
    const first = await login(app, 'demo', 'demo1234');
    const again = await postLogin({ user: 'demo', password: 'demo1234' }, { cookie: first.cookie });
    expect(again.statusCode).toBe(200);
    expect(cookieValue(again, 'sasar_session')).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: first.cookie } })).statusCode).toBe(401);
    expect((await tableCounts(database)).sessions).toBe(1);
  });

  test('an expired session is refused; an old session is slid forward', async () => {
    await addUser(database, 'demo', 'demo1234');
    const session = await login(app, 'demo', 'demo1234');

    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 2 * 24 * 3600 * 1000) });
    const slid = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } });
    expect(slid.statusCode).toBe(200);
    expect(slid.cookies.find((c) => c.name === 'sasar_session')?.maxAge).toBeGreaterThan(13 * 24 * 3600);
    const [row] = await database.db.select().from(sessions);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);

    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session.cookie } })).statusCode).toBe(401);
  });

  test('requireUser / requireRole guard routes: 401 anonymous, 403 wrong role', async () => {
    const guarded = await createServer(testConfig(), { database, logger: false });
    guarded.get('/api/test/admin', { onRequest: requireRole('admin') }, async (request) => ({ data: currentUser(request).login }));
    guarded.get('/api/test/staff', { preHandler: [requireUser, requireRole('cs', 'admin')] }, async () => ({ data: 'ok' }));
    try {
      await addUser(database, 'plain', 'pw-plain-1');
      await addUser(database, 'boss', 'pw-boss-12', 'admin');
      expect((await guarded.inject('/api/test/admin')).statusCode).toBe(401);
      const plain = await login(guarded, 'plain', 'pw-plain-1');
      const denied = await guarded.inject({ url: '/api/test/admin', headers: { cookie: plain.cookie } });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error.code).toBe('forbidden');
      const boss = await login(guarded, 'boss', 'pw-boss-12');
      expect((await guarded.inject({ url: '/api/test/admin', headers: { cookie: boss.cookie } })).json()).toEqual({ data: 'boss' });
      expect((await guarded.inject({ url: '/api/test/staff', headers: { cookie: boss.cookie } })).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  test.each([
    ['missing password', { user: 'demo' }, 'The password is required.'],
    ['missing user', { password: 'x' }, 'The user name is required.'],
    ['number as user', { user: 42, password: 'x' }, 'The user name must be text.'],
    ['empty user', { user: '', password: 'x' }, 'The user name must not be empty.'],
    ['huge user', { user: 'u'.repeat(5000), password: 'x' }, 'The user name can be at most 200 characters.'],
    ['huge password', { user: 'demo', password: 'p'.repeat(5000) }, 'The password can be at most 1,024 characters.'],
    ['captcha without answer', { user: 'demo', password: 'x', captcha: { id: 'abc' } }, 'The captcha answer is required.'],
    ['string captcha', { user: 'demo', password: 'x', captcha: 'abc' }, 'The captcha must be an object with fields.'],
    ['array body', [1, 2], 'The request body must be an object with fields.'],
  ])('login with %s → 400', async (_label, payload, message) => {
    const response = await postLogin(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'bad_request', message } });
  });

  test('invalid JSON and empty bodies → 400, unknown content type → 415', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('bad_request');
    const empty = await app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    const plainLogin = await app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(plainLogin.statusCode).toBe(415); // login takes JSON only (login CSRF)
    const text = await app.inject({ method: 'POST', url: '/api/user/reset', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: { code: 'bad_request', message: 'The request body must be an object with fields.' } });
    const xml = await app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe('unsupported_media_type');
  });
});
