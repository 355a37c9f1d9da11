// Reach and overlap estimates of interests under the session's audience (SPEC §4, §5, §9), read through the
// research cache of `client` (deliveryEstimates.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { AudienceSettings, Objective } from 'shared-graph';
import { buildTargetingSpec, optimizationGoalFor } from '../targeting/buildTargetingSpec';
import { flexibleGroup, type InterestItem, type ReachEstimate } from '../interests/items';
import { requireAccount } from '../interests/researchErrors';
import { cachedSpecs, estimateSpecs } from './deliveryEstimates';

export interface OverlapResult {
  overlap: number;
  percent_comparison: number;
  percent_selected: number;
}

interface Session {
  client: QueryClient;
  adAccount: string | null;
  audience: AudienceSettings;
  objective: Objective;
}

function percent(part: number, whole: number | undefined): number {
  return whole && whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;
}

const specsOf = (items: InterestItem[], audience: AudienceSettings) => items.map((item) => ({ id: item.id, spec: buildTargetingSpec(audience, [flexibleGroup([item])]) }));

/** Each item's reach under the audience (an item alone is kept a day, several an hour). */
async function estimateReach(o: Session & { items: InterestItem[] }): Promise<Map<string, ReachEstimate>> {
  const adAccount = requireAccount(o.adAccount);
  if (o.items.length === 0) return new Map();
  return estimateSpecs({ client: o.client, adAccount, goal: optimizationGoalFor(o.objective) }, specsOf(o.items, o.audience));
}

/** The reach estimates of the items that the cache still holds; sends nothing. */
function cachedReach(o: Session & { items: InterestItem[] }): Map<string, ReachEstimate> {
  if (!o.adAccount || o.items.length === 0) return new Map();
  return cachedSpecs({ client: o.client, adAccount: o.adAccount, goal: optimizationGoalFor(o.objective) }, specsOf(o.items, o.audience));
}

const SELECTED = '\u0000selected';
const compareKey = (id: string) => `\u0000cmp:${id}`;
const intersectKey = (id: string) => `\u0000and:${id}`;

/** Reach of the selected set (one flexible group ORing them), of each comparison, and of each intersection. */
async function estimateOverlap(o: Session & { selected: InterestItem[]; comparisons: InterestItem[] }): Promise<Map<string, OverlapResult>> {
  const adAccount = requireAccount(o.adAccount);
  if (o.selected.length === 0 || o.comparisons.length === 0) return new Map();
  const selectedGroup = flexibleGroup(o.selected);
  const requests = [{ id: SELECTED, spec: buildTargetingSpec(o.audience, [selectedGroup]) }];
  for (const item of o.comparisons) {
    const group = flexibleGroup([item]);
    requests.push({ id: compareKey(item.id), spec: buildTargetingSpec(o.audience, [group]) });
    requests.push({ id: intersectKey(item.id), spec: buildTargetingSpec(o.audience, [selectedGroup, group]) });
  }
  const estimates = await estimateSpecs({ client: o.client, adAccount, goal: optimizationGoalFor(o.objective) }, requests);
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

/** Failed items are left out (SPEC §8); 'Ad account is null' without an account, before any request. */
export const reachApi = { estimateReach, cachedReach, estimateOverlap };
