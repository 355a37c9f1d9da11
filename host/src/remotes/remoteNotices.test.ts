import type { FederationRuntime } from './loadArea';
import type { RemoteEntry } from './registry';
import { createNoticesLoader } from './remoteNotices';

const rules: RemoteEntry = { name: 'rules', label: 'Rules', manifest: '/remotes/rules/mf-manifest.json', paths: [{ path: '/rules', access: 'login' }], nav: [], notices: true };
const Notices = () => null;

function runtime(modules: unknown[]) {
  const registered: Array<[string, string, boolean]> = [];
  const loaded: string[] = [];
  const fake: FederationRuntime = {
    register: (name, url, force) => void registered.push([name, url, force]),
    load: async (id) => {
      loaded.push(id);
      const next = modules.shift();
      if (next instanceof Error) throw next;
      return next;
    },
  };
  return { fake, registered, loaded };
}

test("loads the remote's ./notices once per build, after the page is ready, and gives its default export", async () => {
  const { fake, registered, loaded } = runtime([{ default: Notices }, { default: Notices }]);
  let pageLoaded: () => void = () => undefined;
  const afterPageLoad = new Promise<void>((resolve) => (pageLoaded = resolve));
  const load = createNoticesLoader(fake, () => afterPageLoad);
  const first = load(rules);
  await Promise.resolve();
  expect(loaded).toEqual([]);
  pageLoaded();
  await expect(first).resolves.toBe(Notices);
  await expect(load(rules)).resolves.toBe(Notices);
  expect(loaded).toEqual(['rules/notices']);
  expect(registered).toEqual([['rules', '/remotes/rules/mf-manifest.json', false]]);
  // A new release of the remote is a new build: its notices are loaded again.
  await load({ ...rules, manifest: '/remotes/rules/2.0.0/mf-manifest.json' });
  expect(loaded).toEqual(['rules/notices', 'rules/notices']);
});

test('a module without a component, or a failed load, rejects; the next ask tries again', async () => {
  const { fake, loaded } = runtime([{ default: 'not a component' }, new Error('offline'), { default: Notices }]);
  const load = createNoticesLoader(fake);
  await expect(load(rules)).rejects.toThrow('rules/notices has no component as its default export.');
  await expect(load(rules)).rejects.toThrow('offline');
  await expect(load(rules)).resolves.toBe(Notices);
  expect(loaded).toHaveLength(3);
});
