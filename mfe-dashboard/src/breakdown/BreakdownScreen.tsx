// /dashboard/breakdown: one chosen metric by age, gender, country, region, device and platform, and an hour ×
// weekday heat map. A breakdown that failed says so in its own card; the others stand.
import { useState } from 'react';
import { metric, useLanguage, type MetricId } from 'shared-graph';
import { BarChart, Card, ErrorState, HeatmapChart, HOUR_LABELS, Select, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { errorText } from '../data/dashboardQuery';
import { groupTitle, type NamedAccount } from '../data/groupTitle';
import { chartFormat } from '../data/metricFormat';
import { useDashboardFilters } from '../shell/DashboardFilters';
import { BREAKDOWNS, breakdownFigures, hourlyGrid, valueLabel, WEEKDAYS, type BreakdownDefinition } from './breakdowns';
import { useBreakdowns, type BreakdownResult } from './useBreakdowns';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(420px, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Toolbar = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

function BreakdownCard({ definition, result, metricId, accounts }: { definition: BreakdownDefinition; result: BreakdownResult; metricId: MetricId; accounts: readonly NamedAccount[] }) {
  const label = metric(metricId).label;
  const language = useLanguage();
  if (!result.ok) {
    return (
      <Card title={definition.label}>
        <ErrorState compact title={`The ${definition.label.toLowerCase()} breakdown could not be loaded`} message={`No answer for ${result.failed.join(', ')}. The other breakdowns are not affected.`} />
      </Card>
    );
  }
  if (definition.daily) {
    return (
      <Card title={definition.label}>
        {hourlyGrid(metricId, result.accounts, definition.breakdowns[0]).map((grid) => (
          <HeatmapChart
            key={grid.currency ?? 'all'}
            title={`${groupTitle(metricId, grid.currency, accounts)} by hour and weekday${definition.clock ? ` ${definition.clock}` : ''}`}
            rows={[...WEEKDAYS]}
            columns={HOUR_LABELS}
            values={grid.values}
            format={chartFormat(metricId, grid.currency)}
            rowLabel="Weekday"
          />
        ))}
      </Card>
    );
  }
  const figures = breakdownFigures(metricId, definition.breakdowns[0]!, result.accounts);
  return (
    <Card title={definition.label}>
      {figures.length === 0 || figures.every((f) => f.values.length === 0) ? <p>No delivery in this range.</p> : null}
      {figures.map((f) => {
        const shown = definition.top ? f.values.slice(0, definition.top) : f.values;
        return (
          <BarChart
            key={f.currency ?? 'all'}
            title={`${groupTitle(metricId, f.currency, accounts)} by ${definition.label.toLowerCase()}`}
            horizontal
            categories={shown.map((v) => valueLabel(definition.id, v.value, language))}
            series={[{ name: label, values: shown.map((v) => v.figure) }]}
            format={chartFormat(metricId, f.currency)}
            categoryLabel={definition.label}
          />
        );
      })}
    </Card>
  );
}

export function BreakdownScreen() {
  const filters = useDashboardFilters();
  const [chosen, setChosen] = useState<string | null>(null);
  const metricId = filters.metrics.find((m) => m === chosen) ?? filters.metrics[0] ?? 'spend';
  const breakdowns = useBreakdowns(filters.accounts, filters.selection, filters.metrics, filters.ready);

  return (
    <div>
      <Toolbar>
        <Select aria-label="Metric" width={280} options={filters.metrics.map((m) => ({ value: m, label: metric(m).label }))} value={metricId} onChange={(e) => setChosen(e.target.value)} />
      </Toolbar>
      {breakdowns.error ? (
        <ErrorState title="Breakdowns could not be loaded" message={errorText(breakdowns.error, 'Try again.') ?? undefined} onRetry={() => void breakdowns.refetch()} />
      ) : !breakdowns.data ? (
        <Spinner label="Loading breakdowns" />
      ) : (
        <Grid aria-busy={breakdowns.isFetching}>
          {BREAKDOWNS.map((definition) =>
            definition.daily ? (
              <Wide key={definition.id}>
                <BreakdownCard definition={definition} result={breakdowns.data[definition.id]} metricId={metricId} accounts={filters.accounts} />
              </Wide>
            ) : (
              <BreakdownCard key={definition.id} definition={definition} result={breakdowns.data[definition.id]} metricId={metricId} accounts={filters.accounts} />
            ),
          )}
        </Grid>
      )}
    </div>
  );
}
