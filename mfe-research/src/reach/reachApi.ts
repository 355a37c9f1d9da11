// Reach and overlap estimates of interests under the session's audience (SPEC §4, §5, §9).
import { buildTargetingSpec, optimizationGoalFor, type AudienceSettings, type Objective } from 'shared-graph';
import { flexibleGroup, type InterestItem, type ReachEstimate } from '../interests/items';
import { requireAccount } from '../interests/researchErrors';
import { cachedSpecs, estimateSpecs, SINGLE_REACH_CACHE_TTL_SECONDS } from './deliveryEstimates';

export interface OverlapResult {
  overlap: number;
  percent_comparison: number;
  percent_selected: number;
}

function percent(part: number, whole: number | undefined): number {
  return whole && whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;
}

async function estimateReach(o: {
  adAccount: string | null;
  items: InterestItem[];
  audience: AudienceSettings;
  objective: Objective;
  signal?: AbortSignal;
}): Promise<Map<string, ReachEstimate>> {
  const adAccount = requireAccount(o.adAccount);
  if (o.items.length === 0) return new Map();
  const specs = o.items.map((item) => ({ id: item.id, spec: buildTargetingSpec(o.audience, [flexibleGroup([item])]) }));
  return estimateSpecs(adAccount, optimizationGoalFor(o.objective), specs, { signal: o.signal });
}

/** The reach estimates of the items that the cache still holds; sends nothing. */
async function cachedReach(o: { adAccount: string | null; items: InterestItem[]; audience: AudienceSettings; objective: Objective }): Promise<Map<string, ReachEstimate>> {
  if (!o.adAccount || o.items.length === 0) return new Map();
  const specs = o.items.map((item) => ({ id: item.id, spec: buildTargetingSpec(o.audience, [flexibleGroup([item])]) }));
  return cachedSpecs(o.adAccount, optimizationGoalFor(o.objective), specs);
}

/** Reach of the audience settings alone (no interests); cached a day. Null when the platform gave no estimate. */
async function estimateAudienceReach(o: { adAccount: string | null; audience: AudienceSettings; objective: Objective; signal?: AbortSignal }): Promise<ReachEstimate | null> {
  const adAccount = requireAccount(o.adAccount);
  const result = await estimateSpecs(adAccount, optimizationGoalFor(o.objective), [{ id: 'audience', spec: buildTargetingSpec(o.audience) }], {
    signal: o.signal,
    ttlSeconds: SINGLE_REACH_CACHE_TTL_SECONDS,
  });
  return result.get('audience') ?? null;
}

const SELECTED = '\u0000selected';
const compareKey = (id: string) => `\u0000cmp:${id}`;
const intersectKey = (id: string) => `\u0000and:${id}`;

/** Reach of the selected set (one flexible group ORing them), of each comparison, and of each intersection. */
async function estimateOverlap(o: {
  adAccount: string | null;
  selected: InterestItem[];
  comparisons: InterestItem[];
  audience: AudienceSettings;
  objective: Objective;
  signal?: AbortSignal;
}): Promise<Map<string, OverlapResult>> {
  const adAccount = requireAccount(o.adAccount);
  if (o.selected.length === 0 || o.comparisons.length === 0) return new Map();
  const selectedGroup = flexibleGroup(o.selected);
  const requests = [{ id: SELECTED, spec: buildTargetingSpec(o.audience, [selectedGroup]) }];
  for (const item of o.comparisons) {
    const group = flexibleGroup([item]);
    requests.push({ id: compareKey(item.id), spec: buildTargetingSpec(o.audience, [group]) });
    requests.push({ id: intersectKey(item.id), spec: buildTargetingSpec(o.audience, [selectedGroup, group]) });
  }
  const estimates = await estimateSpecs(adAccount, optimizationGoalFor(o.objective), requests, { signal: o.signal, ttlSeconds: 3_600 });
  const selectedReach = estimates.get(SELECTED)?.estimate_mau;
  const result = new Map<string, OverlapResult>();
  for (const item of o.comparisons) {
    const both = estimates.get(intersectKey(item.id));
    if (!both) continue;
    const overlap = both.estimate_mau;
    result.set(item.id, {
      overlap,
      percent_comparison: percent(overlap, estimates.get(compareKey(item.id))?.estimate_mau),
      percent_selected: percent(overlap, selectedReach),
    });
  }
  return result;
}

/** Every call takes an AbortSignal; failed items are left out (SPEC §8), 'Ad account is null' without an account. */
export const reachApi = { estimateReach, cachedReach, estimateAudienceReach, estimateOverlap };
