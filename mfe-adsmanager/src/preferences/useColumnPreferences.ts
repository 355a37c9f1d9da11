// The list columns each user keeps (GET/PUT /api/adsmanager/preferences): the objective preset they started from,
// or their own order and hidden columns. Without a saved choice the objective's preset applies.
import { useState } from 'react';
import { productApi, queryKeys, useServerMutation, useServerQuery, type ApiBody, type ApiData } from 'shared-graph';
import type { ColumnSettings } from 'shared-ui/table';
import { isPresetId, presetSettings, type PresetId } from '../asset-table/columnPresets';

type StoredPreferences = ApiData<'/api/adsmanager/preferences'>;

const KEY = queryKeys.apiResource('adsmanager/preferences');

export interface ColumnPreferences {
  settings: ColumnSettings;
  /** The preset the columns are, or came from; null for the user's own mix. */
  preset: PresetId | null;
  loading: boolean;
  save: (settings: ColumnSettings, preset: PresetId | null) => void;
  saveError: Error | null;
}

/** `fallback` is the preset to show before the user chose (the filtered objective's). */
export function useColumnPreferences(fallback: PresetId): ColumnPreferences {
  const stored = useServerQuery(KEY, (signal) => productApi.get('/api/adsmanager/preferences', { signal }), { staleTime: Infinity });
  const [local, setLocal] = useState<StoredPreferences | null>(null);
  const mutation = useServerMutation((body: ApiBody<'/api/adsmanager/preferences', 'put'>) => productApi.put('/api/adsmanager/preferences', { body }), { invalidates: [KEY] });
  const current = local ?? stored.data ?? null;
  const preset = isPresetId(current?.preset) ? current.preset : null;
  const settings = current?.columns ?? presetSettings(preset ?? fallback);
  return {
    settings,
    preset: current?.columns ? preset : fallback,
    loading: stored.isLoading,
    saveError: mutation.error,
    save: (next, nextPreset) => {
      const body = { preset: nextPreset, columns: { order: next.order, hidden: [...new Set(next.hidden)] } };
      // The choice shows at once; the server keeps it for the next visit.
      setLocal(body);
      mutation.mutate(body);
    },
  };
}
