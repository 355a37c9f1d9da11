// Every breakdown of the screen in one batch series per team; a breakdown whose query failed for an account is
// reported as failed on its own — the others still show (SPEC §8).
import type { InsightsRow, MetricId } from 'shared-graph';
import { accountKey, type DashboardAccount } from '../data/dashboardAccount';
import { useNow } from '../data/useNow';
import { useDashboardQuery } from '../data/dashboardQuery';
import { loadInsights } from '../data/insightsLoader';
import { periodFor, type DateSelection } from '../data/period';
import { BREAKDOWN_LIMIT, BREAKDOWNS, type BreakdownId } from './breakdowns';

export type BreakdownResult = { ok: true; accounts: Array<{ currency: string; rows: InsightsRow[] }> } | { ok: false; failed: string[] };

export function useBreakdowns(accounts: readonly DashboardAccount[], selection: DateSelection, metrics: readonly MetricId[], enabled: boolean) {
  const now = useNow();
  const plans = accounts.map((account) => ({ account, range: periodFor(selection, account.timeZone, now).range }));
  return useDashboardQuery<Record<BreakdownId, BreakdownResult>>(
    ['breakdowns', plans.map((p) => [accountKey(p.account), p.range]), [...metrics]],
    async (signal) => {
      const queries = BREAKDOWNS.flatMap((b) =>
        plans.map(({ account, range }) => ({
          account,
          query: { objectId: account.id, metrics, timeRange: range, breakdowns: b.breakdowns, limit: BREAKDOWN_LIMIT, ...(b.daily ? { timeIncrement: 1 } : {}) },
        })),
      );
      const rows = await loadInsights(queries, signal);
      return Object.fromEntries(
        BREAKDOWNS.map((b, bi) => {
          const results = plans.map((p, ai) => ({ account: p.account, rows: rows[bi * plans.length + ai] ?? null }));
          const failed = results.filter((r) => r.rows === null).map((r) => r.account.name);
          const result: BreakdownResult = failed.length > 0 ? { ok: false, failed } : { ok: true, accounts: results.map((r) => ({ currency: r.account.currency, rows: r.rows! })) };
          return [b.id, result];
        }),
      ) as Record<BreakdownId, BreakdownResult>;
    },
    { enabled: enabled && accounts.length > 0 && metrics.length > 0 },
  );
}
