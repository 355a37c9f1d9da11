import pg from 'pg';
import type { Database } from './database';
import { openCacheChannel } from './cache-channel';
import { ReadCache } from './read-cache';
import { changed, WriteTracker } from './write-tracker';
import { testDatabases } from '../testing/databases';

// Two "processes" (a WriteTracker, a cache and a channel each) on one PostgreSQL database. PGlite runs in one
// process: it has no channel, its invalidation is in-process only (read-cache.test.ts).
const postgres = testDatabases().filter((database) => database.name === 'postgres');

(postgres.length > 0
  ? describe.each(postgres)
  : describe.skip.each([{ name: 'postgres (TEST_DATABASE_URL not set)', open: async () => undefined as unknown as Database }]))(
  'the cache channel on $name',
  (tdb) => {
    let url: string;
    const closers: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      const database = await tdb.open();
      const [current] = await database.raw.query<{ name: string }>('select current_database() as name');
      url = Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${current!.name}` }).toString();
    });
    afterEach(async () => {
      for (const close of closers.splice(0)) await close();
    });

    async function serverProcess() {
      const writes = new WriteTracker();
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      const states: boolean[] = [];
      let stateChanged = () => undefined as void;
      const channel = await openCacheChannel(url, writes, {
        pool,
        onStateChange: (listening) => {
          states.push(listening);
          stateChanged();
        },
      });
      const nextState = () => new Promise<void>((resolve) => (stateChanged = resolve));
      closers.push(async () => {
        await channel.close();
        await pool.end();
      });
      const cache = new ReadCache<string>(writes, { ttlMs: 60_000 });
      let reads = 0;
      const read = (key: string, value: string, names: string[]) =>
        cache.get(
          key,
          async () => {
            reads += 1;
            return value;
          },
          () => names,
        );
      return { writes, cache, channel, pool, read, reads: () => reads, states, nextState };
    }

    test('a change one process names is dropped by the other before the writer answers', async () => {
      const a = await serverProcess();
      const b = await serverProcess();
      await b.read('view:1', 'member of team 7', [changed.user(1), changed.team(7)]);
      await b.read('view:2', 'user 2', [changed.user(2)]);

      await a.writes.changing([changed.team(7)], async () => undefined);

      expect(await b.read('view:1', 'no longer a member', [changed.user(1), changed.team(7)])).toBe('no longer a member');
      expect(await b.read('view:2', 'not read again', [changed.user(2)])).toBe('user 2');
      expect(b.reads()).toBe(3);
    });

    test('everything, for a write nobody named', async () => {
      const a = await serverProcess();
      const b = await serverProcess();
      await b.read('view:2', 'old', [changed.user(2)]);
      await a.writes.changed('everything');
      expect(await b.read('view:2', 'new', [changed.user(2)])).toBe('new');
    });

    test('more names than one notification holds arrive in several', async () => {
      const a = await serverProcess();
      const b = await serverProcess();
      const names = Array.from({ length: 1_500 }, (_, i) => changed.session(1_000_000 + i));
      await b.read('first', 'old first', [names[0]!]);
      await b.read('last', 'old last', [names.at(-1)!]);
      await a.writes.changed(names);
      expect(await b.read('first', 'new first', [names[0]!])).toBe('new first');
      expect(await b.read('last', 'new last', [names.at(-1)!])).toBe('new last');
    });

    test('a listening connection that drops is reconnected; meanwhile nothing is kept, and it starts empty', async () => {
      const a = await serverProcess();
      const b = await serverProcess();
      await b.read('view:1', 'before', [changed.user(1)]);
      expect(b.writes.caching).toBe(true);

      const dropped = b.nextState();
      await a.pool.query('select pg_terminate_backend($1)', [b.channel.backendPid]);
      await dropped;
      expect(b.states).toEqual([true, false]);
      expect(b.writes.caching).toBe(false);

      // Missed while B does not listen: B reads the database itself until it listens again.
      await a.writes.changed([changed.user(1)]);
      expect(await b.read('view:1', 'while down', [changed.user(1)])).toBe('while down');
      expect(await b.read('view:1', 'still down', [changed.user(1)])).toBe('still down');

      await b.channel.listening();
      expect(b.states).toEqual([true, false, true]);
      expect(b.writes.caching).toBe(true);
      expect(await b.read('view:1', 'after', [changed.user(1)])).toBe('after');
      expect(await b.read('view:1', 'kept', [changed.user(1)])).toBe('after');

      // And it hears the other process again.
      await a.writes.changed([changed.user(1)]);
      expect(await b.read('view:1', 'heard', [changed.user(1)])).toBe('heard');
    });
  },
);
