// One card per chosen metric: the figure for the period, and beside it the change against the comparison period
// as an amount and a percentage (per currency for money).
import { metric } from 'shared-graph';
import { formatPercent } from 'shared-ui';
import styled from 'styled-components';
import { figureChange, type MetricFigure } from '../data/figures';
import { groupAccountsText, type NamedAccount } from '../data/groupTitle';
import { changeTone, formatMetric, formatMetricChange } from '../data/metricFormat';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Label = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Figures, not paragraphs: a bold figure above its smaller change would read as a heading (axe p-as-heading). */
const Value = styled.div`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Change = styled.div<{ $tone: 'good' | 'bad' | 'neutral' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.successText : $tone === 'bad' ? theme.colors.errorText : theme.colors.muted)};
`;

const Owner = styled.div`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Figure = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * `accounts`: the accounts the figures are over. When a card holds a figure per currency, each names its accounts
 * (short name and currency) — a ratio such as ROAS has no currency sign to tell them apart.
 */
export function KpiCards({ figures, accounts }: { figures: MetricFigure[][]; accounts: readonly NamedAccount[] }) {
  return (
    <Grid aria-label="Key figures">
      {figures.map((perCurrency) => {
        const id = perCurrency[0]?.metricId;
        if (!id) return null;
        return (
          <Card key={id} data-metric={id}>
            <Label>{metric(id).label}</Label>
            {perCurrency.map((figure) => {
              const change = figureChange(figure);
              const percent = change.percent === null ? 'no comparison' : formatPercent(change.percent, 1, { signed: true });
              return (
                <Figure key={figure.currency ?? 'all'} data-currency={figure.currency ?? ''}>
                  {perCurrency.length > 1 ? <Owner data-testid="kpi-accounts">{groupAccountsText(figure.currency, accounts)}</Owner> : null}
                  <Value data-testid="kpi-value">{formatMetric(id, figure.current, figure.currency)}</Value>
                  <Change $tone={changeTone(id, change.absolute)}>
                    {formatMetricChange(id, change.absolute, figure.currency)} ({percent}) vs {formatMetric(id, figure.previous, figure.currency)}
                  </Change>
                </Figure>
              );
            })}
          </Card>
        );
      })}
    </Grid>
  );
}
