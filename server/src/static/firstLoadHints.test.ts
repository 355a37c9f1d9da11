import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstLoadHints, ownerOfPath, pagePreloads, preloadLinks, readHostFirstLoad, readRemoteFirstLoad, type HostFirstLoad } from './firstLoadHints';
import type { RemoteRegistry } from './remotes';

function write(file: string, content: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
}

/** The parts of a built mf-manifest.json the hints read (mfe-research/dist/mf-manifest.json has them all). */
function manifest(extra: Record<string, unknown> = {}) {
  return {
    id: 'research',
    name: 'research',
    metaData: { name: 'research', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [{ name: 'react' }, { name: 'shared-ui/table' }],
    exposes: [{ id: 'research:routes', name: 'routes', path: './routes', assets: { js: { sync: ['__federation_expose_routes.54ceb6e2.js'], async: ['lazy.1a2b3c4d.js'] } } }],
    ...extra,
  };
}

const host: HostFirstLoad = {
  bootstrap: ['boot.1a2b3c4d.js', 'src_bootstrap_tsx.5e6f7a8b.js'],
  layout: ['src_shell_ShellLayout_tsx.9c0d1e2f.js'],
  shared: { react: ['boot.1a2b3c4d.js'], 'shared-ui/table': ['boot.1a2b3c4d.js', 'vendors-table.3a4b5c6d.js', 'shared-ui_src_table_index_ts.7e8f9a0b.js'] },
};

const registry: RemoteRegistry = {
  research: {
    manifest: '/remotes/research/mf-manifest.json',
    label: 'Research',
    nav: [],
    paths: [
      { path: '/', access: 'login' },
      { path: '/search', access: 'login' },
    ],
  },
  help: { manifest: 'https://cdn.example.com/help/mf-manifest.json', label: 'Help', nav: [], paths: [{ path: '/help', access: 'open' }] },
};

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sasar-first-load-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('what a remote build says its first load asks for', () => {
  it('reads the manifest, remoteEntry.js and the synchronous chunks of ./routes, addressed beside the manifest', async () => {
    write(path.join(root, 'mfe-research/dist/mf-manifest.json'), manifest());
    await expect(readRemoteFirstLoad(root, '/remotes/research/mf-manifest.json')).resolves.toEqual({
      manifest: '/remotes/research/mf-manifest.json',
      remoteEntry: '/remotes/research/remoteEntry.js',
      routes: ['/remotes/research/__federation_expose_routes.54ceb6e2.js'],
      shared: ['react', 'shared-ui/table'],
    });
  });

  it('reads nothing for a remote served from elsewhere, one without a built manifest, or an address outside the builds', async () => {
    write(path.join(root, 'mfe-research/dist/mf-manifest.json'), manifest());
    write(path.join(root, 'secret.json'), manifest());
    await expect(readRemoteFirstLoad(root, 'https://cdn.example.com/research/mf-manifest.json')).resolves.toBeNull();
    await expect(readRemoteFirstLoad(root, '/remotes/dashboard/mf-manifest.json')).resolves.toBeNull();
    await expect(readRemoteFirstLoad(root, '/remotes/research/../../secret.json')).resolves.toBeNull();
  });

  it('reads nothing from a manifest that is not JSON, or puts the files under another public path', async () => {
    write(path.join(root, 'mfe-research/dist/mf-manifest.json'), '{ broken');
    await expect(readRemoteFirstLoad(root, '/remotes/research/mf-manifest.json')).resolves.toBeNull();
    write(path.join(root, 'mfe-research/dist/mf-manifest.json'), manifest({ metaData: { publicPath: 'https://cdn.example.com/', remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
    await expect(readRemoteFirstLoad(root, '/remotes/research/mf-manifest.json')).resolves.toBeNull();
  });

  it('leaves out a file name that is not a plain name', async () => {
    write(path.join(root, 'mfe-research/dist/mf-manifest.json'), manifest({ exposes: [{ path: './routes', assets: { js: { sync: ['"><script>x</script>', '../up.js', 'ok.1a2b3c4d.js'] } } }] }));
    expect((await readRemoteFirstLoad(root, '/remotes/research/mf-manifest.json'))?.routes).toEqual(['/remotes/research/ok.1a2b3c4d.js']);
  });
});

describe("the host build's first-load.json", () => {
  it('is read when the build wrote it, and is absent otherwise', async () => {
    await expect(readHostFirstLoad(root)).resolves.toBeNull();
    write(path.join(root, 'first-load.json'), host);
    await expect(readHostFirstLoad(root)).resolves.toEqual(host);
  });
});

describe('the preloads of a page', () => {
  const remote = { manifest: '/remotes/research/mf-manifest.json', remoteEntry: '/remotes/research/remoteEntry.js', routes: ['/remotes/research/routes.1a2b3c4d.js'], shared: ['react', 'shared-ui/table'] };

  it('in the order the page asks: the host, its layout, the remote, the singletons the remote takes; each file once', () => {
    expect(firstLoadHints(host, remote, true)).toEqual([
      { href: '/boot.1a2b3c4d.js', as: 'script' },
      { href: '/src_bootstrap_tsx.5e6f7a8b.js', as: 'script' },
      { href: '/src_shell_ShellLayout_tsx.9c0d1e2f.js', as: 'script' },
      { href: '/remotes/research/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/research/remoteEntry.js', as: 'script' },
      { href: '/remotes/research/routes.1a2b3c4d.js', as: 'script' },
      { href: '/vendors-table.3a4b5c6d.js', as: 'script' },
      { href: '/shared-ui_src_table_index_ts.7e8f9a0b.js', as: 'script' },
    ]);
  });

  it("for a page that will not show (a guest sent on to the login page): only the host's start", () => {
    expect(firstLoadHints(host, remote, false).map((hint) => hint.href)).toEqual(['/boot.1a2b3c4d.js', '/src_bootstrap_tsx.5e6f7a8b.js']);
  });

  it('without a host first-load.json, the remote alone; without the remote, the host alone', () => {
    expect(firstLoadHints(null, remote, true).map((hint) => hint.href)).toEqual([
      '/remotes/research/mf-manifest.json',
      '/remotes/research/remoteEntry.js',
      '/remotes/research/routes.1a2b3c4d.js',
    ]);
    expect(firstLoadHints(host, null, true)).toHaveLength(3);
  });

  it('are preload links; the manifest is fetched with CORS, so its link says crossorigin, the scripts do not', () => {
    expect(preloadLinks(firstLoadHints(null, remote, true))).toBe(
      '<link rel="preload" href="/remotes/research/mf-manifest.json" as="fetch" crossorigin>' +
        '<link rel="preload" href="/remotes/research/remoteEntry.js" as="script">' +
        '<link rel="preload" href="/remotes/research/routes.1a2b3c4d.js" as="script">',
    );
  });

  it("belong to the remote owning the path (the longest claim; '/' owns only '/')", () => {
    expect(ownerOfPath(registry, 'search')?.entry.label).toBe('Research');
    expect(ownerOfPath(registry, 'search/saved/')?.entry.label).toBe('Research');
    expect(ownerOfPath(registry, '')?.entry.label).toBe('Research');
    expect(ownerOfPath(registry, 'setting/account')).toBeUndefined();
    expect(ownerOfPath(registry, 'searching')).toBeUndefined();
    expect(ownerOfPath(registry, 'help')).toMatchObject({ access: 'open' });
  });

  it('are read from the builds: none outside a remote area; an open path shows to a guest too', async () => {
    const builds = { hostDist: path.join(root, 'host/dist'), staticRoot: root };
    write(path.join(root, 'host/dist/first-load.json'), host);
    write(path.join(root, 'mfe-research/dist/mf-manifest.json'), manifest());
    expect(await pagePreloads(builds, registry, 'setting/account', true)).toEqual([]);
    expect((await pagePreloads(builds, registry, 'search', true)).map((hint) => hint.href)).toContain('/remotes/research/remoteEntry.js');
    expect((await pagePreloads(builds, registry, 'search', false)).map((hint) => hint.href)).toEqual(host.bootstrap.map((file) => `/${file}`));
    // Help is served from elsewhere: its page gets the host's files, the layout included, and nothing of the remote.
    expect((await pagePreloads(builds, registry, 'help', false)).map((hint) => hint.href)).toEqual([...host.bootstrap, ...host.layout].map((file) => `/${file}`));
  });
});
