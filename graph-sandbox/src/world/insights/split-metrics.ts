import type { SliceValue } from './breakdown-dimensions';
import type { DailyMetrics } from './daily-metrics';

/** Actions that happen after the click, on the advertiser's site or form: they follow conversion rates. */
const CONVERSION_ACTIONS: ReadonlySet<string> = new Set([
  'view_content',
  'add_to_cart',
  'initiate_checkout',
  'purchase',
  'lead',
  'website_lead',
  'onsite_conversion.messaging_conversation_started_7d',
]);
const leansOnConversion = (key: string): boolean => CONVERSION_ACTIONS.has(key) || key.startsWith('offsite_conversion.custom.');

/** One ad's slices, ready to split any of its days (with scratch space, so splitting allocates nothing). */
export interface SplitPlan {
  slices: SliceValue[];
  weight: Float64Array;
  phase: Float64Array;
  speed: Float64Array;
  delivery: Float64Array;
  spend: Float64Array;
  click: Float64Array;
  conversion: Float64Array;
  video: Float64Array;
}

export function splitPlan(slices: SliceValue[], seed: (index: number) => number): SplitPlan {
  const n = slices.length;
  const plan: SplitPlan = {
    slices,
    weight: new Float64Array(n),
    phase: new Float64Array(n),
    speed: new Float64Array(n),
    delivery: new Float64Array(n),
    spend: new Float64Array(n),
    click: new Float64Array(n),
    conversion: new Float64Array(n),
    video: new Float64Array(n),
  };
  slices.forEach((slice, i) => {
    plan.weight[i] = slice.weight;
    const s = seed(i);
    plan.phase[i] = s * 6.283;
    plan.speed[i] = 0.05 + 0.25 * ((s * 7.31) % 1);
  });
  return plan;
}

/** Turns weights into cumulative shares ending at exactly 1, so allocations always add up to the total. */
function cumulative(weights: Float64Array): Float64Array {
  let total = 0;
  for (let i = 0; i < weights.length; i += 1) total += weights[i] as number;
  let running = 0;
  for (let i = 0; i < weights.length; i += 1) {
    running += weights[i] as number;
    weights[i] = total > 0 ? running / total : (i + 1) / weights.length;
  }
  weights[weights.length - 1] = 1;
  return weights;
}

type Scalar = 'spend' | 'impressions' | 'reach' | 'adRecallers' | 'clicks' | 'uniqueClicks' | 'linkClicks' | 'uniqueLinkClicks' | 'outboundClicks' | 'uniqueOutboundClicks' | 'catalogPurchases' | 'catalogValue';

/** `total` split by cumulative shares and added into the targets: each gets the difference of rounded running totals. */
function addScalar(total: number, cum: Float64Array, targets: DailyMetrics[], key: Scalar): void {
  if (total === 0) return;
  let previous = 0;
  for (let i = 0; i < cum.length; i += 1) {
    const next = Math.round(total * (cum[i] as number));
    if (next !== previous) (targets[i] as DailyMetrics)[key] += next - previous;
    previous = next;
  }
}

function addRecord(source: Record<string, number>, cumFor: (key: string) => Float64Array, targets: DailyMetrics[], field: 'actions' | 'actionValues' | 'video'): void {
  for (const key in source) {
    const total = source[key] as number;
    const cum = cumFor(key);
    let previous = 0;
    for (let i = 0; i < cum.length; i += 1) {
      const next = Math.round(total * (cum[i] as number));
      if (next !== previous) {
        const record = (targets[i] as DailyMetrics)[field];
        record[key] = (record[key] ?? 0) + next - previous;
      }
      previous = next;
    }
  }
}

/**
 * Adds one day of an ad, split into its breakdown slices, into `targets` (one per slice); `reach` receives each
 * slice's share of the day's reach. Every additive number of the slices sums exactly to the day's; each family of
 * numbers leans by the slice's factors (CPM, CTR, conversion, video), and every slice's share drifts a little from
 * day to day.
 */
export function splitDayInto(row: DailyMetrics, plan: SplitPlan, dayNumber: number, targets: DailyMetrics[], reach: Float64Array): void {
  const n = plan.slices.length;
  const { delivery, spend, click, conversion, video } = plan;
  for (let i = 0; i < n; i += 1) {
    const f = (plan.slices[i] as SliceValue).factors;
    const base = (plan.weight[i] as number) * (1 + 0.12 * Math.sin((plan.phase[i] as number) + dayNumber * (plan.speed[i] as number)));
    delivery[i] = base;
    spend[i] = base * f.spend;
    click[i] = base * f.click;
    conversion[i] = base * f.click * f.conversion;
    video[i] = base * f.video;
  }
  cumulative(delivery);
  cumulative(spend);
  cumulative(click);
  cumulative(conversion);
  cumulative(video);
  addScalar(row.spend, spend, targets, 'spend');
  addScalar(row.impressions, delivery, targets, 'impressions');
  addScalar(row.reach, delivery, targets, 'reach');
  let previous = 0;
  for (let i = 0; i < n; i += 1) {
    const next = Math.round(row.reach * (delivery[i] as number));
    reach[i] = next - previous;
    previous = next;
  }
  addScalar(row.adRecallers, delivery, targets, 'adRecallers');
  addScalar(row.clicks, click, targets, 'clicks');
  addScalar(row.uniqueClicks, click, targets, 'uniqueClicks');
  addScalar(row.linkClicks, click, targets, 'linkClicks');
  addScalar(row.uniqueLinkClicks, click, targets, 'uniqueLinkClicks');
  addScalar(row.outboundClicks, click, targets, 'outboundClicks');
  addScalar(row.uniqueOutboundClicks, click, targets, 'uniqueOutboundClicks');
  addScalar(row.catalogPurchases, conversion, targets, 'catalogPurchases');
  addScalar(row.catalogValue, conversion, targets, 'catalogValue');
  addRecord(row.actions, (key) => (key === 'video_view' ? video : leansOnConversion(key) ? conversion : click), targets, 'actions');
  addRecord(row.actionValues, () => conversion, targets, 'actionValues');
  addRecord(row.video, () => video, targets, 'video');
}
