import { createTtlCache, decodeFromStorage, encodeForStorage } from './index';

describe('ttl cache', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('expires entries after 3600 s by default, or a per-entry lifetime', () => {
    let now = 1_000_000;
    const cache = createTtlCache<number>({ now: () => now });
    cache.set('a', 1);
    cache.set('reach', 2, 86_400);
    now += 3_599_999;
    expect(cache.get('a')).toBe(1);
    expect(cache.size).toBe(2);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.has('reach')).toBe(true);
    now += 86_400_000;
    expect(cache.has('reach')).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('persists compressed to localStorage 1 s after the last change', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const cache = createTtlCache<{ n: number }>({ storageKey: 'sasar.cache.test' });
    await cache.ready;
    cache.set('x', { n: 1 });
    await jest.advanceTimersByTimeAsync(600);
    cache.set('y', { n: 2 });
    await jest.advanceTimersByTimeAsync(999);
    expect(localStorage.getItem('sasar.cache.test')).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    // the debounced write compresses asynchronously; wait (in real time) for it to land
    const realSetTimeout = (jest.requireActual('timers') as typeof import('timers')).setTimeout;
    for (let i = 0; i < 200 && localStorage.getItem('sasar.cache.test') === null; i += 1) {
      await new Promise((r) => realSetTimeout(r, 5));
    }
    const stored = localStorage.getItem('sasar.cache.test');
    expect(stored).toMatch(/^c1:/);
    jest.useRealTimers();

    const reloaded = createTtlCache<{ n: number }>({ storageKey: 'sasar.cache.test' });
    await reloaded.ready;
    expect(reloaded.get('x')).toEqual({ n: 1 });
    expect(reloaded.get('y')).toEqual({ n: 2 });
  });

  it('does not load expired entries and drops the key when empty', async () => {
    let now = 0;
    const first = createTtlCache<string>({ storageKey: 'k', now: () => now, compression: 'none' });
    first.set('old', 'v', 10);
    first.set('new', 'v', 100);
    await first.flush();
    expect(localStorage.getItem('k')).toMatch(/^j1:\[/);
    now = 50_000;
    const second = createTtlCache<string>({ storageKey: 'k', now: () => now });
    await second.ready;
    expect(second.has('old')).toBe(false);
    expect(second.get('new')).toBe('v');
    second.clear();
    await second.flush();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('keeps values set before loading finished', async () => {
    const seed = createTtlCache<number>({ storageKey: 'k2', compression: 'none' });
    seed.set('a', 1);
    seed.set('b', 1);
    await seed.flush();
    const cache = createTtlCache<number>({ storageKey: 'k2' });
    cache.set('a', 2);
    await cache.ready;
    expect(cache.get('a')).toBe(2);
    expect(cache.get('b')).toBe(1);
    cache.dispose();
  });

  it('falls back to plain JSON and reads both encodings', async () => {
    const text = JSON.stringify({ hello: 'dunia'.repeat(50) });
    const plain = await encodeForStorage(text, 'none');
    const packed = await encodeForStorage(text, 'auto');
    expect(plain.startsWith('j1:')).toBe(true);
    expect(packed.length).toBeLessThan(plain.length);
    await expect(decodeFromStorage(plain)).resolves.toBe(text);
    await expect(decodeFromStorage(packed)).resolves.toBe(text);
    await expect(decodeFromStorage('garbage')).resolves.toBeNull();
    await expect(decodeFromStorage('c1:not-base64!')).resolves.toBeNull();
  });

  it('ignores a corrupt stored value', async () => {
    localStorage.setItem('k3', 'j1:{not json');
    const cache = createTtlCache<number>({ storageKey: 'k3' });
    await cache.ready;
    expect(cache.size).toBe(0);
  });
});
