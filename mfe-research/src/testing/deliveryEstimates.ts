// A fake platform's delivery estimates for the research tests: each batch operation answered with an estimate whose
// size follows its targeting spec (fewer people per flexible group).
import type { TargetingSpec } from '../targeting/buildTargetingSpec';
import { batchOps, isBatch, jsonResponse, type RecordedCall } from './graphRuntime';

export const specOf = (relativeUrl: string): TargetingSpec => JSON.parse(new URL(relativeUrl, 'http://x/').searchParams.get('targeting_spec')!);

export function estimateBody(spec: TargetingSpec) {
  const groups = spec.flexible_spec ?? [];
  const ids = groups.flatMap((g) => Object.values(g).flat().map((e) => e.id));
  const mau = groups.length >= 2 ? 200_000 : ids.length >= 2 ? 800_000 : 500_000;
  return { data: [{ estimate_mau_lower_bound: Math.round(mau / 1.176), estimate_mau_upper_bound: mau, estimate_dau: mau / 2, daily_outcomes_curve: [{ spend: 0, reach: 0, impressions: 0, actions: 0 }], estimate_ready: true }] };
}

/** Answers batch calls with delivery estimates, anything else with an empty list. */
export function deliveryHandler(call: RecordedCall): Response {
  if (!isBatch(call)) return jsonResponse({ data: [] });
  return jsonResponse(batchOps(call).map((op) => ({ code: 200, body: JSON.stringify(estimateBody(specOf(op.relative_url))) })));
}

/** Delivery-estimate operations sent in `calls`. */
export const opsSent = (calls: readonly RecordedCall[]) => calls.filter(isBatch).reduce((n, call) => n + batchOps(call).length, 0);
