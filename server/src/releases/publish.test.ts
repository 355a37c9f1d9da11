import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from 'shared-graph/registry';
import { testDatabases } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';

const work = mkdtempSync(path.join(tmpdir(), 'sasar-publish-'));
const staticRoot = path.join(work, 'static');
mkdirSync(path.join(staticRoot, 'mfe-research/dist'), { recursive: true });
writeFileSync(
  path.join(staticRoot, 'mfe-research/dist/area.json'),
  JSON.stringify({ label: 'Research', paths: [{ path: '/', access: 'login' }, { path: '/search', access: 'login' }], nav: [], contractVersion: CONTRACT_VERSION }),
);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const area = { label: 'Dashboard', paths: [{ path: '/dashboard', access: 'login' }], nav: [{ to: '/dashboard', label: 'Dashboard', order: 10 }] };
const manifest = (exposed: string[]) =>
  JSON.stringify({
    id: 'dashboard',
    name: 'dashboard',
    metaData: { name: 'dashboard', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [{ id: 'dashboard:react', name: 'react', singleton: true, assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } }, fallback: '' }],
    remotes: [],
    exposes: [{ id: 'dashboard:routes', name: 'routes', path: './routes', assets: { js: { sync: exposed, async: [] }, css: { sync: [], async: [] } } }],
  });
const build = (heading: string): Record<string, string> => ({
  'mf-manifest.json': manifest(['__federation_expose_routes.0a1b2c3d.js']),
  'remoteEntry.js': 'var dashboard;',
  '__federation_expose_routes.0a1b2c3d.js': `/* ${heading} */`,
});

describe.each(testDatabases())('publishing releases on $name', (tdb) => {
  const server = useTestServer(tdb, { env: { STATIC_ROOT: staticRoot, DATA_DIR: path.join(work, `data-${tdb.name}`, 'pglite') } });
  let admin: Session;
  let growth: string;
  let research: string;

  const makeToken = async (team: string, remotes: string[]) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/admin/release-tokens', headers: admin.headers, payload: { team, remotes } });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; token: string };
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const upload = (token: string, remote: string, version: string, file: string, body: string) =>
    server.app.inject({ method: 'PUT', url: `/api/releases/${remote}/${version}/files/${file}`, headers: { ...bearer(token), 'content-type': 'application/octet-stream' }, payload: Buffer.from(body) });
  const uploadBuild = async (token: string, version: string, files: Record<string, string>) => {
    for (const [file, body] of Object.entries(files)) expect((await upload(token, 'dashboard', version, file, body)).statusCode).toBe(200);
  };
  const publish = (token: string, remote: string, payload: object) =>
    server.app.inject({ method: 'POST', url: `/api/releases/${remote}`, headers: bearer(token), payload: { build_id: 'ci-1', contract_version: CONTRACT_VERSION, area, ...payload } });
  const registry = async () => (await server.app.inject('/remotes.json')).json();
  const releaseCount = async () => Number((await server.db.raw.query<{ n: string }>('SELECT count(*) AS n FROM remote_releases'))[0]!.n);

  beforeEach(async () => {
    await server.db.rawTransaction((s) => s.exec('TRUNCATE remote_releases, release_tokens, audit_log RESTART IDENTITY CASCADE'));
    rmSync(path.join(work, `data-${tdb.name}`), { recursive: true, force: true });
    await server.addUser('root', 'secret123', 'admin');
    await server.addUser('demo', 'secret123');
    admin = await server.login('root');
    growth = (await makeToken('Growth team', ['dashboard'])).token;
    research = (await makeToken('Research team', ['research'])).token;
  });

  test('an admin makes a team token, shown once; the list never shows it; other users cannot', async () => {
    const list = (await server.app.inject({ url: '/api/admin/release-tokens', headers: admin.headers })).json().data;
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({ id: 2, team: 'Research team', remotes: ['research'], created_at: expect.any(String), last_used_at: null, revoked_at: null });
    expect(JSON.stringify(list)).not.toContain('sasar_rel_');
    const stored = await server.db.raw.query<{ token_hash: string }>('SELECT token_hash FROM release_tokens');
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash) && row.token_hash !== growth)).toBe(true);
    const user = await server.login('demo');
    expect((await server.app.inject({ method: 'POST', url: '/api/admin/release-tokens', headers: user.headers, payload: { team: 'x', remotes: ['dashboard'] } })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'POST', url: '/api/admin/release-tokens', headers: admin.headers, payload: { team: 'x', remotes: ['Not A Name'] } })).statusCode).toBe(400);
  });

  test('a team uploads a build and releases it: /remotes.json serves it, its files are immutable, the audit log says who', async () => {
    await uploadBuild(growth, '1.0.0', build('Dashboard v1'));
    const released = await publish(growth, 'dashboard', { version: '1.0.0', notes: 'Faster charts' });
    expect(released.statusCode).toBe(201);
    expect(released.json().data).toMatchObject({ remote: 'dashboard', version: '1.0.0', sequence: 1, live: true, published_by: 'Growth team', notes: 'Faster charts', manifest_url: '/remotes/dashboard/1.0.0/mf-manifest.json' });
    expect((await registry()).dashboard).toEqual({
      manifest: '/remotes/dashboard/1.0.0/mf-manifest.json',
      ...area,
      contractVersion: CONTRACT_VERSION,
      release: { id: 1, version: '1.0.0', channel: 'live' },
    });

    const chunk = await server.app.inject('/remotes/dashboard/1.0.0/__federation_expose_routes.0a1b2c3d.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('/* Dashboard v1 */');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');

    const audit = (await server.app.inject({ url: '/api/admin/audit', headers: admin.headers })).json().data;
    expect(audit[0]).toMatchObject({ action: 'release.publish', actor: { id: null, login: 'Growth team', role: 'release-token' }, target: { type: 'release', label: 'dashboard 1.0.0' } });
  });

  test('a version never changes: other bytes for an uploaded file, any upload after release and a second release of it are refused', async () => {
    await uploadBuild(growth, '1.0.0', build('v1'));
    expect((await upload(growth, 'dashboard', '1.0.0', 'remoteEntry.js', 'var dashboard;')).json().data.stored).toBe('unchanged');
    expect((await upload(growth, 'dashboard', '1.0.0', 'remoteEntry.js', 'var other;')).json().error.code).toBe('version_immutable');
    expect((await publish(growth, 'dashboard', { version: '1.0.0' })).statusCode).toBe(201);
    expect((await upload(growth, 'dashboard', '1.0.0', 'late.js', 'x')).json().error.code).toBe('version_exists');
    const again = await publish(growth, 'dashboard', { version: '1.0.0' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('version_exists');
  });

  test('without a valid token of the team, nothing is uploaded or released', async () => {
    expect((await upload('nonsense', 'dashboard', '1.0.0', 'remoteEntry.js', 'x')).statusCode).toBe(401);
    expect((await upload(`sasar_rel_${'x'.repeat(43)}`, 'dashboard', '1.0.0', 'remoteEntry.js', 'x')).json().error.code).toBe('unauthorized');
    const otherTeam = await upload(research, 'dashboard', '1.0.0', 'remoteEntry.js', 'x');
    expect(otherTeam.statusCode).toBe(403);
    expect(otherTeam.json().error.message).toBe('The release token of Research team may release research, not dashboard.');
    const admins = await server.app.inject({ method: 'POST', url: '/api/releases/dashboard', headers: admin.headers, payload: { version: '1.0.0', build_id: 'x', contract_version: 1, area } });
    expect(admins.statusCode).toBe(401);

    const id = (await makeToken('Temp', ['dashboard'])).id;
    expect((await server.app.inject({ method: 'DELETE', url: `/api/admin/release-tokens/${id}`, headers: admin.headers })).statusCode).toBe(200);
    const list = (await server.app.inject({ url: '/api/admin/release-tokens', headers: admin.headers })).json().data;
    expect(list.find((t: { id: number }) => t.id === id).revoked_at).toEqual(expect.any(String));
    expect(await releaseCount()).toBe(0);
  });

  test('bad input is a 400 in words: bad paths, bad versions, a release with nothing uploaded', async () => {
    const traversal = await upload(growth, 'dashboard', '1.0.0', '../../etc/passwd', 'x');
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.statusCode).toBeLessThan(500);
    const encoded = await upload(growth, 'dashboard', '1.0.0', 'static/%2e%2e/x.js', 'x');
    expect(encoded.json().data.file).toBe('x.js'); // the address is resolved before routing: it stays inside the version
    expect((await upload(growth, 'dashboard', '1.0.0', 'static/.hidden', 'x')).json().error.code).toBe('bad_request');
    expect((await upload(growth, 'dashboard', 'latest', 'remoteEntry.js', 'x')).statusCode).toBe(400);
    const nothing = await publish(growth, 'dashboard', { version: '9.9.9' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toContain('No files were uploaded for dashboard 9.9.9');
    expect((await publish(growth, 'dashboard', { version: '1.0.0', area: { label: 'x\u0000' } })).statusCode).toBe(400);
    expect(await releaseCount()).toBe(0);
  });

  test('a broken build is refused before it goes live and the live release keeps serving', async () => {
    await uploadBuild(growth, '1.0.0', build('v1'));
    await publish(growth, 'dashboard', { version: '1.0.0' });
    await uploadBuild(growth, '1.1.0', { ...build('v1.1'), 'mf-manifest.json': manifest(['__federation_expose_routes.0a1b2c3d.js', 'static/js/404.deadbeef.js']) });
    const broken = await publish(growth, 'dashboard', { version: '1.1.0' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error).toEqual({ code: 'file_missing', message: 'Files the manifest names cannot be reached: static/js/404.deadbeef.js.' });
    const stolen = await publish(growth, 'dashboard', { version: '1.1.0', area: { ...area, paths: [...area.paths, { path: '/search', access: 'login' }] } });
    expect(stolen.json().error.code).toBe('path_taken');
    expect((await registry()).dashboard.manifest).toBe('/remotes/dashboard/1.0.0/mf-manifest.json');
    expect(await releaseCount()).toBe(1);
  });

  test('a branch build registered with live: false is kept, numbered and not served', async () => {
    await uploadBuild(growth, '1.0.0', build('v1'));
    await publish(growth, 'dashboard', { version: '1.0.0' });
    await uploadBuild(growth, '1.1.0-branch', build('branch'));
    const branch = await publish(growth, 'dashboard', { version: '1.1.0-branch', live: false });
    expect(branch.json().data).toMatchObject({ version: '1.1.0-branch', sequence: 2, live: false });
    expect((await registry()).dashboard.manifest).toBe('/remotes/dashboard/1.0.0/mf-manifest.json');
  });

  test('an already-hosted manifest URL is registered as it is', async () => {
    mkdirSync(path.join(staticRoot, 'mfe-dashboard/dist'), { recursive: true });
    for (const [file, body] of Object.entries(build('local'))) writeFileSync(path.join(staticRoot, 'mfe-dashboard/dist', file), body);
    try {
      const released = await publish(growth, 'dashboard', { version: '2.0.0', manifest_url: '/remotes/dashboard/mf-manifest.json' });
      expect(released.statusCode).toBe(201);
      expect((await registry()).dashboard.manifest).toBe('/remotes/dashboard/mf-manifest.json');
    } finally {
      rmSync(path.join(staticRoot, 'mfe-dashboard'), { recursive: true, force: true });
    }
  });

  test('two teams releasing at the same moment both land; two releases of one remote are ordered, neither lost', async () => {
    await uploadBuild(growth, '1.0.0', build('a'));
    await uploadBuild(growth, '1.0.1', build('b'));
    for (const [file, body] of Object.entries(build('research'))) {
      await upload(research, 'research', '5.0.0', file, body.replace(/dashboard/g, 'research'));
    }
    const researchArea = { label: 'Research', paths: [{ path: '/', access: 'login' }, { path: '/search', access: 'login' }], nav: [] };
    const answers = await Promise.all([
      publish(growth, 'dashboard', { version: '1.0.0' }),
      publish(research, 'research', { version: '5.0.0', area: researchArea }),
      publish(growth, 'dashboard', { version: '1.0.1' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const served = await registry();
    expect(served.research.manifest).toBe('/remotes/research/5.0.0/mf-manifest.json');
    const rows = await server.db.raw.query<{ version: string; sequence: number; live: boolean }>("SELECT version, sequence, live FROM remote_releases WHERE remote = 'dashboard' ORDER BY sequence");
    expect(rows.map((r) => r.sequence)).toEqual([1, 2]);
    expect(rows.map((r) => r.version).sort()).toEqual(['1.0.0', '1.0.1']);
    expect(rows.filter((r) => r.live)).toEqual([rows[1]]);
    expect(served.dashboard.manifest).toBe(`/remotes/dashboard/${rows[1]!.version}/mf-manifest.json`);
  });
  test('an admin sees each remote with its live release and history, promotes an earlier one (rollback), and the audit log says who', async () => {
    await uploadBuild(growth, '1.0.0', build('v1'));
    await uploadBuild(growth, '1.1.0', build('v1.1'));
    const first = (await publish(growth, 'dashboard', { version: '1.0.0' })).json().data;
    const second = (await publish(growth, 'dashboard', { version: '1.1.0' })).json().data;
    const list = async () => (await server.app.inject({ url: '/api/admin/releases', headers: admin.headers })).json().data;
    expect(await list()).toEqual([{ remote: 'dashboard', live: second.id, canary: null, releases: [expect.objectContaining({ version: '1.1.0', live: true }), expect.objectContaining({ version: '1.0.0', live: false })] }]);

    const promoted = await server.app.inject({ method: 'POST', url: `/api/admin/releases/${first.id}/promote`, headers: admin.headers });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toMatchObject({ version: '1.0.0', live: true, promoted_at: expect.any(String) });
    expect((await list())[0].live).toBe(first.id);
    expect((await registry()).dashboard.manifest).toBe('/remotes/dashboard/1.0.0/mf-manifest.json');

    const audit = (await server.app.inject({ url: '/api/admin/releases/audit', headers: admin.headers })).json().data;
    expect(audit.map((r: { action: string; actor: { login: string } }) => `${r.action} by ${r.actor.login}`)).toEqual([
      'release.promote by root',
      'release.publish by Growth team',
      'release.publish by Growth team',
      'release_token.create by root',
      'release_token.create by root',
    ]);
    expect(audit[0]).toMatchObject({ before: { live: 'dashboard 1.1.0' }, after: { live: 'dashboard 1.0.0' } });

    const user = await server.login('demo');
    expect((await server.app.inject({ method: 'POST', url: `/api/admin/releases/${second.id}/promote`, headers: user.headers })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'POST', url: '/api/admin/releases/999/promote', headers: admin.headers })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/api/admin/releases/abc/promote', headers: admin.headers })).statusCode).toBe(400);
    expect((await server.app.inject({ url: '/api/admin/releases' })).statusCode).toBe(401);
  });

  test('an earlier release whose files are gone is not promoted; the live one stays', async () => {
    await uploadBuild(growth, '1.0.0', build('v1'));
    const first = (await publish(growth, 'dashboard', { version: '1.0.0' })).json().data;
    await uploadBuild(growth, '1.1.0', build('v1.1'));
    await publish(growth, 'dashboard', { version: '1.1.0' });
    rmSync(path.join(work, `data-${tdb.name}`, 'releases', 'dashboard', '1.0.0', 'remoteEntry.js'));
    const refused = await server.app.inject({ method: 'POST', url: `/api/admin/releases/${first.id}/promote`, headers: admin.headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({ code: 'file_missing', message: 'Files the manifest names cannot be reached: remoteEntry.js.' });
    expect((await registry()).dashboard.manifest).toBe('/remotes/dashboard/1.1.0/mf-manifest.json');
  });
});
