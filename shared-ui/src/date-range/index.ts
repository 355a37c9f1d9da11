export { DateRangePicker, choiceText, comparisonText, rangeOfChoice } from './DateRangePicker';
export type { DateRangePickerProps, DateRangePreset, RangeChoice, CompareChoice } from './DateRangePicker';
export { rangeText, previousPeriod, type DayRange } from './calendarDays';
