// Reads that nearly every request repeats (the session's user, the user's view, a team's platform token), kept until
// a write changes what they are made of: each entry carries the names of its rows (write-tracker.ts `changed`), and
// a write that names one of them — in this process or, heard through the cache channel, in another — drops it.
import type { WriteTracker } from './write-tracker';

export interface ReadCacheOptions {
  /**
   * How long an entry may be served at most: bounds how long a change nobody named (or a notification lost with a
   * process that died between its commit and its NOTIFY) can go unseen. 0 turns the cache off.
   */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  names: readonly string[];
}

/** What a value is made of (its entry is dropped when a write names one of these); by default its key alone. */
export type NamesOf<V> = (value: V, key: string) => readonly string[];

export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Keys by the names their entries are made of. */
  private readonly keysByName = new Map<string, Set<string>>();
  /** Loads under way, so concurrent requests for one key share one database read. */
  private readonly loading = new Map<string, { sequence: number; promise: Promise<V> }>();
  private seen: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly writes: WriteTracker,
    private readonly options: ReadCacheOptions,
  ) {
    this.seen = writes.sequence;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The cached value of `key`, or what `load` reads — kept unless something it is made of (`namesOf`) changed
   * while it read.
   */
  get(key: string, load: () => Promise<V>, namesOf: NamesOf<V> = (_, k) => [k]): Promise<V> {
    if (this.options.ttlMs <= 0) return load();
    this.catchUp();
    if (!this.writes.caching) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return Promise.resolve(hit.value);
    const sequence = this.writes.sequence;
    const pending = this.loading.get(key);
    // Shared only while nothing at all changed since it began: what it is made of is not known before it ends.
    if (pending && pending.sequence === sequence) return pending.promise;

    const promise = load().then((value) => {
      const names = namesOf(value, key);
      if (this.writes.caching && this.unchangedSince(sequence, names)) this.store(key, value, names);
      return value;
    });
    this.loading.set(key, { sequence, promise });
    const forget = () => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  /** How many entries are kept (tests, metrics). */
  get size(): number {
    this.catchUp();
    return this.entries.size;
  }

  private unchangedSince(sequence: number, names: readonly string[]): boolean {
    const changes = this.writes.changedSince(sequence);
    return changes !== 'everything' && !names.some((name) => changes.has(name));
  }

  /** Drops the entries made of anything changed since this cache last looked. */
  private catchUp() {
    if (this.seen === this.writes.sequence) return;
    const changes = this.writes.changedSince(this.seen);
    this.seen = this.writes.sequence;
    if (changes === 'everything') {
      this.entries.clear();
      this.keysByName.clear();
      return;
    }
    for (const name of changes) {
      const keys = this.keysByName.get(name);
      if (!keys) continue;
      for (const key of [...keys]) this.remove(key);
    }
  }

  private store(key: string, value: V, names: readonly string[]) {
    this.remove(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs, names });
    for (const name of names) {
      let keys = this.keysByName.get(name);
      if (!keys) this.keysByName.set(name, (keys = new Set()));
      keys.add(key);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const name of entry.names) {
      const keys = this.keysByName.get(name);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByName.delete(name);
    }
  }
}

/**
 * One cache per server (keyed by its context), created on first use with the server's database and TTL: a domain
 * keeps its cache to itself instead of adding it to the shared context.
 */
export function readCachePerServer<V>(): (ctx: { database: { writes: WriteTracker }; config: { readCacheTtlMs: number } }) => ReadCache<V> {
  const caches = new WeakMap<object, ReadCache<V>>();
  return (ctx) => {
    let cache = caches.get(ctx);
    if (!cache) {
      cache = new ReadCache<V>(ctx.database.writes, { ttlMs: ctx.config.readCacheTtlMs });
      caches.set(ctx, cache);
    }
    return cache;
  };
}
