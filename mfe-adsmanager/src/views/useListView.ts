// The list's saved view: which one the list came from, whether it has changed since ("unsaved changes"), and the
// view actions — apply, save, save as, revert, rename, share, copy, default per objective, delete. The working
// layout lives in the user's preferences (the same in every account, kept over a reload); the filters, period and
// breakdown live in the URL, so applying a view writes them there.
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ColumnPreferences } from '../preferences/useColumnPreferences';
import { definitionOf, differsFromView, objectiveKey, viewParamsOf, withViewParams, type FormatRule, type ListLayout, type SavedView, type SortRule } from './listLayout';
import { useSavedViews, type SavedViews } from './useSavedViews';

export interface ListView {
  saved: SavedViews;
  active: SavedView | null;
  /** The list differs from the active view in something the view holds. */
  dirty: boolean;
  /** The objective filter's key (`ALL` without one), for "default for this objective". */
  objective: string;
  isDefault: boolean;
  apply: (view: SavedView) => void;
  revert: () => void;
  save: () => Promise<void>;
  saveAs: (name: string) => Promise<void>;
  copy: (view: SavedView) => Promise<void>;
  rename: (name: string) => Promise<void>;
  share: (teamId: number | null) => Promise<void>;
  setDefault: (on: boolean) => Promise<void>;
  remove: (view: SavedView) => Promise<void>;
  layout: ListLayout;
  setFormats: (formats: FormatRule[]) => void;
  setSort: (sort: SortRule[]) => void;
  setWidths: (widths: Record<string, number>) => void;
}

interface Options {
  prefs: ColumnPreferences;
  /** The list's objective filter ('' for all). */
  objective: string;
  /** The ids of the list's columns (what a comparison with the view looks at). */
  columnIds: readonly string[];
  /** After a view's URL parameters were written (e.g. to open a breakdown's rows). */
  onParamsApplied?: (params: URLSearchParams) => void;
}

export function useListView({ prefs, objective, columnIds, onParamsApplied }: Options): ListView {
  const saved = useSavedViews();
  const [params, setParams] = useSearchParams();
  const active = saved.views.find((v) => v.id === prefs.viewId) ?? null;
  const snapshot = { columns: prefs.settings, layout: prefs.layout, params: viewParamsOf(params) };
  const dirty = active !== null && differsFromView(snapshot, active.definition, columnIds);
  const key = objectiveKey(objective);

  const apply = useCallback(
    (view: SavedView, keepObjective?: string) => {
      const { columns, widths, sort, formats } = view.definition;
      prefs.change({ settings: columns, preset: null, layout: { widths, sort, formats }, viewId: view.id });
      const viewParams = keepObjective === undefined ? view.definition.params : { ...view.definition.params, objective: keepObjective };
      if (!viewParams.objective) delete viewParams.objective;
      const next = withViewParams(params, viewParams);
      setParams(next);
      onParamsApplied?.(next);
    },
    [prefs, params, setParams, onParamsApplied],
  );

  // Choosing an objective opens the view the user made its default (once the views are read); a first visit
  // without a view opens the default too. Otherwise the objective's column preset applies, as before views.
  const seenObjective = useRef<string | null>(null);
  useEffect(() => {
    if (saved.loading || prefs.loading) return;
    const before = seenObjective.current;
    seenObjective.current = key;
    if (before === key) return;
    const view = saved.views.find((v) => v.id === saved.defaults.get(key));
    if (!view || (before === null && prefs.viewId !== null) || (view.id === prefs.viewId && !dirty)) return;
    apply(view, objective);
  }, [key, objective, saved.loading, saved.views, saved.defaults, prefs.loading, prefs.viewId, dirty, apply]);

  const definition = () => definitionOf(snapshot);
  const mineOrThrow = () => {
    if (!active?.mine) throw new Error('Only your own views can be changed.');
    return active;
  };

  return {
    saved,
    active,
    dirty,
    objective: key,
    isDefault: active !== null && saved.defaults.get(key) === active.id,
    apply: (view) => apply(view),
    revert: () => {
      if (active) apply(active);
    },
    save: async () => {
      await saved.update(mineOrThrow().id, { definition: definition() });
    },
    saveAs: async (name) => {
      const view = await saved.create({ name, definition: definition() });
      prefs.change({ viewId: view.id });
    },
    copy: async (view) => {
      const taken = new Set(saved.views.filter((v) => v.mine).map((v) => v.name.toLowerCase()));
      let name = `Copy of ${view.name}`.slice(0, 60);
      for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `Copy ${n} of ${view.name}`.slice(0, 60);
      const copied = await saved.create({ name, definition: view.id === active?.id ? definition() : view.definition });
      prefs.change({ viewId: copied.id });
    },
    rename: async (name) => {
      await saved.update(mineOrThrow().id, { name });
    },
    share: async (teamId) => {
      await saved.update(mineOrThrow().id, { team_id: teamId });
    },
    setDefault: async (on) => {
      if (active) await saved.setDefault(key, on ? active.id : null);
    },
    remove: async (view) => {
      await saved.remove(view.id);
      if (view.id === prefs.viewId) prefs.change({ viewId: null });
    },
    layout: prefs.layout,
    setFormats: (formats) => prefs.change({ layout: { formats } }),
    setSort: (sort) => prefs.change({ layout: { sort } }),
    setWidths: (widths) => prefs.change({ layout: { widths } }),
  };
}
