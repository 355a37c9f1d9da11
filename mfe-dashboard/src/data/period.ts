// The dashboard's date selection and the days it means for one account (SPEC §9: presets in the account's time
// zone, a custom range, the comparison period of the same length right before it).
import { addDays, comparisonRange, isDatePresetId, isIsoDate, presetRange, rangeLength, todayInZone, type DatePresetId, type DateRange, type IsoDate } from 'shared-graph';

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

/** How far back Meta keeps insights: a query starting earlier fails (error 3018). */
export const INSIGHTS_MONTHS_BACK = 37;

/** The first day whose insights Meta still has, a day inside the limit (the accounts' zones may be a day apart from ours). */
function earliestInsightsDay(today: IsoDate): IsoDate {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - INSIGHTS_MONTHS_BACK, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return addDays(first.toISOString().slice(0, 10), 1);
}

/** Why a custom range cannot be used, as a sentence; null when it is fine. */
export function customRangeProblem(since: string, until: string, today: IsoDate = todayInZone(null)): string | null {
  if (!isIsoDate(since) || !isIsoDate(until)) return 'Pick both a start and an end date.';
  if (since > until) return 'The start date must be on or before the end date.';
  const length = rangeLength({ since, until });
  if (length > MAX_CUSTOM_DAYS) return `Pick at most ${MAX_CUSTOM_DAYS} days.`;
  if (since > today) return 'The range starts after today, so there is nothing to show yet: pick a start date up to today.';
  // The period before the range is read too, for the comparison, so it has to fit within Meta's limit as well.
  const earliestStart = addDays(earliestInsightsDay(today), length);
  if (since < earliestStart) return `Insights go back ${INSIGHTS_MONTHS_BACK} months, including the period compared before the range: pick a start date on or after ${earliestStart}.`;
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
