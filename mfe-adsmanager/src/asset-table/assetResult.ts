// A row's Results and cost per result for a period, following the goal of its ad sets (shared-graph resultTypes).
import {
  combinedAttribution,
  combinedResultType,
  goalGroups,
  resultFigures,
  rowComponents,
  sumComponents,
  type Asset,
  type InsightsRow,
  type MetricGroup,
  type ResultFigures,
  type ResultNames,
  type ResultType,
  type RowResultType,
} from 'shared-graph';
import { LEVEL_LABEL } from '../common/levels';

export function rowResultType(asset: Asset, names: ResultNames = {}): RowResultType {
  return combinedResultType(asset.optimisations ?? [], names);
}

export function rowAttribution(asset: Asset): string | null {
  return combinedAttribution(asset.optimisations ?? []);
}

/** The figures of one period's insights row; undefined when Meta sent no row (no delivery). */
export function figuresOf(type: ResultType, row: InsightsRow | null | undefined): ResultFigures | undefined {
  return row ? resultFigures(type, rowComponents(row, ['spend', type.component])) : undefined;
}

/** The figures over rows that all count `type` (the totals row). */
export function summedFigures(type: ResultType, rows: readonly InsightsRow[]): ResultFigures {
  return resultFigures(type, sumComponents(rows, ['spend', type.component]));
}

/** A result type's name inside a sentence: "reach", "leads (form)"; "ThruPlays" and custom conversions as named. */
function inSentence(type: ResultType): string {
  return type.id.startsWith('actions:offsite_conversion.custom.') || /[A-Z]/.test(type.label.slice(1)) ? type.label : type.label.toLowerCase();
}

/** Metric groups that only mean something for some goals: a 0 there on another goal's row is "not this goal". */
export const GOAL_SPECIFIC_GROUPS: ReadonlySet<MetricGroup> = new Set(['purchase', 'website', 'lead', 'messaging', 'app', 'cpas']);

/**
 * Why a goal-specific metric reads "—" on this row ("Not this campaign's goal: it optimises for reach"), or null
 * when the metric belongs to the row's goal or the goal is unknown.
 */
export function notThisGoal(asset: Asset, group: MetricGroup, result: RowResultType): string | null {
  if (!GOAL_SPECIFIC_GROUPS.has(group) || result.kind === 'none' || goalGroups(result).has(group)) return null;
  const what = result.kind === 'one' ? inSentence(result.type) : 'other conversions';
  return `Not this ${LEVEL_LABEL[asset.level].one}'s goal: it optimises for ${what}`;
}
