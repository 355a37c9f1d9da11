import { ReadCache } from './read-cache';
import { WriteTracker } from './write-tracker';

function setUp(ttlMs = 2000) {
  const writes = new WriteTracker();
  let now = 0;
  const cache = new ReadCache<string>(writes, { ttlMs, now: () => now });
  let reads = 0;
  const load = (value: string) => async () => {
    reads += 1;
    return value;
  };
  return { writes, cache, load, reads: () => reads, advance: (ms: number) => (now += ms) };
}

it('answers a repeated read from memory while nothing is written', async () => {
  const { cache, load, reads } = setUp();
  expect(await cache.get('user:1', load('a'))).toBe('a');
  expect(await cache.get('user:1', load('b'))).toBe('a');
  expect(reads()).toBe(1);
});

it('reads again after any write statement', async () => {
  const { cache, load, writes } = setUp();
  await cache.get('user:1', load('old'));
  writes.logQuery('update "users" set "agree" = $1 where "id" = $2');
  expect(await cache.get('user:1', load('new'))).toBe('new');
});

it('does not count reads as writes', async () => {
  const { cache, load, writes } = setUp();
  await cache.get('k', load('kept'));
  writes.logQuery('select "id" from "users" where "login" = $1');
  expect(await cache.get('k', load('other'))).toBe('kept');
});

it('does not keep a value read while a write happened', async () => {
  const { cache, writes } = setUp();
  let finish!: (value: string) => void;
  const slow = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
  writes.logQuery('delete from "sessions" where "id" = $1');
  finish('read before the write committed');
  await slow;
  expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
});

it('shares one database read between concurrent requests for a key', async () => {
  const { cache, load, reads } = setUp();
  const [a, b, c] = await Promise.all([cache.get('k', load('x')), cache.get('k', load('y')), cache.get('k', load('z'))]);
  expect([a, b, c]).toEqual(['x', 'x', 'x']);
  expect(reads()).toBe(1);
});

it('serves an entry no longer than its lifetime (another process may have written)', async () => {
  const { cache, load, advance } = setUp(2000);
  await cache.get('k', load('first'));
  advance(1999);
  expect(await cache.get('k', load('second'))).toBe('first');
  advance(2);
  expect(await cache.get('k', load('third'))).toBe('third');
});

it('keeps no failed read', async () => {
  const { cache, load } = setUp();
  await expect(cache.get('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
  expect(await cache.get('k', load('recovered'))).toBe('recovered');
});

it('reads every time when its lifetime is 0 (turned off)', async () => {
  const { cache, load, reads } = setUp(0);
  await cache.get('k', load('a'));
  await cache.get('k', load('b'));
  expect(reads()).toBe(2);
});
