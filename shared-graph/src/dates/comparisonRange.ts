import { addDays, rangeLength, type DateRange } from './calendarDate';

/** The period compared against: the same number of days, ending the day before `range` starts (SPEC §9). */
export function comparisonRange(range: DateRange): DateRange {
  return { since: addDays(range.since, -rangeLength(range)), until: addDays(range.since, -1) };
}
