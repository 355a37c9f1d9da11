import { addInto, emptyMetrics, sumMetrics, type DailyMetrics } from './daily-metrics';

/** Where an ad's own rows come from (generateInsights' AdDailyRows draws them when first asked). */
export interface AdRowsSource {
  get(adId: string): DailyMetrics[] | undefined;
}

/** Read access to daily delivery at any level; higher levels are the sums of their ads. */
export class InsightsStore {
  private readonly dailyCache = new Map<string, DailyMetrics[]>();

  constructor(
    private readonly adRows: AdRowsSource,
    /** Children of a campaign (ad sets), ad set (ads) or account (campaigns); ads have none. */
    private readonly childrenOf: (objectId: string) => readonly string[],
  ) {}

  /** Daily rows of an ad, ad set, campaign or account (`act_…`), oldest first, days without delivery left out. */
  daily(objectId: string): DailyMetrics[] {
    const cached = this.dailyCache.get(objectId);
    if (cached) return cached;
    const own = this.adRows.get(objectId);
    let rows: DailyMetrics[];
    if (own) rows = own;
    else {
      const byDate = new Map<string, DailyMetrics>();
      for (const child of this.childrenOf(objectId)) {
        for (const row of this.daily(child)) {
          const total = byDate.get(row.date) ?? emptyMetrics(row.date);
          byDate.set(row.date, addInto(total, row));
        }
      }
      rows = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
    }
    this.dailyCache.set(objectId, rows);
    return rows;
  }

  /** Rows with `since <= date <= until` (inclusive, `YYYY-MM-DD`). */
  range(objectId: string, since: string, until: string): DailyMetrics[] {
    return this.daily(objectId).filter((row) => row.date >= since && row.date <= until);
  }

  /** Totals over the range; `date` of the result is `since`. */
  total(objectId: string, since = '0000-01-01', until = '9999-12-31'): DailyMetrics {
    return sumMetrics(this.range(objectId, since, until), since);
  }
}
