import { parseRegistry, type RemoteRegistry } from './registry';
import { changedRemotes, createRegistryWatch, readRegistryIfChanged, REGISTRY_POLL_MS, type ReadRegistry } from './registryWatch';

const entry = (version: string, channel = 'live') => ({
  manifest: `/remotes/dashboard/${version}/mf-manifest.json`,
  label: 'Dashboard',
  paths: [{ path: '/dashboard', access: 'login' }],
  nav: [],
  release: { id: Number(version.split('.')[1]) + 1, version, channel },
});
const registryOf = (raw: object): RemoteRegistry => parseRegistry(raw);
const v1 = registryOf({ dashboard: entry('1.0.0') });
const v2 = registryOf({ dashboard: entry('1.1.0') });

function fakeEnvironment() {
  const ticks: Array<() => void> = [];
  const shown: Array<() => void> = [];
  let visible = true;
  return {
    environment: {
      setInterval: (callback: () => void, ms: number) => (ticks.push(callback), ms),
      clearInterval: () => ticks.splice(0),
      visible: () => visible,
      onVisible: (callback: () => void) => (shown.push(callback), () => shown.splice(0)),
    },
    tick: () => ticks.forEach((callback) => callback()),
    show: () => shown.forEach((callback) => callback()),
    hide: () => (visible = false),
    unhide: () => (visible = true),
  };
}

test('a changed answer replaces the registry and tells the listeners which one it was before', async () => {
  const answers: Array<Awaited<ReturnType<ReadRegistry>>> = ['unchanged', { registry: v2, etag: '"b"' }];
  const etags: Array<string | null> = [];
  const watch = createRegistryWatch(v1, async (etag) => (etags.push(etag), answers.shift()!), fakeEnvironment().environment);
  const seen: string[] = [];
  watch.subscribe((next, previous) => seen.push(`${previous.get('dashboard')?.release?.version} → ${next.get('dashboard')?.release?.version}`));
  expect(await watch.refresh()).toBe(v1);
  expect(await watch.refresh()).toBe(v2);
  expect(watch.current()).toBe(v2);
  expect(seen).toEqual(['1.0.0 → 1.1.0']);
  expect(etags).toEqual([null, null]);
});

test('an answer equal to what the page has, a failed read, or an answer overtaken by a newer one changes nothing', async () => {
  let release!: (value: Awaited<ReturnType<ReadRegistry>>) => void;
  const reads: Array<() => Promise<Awaited<ReturnType<ReadRegistry>>>> = [
    async () => ({ registry: registryOf({ dashboard: entry('1.0.0') }), etag: '"a"' }),
    async () => {
      throw new TypeError('Failed to fetch');
    },
    () => new Promise((resolve) => (release = resolve)),
    async () => ({ registry: v2, etag: '"c"' }),
  ];
  const watch = createRegistryWatch(v1, () => reads.shift()!(), fakeEnvironment().environment);
  const listener = jest.fn();
  watch.subscribe(listener);
  expect(await watch.refresh()).toBe(v1);
  expect(await watch.refresh()).toBe(v1);
  const slow = watch.refresh();
  expect(await watch.refresh()).toBe(v2);
  release({ registry: registryOf({ dashboard: entry('1.0.0') }), etag: '"old"' });
  await slow;
  expect(watch.current()).toBe(v2);
  expect(listener).toHaveBeenCalledTimes(1);
});

test(`asks every ${REGISTRY_POLL_MS} ms while the page is visible, and at once when it comes back`, async () => {
  const fake = fakeEnvironment();
  const read = jest.fn<ReturnType<ReadRegistry>, Parameters<ReadRegistry>>(async () => 'unchanged');
  const stop = createRegistryWatch(v1, read, fake.environment).start();
  fake.tick();
  fake.hide();
  fake.tick();
  fake.unhide();
  fake.show();
  expect(read).toHaveBeenCalledTimes(2);
  stop();
  fake.tick();
  expect(read).toHaveBeenCalledTimes(2);
});

test('a conditional read sends the ETag and knows a 304', async () => {
  const fetchImpl = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
    (init?.headers as Record<string, string>)['if-none-match'] === '"a"' ? new Response(null, { status: 304 }) : new Response(JSON.stringify({ dashboard: entry('1.0.0') }), { headers: { etag: '"a"' } }),
  );
  const read = readRegistryIfChanged(fetchImpl as unknown as typeof fetch);
  const first = await read(null);
  expect(first).toMatchObject({ etag: '"a"' });
  expect(await read('"a"')).toBe('unchanged');
  await expect(readRegistryIfChanged((async () => new Response('', { status: 503 })) as unknown as typeof fetch)(null)).rejects.toThrow('HTTP 503');
});

test('the changed remotes are those whose entry differs, appeared or went', () => {
  const rules = { ...entry('2.0.0'), manifest: '/r.json', label: 'Rules', paths: [{ path: '/rules', access: 'login' }] };
  expect(changedRemotes(registryOf({ dashboard: entry('1.0.0'), rules }), v1)).toEqual(['rules']);
  expect(changedRemotes(v2, v1)).toEqual(['dashboard']);
  expect(changedRemotes(registryOf({ dashboard: entry('1.0.0', 'preview') }), v1)).toEqual(['dashboard']);
  expect(changedRemotes(registryOf({}), v1)).toEqual(['dashboard']);
  expect(changedRemotes(v1, registryOf({ dashboard: entry('1.0.0') }))).toEqual([]);
});
