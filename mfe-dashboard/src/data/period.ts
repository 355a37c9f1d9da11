// The days the dashboard's date selection means for one account (SPEC §9: presets in the account's time zone, a
// custom range, the comparison period of the same length right before it). The selection itself, its URL form and
// its rules are shared-graph's (dates/dateSelection), the same the ads manager reads.
import { comparisonRange, selectionRange, type DateRange, type DateSelection } from 'shared-graph';

export type { DateSelection } from 'shared-graph';

export interface Period {
  range: DateRange;
  comparison: DateRange;
}

export function periodFor(selection: DateSelection, timeZone: string | null, now: Date | number = Date.now()): Period {
  const range = selectionRange(selection, timeZone, now);
  return { range, comparison: comparisonRange(range) };
}
