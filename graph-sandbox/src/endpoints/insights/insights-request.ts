import { GraphError } from '../../graph/errors/graph-error';
import { graphErrors } from '../../graph/errors/error-catalog';
import { breakdownsCombine } from '../../world/insights/breakdown-combinations';
import { BREAKDOWNS } from '../../world/insights/breakdown-dimensions';
import type { DateRange, InsightsLevel } from '../../world/insights/insights-engine';
import { ATTRIBUTION_WINDOWS, checkActionBreakdowns, isModelledActionBreakdown } from './insights-actions';
import { isDatePreset, invalidPreset, parseTimeIncrement, parseTimeRange, presetRange, type DatePreset, type TimeIncrement } from './insights-dates';
import { ADS_INSIGHTS_FIELDS, DEFAULT_INSIGHTS_FIELDS, invalidInsightsField } from './insights-fields';

/** Reads one parameter as text (query string, body, or a modifier inside `fields=`). */
export type ParamSource = (name: string) => string | undefined;

export const LEVELS: readonly InsightsLevel[] = ['account', 'campaign', 'adset', 'ad'];

export interface InsightsFilter {
  field: string;
  operator: string;
  value: unknown;
}

export interface InsightsSort {
  field: string;
  descending: boolean;
}

/** A checked insights request (GRAPH-API §7.1). */
export interface InsightsRequest {
  level: InsightsLevel | undefined;
  fields: string[];
  /** One entry per `time_ranges` item, or the single range. */
  ranges: DateRange[];
  /** A preset that depends on the data (`data_maximum`), resolved per object. */
  dataMaximum: boolean;
  increment: TimeIncrement;
  breakdowns: string[];
  actionBreakdowns: string[];
  windows: string[];
  filters: InsightsFilter[];
  sort: InsightsSort[];
  /** Fields of the `summary` object, or null for none. */
  summary: string[] | null;
}

const FILTER_OPERATORS = [
  'EQUAL',
  'NOT_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'IN_RANGE',
  'NOT_IN_RANGE',
  'CONTAIN',
  'NOT_CONTAIN',
  'IN',
  'NOT_IN',
  'STARTS_WITH',
  'ENDS_WITH',
  'ANY',
  'ALL',
  'NONE',
];

function json(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw graphErrors.invalidParameter(`Param ${name} must be a valid JSON value`);
  }
}

/** Lists arrive as JSON arrays (`["age","gender"]`) or comma-separated text (`age,gender`). */
export function readList(name: string, text: string | undefined): string[] {
  if (text === undefined || text.trim() === '') return [];
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    const parsed = json(name, trimmed);
    if (!Array.isArray(parsed)) throw graphErrors.invalidParameter(`Param ${name} must be an array`);
    return parsed.map(String).map((s) => s.trim()).filter(Boolean);
  }
  return trimmed.split(',').map((s) => s.trim()).filter(Boolean);
}

function breakdownError(actionBreakdowns: readonly string[], breakdowns: readonly string[]): GraphError {
  const columns = [...actionBreakdowns, ...breakdowns].join(', ');
  return new GraphError(400, {
    message: `(#100) Current combination of data breakdown columns (${columns}) is invalid `,
    type: 'OAuthException',
    code: 100,
    error_subcode: 1504041,
    is_transient: false,
    error_user_title: 'Invalid Breakdowns',
    error_user_msg: `Current combination of data breakdown columns (${columns}) is invalid`,
  });
}

function readFilters(text: string | undefined): InsightsFilter[] {
  if (text === undefined || text.trim() === '') return [];
  const parsed = json('filtering', text);
  if (!Array.isArray(parsed)) throw graphErrors.invalidParameter('Param filtering must be an array');
  return parsed.map((entry, index) => {
    const filter = entry as Partial<InsightsFilter> | null;
    if (!filter || typeof filter.field !== 'string' || typeof filter.operator !== 'string' || !('value' in filter)) {
      throw graphErrors.invalidParameter(`param filtering[${index}] must be an object with field, operator and value`);
    }
    if (!FILTER_OPERATORS.includes(filter.operator)) throw graphErrors.invalidParameter(`param filtering[${index}][operator] must be one of {${FILTER_OPERATORS.join(', ')}}`);
    return filter as InsightsFilter;
  });
}

function readSort(text: string | undefined): InsightsSort[] {
  return readList('sort', text).map((entry) => {
    const match = /^(.+)_(ascending|descending)$/.exec(entry);
    if (!match) throw graphErrors.invalidParameter(`param sort: ${entry} must be <field>_ascending or <field>_descending`);
    return { field: match[1] as string, descending: match[2] === 'descending' };
  });
}

function readLevel(text: string | undefined): InsightsLevel | undefined {
  if (text === undefined || text === '') return undefined;
  if (!(LEVELS as readonly string[]).includes(text)) throw graphErrors.invalidParameter(`param level must be one of {${LEVELS.join(', ')}}`);
  return text as InsightsLevel;
}

function readFields(text: string | undefined, fallback: readonly string[]): string[] {
  const fields = readList('fields', text);
  for (const field of fields) if (!ADS_INSIGHTS_FIELDS.has(field)) throw invalidInsightsField(field);
  return fields.length ? [...new Set(fields)] : [...fallback];
}

/** `summary` is a list of fields (or `true` for the asked ones); `default_summary=true` sums the asked fields. */
function readSummary(param: ParamSource, fields: readonly string[]): string[] | null {
  const summary = param('summary');
  if (summary !== undefined && summary !== '' && summary !== 'false') {
    if (summary === 'true') return [...fields];
    return readFields(summary, fields);
  }
  return param('default_summary') === 'true' ? [...fields] : null;
}

/**
 * Parameters → request, with Meta's errors. `today` is the ad account's date now; `fieldsText` lets field
 * expansion pass its `{…}` children in place of `fields`.
 */
export function readInsightsRequest(param: ParamSource, today: string, fieldsText = param('fields')): InsightsRequest {
  const fields = readFields(fieldsText, DEFAULT_INSIGHTS_FIELDS);
  const breakdowns = readList('breakdowns', param('breakdowns'));
  for (const name of breakdowns) {
    if (!(BREAKDOWNS as readonly string[]).includes(name)) {
      throw graphErrors.invalidParameter(`param breakdowns must be one of {${BREAKDOWNS.join(', ')}}`);
    }
  }
  const actionBreakdowns = readList('action_breakdowns', param('action_breakdowns'));
  checkActionBreakdowns(actionBreakdowns);
  const effectiveActionBreakdowns = actionBreakdowns.length ? actionBreakdowns : ['action_type'];
  if (!breakdownsCombine(breakdowns) || !effectiveActionBreakdowns.every(isModelledActionBreakdown)) throw breakdownError(effectiveActionBreakdowns, breakdowns);

  const windows = readList('action_attribution_windows', param('action_attribution_windows'));
  for (const w of windows) if (!ATTRIBUTION_WINDOWS.includes(w)) throw graphErrors.invalidParameter(`param action_attribution_windows must be one of {${ATTRIBUTION_WINDOWS.join(', ')}}`);

  let ranges: DateRange[];
  let dataMaximum = false;
  const timeRanges = param('time_ranges');
  const timeRange = param('time_range');
  const preset = param('date_preset');
  if (timeRanges !== undefined && timeRanges !== '') {
    const parsed = json('time_ranges', timeRanges);
    if (!Array.isArray(parsed) || parsed.length === 0) throw graphErrors.invalidParameter('param time_ranges must be a non-empty array of {since, until}');
    ranges = parsed.map((r, i) => parseTimeRange(r, `time_ranges[${i}]`, today));
  } else if (timeRange !== undefined && timeRange !== '') {
    ranges = [parseTimeRange(json('time_range', timeRange), 'time_range', today)];
  } else {
    const name = preset === undefined || preset === '' ? 'last_30d' : preset;
    if (!isDatePreset(name)) throw invalidPreset('date_preset');
    dataMaximum = name === 'data_maximum';
    ranges = [presetRange(name as DatePreset, today)];
  }
  return {
    level: readLevel(param('level')),
    fields,
    ranges,
    dataMaximum,
    // Meta ignores time_increment when time_ranges are given: each range is one row.
    increment: timeRanges ? 'all_days' : parseTimeIncrement(param('time_increment')),
    breakdowns,
    actionBreakdowns: effectiveActionBreakdowns.filter((b) => b !== 'action_type'),
    windows,
    filters: readFilters(param('filtering')),
    sort: readSort(param('sort')),
    summary: readSummary(param, fields),
  };
}
