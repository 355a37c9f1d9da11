// The list layout each user keeps (GET/PUT /api/adsmanager/preferences): the objective preset they started from or
// their own order and hidden columns, the widths, sort and conditional formats, and the saved view it came from.
// Without a saved choice the objective's preset applies. The layout is the same in every ad account.
import { useCallback, useEffect, useState } from 'react';
import { productApi, queryClient, queryKeys, useServerQuery, type ApiBody, type ApiData } from 'shared-graph';
import type { ColumnSettings } from 'shared-ui/table';
import { isPresetId, presetSettings, type PresetId } from '../asset-table/columnPresets';
import { EMPTY_LAYOUT, type ListLayout } from '../views/listLayout';

type StoredPreferences = ApiData<'/api/adsmanager/preferences'>;
type PreferencesBody = ApiBody<'/api/adsmanager/preferences', 'put'>;

const KEY = queryKeys.apiResource('adsmanager/preferences');
/** Dragging a column's edge changes its width many times a second; the server gets the last of a burst. */
const SAVE_DELAY_MS = 400;

export interface ListPreferencesChange {
  settings?: ColumnSettings;
  preset?: PresetId | null;
  /** Merged into the stored layout: a widths change keeps the formats. */
  layout?: Partial<ListLayout>;
  viewId?: number | null;
}

export interface ColumnPreferences {
  settings: ColumnSettings;
  /** The preset the columns are, or came from; null for the user's own mix. */
  preset: PresetId | null;
  layout: ListLayout;
  /** The saved view the list came from; null for none. */
  viewId: number | null;
  loading: boolean;
  save: (settings: ColumnSettings, preset: PresetId | null) => void;
  /** Changes any part at once (applying a view changes them all). */
  change: (change: ListPreferencesChange) => void;
  saveError: Error | null;
}

let pending: { timer: ReturnType<typeof setTimeout>; body: PreferencesBody; onError: (error: Error) => void } | null = null;

function flush() {
  if (!pending) return;
  const { timer, body, onError } = pending;
  clearTimeout(timer);
  pending = null;
  productApi.put('/api/adsmanager/preferences', { body }).catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))));
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);

/** `fallback` is the preset to show before the user chose (the filtered objective's). */
export function useColumnPreferences(fallback: PresetId): ColumnPreferences {
  const stored = useServerQuery(KEY, (signal) => productApi.get('/api/adsmanager/preferences', { signal }), { staleTime: Infinity });
  const [saveError, setSaveError] = useState<Error | null>(null);
  const current: StoredPreferences | null = stored.data ?? null;
  const preset = isPresetId(current?.preset) ? current.preset : null;
  const settings = current?.columns ?? presetSettings(preset ?? fallback);

  // Leaving the list (another account, another area) sends what is still waiting.
  useEffect(() => flush, []);

  const change = useCallback(
    (next: ListPreferencesChange) => {
      const before = queryClient.getQueryData<StoredPreferences>(KEY) ?? null;
      const columns = next.settings ?? before?.columns ?? presetSettings(fallback);
      const body: PreferencesBody = {
        preset: next.preset !== undefined ? next.preset : (before?.preset ?? null),
        columns: { order: [...new Set(columns.order)], hidden: [...new Set(columns.hidden)] },
        layout: { ...EMPTY_LAYOUT, ...before?.layout, ...next.layout },
        view_id: next.viewId !== undefined ? next.viewId : (before?.view_id ?? null),
      };
      // The choice shows at once (in every list that reads it); the server keeps it for the next visit.
      queryClient.setQueryData<StoredPreferences>(KEY, { preset: body.preset, columns: body.columns, layout: body.layout ?? null, view_id: body.view_id ?? null });
      setSaveError(null);
      if (pending) clearTimeout(pending.timer);
      pending = { timer: setTimeout(flush, SAVE_DELAY_MS), body, onError: setSaveError };
    },
    [fallback],
  );

  return {
    settings,
    preset: current?.columns ? preset : fallback,
    layout: current?.layout ?? EMPTY_LAYOUT,
    viewId: current?.view_id ?? null,
    loading: stored.isLoading,
    saveError,
    change,
    save: (nextSettings, nextPreset) => change({ settings: nextSettings, preset: nextPreset }),
  };
}
