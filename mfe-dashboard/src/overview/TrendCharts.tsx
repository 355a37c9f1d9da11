// A trend chart per chosen metric, the comparison period dashed beside it (one chart per currency for money).
import { TrendChart } from 'shared-ui';
import styled from 'styled-components';
import { groupTitle, type NamedAccount } from '../data/groupTitle';
import { chartFormat } from '../data/metricFormat';
import { bucketLabel, type MetricSeries } from '../data/series';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(420px, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }

  > * {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

export function TrendCharts({ series, accounts }: { series: MetricSeries[]; accounts: readonly NamedAccount[] }) {
  return (
    <Grid>
      {series.map((s) => {
        const title = groupTitle(s.metricId, s.currency, accounts);
        return (
          <TrendChart
            key={`${s.metricId}-${s.currency ?? ''}`}
            title={title}
            format={chartFormat(s.metricId, s.currency)}
            labels={s.buckets.map(bucketLabel)}
            area
            series={[
              { name: 'This period', values: s.current },
              { name: 'Previous period', values: s.previous, comparison: true, pointLabels: s.previousBuckets.map(bucketLabel) },
            ]}
          />
        );
      })}
    </Grid>
  );
}
