// The research table's columns per user: a SPEC §4 mode (reach, overlap, page data) or the user's own choice,
// remembered in this browser for the next visit.
import { useCallback, useState } from 'react';
import { useUser } from 'shared-graph';
import type { ColumnSettings } from 'shared-ui/table';
import { MODE_PRESETS } from './researchColumns';
import type { ColumnMode } from './rows';

export interface StoredColumns {
  settings: ColumnSettings;
  setSettings: (settings: ColumnSettings) => void;
  /** The mode whose preset the settings are, or null for the user's own. */
  mode: ColumnMode | null;
  setMode: (mode: ColumnMode) => void;
}

const storageKey = (userId: number | string, defaultMode: ColumnMode) => `sasar.research.columns.${userId}.${defaultMode}`;

function read(key: string): ColumnSettings | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as ColumnSettings | null;
    return value && Array.isArray(value.order) && Array.isArray(value.hidden) ? value : null;
  } catch {
    return null;
  }
}

const same = (a: ColumnSettings, b: ColumnSettings) => JSON.stringify([a.order, [...a.hidden].sort()]) === JSON.stringify([b.order, [...b.hidden].sort()]);

export function useStoredColumns(defaultMode: ColumnMode): StoredColumns {
  const user = useUser();
  const key = storageKey(user?.id ?? 'guest', defaultMode);
  const [settings, setState] = useState<ColumnSettings>(() => read(key) ?? MODE_PRESETS[defaultMode].settings);
  const setSettings = useCallback(
    (next: ColumnSettings) => {
      setState(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice lasts for this visit.
      }
    },
    [key],
  );
  const mode = (Object.keys(MODE_PRESETS) as ColumnMode[]).find((m) => same(MODE_PRESETS[m].settings, settings)) ?? null;
  return { settings, setSettings, mode, setMode: (m) => setSettings(MODE_PRESETS[m].settings) };
}
