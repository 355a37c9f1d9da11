// A screen's reporting period as the user chose it (SPEC §9): a date preset in the account's time zone or a custom
// range, and what it is compared with — the previous period of the same length, a chosen period, or nothing.
// Kept in the URL: ?date=last_30d, ?date=custom&since=…&until=…, &compare=none | &compare=custom&csince=…&cuntil=….
import { addDays, isIsoDate, rangeLength, type DateRange, type IsoDate } from './calendarDate';
import { comparisonRange } from './comparisonRange';
import { DATE_PRESETS, isDatePresetId, presetRange, type DatePresetId } from './datePresets';
import { todayInZone } from './todayInZone';

export type DateSelection = { kind: 'preset'; preset: DatePresetId } | { kind: 'custom'; since: IsoDate; until: IsoDate };

export type Comparison = { kind: 'previous' } | { kind: 'none' } | { kind: 'custom'; since: IsoDate; until: IsoDate };

/** The default (SPEC §9): the 6 days before yesterday through yesterday — Meta's and our `last_7d`. */
export const DEFAULT_SELECTION: DateSelection = { kind: 'preset', preset: 'last_7d' } as const;
export const DEFAULT_COMPARISON: Comparison = { kind: 'previous' };

/** How far back Meta keeps insights: a `time_range` starting earlier fails (error 3018, GRAPH-API.md). */
export const INSIGHTS_MONTHS_BACK = 37;

/** The days a selection means for an account in `timeZone` (a custom range is the same everywhere). */
export function selectionRange(selection: DateSelection, timeZone: string | null | undefined, now: Date | number = Date.now()): DateRange {
  return selection.kind === 'preset' ? presetRange(selection.preset, timeZone, now) : { since: selection.since, until: selection.until };
}

/** The period `range` is compared with, or null when the user compares with nothing. */
export function comparedRange(range: DateRange, comparison: Comparison): DateRange | null {
  if (comparison.kind === 'none') return null;
  if (comparison.kind === 'custom') return { since: comparison.since, until: comparison.until };
  return comparisonRange(range);
}

/** The first day whose insights Meta still has, a day inside the limit (the accounts' zones may be a day apart from ours). */
export function earliestInsightsDay(today: IsoDate): IsoDate {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - INSIGHTS_MONTHS_BACK, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return addDays(first.toISOString().slice(0, 10), 1);
}

/** Why a typed date is no day at all, as a sentence; null for a real 'YYYY-MM-DD' day. */
export function typedDateProblem(value: string, name: string): string | null {
  if (value.trim() === '') return `Enter the ${name}.`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return `Write the ${name} as year-month-day, e.g. 2026-03-31.`;
  if (!isIsoDate(value.trim())) return `${value.trim()} is not a day on the calendar: check the month and the day.`;
  return null;
}

export interface RangeRules {
  /** The account's today (default: today in UTC). */
  today?: IsoDate;
  /** The previous period of the same length is read too, so it has to fit within Meta's limit as well (default true). */
  comparePrevious?: boolean;
  /** What the dates are called in the messages (default 'start date' / 'end date'). */
  names?: { since: string; until: string };
}

/** Why a custom range cannot be read from Meta, as a sentence; null when it can. */
export function customRangeProblem(since: string, until: string, rules: RangeRules | IsoDate = {}): string | null {
  const { today = todayInZone(null), comparePrevious = true, names = { since: 'start date', until: 'end date' } } = typeof rules === 'string' ? { today: rules } : rules;
  const typed = typedDateProblem(since, names.since) ?? typedDateProblem(until, names.until);
  if (typed) return typed;
  const [from, to] = [since.trim(), until.trim()];
  if (from > to) return `The ${names.since} must be on or before the ${names.until}.`;
  if (from > today) return `The range starts after today, so there is nothing to show yet: pick a ${names.since} up to today.`;
  const earliest = earliestInsightsDay(today);
  const earliestStart = comparePrevious ? addDays(earliest, rangeLength({ since: from, until: to })) : earliest;
  if (from < earliestStart) {
    return comparePrevious
      ? `Insights go back ${INSIGHTS_MONTHS_BACK} months, including the period compared before the range: pick a ${names.since} on or after ${earliestStart}.`
      : `Insights go back ${INSIGHTS_MONTHS_BACK} months: pick a ${names.since} on or after ${earliestStart}.`;
  }
  return null;
}

/** Why a chosen comparison period cannot be read, as a sentence naming the comparison's dates; null when it can. */
export function comparisonProblem(comparison: Comparison, today: IsoDate = todayInZone(null)): string | null {
  if (comparison.kind !== 'custom') return null;
  return customRangeProblem(comparison.since, comparison.until, { today, comparePrevious: false, names: { since: 'comparison start date', until: 'comparison end date' } });
}

/** Reads the selection from URL parameters; anything unreadable is the default. */
export function selectionFromParams(params: URLSearchParams, today?: IsoDate): DateSelection {
  const date = params.get('date');
  const since = params.get('since');
  const until = params.get('until');
  // `since`/`until` alone are the dashboard's older links; `date=custom` names them.
  if ((date === 'custom' || date === null) && since && until && customRangeProblem(since, until, { today, comparePrevious: false }) === null) return { kind: 'custom', since, until };
  if (isDatePresetId(date)) return { kind: 'preset', preset: date };
  return DEFAULT_SELECTION;
}

/** Reads the comparison from URL parameters; anything unreadable is the previous period. */
export function comparisonFromParams(params: URLSearchParams, today?: IsoDate): Comparison {
  const compare = params.get('compare');
  if (compare === 'none') return { kind: 'none' };
  if (compare === 'custom') {
    const since = params.get('csince') ?? '';
    const until = params.get('cuntil') ?? '';
    const custom: Comparison = { kind: 'custom', since, until };
    if (comparisonProblem(custom, today) === null) return custom;
  }
  return DEFAULT_COMPARISON;
}

/** `params` with the selection written in (the default left out), other parameters kept. */
export function selectionToParams(selection: DateSelection, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('date');
  next.delete('since');
  next.delete('until');
  if (selection.kind === 'custom') {
    next.set('date', 'custom');
    next.set('since', selection.since);
    next.set('until', selection.until);
  } else if (selection.preset !== 'last_7d') {
    next.set('date', selection.preset);
  }
  return next;
}

/** `params` with the comparison written in (the previous period, the default, left out). */
export function comparisonToParams(comparison: Comparison, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('compare');
  next.delete('csince');
  next.delete('cuntil');
  if (comparison.kind === 'none') next.set('compare', 'none');
  if (comparison.kind === 'custom') {
    next.set('compare', 'custom');
    next.set('csince', comparison.since);
    next.set('cuntil', comparison.until);
  }
  return next;
}

/** The URL parameters that carry a period, for links that must keep it (list → detail → timeline → back). */
export const PERIOD_PARAMS: readonly string[] = ['date', 'since', 'until', 'compare', 'csince', 'cuntil'];

/**
 * What a date range picker needs for an account in `timeZone`: the presets with the days they mean today, today
 * itself, and Meta's limits as sentences (shared-ui's DateRangePicker takes these as props).
 */
export function dateRangeRules(timeZone: string | null | undefined, now: Date | number = Date.now()) {
  const today = todayInZone(timeZone, now);
  return {
    today,
    presets: DATE_PRESETS.map((p) => ({ id: p.id, label: p.label, range: presetRange(p.id, timeZone, now) })),
    rangeProblem: (since: string, until: string, comparePrevious: boolean) => customRangeProblem(since, until, { today, comparePrevious }),
    comparisonProblem: (since: string, until: string) => comparisonProblem({ kind: 'custom', since, until }, today),
  };
}

/** A picker's answer as a selection (an unknown preset id is the default). */
export function selectionOfChoice(choice: { kind: 'preset'; preset: string } | { kind: 'custom'; since: string; until: string }): DateSelection {
  if (choice.kind === 'custom') return { kind: 'custom', since: choice.since, until: choice.until };
  return isDatePresetId(choice.preset) ? { kind: 'preset', preset: choice.preset } : DEFAULT_SELECTION;
}
