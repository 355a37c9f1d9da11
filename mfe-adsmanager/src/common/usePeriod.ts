// The reporting period of a screen, kept in the URL (shared-graph dateSelection: ?date=last_30d or
// ?date=custom&since=…&until=…, and &compare=none | custom&csince=…&cuntil=…): a SPEC §9 preset in the account's time
// zone or a custom range, and the period it is compared with (the previous one of the same length by default).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  comparedRange,
  comparisonFromParams,
  comparisonToParams,
  dateRangeRules,
  DATE_PRESETS,
  selectionFromParams,
  selectionRange,
  selectionToParams,
  type Comparison,
  type DateRange,
  type DateSelection,
} from 'shared-graph';

export interface Period {
  selection: DateSelection;
  comparison: Comparison;
  /** "Last 7 Days", or "Custom range". */
  label: string;
  range: DateRange;
  /** The period compared with; null when the user compares with nothing. */
  previous: DateRange | null;
  /** The ranges an insights read asks for: the range, then the compared period when there is one. */
  ranges: DateRange[];
  /** The picker's presets, today and Meta's limits, in the account's time zone. */
  rules: ReturnType<typeof dateRangeRules>;
  timeZone: string | null;
  set: (selection: DateSelection, comparison?: Comparison) => void;
}

export function usePeriod(timeZone: string | null | undefined): Period {
  const [params, setParams] = useSearchParams();
  const rules = useMemo(() => dateRangeRules(timeZone), [timeZone]);
  const key = params.toString();
  // Read from the URL; the objects stay the same while the URL's period does (query keys and memos compare them).
  const { selection, comparison } = useMemo(() => {
    const current = new URLSearchParams(key);
    return { selection: selectionFromParams(current, rules.today), comparison: comparisonFromParams(current, rules.today) };
  }, [key, rules.today]);
  const range = useMemo(() => selectionRange(selection, timeZone), [selection, timeZone]);
  const previous = useMemo(() => comparedRange(range, comparison), [range, comparison]);
  const ranges = useMemo(() => (previous ? [range, previous] : [range]), [range, previous]);
  return {
    selection,
    comparison,
    label: selection.kind === 'preset' ? (DATE_PRESETS.find((p) => p.id === selection.preset)?.label ?? selection.preset) : 'Custom range',
    range,
    previous,
    ranges,
    rules,
    timeZone: timeZone ?? null,
    set: (nextSelection, nextComparison = comparison) =>
      // A new period is a new history entry: the browser's Back returns to the one before.
      setParams((current) => comparisonToParams(nextComparison, selectionToParams(nextSelection, current))),
  };
}
