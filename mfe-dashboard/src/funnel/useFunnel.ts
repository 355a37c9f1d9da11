// The funnel of the chosen accounts for the chosen period and the comparison period, through the dashboard's query cache.
import { queryFields, type MetricId } from 'shared-graph';
import { accountKey, type DashboardAccount } from '../data/dashboardAccount';
import { useDashboardQuery } from '../data/dashboardQuery';
import { periodFor, type DateSelection } from '../data/period';
import { useNow } from '../data/useNow';
import { loadFunnel } from './loadFunnel';

export function useFunnel(accounts: readonly DashboardAccount[], selection: DateSelection, metrics: readonly MetricId[], enabled: boolean) {
  const now = useNow();
  const plans = accounts.map((account) => ({ account, period: periodFor(selection, account.timeZone, now) }));
  const fields = queryFields({ metrics });
  return useDashboardQuery(
    ['funnel', plans.map((p) => [accountKey(p.account), p.period.range]), fields],
    (signal) => loadFunnel(plans, fields, signal),
    { enabled: enabled && accounts.length > 0 && fields.length > 0 },
  );
}
