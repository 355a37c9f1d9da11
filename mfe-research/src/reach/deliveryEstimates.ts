// Delivery estimates of targeting specs: batched, limited per call and cached (SPEC §9).
import { createTtlCache, graph, type BatchRequest, type TargetingSpec, type TtlCache } from 'shared-graph';
import { toReachEstimate, type ReachEstimate } from '../interests/items';

/** Delivery-estimate operations per batch call (SPEC §9 "reach batches of 10 items"). */
export const REACH_BATCH_SIZE = 10;
/** At most this many delivery_estimate operations per research call (SPEC §9); the rest stay unestimated. */
export const DELIVERY_ESTIMATE_CALL_LIMIT = 100;
export const REACH_CACHE_TTL_SECONDS = 3_600;
/** A single estimate (one item, or the audience alone) is kept a day (SPEC §9). */
export const SINGLE_REACH_CACHE_TTL_SECONDS = 86_400;
export const REACH_CACHE_STORAGE_KEY = 'sasar.cache.delivery_estimate';

let cache: TtlCache<ReachEstimate> | null = null;
let callCount = 0;

/** The persisted delivery-estimate cache (compressed in localStorage, saved 1 s after the last change). */
export function reachCache(): TtlCache<ReachEstimate> {
  cache ??= createTtlCache<ReachEstimate>({ storageKey: REACH_CACHE_STORAGE_KEY, ttlSeconds: REACH_CACHE_TTL_SECONDS });
  return cache;
}

/** Drops the in-memory cache instance and the counter (tests; logout). Stored entries stay unless `clearStorage`. */
export function resetReachCache({ clearStorage = false } = {}): void {
  if (cache) {
    if (clearStorage) cache.clear();
    cache.dispose();
  }
  if (clearStorage) localStorage.removeItem(REACH_CACHE_STORAGE_KEY);
  cache = null;
  callCount = 0;
}

/** delivery_estimate operations sent since the page loaded (SPEC §9 "counter kept"). */
export function deliveryEstimateCallCount(): number {
  return callCount;
}

export function reachCacheKey(adAccount: string, spec: TargetingSpec, goal: string): string {
  return `${adAccount}|${goal}|${JSON.stringify(spec)}`;
}

export interface SpecRequest {
  id: string;
  spec: TargetingSpec;
}

/** The cached estimates of the specs, without a request (rows shown again after Back or in a saved collection). */
export async function cachedSpecs(adAccount: string, goal: string, requests: readonly SpecRequest[]): Promise<Map<string, ReachEstimate>> {
  const store = reachCache();
  await store.ready;
  const results = new Map<string, ReachEstimate>();
  for (const { id, spec } of requests) {
    const hit = store.get(reachCacheKey(adAccount, spec, goal));
    if (hit) results.set(id, hit);
  }
  return results;
}

function deliveryEstimateUrl(adAccount: string, spec: TargetingSpec, goal: string): string {
  const query = new URLSearchParams({ optimization_goal: goal, targeting_spec: JSON.stringify(spec) });
  return `${adAccount}/delivery_estimate?${query}`;
}

/**
 * Estimates each spec: cached ones from the cache, the rest via graph.batch in batches of 10 (at most
 * DELIVERY_ESTIMATE_CALL_LIMIT operations). Failed items are left out (SPEC §8: reach failures are swallowed);
 * a batch answer that is not a list rejects with 'Batch result not found'; cancellation rejects with an AbortError.
 */
export async function estimateSpecs(
  adAccount: string,
  goal: string,
  requests: readonly SpecRequest[],
  { signal, ttlSeconds }: { signal?: AbortSignal; ttlSeconds?: number } = {},
): Promise<Map<string, ReachEstimate>> {
  const store = reachCache();
  await store.ready;
  const results = new Map<string, ReachEstimate>();
  const pendingByKey = new Map<string, string[]>();
  for (const { id, spec } of requests) {
    const key = reachCacheKey(adAccount, spec, goal);
    const hit = store.get(key);
    if (hit) results.set(id, hit);
    else if (pendingByKey.has(key)) pendingByKey.get(key)!.push(id);
    else if (pendingByKey.size < DELIVERY_ESTIMATE_CALL_LIMIT) pendingByKey.set(key, [id]);
  }
  if (pendingByKey.size === 0) return results;

  const keys = [...pendingByKey.keys()];
  const specByKey = new Map(requests.map(({ spec }) => [reachCacheKey(adAccount, spec, goal), spec]));
  const operations: BatchRequest[] = keys.map((key) => ({ method: 'GET', relative_url: deliveryEstimateUrl(adAccount, specByKey.get(key)!, goal) }));
  callCount += operations.length;
  const items = await graph.batch(operations, { chunkSize: REACH_BATCH_SIZE, concurrency: 2, signal });
  const ttl = ttlSeconds ?? (requests.length === 1 ? SINGLE_REACH_CACHE_TTL_SECONDS : REACH_CACHE_TTL_SECONDS);
  items.forEach((item, index) => {
    if (!item || item.error) return;
    const estimate = toReachEstimate(item.body);
    if (!estimate) return;
    const key = keys[index]!;
    store.set(key, estimate, ttl);
    for (const id of pendingByKey.get(key) ?? []) results.set(id, estimate);
  });
  return results;
}
