import { ReadCache } from './read-cache';
import { changed, WriteTracker, writtenTables } from './write-tracker';

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

describe('per-name invalidation', () => {
  function twoUsers() {
    const { writes, cache } = setUp();
    const load = (value: string) => async () => value;
    const ofUser = (id: number) => () => [changed.user(id)];
    return { writes, cache, load, ofUser };
  }

  it('drops only the entries made of what a write names', async () => {
    const { writes, cache, load, ofUser } = twoUsers();
    await cache.get('view:1', load('one'), ofUser(1));
    await cache.get('view:2', load('two'), ofUser(2));
    await writes.changing([changed.user(1)], async () => writes.logQuery('update "users" set "agree" = $1 where "users"."id" = $2'));
    expect(await cache.get('view:1', load('one, read again'), ofUser(1))).toBe('one, read again');
    expect(await cache.get('view:2', load('not read'), ofUser(2))).toBe('two');
  });

  it('keeps everything through writes to tables no cached read is made of (collections, rules, the graph store)', async () => {
    const { writes, cache, load, ofUser } = twoUsers();
    await cache.get('view:1', load('kept'), ofUser(1));
    writes.logQuery('insert into "interest_groups" ("team_id", "user_id", "name") values ($1, $2, $3) returning *');
    writes.logQuery('delete from "interest_groups" where ("interest_groups"."id" = $1)');
    writes.logQuery('UPDATE rules SET next_run_at = moved.next FROM (SELECT 1) AS moved WHERE rules.id = moved.id');
    writes.touch();
    expect(await cache.get('view:1', load('other'), ofUser(1))).toBe('kept');
  });

  it('drops everything for a write to a cached table that names nothing, and again when its transaction ends', async () => {
    const { writes, cache, load, ofUser } = twoUsers();
    await cache.get('view:2', load('before'), ofUser(2));
    writes.logQuery('update "team_members" set "role" = $1');
    expect(await cache.get('view:2', load('after the statement'), ofUser(2))).toBe('after the statement');
    writes.touch();
    expect(await cache.get('view:2', load('after the commit'), ofUser(2))).toBe('after the commit');
    writes.touch();
    expect(await cache.get('view:2', load('not read'), ofUser(2))).toBe('after the commit');
  });

  it('names a change once the work around it is done, not before (a transaction commits first)', async () => {
    const { writes, cache, load, ofUser } = twoUsers();
    await cache.get('view:1', load('old'), ofUser(1));
    await writes.changing([], async () => {
      writes.alsoChanged(changed.user(1));
      expect(await cache.get('view:1', load('not yet'), ofUser(1))).toBe('old');
    });
    expect(await cache.get('view:1', load('new'), ofUser(1))).toBe('new');
  });

  it('does not keep a read whose names changed while it read, and keeps one whose names did not', async () => {
    const { writes, cache, load } = twoUsers();
    let finishOne!: (value: string) => void;
    let finishTwo!: (value: string) => void;
    const one = cache.get('view:1', () => new Promise<string>((resolve) => (finishOne = resolve)), () => [changed.user(1)]);
    const two = cache.get('view:2', () => new Promise<string>((resolve) => (finishTwo = resolve)), () => [changed.user(2)]);
    await writes.changed([changed.user(1)]);
    finishOne('read before user 1 changed');
    finishTwo('user 2 as it is');
    await Promise.all([one, two]);
    expect(await cache.get('view:1', load('fresh'), () => [changed.user(1)])).toBe('fresh');
    expect(await cache.get('view:2', load('not read'), () => [changed.user(2)])).toBe('user 2 as it is');
  });

  it('drops what another process changed (heard through the channel)', async () => {
    const { writes, cache, load, ofUser } = twoUsers();
    await cache.get('view:1', load('old'), ofUser(1));
    await cache.get('view:2', load('two'), ofUser(2));
    writes.receive([changed.user(1)]);
    expect(await cache.get('view:1', load('new'), ofUser(1))).toBe('new');
    expect(await cache.get('view:2', load('other'), ofUser(2))).toBe('two');
    writes.receive('everything');
    expect(await cache.get('view:2', load('all dropped'), ofUser(2))).toBe('all dropped');
  });

  it('keeps nothing while the channel to other processes is down, and starts empty once it is back', async () => {
    const { writes, cache, ofUser } = twoUsers();
    await cache.get('view:1', async () => 'before', ofUser(1));
    writes.listening(false);
    let loads = 0;
    const load = async () => `read ${(loads += 1)}`;
    expect(await cache.get('view:1', load, ofUser(1))).toBe('read 1');
    expect(await cache.get('view:1', load, ofUser(1))).toBe('read 2');
    writes.listening(true);
    expect(await cache.get('view:1', load, ofUser(1))).toBe('read 3');
    expect(await cache.get('view:1', load, ofUser(1))).toBe('read 3');
  });

  it('publishes what a write named, after the write, and everything for a write nobody named', async () => {
    const { writes } = twoUsers();
    const published: unknown[] = [];
    writes.connect({ publish: async (changes) => void published.push(changes) });
    await writes.changing([changed.team(7), changed.user(3)], async () => {
      writes.logQuery('delete from "team_members" where ("team_members"."team_id" = $1 and "team_members"."user_id" = $2)');
      expect(published).toEqual([]);
    });
    writes.logQuery('update "users" set "role" = $1');
    await Promise.resolve();
    expect(published).toEqual([['team:7', 'user:3'], 'everything']);
  });

  it('starts a cache that fell too far behind empty', async () => {
    const { writes, cache, load, ofUser } = twoUsers();
    await cache.get('view:1', load('old'), ofUser(1));
    for (let i = 0; i < 2_500; i += 1) writes.receive([changed.session(i)]);
    expect(await cache.get('view:1', load('read again'), ofUser(1))).toBe('read again');
  });
});

describe('writtenTables', () => {
  it.each([
    ['select "id" from "users" where "login" = $1 for update', []],
    ['insert into "sessions" ("token_hash", "user_id") values ($1, $2)', ['sessions']],
    ['update "users" set "device_fingerprint" = $1 where "users"."id" = $2', ['users']],
    ['delete from "team_members" where "team_members"."team_id" = $1', ['team_members']],
    ['insert into "platform_connections" (…) values (…) on conflict ("user_id") do update set "name" = $1', ['platform_connections', 'set']],
    ['UPDATE public.users SET email = $1 WHERE id = $2', ['users']],
    ['with gone as (delete from "ad_accounts" where "connection_id" = $1 returning 1) select count(*) from gone', ['ad_accounts']],
    ['TRUNCATE users, sessions, teams RESTART IDENTITY CASCADE', ['users', 'sessions', 'teams']],
    ['BEGIN; SELECT pg_advisory_xact_lock(1); UPDATE pgboss.job SET state = $1; COMMIT;', ['job']],
  ])('%s', (sql, tables) => {
    expect(writtenTables(sql)).toEqual(tables);
  });

  it('cannot tell what a definition or a DO block writes', () => {
    expect(writtenTables('ALTER TABLE users ADD COLUMN x int')).toBe('unknown');
    expect(writtenTables('SELECT 1; DO $$ BEGIN UPDATE users SET role = 1; END $$;')).toBe('unknown');
  });
});
