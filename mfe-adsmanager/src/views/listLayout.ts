// What a saved view holds besides its name, as plain data: the columns, their widths, the sort, the conditional
// formats and the list's own URL parameters (filters, date range and comparison, breakdown). Nothing in it names an
// ad account, so a view applies to whichever account is open.
import type { ApiData } from 'shared-graph';
import { orderedIds, type ColumnSettings } from 'shared-ui/table';

export type SavedView = ApiData<'/api/adsmanager/views'>['views'][number];
export type ViewDefinition = SavedView['definition'];
export type FormatRule = ViewDefinition['formats'][number];
export type FormatOperator = FormatRule['operator'];
export type FormatColour = FormatRule['colour'];
export type SortRule = ViewDefinition['sort'][number];

export interface ListLayout {
  widths: Record<string, number>;
  sort: SortRule[];
  formats: FormatRule[];
}

export const EMPTY_LAYOUT: ListLayout = { widths: {}, sort: [], formats: [] };

/** The server's limits (server/src/adsmanager/view-definition.ts). */
export const MAX_FORMAT_RULES = 20;
export const MAX_VIEW_NAME = 60;
const MAX_PARAMS = 16;
const MAX_PARAM_LENGTH = 200;
const PARAM_KEY = /^[a-z][a-z0-9_]{0,31}$/;

/** URL parameters that name one ad account's objects (the campaigns / ad sets picked on a higher tab): never in a view. */
const ACCOUNT_PARAMS = new Set(['campaigns', 'adsets']);

/**
 * The list's URL parameters a view keeps: every one but the account's own objects — the filters (q, status,
 * objective), the period (date, since, until, compare, csince, cuntil) and the breakdown, whatever their owners add.
 */
export function viewParamsOf(params: URLSearchParams): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of params) {
    if (ACCOUNT_PARAMS.has(key) || !PARAM_KEY.test(key) || value.length > MAX_PARAM_LENGTH || key in kept) continue;
    if (Object.keys(kept).length >= MAX_PARAMS) break;
    kept[key] = value;
  }
  return kept;
}

/** The URL with a view's parameters instead of the current ones; the account's own objects stay. */
export function withViewParams(current: URLSearchParams, viewParams: Readonly<Record<string, string>>): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (ACCOUNT_PARAMS.has(key)) next.append(key, value);
  for (const [key, value] of Object.entries(viewParams)) if (PARAM_KEY.test(key) && !ACCOUNT_PARAMS.has(key)) next.set(key, value);
  return next;
}

export interface ListSnapshot {
  columns: ColumnSettings;
  layout: ListLayout;
  params: Record<string, string>;
}

export function definitionOf(snapshot: ListSnapshot): ViewDefinition {
  return {
    columns: { order: [...new Set(snapshot.columns.order)], hidden: [...new Set(snapshot.columns.hidden)] },
    widths: snapshot.layout.widths,
    sort: snapshot.layout.sort,
    formats: snapshot.layout.formats,
    params: snapshot.params,
  };
}

// The server keeps a view as jsonb, which orders an object's keys its own way: compare values, not key order.
const sortText = (sort: readonly SortRule[]) => JSON.stringify(sort.map((s) => [s.id, s.desc]));
const formatsText = (formats: readonly FormatRule[]) => JSON.stringify(formats.map((f) => [f.metric, f.operator, f.value, f.to, f.colour]));
const sortedEntries = (record: Readonly<Record<string, unknown>>) => JSON.stringify(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/** Whether the list differs from the view in anything the view holds (`columnIds`: the list's columns). */
export function differsFromView(snapshot: ListSnapshot, view: ViewDefinition, columnIds: readonly string[]): boolean {
  const hidden = (s: ColumnSettings) => [...new Set(s.hidden)].filter((id) => columnIds.includes(id)).sort().join();
  const widths = (w: Readonly<Record<string, number>>) => sortedEntries(Object.fromEntries(Object.entries(w).filter(([id]) => columnIds.includes(id))));
  return (
    orderedIds(columnIds, snapshot.columns).join() !== orderedIds(columnIds, view.columns).join() ||
    hidden(snapshot.columns) !== hidden(view.columns) ||
    widths(snapshot.layout.widths) !== widths(view.widths) ||
    sortText(snapshot.layout.sort) !== sortText(view.sort) ||
    formatsText(snapshot.layout.formats) !== formatsText(view.formats) ||
    sortedEntries(snapshot.params) !== sortedEntries(view.params)
  );
}

/** `ALL` is the list without an objective filter (the server's key for it). */
export const objectiveKey = (objective: string) => objective || 'ALL';
