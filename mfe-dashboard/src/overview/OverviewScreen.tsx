// /dashboard: KPI cards with the change against the comparison period, a trend per metric, the status overview and
// the campaign compare table.
import { isThrottled } from 'shared-graph';
import { EmptyState, ErrorState, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { errorText } from '../data/dashboardQuery';
import { metricFigures } from '../data/figures';
import { metricSeries } from '../data/series';
import { useAccountInsights } from '../data/useAccountInsights';
import { useDashboardFilters } from '../shell/DashboardFilters';
import { CompareTable } from './CompareTable';
import { KpiCards } from './KpiCards';
import { StatusOverview } from './StatusOverview';
import { TrendCharts } from './TrendCharts';
import { useAssetOverview } from './useAssetOverview';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.warningText};
`;

export function OverviewScreen() {
  const filters = useDashboardFilters();
  const insights = useAccountInsights({ accounts: filters.accounts, selection: filters.selection, metrics: filters.metrics, window: { kind: 'trend', grouping: filters.grouping }, enabled: filters.ready });
  const assets = useAssetOverview(filters.accounts, filters.selection, filters.metrics, filters.ready);

  if (isThrottled(insights.error) && !insights.data) {
    // Not an error: Facebook asks us to wait and the store has nothing for this period yet. The stamp above says
    // until when; the figures arrive by themselves then.
    return <EmptyState title="Waiting for Facebook" message={errorText(insights.error, 'Facebook asks us to wait a few minutes.') ?? undefined} />;
  }
  if (insights.error && !isThrottled(insights.error)) {
    return <ErrorState title="The dashboard could not be loaded" message={errorText(insights.error, 'Check your connection and try again.') ?? undefined} onRetry={() => void insights.refetch()} />;
  }
  if (!insights.data) return <Spinner label="Loading the dashboard" />;
  const { accounts, failed } = insights.data;
  const figures = filters.metrics.map((id) => metricFigures(id, accounts.map((a) => a.totals)));
  const series = filters.metrics.flatMap((id) => metricSeries(id, accounts.map((a) => a.series)));
  const shown = accounts.map((a) => a.account);

  return (
    <div aria-busy={insights.isFetching}>
      {failed.length > 0 ? <Note role="status">Not shown (their insights could not be read): {failed.map((a) => a.name).join(', ')}.</Note> : null}
      <KpiCards figures={figures} accounts={shown} />
      <Section aria-label="Trends">
        <TrendCharts series={series} accounts={shown} />
      </Section>
      {assets.data ? (
        <>
          <Section>
            <StatusOverview preset={filters.preset} assets={assets.data} />
          </Section>
          <Section>
            <CompareTable assets={assets.data} metrics={filters.metrics} />
          </Section>
        </>
      ) : assets.error ? (
        <ErrorState compact title="Campaign lists could not be loaded" message={errorText(assets.error, 'Try again.') ?? undefined} onRetry={() => void assets.refetch()} />
      ) : (
        <Spinner label="Loading campaigns" />
      )}
    </div>
  );
}
