// The ads manager's date range control: shared-ui's picker on the URL's period (usePeriod), with what the range is
// compared with written beside it.
import { selectionOfChoice } from 'shared-graph';
import { comparisonText, DateRangePicker } from 'shared-ui';
import styled from 'styled-components';
import type { Period } from './usePeriod';

export function PeriodPicker({ period, compare = true }: { period: Period; compare?: boolean }) {
  return (
    <DateRangePicker
      {...period.rules}
      description={`Days in the ad account's time zone${period.timeZone ? ` (${period.timeZone})` : ''}.`}
      value={period.selection}
      comparison={compare ? period.comparison : undefined}
      onChange={(selection, comparison) => period.set(selectionOfChoice(selection), comparison ?? period.comparison)}
    />
  );
}

/** "compared with 11 Nov – 17 Nov 2026 (previous period)", "not compared". */
export function periodText(period: Period): string {
  return comparisonText(period.range, period.comparison);
}

/** The picker and, beside it, what the range is compared with. */
export function PeriodControl({ period }: { period: Period }) {
  return (
    <Control>
      <PeriodPicker period={period} />
      <Compared>{periodText(period)}</Compared>
    </Control>
  );
}

const Control = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  max-width: 100%;
`;

const Compared = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
