// The insights every dashboard screen starts from, per account: totals for the period and the comparison period
// (one `time_ranges` query), and the series of a window in buckets for both periods. One batch series per team.
import { comparisonRange, trendRange, type DateRange, type Grouping, type InsightsQuery, type MetricId } from 'shared-graph';
import { accountKey, type DashboardAccount } from './dashboardAccount';
import { useNow } from './useNow';
import { useDashboardQuery } from './dashboardQuery';
import type { AccountRows } from './figures';
import { loadInsights } from './insightsLoader';
import { periodFor, type DateSelection, type Period } from './period';
import { seriesBuckets, type AccountSeries } from './series';

export interface AccountInsights {
  account: DashboardAccount;
  period: Period;
  totals: AccountRows;
  series: AccountSeries;
}

export interface InsightsRequest {
  accounts: readonly DashboardAccount[];
  selection: DateSelection;
  metrics: readonly MetricId[];
  /**
   * 'trend': the trend window (35 days weekly, else the range) by week or by day, as the grouping says (SPEC §4:
   * daily means a point a day at any length; the chart thins its axis labels, never the data); 'daily': the range,
   * by day.
   */
  window: { kind: 'trend'; grouping: Grouping } | { kind: 'daily' };
  enabled: boolean;
}

export interface AccountInsightsResult {
  accounts: AccountInsights[];
  /** Accounts whose insights could not be read (the others still show). */
  failed: DashboardAccount[];
}

/** Days per chart point: 7 weekly, 1 daily — never a silent 3-day point on a long daily range (issue 27). */
export function groupingDays(grouping: Grouping): number {
  return grouping === 'weekly' ? 7 : 1;
}

function windowOf(range: DateRange, window: InsightsRequest['window']): { window: DateRange; size: number } {
  if (window.kind === 'daily') return { window: range, size: 1 };
  return { window: trendRange(range, window.grouping), size: groupingDays(window.grouping) };
}

export function useAccountInsights(request: InsightsRequest) {
  const now = useNow();
  const plans = request.accounts.map((account) => {
    const period = periodFor(request.selection, account.timeZone, now);
    const { window, size } = windowOf(period.range, request.window);
    return { account, period, window, size };
  });
  const key = ['insights', plans.map((p) => [accountKey(p.account), p.period.range, p.window, p.size]), [...request.metrics]];

  return useDashboardQuery<AccountInsightsResult>(
    key,
    async (signal) => {
      const queries = plans.flatMap(({ account, period, window, size }) => {
        const base: Omit<InsightsQuery, 'objectId'> = { metrics: request.metrics, fields: ['account_currency'] };
        return [
          { account, query: { ...base, objectId: account.id, timeRanges: [period.range, period.comparison] } },
          { account, query: { ...base, objectId: account.id, timeRange: window, timeIncrement: size } },
          { account, query: { ...base, objectId: account.id, timeRange: comparisonRange(window), timeIncrement: size } },
        ];
      });
      const rows = await loadInsights(queries, signal);
      const result: AccountInsightsResult = { accounts: [], failed: [] };
      plans.forEach(({ account, period, window, size }, i) => {
        const [totals, current, previous] = [rows[i * 3], rows[i * 3 + 1], rows[i * 3 + 2]];
        if (!totals || !current || !previous) {
          result.failed.push(account);
          return;
        }
        result.accounts.push({
          account,
          period,
          totals: {
            currency: account.currency,
            current: totals.filter((r) => r.dateStart === period.range.since),
            previous: totals.filter((r) => r.dateStart === period.comparison.since),
          },
          series: { currency: account.currency, ...seriesBuckets(window, size), current, previous },
        });
      });
      if (result.accounts.length === 0 && result.failed.length > 0) throw new Error('The insights of the chosen ad accounts could not be read.');
      return result;
    },
    { enabled: request.enabled && request.accounts.length > 0 && request.metrics.length > 0 },
  );
}
