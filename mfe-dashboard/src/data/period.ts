// The dashboard's date selection and the days it means for one account (SPEC §9: presets in the account's time
// zone, a custom range, the comparison period of the same length right before it).
import { comparisonRange, isDatePresetId, isIsoDate, presetRange, rangeLength, type DatePresetId, type DateRange, type IsoDate } from 'shared-graph';

export type DateSelection = { kind: 'preset'; preset: DatePresetId } | { kind: 'custom'; since: IsoDate; until: IsoDate };

export interface Period {
  range: DateRange;
  comparison: DateRange;
}

/** The default (SPEC §9): the 6 days before yesterday through yesterday — Meta's and our `last_7d`. */
export const DEFAULT_SELECTION: DateSelection = { kind: 'preset', preset: 'last_7d' };

/** The longest custom range the dashboard asks for (Meta keeps 37 months; a year of days is plenty on screen). */
export const MAX_CUSTOM_DAYS = 366;

export function periodFor(selection: DateSelection, timeZone: string | null, now: Date | number = Date.now()): Period {
  const range = selection.kind === 'preset' ? presetRange(selection.preset, timeZone, now) : { since: selection.since, until: selection.until };
  return { range, comparison: comparisonRange(range) };
}

/** Why a custom range cannot be used, as a sentence; null when it is fine. */
export function customRangeProblem(since: string, until: string): string | null {
  if (!isIsoDate(since) || !isIsoDate(until)) return 'Pick both a start and an end date.';
  if (since > until) return 'The start date must be on or before the end date.';
  if (rangeLength({ since, until }) > MAX_CUSTOM_DAYS) return `Pick at most ${MAX_CUSTOM_DAYS} days.`;
  return null;
}

/** Reads the selection from URL parameters (`date=last_30d`, or `since`/`until`); anything else is the default. */
export function selectionFromParams(params: URLSearchParams): DateSelection {
  const since = params.get('since');
  const until = params.get('until');
  if (since && until && customRangeProblem(since, until) === null) return { kind: 'custom', since, until };
  const preset = params.get('date');
  if (isDatePresetId(preset)) return { kind: 'preset', preset };
  return DEFAULT_SELECTION;
}

export function selectionToParams(selection: DateSelection, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('date');
  next.delete('since');
  next.delete('until');
  if (selection.kind === 'custom') {
    next.set('since', selection.since);
    next.set('until', selection.until);
  } else if (selection.preset !== 'last_7d') {
    next.set('date', selection.preset);
  }
  return next;
}
