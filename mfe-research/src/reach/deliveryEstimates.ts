// Delivery estimates of targeting specs (SPEC §9): each spec's estimate is an entry of its own in the query client,
// fresh an hour (a day when it was asked for alone); the specs without a fresh entry go out in batches of 10, at
// most 100 a call.
import type { QueryClient } from '@tanstack/react-query';
import { graph, type BatchRequest } from 'shared-graph';
import type { TargetingSpec } from '../targeting/buildTargetingSpec';
import { freshEntry, keepEntry, researchKeys } from '../cache/researchCache';
import { toReachEstimate, type ReachEstimate } from '../interests/items';

/** Delivery-estimate operations per batch call (SPEC §9 "reach batches of 10 items"). */
export const REACH_BATCH_SIZE = 10;
/** At most this many delivery_estimate operations per research call (SPEC §9); the rest stay unestimated. */
export const DELIVERY_ESTIMATE_CALL_LIMIT = 100;

export interface SpecRequest {
  id: string;
  spec: TargetingSpec;
}

interface Scope {
  client: QueryClient;
  adAccount: string;
  goal: string;
}

function cachedEstimate({ client, adAccount, goal }: Scope, spec: TargetingSpec): ReachEstimate | undefined {
  return freshEntry<ReachEstimate>(client, researchKeys.singleReach(adAccount, goal, spec)) ?? freshEntry<ReachEstimate>(client, researchKeys.reach(adAccount, goal, spec));
}

const holdsEstimates = ({ client, adAccount }: Scope) =>
  client.getQueryCache().findAll({ queryKey: researchKeys.reachOf(adAccount) }).length > 0 ||
  client.getQueryCache().findAll({ queryKey: researchKeys.singleReachOf(adAccount) }).length > 0;

/** The fresh cached estimates of the specs, by request id; sends nothing. */
export function cachedSpecs(scope: Scope, requests: readonly SpecRequest[]): Map<string, ReachEstimate> {
  const results = new Map<string, ReachEstimate>();
  if (!holdsEstimates(scope)) return results;
  for (const { id, spec } of requests) {
    const hit = cachedEstimate(scope, spec);
    if (hit) results.set(id, hit);
  }
  return results;
}

function deliveryEstimateUrl(adAccount: string, spec: TargetingSpec, goal: string): string {
  const query = new URLSearchParams({ optimization_goal: goal, targeting_spec: JSON.stringify(spec) });
  return `${adAccount}/delivery_estimate?${query}`;
}

/**
 * Estimates each spec: fresh ones from the cache, the rest via graph.batch in batches of 10 (at most
 * DELIVERY_ESTIMATE_CALL_LIMIT operations), each answer kept in the cache. Failed items are left out (SPEC §8: reach
 * failures are swallowed); a batch answer that is not a list rejects with 'Batch result not found'.
 */
export async function estimateSpecs(scope: Scope, requests: readonly SpecRequest[]): Promise<Map<string, ReachEstimate>> {
  const { client, adAccount, goal } = scope;
  const results = cachedSpecs(scope, requests);
  // The same spec asked for by several ids goes out once.
  const pending = new Map<string, { spec: TargetingSpec; ids: string[] }>();
  for (const { id, spec } of requests) {
    if (results.has(id)) continue;
    const same = JSON.stringify(spec);
    if (pending.has(same)) pending.get(same)!.ids.push(id);
    else if (pending.size < DELIVERY_ESTIMATE_CALL_LIMIT) pending.set(same, { spec, ids: [id] });
  }
  if (pending.size === 0) return results;

  const asked = [...pending.values()];
  const operations: BatchRequest[] = asked.map(({ spec }) => ({ method: 'GET', relative_url: deliveryEstimateUrl(adAccount, spec, goal) }));
  const items = await graph.batch(operations, { chunkSize: REACH_BATCH_SIZE, concurrency: 2 });
  const keyOf = requests.length === 1 ? researchKeys.singleReach : researchKeys.reach;
  items.forEach((item, index) => {
    const estimate = item && !item.error ? toReachEstimate(item.body) : null;
    if (!estimate) return;
    const { spec, ids } = asked[index]!;
    keepEntry(client, keyOf(adAccount, goal, spec), estimate);
    for (const id of ids) results.set(id, estimate);
  });
  return results;
}
