import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { oneDatabase } from '../testing/databases';
import { testServer } from '../testing/server';
import { cacheControlFor } from './routes';
import { parseRegistryText, resolveRegistry } from './remotes';

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const researchArea = {
  label: 'Research',
  contractVersion: 1,
  paths: [{ path: '/', access: 'login' }, { path: '/search', access: 'login' }],
  nav: [{ to: '/search', label: 'Search', icon: 'search', section: 'Research', order: 10 }],
};
const reportsEntry = {
  manifest: 'https://cdn.example.com/reports/mf-manifest.json',
  label: 'Reports',
  paths: [{ path: '/reports', access: 'login' }],
  nav: [{ to: '/reports', label: 'Reports', section: 'Manage', order: 65 }],
};

describe('registry resolution', () => {
  const resolve = (configured: Record<string, unknown>, local: Record<string, object> = { research: researchArea }) => {
    const problems: string[] = [];
    return { registry: resolveRegistry(configured, local, (problem) => problems.push(problem)), problems };
  };

  test('a manifest URL takes the descriptor of the local build of that name', () => {
    const { registry, problems } = resolve({ research: 'https://cdn.example.com/research/mf-manifest.json' });
    expect(registry).toEqual({ research: { ...researchArea, manifest: 'https://cdn.example.com/research/mf-manifest.json' } });
    expect(problems).toEqual([]);
  });

  test('an object entry describes a new remote with no local build, and its paths', () => {
    const { registry } = resolve({ reports: reportsEntry, research: '/remotes/research/mf-manifest.json' });
    expect(Object.keys(registry)).toEqual(['reports', 'research']);
    expect(registry.reports).toEqual(reportsEntry);
  });

  test.each([
    ['a URL for a remote with no local build', { reports: 'https://cdn.example.com/reports/mf-manifest.json' }, /"reports" has no label/],
    ['an entry with no paths', { reports: { ...reportsEntry, paths: [] } }, /"reports" owns no paths/],
    ['a relative path', { reports: { ...reportsEntry, paths: [{ path: 'reports', access: 'login' }] } }, /not an absolute path/],
    ['an unknown access rule', { reports: { ...reportsEntry, paths: [{ path: '/reports', access: 'vip' }] } }, /access of \/reports must be/],
    ['an unknown role', { reports: { ...reportsEntry, paths: [{ path: '/reports', access: { roles: ['boss'] } }] } }, /access of \/reports must be/],
    ['a nav entry without a label', { reports: { ...reportsEntry, nav: [{ to: '/reports', order: 1 }] } }, /navigation entry/],
    ['a description that is not a sentence of text', { reports: { ...reportsEntry, description: 'x'.repeat(201) } }, /description must be one sentence/],
    ['notices that are not true or false', { reports: { ...reportsEntry, notices: './notices' } }, /notices must be true/],
    ['a bad name', { 'Bad Name': reportsEntry }, /not a remote name/],
    ['a number', { reports: 42 }, /must be a manifest URL or an object/],
  ])('refuses %s with a clear log line, and serves the rest', (_case, configured, reason) => {
    const { registry, problems } = resolve({ ...configured, research: '/remotes/research/mf-manifest.json' });
    expect(Object.keys(registry)).toEqual(['research']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(reason);
    expect(problems[0]).toMatch(/is left out\.$/);
  });

  test('a second remote claiming an owned path is refused', () => {
    const { registry, problems } = resolve({ research: '/r.json', search2: { ...reportsEntry, paths: [{ path: '/search', access: 'open' }] } });
    expect(Object.keys(registry)).toEqual(['research']);
    expect(problems).toEqual(['Remote registry: "search2" claims /search, which "research" owns; "search2" is left out.']);
  });

  test.each([
    ['[1]', /JSON object/],
    ['{', /not valid JSON/],
  ])('rejects %s as a registry file', (text, message) => {
    expect(() => parseRegistryText(text, 'test')).toThrow(message);
  });
  test('cache policy: manifests and entries revalidate, hashed files are immutable', () => {
    expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('static/js/512.3f9a1c2b.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('logo.svg')).toBe('no-cache');
  });
});

describe.each(oneDatabase())('static hosting on $name', (tdb) => {
  let database: Database;
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await tdb.open();
    root = mkdtempSync(path.join(tmpdir(), 'sasar-root-'));
    write(path.join(root, 'host/dist/index.html'), '<!doctype html><title>Sasar</title><div id="root"></div>');
    write(path.join(root, 'host/dist/main.1a2b3c4d5e.js'), 'console.log("host")');
    write(path.join(root, 'host/dist/user/login.html'), '<!doctype html><title>Sasar</title><div id="root"><form data-prerendered></form></div>');
    write(path.join(root, 'mfe-research/dist/mf-manifest.json'), '{"name":"research"}');
    write(path.join(root, 'mfe-research/dist/area.json'), JSON.stringify(researchArea));
    write(path.join(root, 'mfe-broken/dist/area.json'), '{ "label": "Broken" }');
    write(path.join(root, 'mfe-research/dist/remoteEntry.js'), 'var research;');
    write(path.join(root, 'mfe-research/dist/static/js/12.0123abcd.js'), 'chunk');
    write(path.join(root, 'secret.txt'), 'do not serve');
    const chunk = 'console.log("a hashed chunk");'.repeat(100);
    write(path.join(root, 'host/dist/vendor.0a1b2c3d.js'), chunk);
    writeFileSync(path.join(root, 'host/dist/vendor.0a1b2c3d.js.br'), brotliCompressSync(chunk));
    writeFileSync(path.join(root, 'host/dist/vendor.0a1b2c3d.js.gz'), gzipSync(chunk));
    writeFileSync(path.join(root, 'mfe-research/dist/remoteEntry.js.gz'), gzipSync('var research;'));
    app = await testServer(database, { STATIC_ROOT: root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('GET /remotes.json answers the local builds with their descriptors, revalidated every time (304 when unchanged); a bad one is left out', async () => {
    const response = await app.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.json()).toEqual({ research: { ...researchArea, manifest: '/remotes/research/mf-manifest.json' } });
    const again = await app.inject({ url: '/remotes.json', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  test('REMOTES_JSON as a file is re-read on every request', async () => {
    const file = path.join(root, 'remotes.json');
    write(file, JSON.stringify({ research: 'https://cdn.example.com/research/v1/mf-manifest.json' }));
    const fileApp = await testServer(database, { STATIC_ROOT: root, REMOTES_JSON: file });
    try {
      expect((await fileApp.inject('/remotes.json')).json()).toEqual({ research: { ...researchArea, manifest: 'https://cdn.example.com/research/v1/mf-manifest.json' } });
      write(file, JSON.stringify({ research: 'https://cdn.example.com/research/v2/mf-manifest.json', reports: reportsEntry }));
      expect((await fileApp.inject('/remotes.json')).json()).toEqual({
        research: { ...researchArea, manifest: 'https://cdn.example.com/research/v2/mf-manifest.json' },
        reports: reportsEntry,
      });
      write(file, '{ broken');
      const broken = await fileApp.inject('/remotes.json');
      expect(broken.statusCode).toBe(503);
      expect(broken.json().error.code).toBe('remotes_unavailable');
    } finally {
      await fileApp.close();
    }
  });

  test('REMOTES_JSON as inline JSON', async () => {
    const inline = await testServer(database, { STATIC_ROOT: root, REMOTES_JSON: JSON.stringify({ reports: reportsEntry }) });
    try {
      expect((await inline.inject('/remotes.json')).json()).toEqual({ reports: reportsEntry });
    } finally {
      await inline.close();
    }
  });

  test('remote files are served with CORS; manifests and entries revalidate', async () => {
    const manifest = await app.inject({ url: '/remotes/research/mf-manifest.json', headers: { origin: 'https://other.example' } });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'research' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await app.inject('/remotes/research/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-type']).toMatch(/javascript/);
    const chunk = await app.inject('/remotes/research/static/js/12.0123abcd.js');
    expect(chunk.headers['cache-control']).toContain('immutable');
    const preflight = await app.inject({ method: 'OPTIONS', url: '/remotes/research/mf-manifest.json' });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  test('missing remote files and traversal attempts → 404', async () => {
    for (const url of [
      '/remotes/research/nope.js',
      '/remotes/dashboard/mf-manifest.json',
      '/remotes/research/..%2F..%2Fsecret.txt',
      '/remotes/..%2Fsecret.txt/x',
      '/remotes/research',
    ]) {
      const response = await app.inject(url);
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('do not serve');
    }
  });

  test('host assets are served; extension-less paths fall back to index.html', async () => {
    const asset = await app.inject('/main.1a2b3c4d5e.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/', '/dashboard', '/adsmanager/act_1/campaigns', '/user/login?redirect=%2Fsetting']) {
      const page = await app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root">');
    }
    const missing = await app.inject('/missing.png');
    expect(missing.statusCode).toBe(404);
    const secret = await app.inject('/..%2Fsecret.txt');
    expect([403, 404]).toContain(secret.statusCode);
    expect(secret.body).not.toContain('do not serve');
  });

  test('a path the host build prerendered gets its page; every other path the plain index.html', async () => {
    for (const url of ['/user/login', '/user/login/', '/user/login?redirect=%2Fsetting']) {
      const page = await app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<form data-prerendered>');
    }
    for (const url of ['/user/reset', '/user', '/search', '/User/Login']) {
      expect((await app.inject(url)).body).not.toContain('data-prerendered');
    }
  });

  test("a page in a remote's area names the files its first load asks for; a guest's only the host's start", async () => {
    const built = mkdtempSync(path.join(tmpdir(), 'sasar-built-'));
    write(path.join(built, 'host/dist/index.html'), '<!doctype html><html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>');
    write(path.join(built, 'host/dist/first-load.json'), JSON.stringify({ bootstrap: ['boot.1a2b3c4d.js'], layout: ['layout.5e6f7a8b.js'], shared: {} }));
    write(path.join(built, 'mfe-research/dist/area.json'), JSON.stringify(researchArea));
    write(path.join(built, 'mfe-research/dist/mf-manifest.json'), JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [],
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.9c0d1e2f.js'], async: [] } } }],
    }));
    const builtApp = await testServer(database, { STATIC_ROOT: built });
    try {
      const signedIn = await builtApp.inject({ url: '/search', headers: { cookie: 'sasar_session=abc', 'accept-encoding': 'gzip' } });
      expect(signedIn.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(signedIn.rawPayload).toString()).toContain(
        '<script defer src="/main.js"></script>' +
          '<link rel="preload" href="/boot.1a2b3c4d.js" as="script">' +
          '<link rel="preload" href="/layout.5e6f7a8b.js" as="script">' +
          '<link rel="preload" href="/remotes/research/mf-manifest.json" as="fetch" crossorigin>' +
          '<link rel="preload" href="/remotes/research/remoteEntry.js" as="script">' +
          '<link rel="preload" href="/remotes/research/routes.9c0d1e2f.js" as="script"></head>',
      );
      const guest = (await builtApp.inject('/search')).body;
      expect(guest).toContain('<link rel="preload" href="/boot.1a2b3c4d.js" as="script"></head>');
      expect(guest).not.toContain('remotes/research');
      expect((await builtApp.inject({ url: '/setting/account', headers: { cookie: 'sasar_session=abc' } })).body).not.toContain('<link rel="preload"');
    } finally {
      await builtApp.close();
      rmSync(built, { recursive: true, force: true });
    }
  });

  test('build-time brotli and gzip files are sent to browsers that accept them, with Vary; others get the plain file', async () => {
    const br = await app.inject({ url: '/vendor.0a1b2c3d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(300);

    const gz = await app.inject({ url: '/vendor.0a1b2c3d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('a hashed chunk');

    const plain = await app.inject({ url: '/vendor.0a1b2c3d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('a hashed chunk');

    const entry = await app.inject({ url: '/remotes/research/remoteEntry.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(entry.headers['content-encoding']).toBe('gzip');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  test('API JSON above 1 KB is compressed; small answers are not', async () => {
    const big = await app.inject({ url: '/api/changelog', headers: { 'accept-encoding': 'gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString()).data).toBeDefined();
    const small = await app.inject({ url: '/api/nope', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  test('unknown /api/ paths and non-GET methods → 404 in the envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper'],
      ['DELETE', '/api/user'],
      ['POST', '/dashboard'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  test('a browser opening an address the server refuses gets a page in words; code asking for JSON gets the envelope', async () => {
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    for (const url of ['/join/%00', '/search?q=%00', '/deletion-request/%F0%9F']) {
      const page = await app.inject({ method: 'GET', url, headers: html });
      expect(page.statusCode).toBe(400);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<h1 style="font-size:24px;margin:0 0 12px">This address cannot be opened</h1>');
      expect(page.body).toContain('Check the link, or type the address again.');
      expect(page.body).toContain('<a href="/"');
      const fromCode = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(fromCode.statusCode).toBe(400);
      expect(fromCode.json()).toMatchObject({ error: { code: 'bad_request' } });
    }
    const api = await app.inject({ method: 'GET', url: '/api/group?q=%00', headers: html });
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });

  test('without a host build the fallback is a 503 page saying to build', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'sasar-empty-'));
    const unbuilt = await testServer(database, { STATIC_ROOT: empty });
    try {
      const response = await unbuilt.inject('/dashboard');
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('pnpm build');
    } finally {
      await unbuilt.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
