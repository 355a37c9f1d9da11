import type { ReactNode } from 'react';
import type { MetricDirection } from 'shared-graph';
import { NoValue } from 'shared-ui';
import styled from 'styled-components';

export interface MetricCellProps {
  value: string;
  change: number | null;
  direction: MetricDirection;
  /** Why the figure has no meaning here (nothing to divide by, another goal): it reads "—" with this reason. */
  gap?: string | null;
  /** A small line under the figure (the result type: "Purchases"). */
  note?: ReactNode;
}

/** A figure with its change against the previous period; green when the change is good news for this metric. */
export function MetricCell({ value, change, direction, gap = null, note }: MetricCellProps) {
  const tone = change === null || change === 0 || direction === 'neutral' ? 'neutral' : (change > 0) === (direction === 'higher') ? 'good' : 'bad';
  const changeMark = change !== null && gap === null && (
    <Change $tone={tone} title="Change against the previous period">
      {change > 0 ? '▲' : change < 0 ? '▼' : ''}
      {Math.abs(change).toFixed(1)}%
    </Change>
  );
  return (
    <Figure>
      {gap !== null ? <NoValue reason={gap} /> : value}
      {note ? (
        <Note>
          {note}
          {changeMark && ' '}
          {changeMark}
        </Note>
      ) : (
        changeMark
      )}
    </Figure>
  );
}

const Figure = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.15;
  min-width: 0;
  max-width: 100%;
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Change = styled.span<{ $tone: 'good' | 'bad' | 'neutral' }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.successText : $tone === 'bad' ? theme.colors.errorText : theme.colors.muted)};
`;
