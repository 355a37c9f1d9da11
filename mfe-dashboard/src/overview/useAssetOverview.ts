// The account's campaigns, ad sets and ads for the status overview, and the campaigns with two-range insights for
// the compare table — through the team owner's connection of each account.
import { fetchAllAssets, type Asset, type MetricId } from 'shared-graph';
import { accountKey, type DashboardAccount } from '../data/dashboardAccount';
import { useNow } from '../data/useNow';
import { useDashboardQuery } from '../data/dashboardQuery';
import { periodFor, type DateSelection } from '../data/period';
import type { AssetLevelName } from '../objectives/objectivePresets';

export interface AccountAssets {
  account: DashboardAccount;
  levels: Record<AssetLevelName, Asset[]>;
}

/** Rows per page for these counts: fewer, larger pages than the ads manager's 50. */
const PAGE = 500;

export function useAssetOverview(accounts: readonly DashboardAccount[], selection: DateSelection, metrics: readonly MetricId[], enabled: boolean) {
  const now = useNow();
  const plans = accounts.map((account) => ({ account, period: periodFor(selection, account.timeZone, now) }));
  return useDashboardQuery<AccountAssets[]>(
    ['assets', plans.map((p) => [accountKey(p.account), p.period.range]), [...metrics]],
    (signal) =>
      Promise.all(
        plans.map(async ({ account, period }) => {
          const opts = { teamId: account.team, signal };
          const [campaign, adset, ad] = await Promise.all([
            fetchAllAssets({ accountId: account.id, level: 'campaign', timeRanges: [period.range, period.comparison], metrics, currency: account.currency, limit: PAGE }, opts),
            fetchAllAssets({ accountId: account.id, level: 'adset', limit: PAGE }, opts),
            fetchAllAssets({ accountId: account.id, level: 'ad', limit: PAGE }, opts),
          ]);
          return { account, levels: { campaign, adset, ad } };
        }),
      ),
    { enabled: enabled && accounts.length > 0 },
  );
}
