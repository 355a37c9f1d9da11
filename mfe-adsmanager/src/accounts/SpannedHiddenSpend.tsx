// The hidden-spend lines of a list over several accounts: each account's deleted and archived spend read through its
// own team once the list has answered, added up per currency (one line each, never across currencies).
import { useMemo } from 'react';
import { useTeamInsights, type AssetLevel, type DateRange, type TeamInsightsQuery } from 'shared-graph';
import type { ListFilters } from '../list/listFilters';
import { HiddenSpendNote } from '../totals/HiddenSpendNote';
import { hiddenSpendQuery, hiddenStatuses } from '../totals/hiddenSpendQuery';
import { hiddenSpendOf, type HiddenSpend } from '../totals/useHiddenSpend';
import { currenciesOf, spannedKey, type SpannedAccount } from './spannedAccount';

export interface SpannedHiddenSpendProps {
  accounts: readonly SpannedAccount[];
  level: AssetLevel;
  filters: ListFilters;
  range: DateRange;
  ready: boolean;
  onInclude: () => void;
}

export function SpannedHiddenSpend({ accounts, level, filters, range, ready, onInclude }: SpannedHiddenSpendProps) {
  const key = JSON.stringify([accounts.map(spannedKey), level, filters, range]);
  const queries = useMemo<Array<TeamInsightsQuery & { account: SpannedAccount }>>(
    () =>
      accounts.flatMap((account) => {
        const query = hiddenSpendQuery(account.id, level, filters, range);
        return query ? [{ teamId: account.teamId, accountId: account.id, query, account }] : [];
      }),
    // The key says everything the queries depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const answers = useTeamInsights(queries, { enabled: ready });
  const byCurrency = currenciesOf(accounts).flatMap((currency) => {
    const hidden = queries
      .map((q, i) => (q.account.currency === currency ? hiddenSpendOf(answers.rows[i]) : null))
      .filter((h): h is HiddenSpend => h !== null)
      .reduce<HiddenSpend | null>((sum, h) => ({ spend: (sum?.spend ?? 0) + h.spend, objects: (sum?.objects ?? 0) + h.objects, capped: Boolean(sum?.capped) || h.capped }), null);
    return hidden ? [{ currency, hidden }] : [];
  });
  if (byCurrency.length === 0) return null;
  return <HiddenSpendNote items={byCurrency} level={level} statuses={hiddenStatuses(filters.status)} onInclude={onInclude} />;
}
