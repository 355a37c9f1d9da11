// The breakdown of a list over several accounts: per account the same filtered insights calls as one account's list
// (one per level and 50 rows, useListBreakdown's breakdownQueries), each read through the account's own team.
import { useMemo } from 'react';
import { useTeamInsights, type Asset, type AssetLevel, type DateRange, type MetricId, type TeamInsightsQuery } from 'shared-graph';
import type { ListBreakdownId } from '../breakdowns/listBreakdowns';
import { breakdownQueries, useBreakdownSlices, type ListBreakdownState } from '../breakdowns/useListBreakdown';
import { spannedKey, type SpannedAccount } from './spannedAccount';

export interface SpannedBreakdownOptions {
  accounts: readonly SpannedAccount[];
  /** The row's account. */
  accountOf: (asset: Asset) => SpannedAccount | undefined;
  level: AssetLevel;
  assets: readonly Asset[];
  breakdown: ListBreakdownId | null;
  range: DateRange;
  previous: DateRange | null;
  metrics: readonly MetricId[];
}

export function useSpannedBreakdown({ accounts, accountOf, level, assets, breakdown, range, previous, metrics }: SpannedBreakdownOptions): ListBreakdownState {
  const queries: TeamInsightsQuery[] = accounts.flatMap((account) => {
    const own = assets.filter((asset) => accountOf(asset) === account);
    return breakdownQueries({ accountId: account.id, level, assets: own, breakdown, range, previous, metrics }).map((query) => ({ teamId: account.teamId, accountId: account.id, query }));
  });
  // Query keys are compared by value; the list of queries keeps its identity while they say the same.
  const key = JSON.stringify(queries.map((q) => [spannedKey({ teamId: q.teamId, id: q.accountId }), q.query]));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => queries, [key]);
  return useBreakdownSlices(useTeamInsights(stable), { assets, breakdown, level, previous });
}
