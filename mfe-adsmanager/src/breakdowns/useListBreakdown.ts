// The breakdown of a list's loaded rows: one insights call per 50 rows at the list's level, filtered to their ids
// (`/act_…/insights?level=campaign&breakdowns=age&filtering=[{campaign.id IN …}]`), never a call per row.
import { useMemo } from 'react';
import { RESULT_INSIGHTS_FIELDS, useInsightsQueries, useLanguage, type Asset, type AssetLevel, type DateRange, type InsightsQuery, type InsightsRow, type MetricId } from 'shared-graph';
import { listBreakdown, type ListBreakdownId } from './listBreakdowns';
import { groupSlices, subRowsReader, type SliceRow } from './sliceRows';

/** Rows per call: a list page, so "Load more" asks only for the new page's slices (the others stay cached). */
export const BREAKDOWN_CHUNK = 50;
/** SPEC §9: breakdown pages of 1,000 rows. */
export const BREAKDOWN_LIMIT = 1000;

export interface ListBreakdownOptions {
  accountId: string;
  level: AssetLevel;
  /** The list's loaded rows. */
  assets: readonly Asset[];
  breakdown: ListBreakdownId | null;
  range: DateRange;
  /** The period the change column compares with; null when no change is shown. */
  previous: DateRange | null;
  /** The metrics the list shows. */
  metrics: readonly MetricId[];
}

export interface ListBreakdownState {
  /** A row's sub-rows (undefined until its slices are read, or without a breakdown). */
  subRowsOf: (row: Asset) => SliceRow[] | undefined;
  loading: boolean;
  error: Error | null;
  retry: () => void;
}

/** Numeric ids in descending order (newest first), so the chunks of a growing list mostly stay the same. */
const byIdDesc = (a: string, b: string) => b.length - a.length || (a < b ? 1 : a > b ? -1 : 0);

export function breakdownQueries({ accountId, level, assets, breakdown, range, previous, metrics }: ListBreakdownOptions): InsightsQuery[] {
  if (!breakdown || assets.length === 0) return [];
  const choice = listBreakdown(breakdown);
  const time = choice.timeIncrement !== undefined;
  const ids = assets.map((a) => a.id).sort(byIdDesc);
  // This period and the previous one are asked side by side, not as two time_ranges of one call: the platform answers
  // a breakdown's rows at a pace that grows with their number, so two half-size answers arrive in about half the time.
  const ranges = time || !previous ? [range] : [range, previous];
  const queries: InsightsQuery[] = [];
  for (let i = 0; i < ids.length; i += BREAKDOWN_CHUNK) {
    for (const timeRange of ranges) {
      queries.push({
        objectId: accountId,
        level,
        fields: [`${level}_id`, ...RESULT_INSIGHTS_FIELDS],
        metrics: [...metrics].sort(),
        timeRange,
        ...(time ? { timeIncrement: choice.timeIncrement } : { breakdowns: choice.breakdowns }),
        filtering: [{ field: `${level}.id`, operator: 'IN', value: ids.slice(i, i + BREAKDOWN_CHUNK) }],
        limit: BREAKDOWN_LIMIT,
      });
    }
  }
  return queries;
}

export function useListBreakdown(options: ListBreakdownOptions): ListBreakdownState {
  return useBreakdownSlices(useInsightsQueries(breakdownQueries(options)), options);
}

/** The answers of a breakdown's calls (one list's, or every chosen account's) as sub-rows per object. */
export interface BreakdownAnswers {
  rows: readonly (readonly InsightsRow[] | undefined)[];
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

/** The sub-rows of a list from its breakdown's answers: each object's slices, with the previous period's beside. */
export function useBreakdownSlices(answer: BreakdownAnswers, { assets, breakdown, level, previous }: Pick<ListBreakdownOptions, 'assets' | 'breakdown' | 'level' | 'previous'>): ListBreakdownState {
  const language = useLanguage();
  const comparing = previous !== null && breakdown !== null && listBreakdown(breakdown).group !== 'Time';

  // Slices per object id, rebuilt when an answer arrives.
  const answered = answer.rows;
  const slices = useMemo(() => {
    if (!breakdown) return null;
    return groupSlices(listBreakdown(breakdown), level, answered.flatMap((rows) => rows ?? []), comparing ? previous : null, language);
  }, [breakdown, level, comparing, previous, answered, language]);

  const subRowsOf = useMemo(() => subRowsReader(slices, comparing), [slices, comparing]);

  return {
    subRowsOf,
    loading: breakdown !== null && assets.length > 0 && answer.isLoading,
    error: answer.error,
    retry: answer.refetch,
  };
}
