// Reads that nearly every request repeats (the session's user, the user's view, a team's platform token), kept
// while this process has written nothing: any write (WriteTracker) makes every entry stale at once.
import type { WriteTracker } from './write-tracker';

export interface ReadCacheOptions {
  /**
   * How long an entry may be served at most, also without a write in this process: bounds how long another server
   * process's write (several processes on one PostgreSQL) can go unseen. 0 turns the cache off.
   */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Loads under way, so concurrent requests for one key share one database read. */
  private readonly loading = new Map<string, { generation: number; promise: Promise<V> }>();
  private seenGeneration: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly writes: WriteTracker,
    private readonly options: ReadCacheOptions,
  ) {
    this.seenGeneration = writes.generation;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** The cached value of `key`, or what `load` reads (kept only if nothing was written while it read). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.options.ttlMs <= 0) return load();
    const generation = this.writes.generation;
    if (generation !== this.seenGeneration) {
      this.entries.clear();
      this.seenGeneration = generation;
    }
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return Promise.resolve(hit.value);
    const pending = this.loading.get(key);
    if (pending && pending.generation === generation) return pending.promise;

    const promise = load().then((value) => {
      if (this.writes.generation === generation) this.store(key, value);
      return value;
    });
    this.loading.set(key, { generation, promise });
    const forget = () => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  private store(key: string, value: V) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
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
