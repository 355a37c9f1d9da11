import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AreaPath } from 'shared-graph/registry';
import { testDatabases } from '../testing/databases';
import { useTestServer } from '../testing/testServer';
import { findRelease, promoteRelease, registerRelease, releasesOf, type ReleaseInput } from './releases';

const root = mkdtempSync(path.join(tmpdir(), 'sasar-releases-'));
const dashboardArea = {
  label: 'Dashboard',
  paths: [{ path: '/dashboard', access: 'login' }] as AreaPath[],
  nav: [{ to: '/dashboard', label: 'Dashboard', order: 10 }],
  contractVersion: 1,
};
mkdirSync(path.join(root, 'mfe-dashboard/dist'), { recursive: true });
writeFileSync(path.join(root, 'mfe-dashboard/dist/area.json'), JSON.stringify(dashboardArea));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const release = (remote: string, version: string, extra: Partial<ReleaseInput> = {}): ReleaseInput => ({
  remote,
  version,
  buildId: `build-${version}`,
  manifestUrl: `/remotes/${remote}/${version}/mf-manifest.json`,
  contractVersion: 1,
  area: { label: remote === 'dashboard' ? 'Dashboard' : 'Reports', paths: [{ path: `/${remote}`, access: 'login' }], nav: [] },
  publishedBy: 'team-growth',
  ...extra,
});

describe.each(testDatabases())('release registry on $name', (tdb) => {
  const server = useTestServer(tdb, { env: { STATIC_ROOT: root } });
  const registry = async () => (await server.app.inject('/remotes.json')).json();

  beforeEach(async () => {
    await server.db.rawTransaction((s) => s.exec('TRUNCATE remote_releases, release_tokens RESTART IDENTITY CASCADE'));
  });

  test('with no release registered, /remotes.json serves the local builds as before', async () => {
    expect(await registry()).toEqual({ dashboard: { ...dashboardArea, manifest: '/remotes/dashboard/mf-manifest.json' } });
  });

  test('a registered release goes live and /remotes.json serves it; the next one replaces it, both kept in order', async () => {
    await registerRelease(server.db, release('dashboard', '1.0.0', { notes: 'first' }));
    expect((await registry()).dashboard.manifest).toBe('/remotes/dashboard/1.0.0/mf-manifest.json');
    await registerRelease(server.db, release('dashboard', '1.1.0', { area: { ...dashboardArea, label: 'Dashboards' } }));
    expect(await registry()).toEqual({
      dashboard: {
        manifest: '/remotes/dashboard/1.1.0/mf-manifest.json',
        label: 'Dashboards',
        paths: dashboardArea.paths,
        nav: dashboardArea.nav,
        contractVersion: 1,
        release: { id: 2, version: '1.1.0', channel: 'live' },
      },
    });
    const history = await releasesOf(server.db.db, 'dashboard');
    expect(history.map((r) => [r.version, r.sequence, r.live, r.notes])).toEqual([
      ['1.1.0', 2, true, null],
      ['1.0.0', 1, false, 'first'],
    ]);
  });

  test('a release registered without going live is kept but not served', async () => {
    await registerRelease(server.db, release('dashboard', '1.0.0'));
    await registerRelease(server.db, release('dashboard', '2.0.0'), { live: false });
    expect((await registry()).dashboard.manifest).toBe('/remotes/dashboard/1.0.0/mf-manifest.json');
  });

  test('promoting an earlier release (rollback) serves it again; the rolled-back one stays in the history', async () => {
    const first = await registerRelease(server.db, release('dashboard', '1.0.0'));
    await registerRelease(server.db, release('dashboard', '1.1.0'));
    const seen: string[] = [];
    await promoteRelease(server.db, first.id, async (_tx, promoted, previous) => {
      seen.push(`${previous?.version} → ${promoted.version}`);
    });
    expect(seen).toEqual(['1.1.0 → 1.0.0']);
    expect((await registry()).dashboard.manifest).toBe('/remotes/dashboard/1.0.0/mf-manifest.json');
    expect((await releasesOf(server.db.db, 'dashboard')).map((r) => [r.version, r.live])).toEqual([
      ['1.1.0', false],
      ['1.0.0', true],
    ]);
    await expect(promoteRelease(server.db, 999)).rejects.toMatchObject({ statusCode: 404 });
  });

  test('a released remote the local builds lack is added to the registry', async () => {
    await registerRelease(server.db, release('reports', '0.1.0'));
    expect(Object.keys(await registry()).sort()).toEqual(['dashboard', 'reports']);
  });

  test('a version registered twice for one remote is refused by the database; another remote may use it', async () => {
    await registerRelease(server.db, release('dashboard', '1.0.0'));
    await expect(registerRelease(server.db, release('dashboard', '1.0.0'))).rejects.toThrow();
    await registerRelease(server.db, release('reports', '1.0.0'));
    expect(await findRelease(server.db.db, 'reports', '1.0.0')).toMatchObject({ sequence: 1, live: true });
    expect((await releasesOf(server.db.db, 'dashboard')).length).toBe(1);
  });

  test('releases of two remotes at the same moment both land; five of one remote are ordered, none lost, one live', async () => {
    await Promise.all([registerRelease(server.db, release('dashboard', '1.0.0')), registerRelease(server.db, release('reports', '1.0.0'))]);
    expect(Object.keys(await registry()).sort()).toEqual(['dashboard', 'reports']);

    const versions = ['2.0.1', '2.0.2', '2.0.3', '2.0.4', '2.0.5'];
    await Promise.all(versions.map((version) => registerRelease(server.db, release('dashboard', version))));
    const history = await releasesOf(server.db.db, 'dashboard');
    expect(history.map((r) => r.sequence)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(history.map((r) => r.version).sort()).toEqual(['1.0.0', ...versions]);
    const live = history.filter((r) => r.live);
    expect(live).toHaveLength(1);
    expect(live[0]!.sequence).toBe(6);
    expect((await registry()).dashboard.manifest).toBe(live[0]!.manifestUrl);
  });
});

describe.each(testDatabases())('REMOTES_JSON over releases on $name', (tdb) => {
  const server = useTestServer(tdb, {
    env: { STATIC_ROOT: root, REMOTES_JSON: JSON.stringify({ dashboard: 'https://cdn.example.com/dashboard/pinned/mf-manifest.json' }) },
  });

  beforeEach(async () => {
    await server.db.rawTransaction((s) => s.exec('TRUNCATE remote_releases, release_tokens RESTART IDENTITY CASCADE'));
  });

  test("the operator's entry pins a remote over its live release; a remote it does not name is served from its release", async () => {
    await registerRelease(server.db, release('dashboard', '1.0.0'));
    await registerRelease(server.db, release('reports', '1.0.0'));
    const served = (await server.app.inject('/remotes.json')).json();
    expect(served.dashboard.manifest).toBe('https://cdn.example.com/dashboard/pinned/mf-manifest.json');
    expect(served.reports.manifest).toBe('/remotes/reports/1.0.0/mf-manifest.json');
  });
});
