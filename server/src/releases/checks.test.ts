import type { AreaPath, RemoteAreaEntry } from 'shared-graph/registry';
import { CONTRACT_VERSION } from 'shared-graph/registry';
import { checkRelease, SINGLETON_PACKAGES, type FetchFile, type ReleaseCandidate } from './checks';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHECKED_SINGLETONS } = require('../../../build-tools/federation.cjs') as { CHECKED_SINGLETONS: string[] };

const base = '/remotes/dashboard/2.0.0';
interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface Manifest {
  metaData: { publicPath: string } & Record<string, unknown>;
  shared: { id: string; name: string; singleton: boolean; assets: Assets; fallback: string }[];
  exposes: { id?: string; name: string; path: string; assets: Partial<Assets> }[];
  [key: string]: unknown;
}

const manifest = (change: (m: Manifest) => void = () => {}) => {
  const m: Manifest = {
    id: 'dashboard',
    name: 'dashboard',
    metaData: { name: 'dashboard', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [
      { id: 'dashboard:react', name: 'react', singleton: true, assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } }, fallback: '' },
      { id: 'dashboard:shared-graph', name: 'shared-graph', singleton: true, assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } }, fallback: '' },
    ],
    remotes: [],
    exposes: [
      { id: 'dashboard:routes', name: 'routes', path: './routes', assets: { js: { sync: ['__federation_expose_routes.6a50d0e8.js'], async: ['static/js/12.0123abcd.js'] }, css: { sync: [], async: [] } } },
    ],
  };
  change(m);
  return JSON.stringify(m);
};

function files(entries: Record<string, string>): FetchFile {
  return async (url) => (url in entries ? { status: 200, text: entries[url]! } : { status: 404, text: '{"error":{"code":"not_found"}}' });
}

const whole = (manifestText = manifest(), extra: Record<string, string> = {}) =>
  files({
    [`${base}/mf-manifest.json`]: manifestText,
    [`${base}/remoteEntry.js`]: 'var dashboard;',
    [`${base}/__federation_expose_routes.6a50d0e8.js`]: 'routes',
    [`${base}/static/js/12.0123abcd.js`]: 'chunk',
    [`${base}/module-map.json`]: JSON.stringify({ files: { 'remoteEntry.js': ['@module-federation/runtime'], '__federation_expose_routes.6a50d0e8.js': ['mfe-dashboard'] } }),
    ...extra,
  });

const candidate = (extra: Partial<ReleaseCandidate> = {}): ReleaseCandidate => ({
  remote: 'dashboard',
  manifestUrl: `${base}/mf-manifest.json`,
  contractVersion: CONTRACT_VERSION,
  area: { label: 'Dashboard', paths: [{ path: '/dashboard', access: 'login' }], nav: [{ to: '/dashboard', label: 'Dashboard', order: 1 }] },
  ...extra,
});

const registry: Record<string, RemoteAreaEntry> = {
  dashboard: { manifest: '/remotes/dashboard/mf-manifest.json', label: 'Dashboard', paths: [{ path: '/dashboard', access: 'login' }], nav: [] },
  research: { manifest: '/remotes/research/mf-manifest.json', label: 'Research', paths: [{ path: '/', access: 'login' }, { path: '/research', access: 'login' }], nav: [] },
};

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    const { statusCode, code, message } = error as { statusCode: number; code: string; message: string };
    return { statusCode, code, message };
  }
  throw new Error('the release was not refused');
};

describe('checks before a release goes live', () => {
  test('a whole build passes: its own paths may be re-claimed, files resolve beside the manifest', async () => {
    await expect(checkRelease(candidate(), { fetchFile: whole(), registry })).resolves.toBeUndefined();
  });

  test('a manifest that cannot be read or parsed is refused in words', async () => {
    expect(await refusal(checkRelease(candidate(), { fetchFile: files({}), registry }))).toEqual({
      statusCode: 422,
      code: 'manifest_unreachable',
      message: `The manifest at ${base}/mf-manifest.json cannot be read (HTTP 404).`,
    });
    expect(await refusal(checkRelease(candidate(), { fetchFile: async () => null, registry }))).toMatchObject({ code: 'manifest_unreachable', message: expect.stringContaining('no answer') });
    expect(await refusal(checkRelease(candidate(), { fetchFile: whole('{ not json'), registry }))).toMatchObject({ code: 'manifest_invalid', message: expect.stringContaining('is not JSON') });
    expect(await refusal(checkRelease(candidate(), { fetchFile: whole('{"name":"dashboard"}'), registry }))).toMatchObject({ code: 'manifest_invalid' });
  });

  test('a manifest that exposes no ./routes is refused', async () => {
    const noRoutes = manifest((m) => {
      m.exposes = [{ name: 'widgets', path: './widgets', assets: {} }];
    });
    expect(await refusal(checkRelease(candidate(), { fetchFile: whole(noRoutes), registry }))).toMatchObject({
      statusCode: 422,
      code: 'routes_missing',
      message: 'The manifest of dashboard exposes no ./routes module; the host loads an area through it.',
    });
  });

  test('an area that says it has shell notices is refused when its manifest exposes no ./notices', async () => {
    const withNotices = candidate({ area: { ...candidate().area, notices: true } });
    expect(await refusal(checkRelease(withNotices, { fetchFile: whole(), registry }))).toEqual({
      statusCode: 422,
      code: 'notices_missing',
      message: 'The area of dashboard says it shows notices in the shell, but its manifest exposes no ./notices module.',
    });
    const exposingNotices = manifest((m) => {
      m.exposes.push({ name: 'notices', path: './notices', assets: { js: { sync: ['__federation_expose_routes.6a50d0e8.js'], async: [] } } });
    });
    await expect(checkRelease(withNotices, { fetchFile: whole(exposingNotices), registry })).resolves.toBeUndefined();
  });

  test('a manifest naming a file that is not there is refused, naming the file', async () => {
    const missing = manifest((m) => {
      m.exposes[0]!.assets.js!.async.push('static/js/99.deadbeef.js');
    });
    expect(await refusal(checkRelease(candidate(), { fetchFile: whole(missing), registry }))).toEqual({
      statusCode: 422,
      code: 'file_missing',
      message: 'Files the manifest names cannot be reached: static/js/99.deadbeef.js.',
    });
  });

  test('files of a manifest with an explicit publicPath are looked for there', async () => {
    const cdn = manifest((m) => {
      m.metaData.publicPath = 'https://cdn.example.com/dashboard/2.0.0/';
    });
    const fetchFile = files({
      [`${base}/mf-manifest.json`]: cdn,
      'https://cdn.example.com/dashboard/2.0.0/remoteEntry.js': 'x',
      'https://cdn.example.com/dashboard/2.0.0/__federation_expose_routes.6a50d0e8.js': 'x',
      'https://cdn.example.com/dashboard/2.0.0/static/js/12.0123abcd.js': 'x',
    });
    await expect(checkRelease(candidate(), { fetchFile, registry })).resolves.toBeUndefined();
  });

  test('a build against another contract version is refused', async () => {
    expect(await refusal(checkRelease(candidate({ contractVersion: CONTRACT_VERSION + 1 }), { fetchFile: whole(), registry }))).toMatchObject({
      statusCode: 422,
      code: 'contract_mismatch',
      message: expect.stringContaining(`built against contract version ${CONTRACT_VERSION + 1}; the host accepts version ${CONTRACT_VERSION}`),
    });
  });

  test("an area claiming another remote's path (or a path above or below it) is refused; '/' owns only itself", async () => {
    for (const path of ['/research', '/research/saved', '/']) {
      const area = { label: 'Dashboard', paths: [{ path: '/dashboard', access: 'login' }, { path, access: 'login' }] as AreaPath[], nav: [] };
      expect(await refusal(checkRelease(candidate({ area }), { fetchFile: whole(), registry }))).toMatchObject({
        statusCode: 422,
        code: 'path_taken',
        message: expect.stringContaining(`${path} (owned by research)`),
      });
    }
    const below = { label: 'Dashboard', paths: [{ path: '/dashboard', access: 'login' }, { path: '/dashboard-classic', access: 'login' }] as AreaPath[], nav: [] };
    await expect(checkRelease(candidate({ area: below }), { fetchFile: whole(), registry })).resolves.toBeUndefined();
  });

  test('an area descriptor that is not whole is refused', async () => {
    const area = { label: '', paths: [{ path: 'dashboard', access: 'login' }] as AreaPath[], nav: [] };
    expect(await refusal(checkRelease(candidate({ area }), { fetchFile: whole(), registry }))).toMatchObject({ statusCode: 422, code: 'area_invalid' });
  });

  test('a build that brings its own copy of a singleton is refused (manifest shared section or module-map.json)', async () => {
    const ownReact = manifest((m) => {
      m.shared[0]!.assets.js.sync = ['static/js/react.1234abcd.js'];
      m.shared[0]!.fallback = 'static/js/react.1234abcd.js';
    });
    expect(await refusal(checkRelease(candidate(), { fetchFile: whole(ownReact), registry }))).toMatchObject({
      statusCode: 422,
      code: 'own_singleton',
      message: 'dashboard brings its own copy of react; shared singletons must be built with import: false and taken from the host.',
    });
    const mapped = whole(manifest(), { [`${base}/module-map.json`]: JSON.stringify({ files: { '__federation_expose_routes.6a50d0e8.js': ['mfe-dashboard', 'shared-graph', 'react-dom'] } }) });
    expect(await refusal(checkRelease(candidate(), { fetchFile: mapped, registry }))).toMatchObject({
      code: 'own_singleton',
      message: expect.stringContaining('own copy of react-dom, shared-graph (module-map.json)'),
    });
  });

  test('the singleton list is the build contract of build-tools/federation.cjs', () => {
    expect([...SINGLETON_PACKAGES].sort()).toEqual([...CHECKED_SINGLETONS].sort());
  });
});
