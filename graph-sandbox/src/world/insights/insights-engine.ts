import { dateToUtcMs, DAY_MS } from '../../lib/meta-time';
import { hashString } from '../../lib/random';
import type { World } from '../world';
import { slicesFor } from './breakdown-dimensions';
import { isHourly } from './breakdown-combinations';
import { addInto, emptyMetrics, type DailyMetrics } from './daily-metrics';
import { reachOverDays } from './reach-model';
import { splitDay, splitPlan } from './split-metrics';

export type InsightsLevel = 'account' | 'campaign' | 'adset' | 'ad';

export interface DateRange {
  since: string;
  until: string;
}

/** The ads whose delivery makes up one row group (an account, campaign, ad set or ad). */
export interface InsightsGroup {
  id: string;
  level: InsightsLevel;
  adIds: readonly string[];
  /** Every ad of the object counts: its pre-summed daily rows can be used when nothing is broken down. */
  whole: boolean;
}

/** One aggregated row before formatting: a group, a date range and a breakdown slice. */
export interface InsightsCell {
  groupId: string;
  level: InsightsLevel;
  range: DateRange;
  /** Breakdown → value (empty without breakdowns). */
  values: Record<string, string>;
  /** Additive sums; `reach` in here is the sum of daily reach, not people. */
  metrics: DailyMetrics;
  /** People reached over the range (deduplicated across days and ads); 0 with hourly breakdowns. */
  reach: number;
}

/** Same people seen by several ads of one object on one day: the object's daily reach is this share of the sum. */
const SAME_DAY_OVERLAP: Record<InsightsLevel, number> = { ad: 1, adset: 0.93, campaign: 0.9, account: 0.86 };

const dayNumber = (date: string): number => Math.round(dateToUtcMs(date) / DAY_MS);

interface AdSplit {
  keys: string[];
  values: Array<Record<string, string>>;
  /** Per daily row, its slices (computed on first use). */
  days: Array<DailyMetrics[] | undefined>;
  plan: ReturnType<typeof splitPlan>;
}

interface Accumulator {
  cell: InsightsCell;
  reachByDay: Float64Array;
}

/**
 * Aggregates the world's daily ad rows into insights cells: any grouping, date ranges and breakdown, with
 * additive numbers summing exactly at every level and in every breakdown (each ad-day is split once and cached).
 */
export class InsightsEngine {
  private readonly splits = new Map<string, AdSplit>();
  private readonly dayNumbers = new Map<string, Int32Array>();

  constructor(private readonly world: World) {}

  private rowsOf(id: string): DailyMetrics[] {
    return this.world.insights.daily(id);
  }

  private dayNumbersOf(id: string): Int32Array {
    let numbers = this.dayNumbers.get(id);
    if (!numbers) {
      numbers = Int32Array.from(this.rowsOf(id), (row) => dayNumber(row.date));
      this.dayNumbers.set(id, numbers);
    }
    return numbers;
  }

  private splitOf(adId: string, breakdowns: readonly string[]): AdSplit | undefined {
    const cacheKey = `${adId}|${breakdowns.join(',')}`;
    let split = this.splits.get(cacheKey);
    if (split) return split;
    const node = this.world.node(adId);
    const ad = node?.kind === 'ad' ? node.entity : undefined;
    const adset = ad ? this.world.adset(ad.adsetId) : undefined;
    const account = ad ? this.world.account(ad.accountId) : undefined;
    if (!ad || !adset || !account) return undefined;
    const slices = slicesFor(breakdowns, { ad, adset, account });
    split = {
      keys: slices.map((slice) => JSON.stringify(slice.values)),
      values: slices.map((slice) => slice.values),
      days: [],
      plan: splitPlan(slices, (i) => hashString(`${adId}/${i}`) / 2 ** 32),
    };
    this.splits.set(cacheKey, split);
    return split;
  }

  cells(groups: readonly InsightsGroup[], ranges: readonly DateRange[], breakdowns: readonly string[]): InsightsCell[] {
    const hourly = isHourly(breakdowns);
    const cells: InsightsCell[] = [];
    const spans = ranges.map((range) => ({ range, first: dayNumber(range.since), last: dayNumber(range.until) }));
    for (const group of groups) {
      const accumulators = new Map<string, Accumulator>();
      /** Per slice key, its accumulator per span: found once per key instead of once per slice and day. */
      const bySliceKey = new Map<string, Array<Accumulator | undefined>>();
      const sources = breakdowns.length === 0 && group.whole ? [group.id] : group.adIds;
      spans.forEach((span, spanIndex) => {
        const length = span.last - span.first + 1;
        for (const sourceId of sources) {
          const rows = this.rowsOf(sourceId);
          if (rows.length === 0) continue;
          const numbers = this.dayNumbersOf(sourceId);
          const split = breakdowns.length ? this.splitOf(sourceId, breakdowns) : undefined;
          for (let i = lowerBound(numbers, span.first); i < rows.length && (numbers[i] as number) <= span.last; i += 1) {
            const row = rows[i] as DailyMetrics;
            const offset = (numbers[i] as number) - span.first;
            const parts = split ? (split.days[i] ??= splitDay(row, split.plan, numbers[i] as number)) : [row];
            for (let s = 0; s < parts.length; s += 1) {
              const part = parts[s] as DailyMetrics;
              if (part.impressions === 0 && part.spend === 0) continue;
              const sliceKey = split ? (split.keys[s] as string) : '';
              let perSpan = bySliceKey.get(sliceKey);
              if (!perSpan) {
                perSpan = [];
                bySliceKey.set(sliceKey, perSpan);
              }
              let acc = perSpan[spanIndex];
              if (!acc) {
                acc = {
                  cell: { groupId: group.id, level: group.level, range: span.range, values: split ? (split.values[s] as Record<string, string>) : {}, metrics: emptyMetrics(span.range.since), reach: 0 },
                  reachByDay: new Float64Array(length),
                };
                accumulators.set(`${spanIndex}|${sliceKey}`, acc);
                perSpan[spanIndex] = acc;
              }
              addInto(acc.cell.metrics, part);
              acc.reachByDay[offset] = (acc.reachByDay[offset] as number) + part.reach;
            }
          }
        }
      });
      for (const acc of accumulators.values()) {
        const overlap = group.adIds.length > 1 ? SAME_DAY_OVERLAP[group.level] : 1;
        acc.cell.reach = hourly ? 0 : Math.min(acc.cell.metrics.impressions, reachOverDays(acc.reachByDay, overlap));
        cells.push(acc.cell);
      }
    }
    return cells;
  }
}

/** First index whose day number is ≥ `day` (the numbers are ascending). */
function lowerBound(numbers: Int32Array, day: number): number {
  let lo = 0;
  let hi = numbers.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((numbers[mid] as number) < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const engines = new WeakMap<World, InsightsEngine>();

/** One engine (and its caches) per world; a reset world gets a new one. */
export function insightsEngineFor(world: World): InsightsEngine {
  let engine = engines.get(world);
  if (!engine) {
    engine = new InsightsEngine(world);
    engines.set(world, engine);
  }
  return engine;
}
