import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { deriveKeys } from '../crypto/secrets';
import { saveConnection } from '../platform/connections';
import { oneDatabase, resetDatabase } from '../testing/databases';
import { addUser, login, TEST_SECRET, testServer } from '../testing/server';
import { remoteOrigins } from './security-headers';

const { tokenKey } = deriveKeys(TEST_SECRET);

describe.each(oneDatabase())('security headers, login CSRF and token exposure on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await tdb.open();
    app = await testServer(database, {
      PUBLIC_URL: 'https://sasar.example',
      REMOTES_JSON: JSON.stringify({
        research: { manifest: 'https://cdn.example/research/mf-manifest.json', label: 'Research', paths: [{ path: '/search', access: 'login' }], nav: [] },
        admin: { manifest: '/remotes/admin/mf-manifest.json', label: 'Admin', paths: [{ path: '/admin', access: { roles: ['admin'] } }], nav: [] },
      }),
    });
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(database));

  const directives = (csp: string) => Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

  test('every response: nosniff, no framing, a referrer policy; API answers are never cached', async () => {
    for (const url of ['/api/health', '/api/user', '/api/nope', '/setup/facebook']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(directives(response.headers['content-security-policy'] as string)['frame-ancestors']).toEqual(["'none'"]);
      if (url.startsWith('/api/')) expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await app.inject({ method: 'GET', url: '/api/changelog' })).headers['cache-control']).toBe('public, max-age=300');
  });

  test('the CSP lets the federation runtime load remotes from the registry origins, and nothing inline runs', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard' });
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example']);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // Ad previews frame Meta's preview pages (or the platform's, e.g. the sandbox), nothing else.
    expect(csp['frame-src']).toEqual(expect.arrayContaining(["'self'", 'https://www.facebook.com']));
    expect(csp['frame-src']).toHaveLength(3);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  test('every security header, on an API answer, an error, a page and the remote registry alike', async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=15552000',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const answers = {
      api: await app.inject({ method: 'GET', url: '/api/health' }),
      refused: await app.inject({ method: 'POST', url: '/api/user/login', payload: { user: 'x' } }),
      missing: await app.inject({ method: 'GET', url: '/api/nope' }),
      page: await app.inject({ method: 'GET', url: '/dashboard' }),
      registry: await app.inject({ method: 'GET', url: '/remotes.json' }),
    };
    for (const [what, response] of Object.entries(answers)) {
      // The registry is read by the federation runtime of hosts on other origins: the one cross-origin resource.
      const resourcePolicy = what === 'registry' ? 'cross-origin' : 'same-origin';
      expect({ what, ...response.headers }).toMatchObject({ what, ...expected, 'cross-origin-resource-policy': resourcePolicy });
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
    expect(answers.refused.statusCode).toBe(400);
    expect(answers.missing.statusCode).toBe(404);
    // API answers are data, never a document: their CSP names no remote.
    expect(directives(answers.api.headers['content-security-policy'] as string)['script-src']).toEqual(["'self'"]);
    expect(directives(answers.page.headers['content-security-policy'] as string)['script-src']).toEqual(["'self'", 'https://cdn.example']);
  });

  test('a plain-http public origin gets no HSTS (a local server must not pin https)', async () => {
    const plain = await testServer(database, { PUBLIC_URL: 'http://localhost:8080' });
    try {
      const response = await plain.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBe('DENY');
    } finally {
      await plain.close();
    }
  });

  test('remoteOrigins keeps absolute http(s) origins once and skips paths on this server', () => {
    const entry = (manifest: string) => ({ manifest, label: 'x', paths: [], nav: [] });
    expect(
      remoteOrigins({
        a: entry('https://cdn.example/a/mf-manifest.json'),
        b: entry('https://cdn.example/b/mf-manifest.json'),
        c: entry('/remotes/c/mf-manifest.json'),
        d: entry('javascript:alert(1)'),
      }),
    ).toEqual([
      'https://cdn.example',
    ]);
  });

  test('login accepts JSON only and refuses a browser Origin that is not this server', async () => {
    await addUser(database, 'dewi', 'secret123');
    const form = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'user=dewi&password=secret123',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error.code).toBe('unsupported_media_type');
    expect(form.cookies).toHaveLength(0);

    const payload = { user: 'dewi', password: 'secret123' };
    const crossSite = await app.inject({ method: 'POST', url: '/api/user/login', headers: { origin: 'https://evil.example' }, payload });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('cross_origin');
    expect((await app.inject({ method: 'POST', url: '/api/user/login', headers: { origin: 'null' }, payload })).statusCode).toBe(403);

    for (const origin of ['https://sasar.example', 'http://localhost:3000']) {
      const ok = await app.inject({ method: 'POST', url: '/api/user/login', headers: { origin, host: 'localhost:3000' }, payload });
      expect(ok.statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'POST', url: '/api/user/login', payload })).statusCode).toBe(200);
  });

  test('the platform token never reaches the browser: login, user, agree answer a connected flag', async () => {
    const user = await addUser(database, 'dewi', 'secret123');
    await saveConnection(database.db, tokenKey, {
      userId: user.id,
      token: 'EAAsandbox-dewi',
      profile: { platformUserId: '100090000000001', name: 'Dewi', pictureUrl: null },
      tokenInfo: { scopes: [], expiresAt: null, platformUserId: '100090000000001' },
      adAccounts: [],
    });
    const loginResponse = await app.inject({ method: 'POST', url: '/api/user/login', payload: { user: 'dewi', password: 'secret123' } });
    const session = await login(app, 'dewi', 'secret123');
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: session.headers });
    const agree = await app.inject({ method: 'POST', url: '/api/user/agree', headers: session.headers, payload: { agree: true } });
    for (const response of [loginResponse, me, agree]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('EAAsandbox');
      expect(response.json().data).not.toHaveProperty('ads_token');
      expect(response.json().data.facebook_connected).toBe(true);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
