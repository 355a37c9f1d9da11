// The platform's delivery estimates for the research tests: each delivery_estimate read answered with an estimate
// whose size follows its targeting spec (fewer people per flexible group).
import type { GraphDouble } from 'shared-graph/testing';
import type { TargetingSpec } from '../targeting/buildTargetingSpec';

export const specOf = (relativeUrl: string): TargetingSpec => JSON.parse(new URL(relativeUrl, 'http://x/').searchParams.get('targeting_spec')!);

export function estimateBody(spec: TargetingSpec) {
  const groups = spec.flexible_spec ?? [];
  const ids = groups.flatMap((g) => Object.values(g).flat().map((e) => e.id));
  const mau = groups.length >= 2 ? 200_000 : ids.length >= 2 ? 800_000 : 500_000;
  return { data: [{ estimate_mau_lower_bound: Math.round(mau / 1.176), estimate_mau_upper_bound: mau, estimate_dau: mau / 2, daily_outcomes_curve: [{ spend: 0, reach: 0, impressions: 0, actions: 0 }], estimate_ready: true }] };
}

/** Answers every account's delivery_estimate reads with estimateBody. */
export function answerDeliveryEstimates(graph: GraphDouble): GraphDouble {
  return graph.on('GET', ':account/delivery_estimate', ({ query }) => estimateBody(JSON.parse(query.get('targeting_spec')!) as TargetingSpec));
}

/** Delivery-estimate operations sent in batches (from the `since`-th batch on). */
export const opsSent = (graph: GraphDouble, since = 0) => graph.batches.slice(since).flat().length;
