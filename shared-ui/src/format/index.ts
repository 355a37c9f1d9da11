export { EMPTY_VALUE, toNumber, numberFormatter, formatCompact, formatNumber, formatCount, formatPercent } from './number';
export type { NumericInput, FormatPercentOptions } from './number';
export {
  ZERO_DECIMAL_CURRENCIES,
  currencyDivisor,
  currencyFractionDigits,
  minorToMajor,
  majorToMinor,
  formatCurrency,
  formatMoney,
} from './currency';
export {
  parseGraphDateTime,
  toDate,
  formatDate,
  formatDateTime,
  formatTimeOfDay,
  calendarDaysBetween,
  formatRelativeDays,
} from './date';
export type { DateInput, DateStyle, DateFormatOptions, DateTimeFormatOptions } from './date';
export { csvField, csvText, downloadText } from './csv';
