// The registry as it is now, not only as it was when the page loaded: an open page asks /remotes.json again every
// few seconds (a 304 while nothing changed), so a release made live, a canary started or stopped, or a preview left
// reaches the page without a reload. Who reads it decides what to do with a changed entry (swapRemote.ts).
import { parseRegistry, RegistryError, type RemoteEntry, type RemoteRegistry } from './registry';

/** How often an open, visible page asks again: a new live release reaches it within this time. */
export const REGISTRY_POLL_MS = 4000;

export interface RegistryWatch {
  current(): RemoteRegistry;
  /** Asks the server now; resolves with the registry then (the same one when nothing changed or the read failed). */
  refresh(): Promise<RemoteRegistry>;
  /** Called with the new registry and the previous one, whenever an answer differs from what the page has. */
  subscribe(listener: (next: RemoteRegistry, previous: RemoteRegistry) => void): () => void;
  /** Starts asking every REGISTRY_POLL_MS while the page is visible (and at once when it becomes visible); returns stop. */
  start(): () => void;
}

/** One conditional read: the registry and its ETag, or 'unchanged' (304). */
export type ReadRegistry = (etag: string | null) => Promise<{ registry: RemoteRegistry; etag: string | null } | 'unchanged'>;

export const readRegistryIfChanged =
  (fetchImpl: typeof fetch = (...args) => fetch(...args)): ReadRegistry =>
  async (etag) => {
    const response = await fetchImpl('/remotes.json', { cache: 'no-store', credentials: 'same-origin', headers: etag ? { 'if-none-match': etag } : {} });
    if (response.status === 304) return 'unchanged';
    if (!response.ok) throw new RegistryError(`The remote registry could not be loaded (HTTP ${response.status}).`);
    return { registry: parseRegistry(await response.json()), etag: response.headers.get('etag') };
  };

const sameEntry = (a: RemoteEntry | undefined, b: RemoteEntry | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** The remotes whose entry differs between two registries (a new release, channel or descriptor; added or gone). */
export function changedRemotes(next: RemoteRegistry, previous: RemoteRegistry): string[] {
  const names = new Set([...next.keys(), ...previous.keys()]);
  return [...names].filter((name) => !sameEntry(next.get(name), previous.get(name))).sort();
}

interface WatchEnvironment {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  visible(): boolean;
  onVisible(callback: () => void): () => void;
}

const browser: WatchEnvironment = {
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
  visible: () => document.visibilityState !== 'hidden',
  onVisible(callback) {
    const listener = () => {
      if (document.visibilityState === 'visible') callback();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

export function createRegistryWatch(initial: RemoteRegistry, read: ReadRegistry, environment: WatchEnvironment = browser): RegistryWatch {
  let registry = initial;
  let etag: string | null = null;
  // Answers may arrive out of order: one older than an answer already applied is dropped.
  let asked = 0;
  let applied = 0;
  const listeners = new Set<(next: RemoteRegistry, previous: RemoteRegistry) => void>();

  async function ask(): Promise<RemoteRegistry> {
    const mine = ++asked;
    try {
      const answer = await read(etag);
      if (mine < applied || answer === 'unchanged') return registry;
      applied = mine;
      etag = answer.etag;
      if (changedRemotes(answer.registry, registry).length === 0) return registry;
      const previous = registry;
      registry = answer.registry;
      for (const listener of listeners) listener(registry, previous);
    } catch {
      // Offline or a server restarting: the page keeps what it has and asks again on the next round.
    }
    return registry;
  }

  return {
    current: () => registry,
    refresh: ask,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      const tick = () => {
        if (environment.visible()) void ask();
      };
      const timer = environment.setInterval(tick, REGISTRY_POLL_MS);
      const stopVisible = environment.onVisible(tick);
      return () => {
        environment.clearInterval(timer);
        stopVisible();
      };
    },
  };
}
