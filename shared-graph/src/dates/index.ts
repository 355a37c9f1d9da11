export {
  addDays,
  daysBetween,
  rangeLength,
  weekday,
  startOfMonth,
  endOfMonth,
  eachDay,
  isIsoDate,
  type IsoDate,
  type DateRange,
} from './calendarDate';
export { todayInZone, dateInZone, isTimeZone } from './todayInZone';
export {
  DATE_PRESETS,
  presetRange,
  presetRangeFrom,
  defaultRange,
  isDatePresetId,
  type DatePreset,
  type DatePresetId,
} from './datePresets';
export { comparisonRange } from './comparisonRange';
export { bucketDays, bucketRanges, trendRange, normalizeGrouping, type Grouping } from './bucketing';
export {
  DEFAULT_SELECTION,
  DEFAULT_COMPARISON,
  INSIGHTS_MONTHS_BACK,
  PERIOD_PARAMS,
  dateRangeRules,
  selectionOfChoice,
  selectionRange,
  comparedRange,
  earliestInsightsDay,
  typedDateProblem,
  customRangeProblem,
  comparisonProblem,
  selectionFromParams,
  selectionToParams,
  comparisonFromParams,
  comparisonToParams,
  type DateSelection,
  type Comparison,
  type RangeRules,
} from './dateSelection';
