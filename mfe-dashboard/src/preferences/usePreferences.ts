// The objective preset and metrics the user chose, remembered per user on the server (GET/PUT /api/dashboard/preferences).
import { useMemo } from 'react';
import { productApi, type ApiData } from 'shared-graph';
import { setDashboardData, useDashboardMutation, useDashboardQuery } from '../data/dashboardQuery';
import { DEFAULT_OBJECTIVE_PRESET, isObjectivePresetId, knownMetrics, objectivePreset, type ObjectivePresetId } from '../objectives/objectivePresets';

export interface DashboardPreferences {
  preset: ObjectivePresetId;
  metrics: string[];
}

type StoredPreferences = ApiData<'/api/dashboard/preferences'>;

const KEY = ['preferences'];

/** What the server holds, made safe to show: an unknown preset → Revenue, retired metrics dropped, none → the preset's. */
export function effectivePreferences(stored: StoredPreferences | undefined): DashboardPreferences {
  const preset = isObjectivePresetId(stored?.preset) ? stored.preset : DEFAULT_OBJECTIVE_PRESET;
  const metrics = knownMetrics(stored?.metrics ?? []);
  return { preset, metrics: metrics.length > 0 ? metrics : [...objectivePreset(preset).arr] };
}

export function usePreferences(enabled: boolean) {
  const query = useDashboardQuery(KEY, (signal) => productApi.get('/api/dashboard/preferences', { signal }), { enabled });
  const save = useDashboardMutation(
    (next: DashboardPreferences) => productApi.put('/api/dashboard/preferences', { body: next }),
    (saved) => setDashboardData(KEY, saved),
  );
  const preferences = useMemo(() => effectivePreferences(query.data), [query.data]);
  return {
    preferences,
    loading: query.isPending && enabled,
    saving: save.isPending,
    saveError: save.error,
    save: (next: DashboardPreferences) => {
      // Show the choice at once; the server's answer replaces it.
      setDashboardData(KEY, next);
      save.mutate(next);
    },
  };
}
