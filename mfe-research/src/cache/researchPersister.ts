// Keeps the research part of the query client across reloads (SPEC §9: compressed in local storage, saved 1 s after
// the last change, each entry until its lifetime ends). Only research keys are written: the other areas' answers
// (asset lists among them, "not persisted") never reach storage.
//
// Built on TanStack Query's own dehydrate/hydrate rather than @tanstack/query-persist-client-core: that package pins
// its own query-core (5.104 against the host's 5.108), a second copy the remote would ship beside the singleton.
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { isEssential, isKeptAcrossReload, lifetimeOf } from './researchCache';
import { decodeFromStorage, encodeForStorage } from './storageCodec';

export const RESEARCH_CACHE_SAVE_DELAY_MS = 1_000;
/** Where the research cache of a user is kept. */
export const researchCacheStorageKey = (userId: number | string) => `sasar.research.cache.${userId}`;
/** The estimates cache before the research area moved onto the query client; dropped when seen. */
const FORMER_STORAGE_KEY = 'sasar.cache.delivery_estimate';

export interface ResearchPersister {
  /** Resolves once what storage held is in the client (at once when it held nothing usable). */
  restored: Promise<void>;
  /** Writes what is pending now. */
  flush(): Promise<void>;
  /** Stops following the client, writing what is pending first. */
  stop(): Promise<void>;
}

type DehydratedQuery = DehydratedState['queries'][number];

const isLive = (key: readonly unknown[], dataUpdatedAt: number, at: number) => isKeptAcrossReload(key) && at - dataUpdatedAt < lifetimeOf(key);

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

async function read(storageKey: string): Promise<DehydratedQuery[]> {
  let stored: string | null;
  try {
    storage()?.removeItem(FORMER_STORAGE_KEY);
    stored = storage()?.getItem(storageKey) ?? null;
  } catch {
    return [];
  }
  const text = stored === null ? null : await decodeFromStorage(stored);
  if (text === null) return [];
  try {
    const state = JSON.parse(text) as Partial<DehydratedState> | null;
    return Array.isArray(state?.queries) ? state.queries : [];
  } catch {
    return [];
  }
}

/** Puts the stored entries still within their lifetime into `client`, each cached for its own lifetime. */
async function restore(client: QueryClient, storageKey: string): Promise<void> {
  const at = Date.now();
  const live = (await read(storageKey)).filter(
    (query) => Array.isArray(query?.queryKey) && query.state?.status === 'success' && isLive(query.queryKey, query.state.dataUpdatedAt, at),
  );
  for (const gcTime of new Set(live.map((query) => lifetimeOf(query.queryKey)))) {
    const queries = live.filter((query) => lifetimeOf(query.queryKey) === gcTime);
    hydrate(client, { queries }, { defaultOptions: { queries: { gcTime } } });
  }
}

async function store(storageKey: string, state: DehydratedState): Promise<boolean> {
  const encoded = await encodeForStorage(JSON.stringify(state));
  try {
    storage()?.setItem(storageKey, encoded);
    return true;
  } catch {
    return false;
  }
}

/** Writes the research entries within their lifetime; when storage is short, the estimates and statuses alone. */
async function save(client: QueryClient, storageKey: string): Promise<void> {
  const at = Date.now();
  const keep = (query: Query) => query.state.status === 'success' && isLive(query.queryKey, query.state.dataUpdatedAt, at);
  const state = dehydrate(client, { shouldDehydrateQuery: keep, shouldDehydrateMutation: () => false });
  // A client emptied by a sign-out leaves the user's kept entries for the next sign-in (restore skips expired ones).
  if (state.queries.length === 0) return;
  if (await store(storageKey, state)) return;
  const essential = state.queries.filter((query) => isEssential(query.queryKey));
  if (!(await store(storageKey, { ...state, queries: essential }))) storage()?.removeItem(storageKey);
}

/**
 * Restores the research cache kept under `storageKey` into `client`, then saves it `delayMs` after each change to a
 * research entry until `stop()`.
 */
export function persistResearchCache(client: QueryClient, { storageKey, delayMs = RESEARCH_CACHE_SAVE_DELAY_MS }: { storageKey: string; delayMs?: number }): ResearchPersister {
  const restored = restore(client, storageKey).catch(() => undefined);
  // Nothing is written before the stored entries are in: an early save would replace them with less.
  let writing: Promise<void> = restored;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const run = () => save(client, storageKey).catch(() => undefined);
    writing = writing.then(run, run);
    return writing;
  };

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    // Removals (an entry's lifetime ended, a sign-out emptied the client) are left out at the next save.
    if (event.type !== 'added' && event.type !== 'updated') return;
    if (!isKeptAcrossReload(event.query.queryKey)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), delayMs);
  });

  return {
    restored,
    flush,
    async stop() {
      unsubscribe();
      if (timer !== undefined) await flush();
      await writing;
    },
  };
}
