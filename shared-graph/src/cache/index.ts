import { readItem, removeItem, writeItem } from '../internal/storage';
import { decodeFromStorage, encodeForStorage } from './storageCodec';

export { decodeFromStorage, encodeForStorage };

export const CACHE_DEFAULT_TTL_SECONDS = 3_600;
export const CACHE_SAVE_DEBOUNCE_MS = 1_000;

export interface TtlCacheOptions {
  /** localStorage key to persist under; without it the cache lives in memory only. */
  storageKey?: string;
  /** Entry lifetime. Default 3600 s (SPEC §9). */
  ttlSeconds?: number;
  /** Delay between the last change and the write to storage. Default 1000 ms. */
  debounceMs?: number;
  /** 'auto' compresses with CompressionStream when the browser has it; 'none' stores plain JSON. */
  compression?: 'auto' | 'none';
  /** Clock (ms). Default Date.now. */
  now?: () => number;
}

export interface TtlCache<T> {
  get(key: string): T | undefined;
  has(key: string): boolean;
  /** Stores a value; `ttlSeconds` overrides the cache's lifetime for this entry (e.g. 86400 for single reach). */
  set(key: string, value: T, ttlSeconds?: number): void;
  delete(key: string): boolean;
  clear(): void;
  /** Number of live (unexpired) entries. */
  readonly size: number;
  /** Resolves once persisted entries are loaded. */
  readonly ready: Promise<void>;
  /** Writes pending changes now (cancels the debounce). */
  flush(): Promise<void>;
  /** Stops the pending write without saving. */
  dispose(): void;
}

type Entry<T> = { value: T; expiresAt: number };
type Stored<T> = [key: string, value: T, expiresAt: number][];

/**
 * A string-keyed cache whose entries expire (default 3600 s), optionally persisted to localStorage — compressed,
 * written at most once per debounce window (1 s) after changes.
 */
export function createTtlCache<T>(options: TtlCacheOptions = {}): TtlCache<T> {
  const ttlMs = (options.ttlSeconds ?? CACHE_DEFAULT_TTL_SECONDS) * 1000;
  const debounceMs = options.debounceMs ?? CACHE_SAVE_DEBOUNCE_MS;
  const now = options.now ?? Date.now;
  const compression = options.compression ?? 'auto';
  const { storageKey } = options;
  const entries = new Map<string, Entry<T>>();
  const touched = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cleared = false;
  let saving: Promise<void> = Promise.resolve();

  function live(key: string): Entry<T> | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function schedule(): void {
    if (!storageKey) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void save();
    }, debounceMs);
  }

  async function save(): Promise<void> {
    if (!storageKey) return;
    const run = async () => {
      await ready;
      const at = now();
      const data: Stored<T> = [];
      for (const [key, entry] of entries) if (entry.expiresAt > at) data.push([key, entry.value, entry.expiresAt]);
      if (data.length === 0) {
        removeItem(storageKey);
        return;
      }
      writeItem(storageKey, await encodeForStorage(JSON.stringify(data), compression));
    };
    saving = saving.then(run, run);
    await saving;
  }

  async function load(): Promise<void> {
    if (!storageKey) return;
    const stored = readItem(storageKey);
    if (!stored) return;
    const text = await decodeFromStorage(stored);
    if (text === null) return;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return;
    }
    if (!Array.isArray(data) || cleared) return;
    const at = now();
    for (const row of data as unknown[]) {
      if (!Array.isArray(row) || typeof row[0] !== 'string' || typeof row[2] !== 'number') continue;
      const [key, value, expiresAt] = row as [string, T, number];
      // Changes made before loading finished win over stored values.
      if (expiresAt > at && !touched.has(key)) entries.set(key, { value, expiresAt });
    }
  }

  const ready = load().catch(() => undefined);

  return {
    get(key) {
      return live(key)?.value;
    },
    has(key) {
      return live(key) !== undefined;
    },
    set(key, value, ttlSeconds) {
      const lifetime = ttlSeconds === undefined ? ttlMs : ttlSeconds * 1000;
      entries.set(key, { value, expiresAt: now() + lifetime });
      touched.add(key);
      schedule();
    },
    delete(key) {
      touched.add(key);
      const existed = entries.delete(key);
      if (existed) schedule();
      return existed;
    },
    clear() {
      cleared = true;
      entries.clear();
      schedule();
    },
    get size() {
      const at = now();
      let count = 0;
      for (const entry of entries.values()) if (entry.expiresAt > at) count += 1;
      return count;
    },
    ready,
    async flush() {
      if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
      await save();
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
