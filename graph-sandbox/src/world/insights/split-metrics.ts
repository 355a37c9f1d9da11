import type { SliceValue } from './breakdown-dimensions';
import { emptyMetrics, type DailyMetrics } from './daily-metrics';

// Module-level bindings: global lookups are slow inside jest's VM contexts, and these run per slice and day.
const { round, sin } = Math;

/** Actions that happen after the click, on the advertiser's site or form: they follow conversion rates. */
const CONVERSION_ACTIONS: ReadonlySet<string> = new Set([
  'view_content',
  'add_to_cart',
  'initiate_checkout',
  'purchase',
  'lead',
  'onsite_conversion.messaging_conversation_started_7d',
]);

/** One ad's slices, ready to split any of its days. */
export interface SplitPlan {
  slices: SliceValue[];
  weight: Float64Array;
  phase: Float64Array;
  speed: Float64Array;
}

export function splitPlan(slices: SliceValue[], seed: (index: number) => number): SplitPlan {
  const n = slices.length;
  const plan: SplitPlan = { slices, weight: new Float64Array(n), phase: new Float64Array(n), speed: new Float64Array(n) };
  slices.forEach((slice, i) => {
    plan.weight[i] = slice.weight;
    const s = seed(i);
    plan.phase[i] = s * 6.283;
    plan.speed[i] = 0.05 + 0.25 * ((s * 7.31) % 1);
  });
  return plan;
}

/** Cumulative shares ending at exactly 1, so allocations always add up to the total. */
function cumulative(weights: Float64Array, out: Float64Array): Float64Array {
  let total = 0;
  for (let i = 0; i < weights.length; i += 1) total += weights[i] as number;
  let running = 0;
  for (let i = 0; i < weights.length; i += 1) {
    running += weights[i] as number;
    out[i] = total > 0 ? running / total : (i + 1) / weights.length;
  }
  out[weights.length - 1] = 1;
  return out;
}

/** `total` split by cumulative shares: each slice gets the difference of rounded running totals (sums exactly). */
function allocate(total: number, cum: Float64Array, slices: DailyMetrics[], put: (row: DailyMetrics, value: number) => void): void {
  if (total === 0) return;
  let previous = 0;
  for (let i = 0; i < cum.length; i += 1) {
    const next = round(total * (cum[i] as number));
    const value = next - previous;
    if (value !== 0) put(slices[i] as DailyMetrics, value);
    previous = next;
  }
}

function allocateRecord(source: Record<string, number>, cumFor: (key: string) => Float64Array, slices: DailyMetrics[], pick: (row: DailyMetrics) => Record<string, number>): void {
  for (const key in source) {
    allocate(source[key] as number, cumFor(key), slices, (row, value) => {
      pick(row)[key] = value;
    });
  }
}

/**
 * One day of an ad split into its breakdown slices. Every additive number of the slices sums exactly to the
 * day's; each family of numbers leans by the slice's factors (CPM, CTR, conversion, video), and every slice's
 * share drifts a little from day to day.
 */
export function splitDay(row: DailyMetrics, plan: SplitPlan, dayNumber: number): DailyMetrics[] {
  const n = plan.slices.length;
  const slices = Array.from({ length: n }, () => emptyMetrics(row.date));
  if (n === 1) {
    slices[0] = row;
    return slices;
  }
  const delivery = new Float64Array(n);
  const spend = new Float64Array(n);
  const click = new Float64Array(n);
  const conversion = new Float64Array(n);
  const video = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const f = (plan.slices[i] as SliceValue).factors;
    const base = (plan.weight[i] as number) * (1 + 0.12 * sin((plan.phase[i] as number) + dayNumber * (plan.speed[i] as number)));
    delivery[i] = base;
    spend[i] = base * f.spend;
    click[i] = base * f.click;
    conversion[i] = base * f.click * f.conversion;
    video[i] = base * f.video;
  }
  const cum = {
    delivery: cumulative(delivery, delivery),
    spend: cumulative(spend, spend),
    click: cumulative(click, click),
    conversion: cumulative(conversion, conversion),
    video: cumulative(video, video),
  };
  allocate(row.spend, cum.spend, slices, (s, v) => (s.spend = v));
  allocate(row.impressions, cum.delivery, slices, (s, v) => (s.impressions = v));
  allocate(row.reach, cum.delivery, slices, (s, v) => (s.reach = v));
  allocate(row.adRecallers, cum.delivery, slices, (s, v) => (s.adRecallers = v));
  allocate(row.clicks, cum.click, slices, (s, v) => (s.clicks = v));
  allocate(row.uniqueClicks, cum.click, slices, (s, v) => (s.uniqueClicks = v));
  allocate(row.linkClicks, cum.click, slices, (s, v) => (s.linkClicks = v));
  allocate(row.uniqueLinkClicks, cum.click, slices, (s, v) => (s.uniqueLinkClicks = v));
  allocate(row.outboundClicks, cum.click, slices, (s, v) => (s.outboundClicks = v));
  allocate(row.uniqueOutboundClicks, cum.click, slices, (s, v) => (s.uniqueOutboundClicks = v));
  allocate(row.catalogPurchases, cum.conversion, slices, (s, v) => (s.catalogPurchases = v));
  allocate(row.catalogValue, cum.conversion, slices, (s, v) => (s.catalogValue = v));
  const actionCum = (key: string): Float64Array => (key === 'video_view' ? cum.video : CONVERSION_ACTIONS.has(key) ? cum.conversion : cum.click);
  allocateRecord(row.actions, actionCum, slices, (s) => s.actions);
  allocateRecord(row.actionValues, () => cum.conversion, slices, (s) => s.actionValues);
  allocateRecord(row.video, () => cum.video, slices, (s) => s.video);
  return slices;
}
