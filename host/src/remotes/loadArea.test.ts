import { CONTRACT_VERSION } from 'shared-graph';
import { createAreaLoader, RemoteUnavailableError, type FederationRuntime } from './loadArea';
import { parseRegistry, type RemoteRegistry } from './registry';

const entry = (manifest: string) => ({ manifest, label: 'Area', paths: [{ path: '/area', access: 'open' }], nav: [] });
const registryOf = (manifests: Record<string, string>): RemoteRegistry =>
  parseRegistry(Object.fromEntries(Object.entries(manifests).map(([name, url]) => [name, entry(url)])));
const fixed = (manifests: Record<string, string>) => async () => registryOf(manifests);

const goodModule = { default: { contractVersion: CONTRACT_VERSION, routes: [{ path: '/dashboard', handle: { name: 'dashboard' } }] } };

function runtime(results: Array<unknown | Error>): FederationRuntime & { calls: Array<[string, boolean]> } {
  const calls: Array<[string, boolean]> = [];
  return {
    calls,
    register: (name, _url, force) => calls.push([name, force]),
    load: async () => {
      const next = results.shift();
      if (next instanceof Error) throw next;
      return next;
    },
  };
}

describe('loadAreaRoutes', () => {
  it('returns the route module of a healthy remote', async () => {
    const rt = runtime([goodModule]);
    const load = createAreaLoader(rt, fixed({ dashboard: '/remotes/dashboard/mf-manifest.json' }), []);
    await expect(load('dashboard')).resolves.toEqual(goodModule.default);
    expect(rt.calls).toEqual([['dashboard', false]]);
  });

  it('retries a failing remote, re-registering it, and succeeds', async () => {
    const rt = runtime([new Error('network'), goodModule]);
    const load = createAreaLoader(rt, fixed({ dashboard: '/m.json' }), [0]);
    await expect(load('dashboard')).resolves.toEqual(goodModule.default);
    expect(rt.calls).toEqual([['dashboard', false], ['dashboard', true]]);
  });

  it('gives up with a RemoteUnavailableError after the retries', async () => {
    const rt = runtime([new Error('a'), new Error('b'), new Error('c')]);
    const load = createAreaLoader(rt, fixed({ rules: '/m.json' }), [0, 0]);
    const error = await load('rules').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect((error as RemoteUnavailableError).message).toBe('The rules area could not be loaded.');
    expect(rt.calls).toHaveLength(3);
  });

  it('refuses a remote built against another contract without retrying', async () => {
    const rt = runtime([{ default: { contractVersion: CONTRACT_VERSION + 1, routes: [] } }]);
    const load = createAreaLoader(rt, fixed({ admin: '/m.json' }), [0, 0]);
    await expect(load('admin')).rejects.toThrow(
      `The admin area cannot run in this shell: admin was built against contract version ${CONTRACT_VERSION + 1}, the host supports version ${CONTRACT_VERSION}.`,
    );
    expect(rt.calls).toHaveLength(1);
  });

  it('reads the registry afresh when retrying, so a fixed entry is picked up without a reload', async () => {
    const rt = runtime([new Error('dead'), new Error('dead'), goodModule]);
    const reads: boolean[] = [];
    let manifest = 'http://dead/mf-manifest.json';
    const registry = async (fresh: boolean) => {
      reads.push(fresh);
      return registryOf({ rules: manifest });
    };
    const load = createAreaLoader({ ...rt, register: (name, url, force) => rt.register(name, url, force) }, registry, [0]);
    await expect(load('rules')).rejects.toBeInstanceOf(RemoteUnavailableError);
    manifest = '/remotes/rules/mf-manifest.json';
    await expect(load('rules')).resolves.toEqual(goodModule.default);
    expect(reads).toEqual([false, true, true]);
    expect(rt.calls.at(-1)).toEqual(['rules', true]);
  });

  it('reports a remote missing from the registry', async () => {
    const load = createAreaLoader(runtime([]), fixed({}), []);
    await expect(load('research')).rejects.toThrow('The research area is not in the remote registry.');
  });
});

describe('a new release of a loaded remote', () => {
  it('replaces the registration (force) when the registry names another manifest, and not otherwise', async () => {
    const rt = runtime([goodModule, goodModule, goodModule]);
    let manifest = '/remotes/dashboard/1.0.0/mf-manifest.json';
    const load = createAreaLoader(rt, async () => registryOf({ dashboard: manifest }), []);
    await load('dashboard');
    await load('dashboard');
    manifest = '/remotes/dashboard/1.1.0/mf-manifest.json';
    await load('dashboard');
    expect(rt.calls).toEqual([
      ['dashboard', false],
      ['dashboard', false],
      ['dashboard', true],
    ]);
  });

  it('reports each load of a release once: loaded, or failed after its retries (with the entry it tried)', async () => {
    const outcomes: string[] = [];
    const record = (entry: { name: string; manifest: string }, outcome: string) => outcomes.push(`${entry.name} ${entry.manifest} ${outcome}`);
    const ok = createAreaLoader(runtime([goodModule]), fixed({ dashboard: '/a.json' }), [], record);
    await ok('dashboard');
    const failing = createAreaLoader(runtime([new Error('a'), new Error('b')]), fixed({ rules: '/b.json' }), [0], record);
    await expect(failing('rules')).rejects.toBeInstanceOf(RemoteUnavailableError);
    const skewed = createAreaLoader(runtime([{ default: { contractVersion: CONTRACT_VERSION + 1, routes: [] } }]), fixed({ admin: '/c.json' }), [0], record);
    await expect(skewed('admin')).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(createAreaLoader(runtime([]), fixed({}), [], record)('research')).rejects.toThrow();
    expect(outcomes).toEqual(['dashboard /a.json loaded', 'rules /b.json load_failed', 'admin /c.json load_failed']);
  });
});
