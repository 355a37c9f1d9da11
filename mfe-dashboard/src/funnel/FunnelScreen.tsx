// /dashboard/funnel: where the money went along the funnel (SPEC §9 stages 1 cold … 4 buyers), as a funnel chart
// of one chosen metric and a table of every chosen metric per stage, each against the comparison period.
import { useMemo, useState } from 'react';
import { metric } from 'shared-graph';
import { Card, ErrorState, formatPercent, FunnelChart, Select, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { errorText } from '../data/dashboardQuery';
import { figureChange } from '../data/figures';
import { groupTitle } from '../data/groupTitle';
import { changeTone, chartFormat, formatMetric, formatMetricChange } from '../data/metricFormat';
import { useDashboardFilters } from '../shell/DashboardFilters';
import { funnelChartFigures, stageRows } from './funnelFigures';
import { FUNNEL_STAGES, funnelStage } from './funnelStages';
import { FunnelTable } from './FunnelTable';
import { useFunnel } from './useFunnel';

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Toolbar = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Legend = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const LegendItem = styled.div`
  display: contents;
`;

const Changes = styled.ul`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const Change = styled.span<{ $tone: 'good' | 'bad' | 'neutral' }>`
  color: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.successText : $tone === 'bad' ? theme.colors.errorText : theme.colors.muted)};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.warningText};
`;

export function FunnelScreen() {
  const filters = useDashboardFilters();
  const [chosen, setChosen] = useState<string | null>(null);
  const metricId = filters.metrics.find((m) => m === chosen) ?? filters.metrics[0] ?? 'spend';
  const funnel = useFunnel(filters.accounts, filters.selection, filters.metrics, filters.ready);
  const charts = useMemo(() => (funnel.data ? funnelChartFigures(metricId, funnel.data) : []), [funnel.data, metricId]);
  const rows = useMemo(() => (funnel.data ? stageRows(filters.metrics, funnel.data) : []), [funnel.data, filters.metrics]);

  if (funnel.error) {
    return <ErrorState title="The funnel could not be loaded" message={errorText(funnel.error, 'Check your connection and try again.') ?? undefined} onRetry={() => void funnel.refetch()} />;
  }
  if (!funnel.data) return <Spinner label="Loading the funnel" />;
  const read = filters.accounts.filter((a) => !funnel.data!.failed.some((f) => f.id === a.id && f.team === a.team));
  const titleOf = (currency: string | null) => groupTitle(metricId, currency, read);

  return (
    <div aria-busy={funnel.isFetching}>
      {funnel.data.failed.length > 0 ? <Note role="status">Not shown (their funnel could not be read): {funnel.data.failed.map((a) => a.name).join(', ')}.</Note> : null}
      <Toolbar>
        <Select aria-label="Funnel metric" width={280} options={filters.metrics.map((m) => ({ value: m, label: metric(m).label }))} value={metricId} onChange={(e) => setChosen(e.target.value)} />
      </Toolbar>
      <Charts>
        {charts.map(({ currency, stages }) => (
          <Card key={currency ?? 'all'} title={`${titleOf(currency)} by funnel stage`}>
            <FunnelChart
              title={`${titleOf(currency)} by funnel stage`}
              hideTitle
              stages={stages.map((s) => ({ name: funnelStage(s.stage).label, value: s.current }))}
              format={chartFormat(metricId, currency)}
            />
            <Changes aria-label={`${titleOf(currency)}: change against the previous period`}>
              {stages.map((s) => {
                const change = figureChange(s);
                const percent = change.percent === null ? 'no comparison' : formatPercent(change.percent, 1, { signed: true });
                return (
                  <li key={s.stage}>
                    <strong>{funnelStage(s.stage).label}</strong> {formatMetric(metricId, s.current, currency)}{' '}
                    <Change $tone={changeTone(metricId, change.absolute)}>
                      {formatMetricChange(metricId, change.absolute, currency)} ({percent})
                    </Change>{' '}
                    vs {formatMetric(metricId, s.previous, currency)}
                  </li>
                );
              })}
            </Changes>
          </Card>
        ))}
      </Charts>
      <FunnelTable rows={rows} metrics={filters.metrics} />
      <Legend aria-label="Funnel stages">
        {FUNNEL_STAGES.map((stage) => (
          <LegendItem key={stage.id}>
            <dt>
              {stage.id} · {stage.label}
            </dt>
            <dd>{stage.description}</dd>
          </LegendItem>
        ))}
      </Legend>
    </div>
  );
}
