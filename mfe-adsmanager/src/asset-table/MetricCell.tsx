import type { MetricDirection } from 'shared-graph';
import styled from 'styled-components';

/** A figure with its change against the previous period; green when the change is good news for this metric. */
export function MetricCell({ value, change, direction }: { value: string; change: number | null; direction: MetricDirection }) {
  const tone = change === null || change === 0 || direction === 'neutral' ? 'neutral' : (change > 0) === (direction === 'higher') ? 'good' : 'bad';
  return (
    <Figure>
      <span>{value}</span>
      {change !== null && (
        <Change $tone={tone} title="Change against the previous period">
          {change > 0 ? '▲' : change < 0 ? '▼' : ''}
          {Math.abs(change).toFixed(1)}%
        </Change>
      )}
    </Figure>
  );
}

const Figure = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.15;
`;

const Change = styled.span<{ $tone: 'good' | 'bad' | 'neutral' }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.successText : $tone === 'bad' ? theme.colors.errorText : theme.colors.muted)};
`;
