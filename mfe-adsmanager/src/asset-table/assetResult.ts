// A row's Results and cost per result for a period, following the goal of its ad sets (shared-graph resultTypes).
import { rowComponents, sumComponents, type Asset, type InsightsRow, type MetricGroup } from 'shared-graph';
import {
  combinedAttribution,
  combinedResultType,
  goalGroups,
  resultFigures,
  type ResultFigures,
  type ResultNames,
  type ResultType,
  type RowResultType,
} from '../common/resultTypes';
import { LEVEL_LABEL } from '../common/levels';

const NO_NAMES: ResultNames = {};

/** Per row, what its goal counts (rows are immutable: a row read again is a new object). */
const resultTypes = new WeakMap<Asset, { names: ResultNames; result: RowResultType }>();

/** What the row counts as results; worked out once per row and set of names, however many cells ask. */
export function rowResultType(asset: Asset, names: ResultNames = NO_NAMES): RowResultType {
  const known = resultTypes.get(asset);
  if (known && known.names === names) return known.result;
  const result = combinedResultType(asset.optimisations ?? [], names);
  resultTypes.set(asset, { names, result });
  return result;
}

export interface RowResult {
  result: RowResultType;
  /** This period's and the previous period's figures when the row counts one result type. */
  now: ResultFigures | undefined;
  before: ResultFigures | undefined;
}

const rowResults = new WeakMap<Asset, { names: ResultNames; value: RowResult }>();

/** The row's result type with both periods' figures: the Results and Cost per result cells and sorts share it. */
export function rowResult(asset: Asset, names: ResultNames = NO_NAMES): RowResult {
  const known = rowResults.get(asset);
  if (known && known.names === names) return known.value;
  const result = rowResultType(asset, names);
  const value: RowResult =
    result.kind === 'one' ? { result, now: figuresOf(result.type, asset.insights[0]), before: figuresOf(result.type, asset.insights[1]) } : { result, now: undefined, before: undefined };
  rowResults.set(asset, { names, value });
  return value;
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
/** The goal's metric groups per result (a row's result is kept, so are its groups). */
const groupsOfResult = new WeakMap<RowResultType, ReadonlySet<MetricGroup>>();

function groupsOf(result: RowResultType): ReadonlySet<MetricGroup> {
  let groups = groupsOfResult.get(result);
  if (!groups) groupsOfResult.set(result, (groups = goalGroups(result)));
  return groups;
}

export function notThisGoal(asset: Asset, group: MetricGroup, result: RowResultType): string | null {
  if (!GOAL_SPECIFIC_GROUPS.has(group) || result.kind === 'none' || groupsOf(result).has(group)) return null;
  const what = result.kind === 'one' ? inSentence(result.type) : 'other conversions';
  return `Not this ${LEVEL_LABEL[asset.level].one}'s goal: it optimises for ${what}`;
}
