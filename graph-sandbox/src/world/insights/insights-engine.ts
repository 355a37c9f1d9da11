import { dateToUtcMs, DAY_MS } from '../../lib/meta-time';
import { hashString } from '../../lib/random';
import type { World } from '../world';
import { slicesFor } from './breakdown-dimensions';
import { isHourly } from './breakdown-combinations';
import { addInto, emptyMetrics, type DailyMetrics } from './daily-metrics';
import { reachOverDays } from './reach-model';
import { splitDayInto, splitPlan, type SplitPlan } from './split-metrics';

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
  plan: SplitPlan;
  /** Scratch: each slice's reach of the day being split. */
  reach: Float64Array;
}

interface Accumulator {
  cell: InsightsCell;
  reachByDay: Float64Array;
}

/**
 * Aggregates the world's daily ad rows into insights cells: any grouping, date ranges and breakdown, with
 * additive numbers summing exactly at every level and in every breakdown (each ad-day splits the same way every time).
 */
export class InsightsEngine {
  private readonly splits = new Map<string, AdSplit>();
  private readonly dayNumbers = new Map<string, Int32Array>();

  constructor(private readonly world: World) {}

  private rowsOf(id: string): DailyMetrics[] {
    return this.world.insights.daily(id);
  }

  private dayNumbersOf(id: string): Int32Array {
    const rows = this.rowsOf(id);
    let numbers = this.dayNumbers.get(id);
    if (!numbers || numbers.length !== rows.length) {
      numbers = Int32Array.from(rows, (row) => dayNumber(row.date));
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
      plan: splitPlan(slices, (i) => hashString(`${adId}/${i}`) / 2 ** 32),
      reach: new Float64Array(slices.length),
    };
    this.splits.set(cacheKey, split);
    return split;
  }

  cells(groups: readonly InsightsGroup[], ranges: readonly DateRange[], breakdowns: readonly string[]): InsightsCell[] {
    const hourly = isHourly(breakdowns);
    const cells: InsightsCell[] = [];
    const spans = ranges.map((range) => ({ range, first: dayNumber(range.since), last: dayNumber(range.until) }));
    for (const group of groups) {
      /** Per span, its accumulators by slice key, in the order the slices first appear. */
      const accumulators = spans.map(() => new Map<string, Accumulator>());
      const accumulatorFor = (spanIndex: number, key: string, values: Record<string, string>): Accumulator => {
        const map = accumulators[spanIndex] as Map<string, Accumulator>;
        let acc = map.get(key);
        if (!acc) {
          const span = spans[spanIndex] as (typeof spans)[number];
          acc = {
            cell: { groupId: group.id, level: group.level, range: span.range, values, metrics: emptyMetrics(span.range.since), reach: 0 },
            reachByDay: new Float64Array(span.last - span.first + 1),
          };
          map.set(key, acc);
        }
        return acc;
      };
      const sources = breakdowns.length === 0 && group.whole ? [group.id] : group.adIds;
      spans.forEach((span, spanIndex) => {
        for (const sourceId of sources) {
          const rows = this.rowsOf(sourceId);
          if (rows.length === 0) continue;
          const numbers = this.dayNumbersOf(sourceId);
          let i = lowerBound(numbers, span.first);
          if (i >= rows.length || (numbers[i] as number) > span.last) continue;
          const split = breakdowns.length ? this.splitOf(sourceId, breakdowns) : undefined;
          if (breakdowns.length && !split) continue;
          if (split) {
            const targets = split.keys.map((key, s) => accumulatorFor(spanIndex, key, split.values[s] as Record<string, string>));
            const metrics = targets.map((acc) => acc.cell.metrics);
            for (; i < rows.length && (numbers[i] as number) <= span.last; i += 1) {
              const offset = (numbers[i] as number) - span.first;
              splitDayInto(rows[i] as DailyMetrics, split.plan, numbers[i] as number, metrics, split.reach);
              for (let s = 0; s < targets.length; s += 1) {
                const reachByDay = (targets[s] as Accumulator).reachByDay;
                reachByDay[offset] = (reachByDay[offset] as number) + (split.reach[s] as number);
              }
            }
          } else {
            const acc = accumulatorFor(spanIndex, '', {});
            for (; i < rows.length && (numbers[i] as number) <= span.last; i += 1) {
              const row = rows[i] as DailyMetrics;
              const offset = (numbers[i] as number) - span.first;
              addInto(acc.cell.metrics, row);
              acc.reachByDay[offset] = (acc.reachByDay[offset] as number) + row.reach;
            }
          }
        }
      });
      const overlap = group.adIds.length > 1 ? SAME_DAY_OVERLAP[group.level] : 1;
      for (const map of accumulators) {
        for (const acc of map.values()) {
          const { metrics } = acc.cell;
          if (metrics.impressions === 0 && metrics.spend === 0) continue;
          acc.cell.reach = hourly ? 0 : Math.min(metrics.impressions, reachOverDays(acc.reachByDay, overlap));
          cells.push(acc.cell);
        }
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
