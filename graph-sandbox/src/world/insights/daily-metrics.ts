/** One day of delivery for one object. Spend and values are minor units; everything is additive across levels. */
export interface DailyMetrics {
  date: string;
  spend: number;
  impressions: number;
  reach: number;
  clicks: number;
  uniqueClicks: number;
  linkClicks: number;
  uniqueLinkClicks: number;
  adRecallers: number;
  outboundClicks: number;
  uniqueOutboundClicks: number;
  /** Collaborative (CPAS) ads: purchases of the partner catalogue's shared items and their value (minor units). */
  catalogPurchases: number;
  catalogValue: number;
  /** action_type → count (only non-zero entries). */
  actions: Record<string, number>;
  /** action_type → value in minor units. */
  actionValues: Record<string, number>;
  /** play, p25, p50, p75, p95, p100, thruplay, continuous_2_sec, watched_15_sec, watched_30_sec → count; watch_seconds → total seconds watched. */
  video: Record<string, number>;
}

export function emptyMetrics(date: string): DailyMetrics {
  return { date, spend: 0, impressions: 0, reach: 0, clicks: 0, uniqueClicks: 0, linkClicks: 0, uniqueLinkClicks: 0, adRecallers: 0, outboundClicks: 0, uniqueOutboundClicks: 0, catalogPurchases: 0, catalogValue: 0, actions: {}, actionValues: {}, video: {} };
}

function addRecord(target: Record<string, number>, source: Record<string, number>): void {
  for (const key in source) target[key] = (target[key] ?? 0) + (source[key] as number);
}

export function addInto(target: DailyMetrics, source: DailyMetrics): DailyMetrics {
  target.spend += source.spend;
  target.impressions += source.impressions;
  target.reach += source.reach;
  target.clicks += source.clicks;
  target.uniqueClicks += source.uniqueClicks;
  target.linkClicks += source.linkClicks;
  target.uniqueLinkClicks += source.uniqueLinkClicks;
  target.adRecallers += source.adRecallers;
  target.outboundClicks += source.outboundClicks;
  target.uniqueOutboundClicks += source.uniqueOutboundClicks;
  target.catalogPurchases += source.catalogPurchases;
  target.catalogValue += source.catalogValue;
  addRecord(target.actions, source.actions);
  addRecord(target.actionValues, source.actionValues);
  addRecord(target.video, source.video);
  return target;
}

export function sumMetrics(rows: readonly DailyMetrics[], date: string): DailyMetrics {
  const total = emptyMetrics(date);
  for (const row of rows) addInto(total, row);
  return total;
}
