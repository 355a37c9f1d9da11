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
