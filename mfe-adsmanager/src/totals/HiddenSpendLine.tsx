// The hidden-spend line of one account's list: reads the spend of what the status filter leaves out once the list has
// its rows (it never delays the list's first numbers), and shows the note when there is some.
import type { AssetLevel, DateRange } from 'shared-graph';
import type { ListFilters } from '../list/listFilters';
import { HiddenSpendNote } from './HiddenSpendNote';
import { hiddenStatuses } from './hiddenSpendQuery';
import { useHiddenSpend } from './useHiddenSpend';

export interface HiddenSpendLineProps {
  accountId: string;
  currency: string;
  level: AssetLevel;
  filters: ListFilters;
  range: DateRange;
  /** The list has answered: read now. */
  ready: boolean;
  onInclude: () => void;
}

export function HiddenSpendLine({ accountId, currency, level, filters, range, ready, onInclude }: HiddenSpendLineProps) {
  const hidden = useHiddenSpend(accountId, level, filters, range, ready);
  if (!hidden) return null;
  return <HiddenSpendNote items={[{ currency, hidden }]} level={level} statuses={hiddenStatuses(filters.status)} onInclude={onInclude} />;
}
