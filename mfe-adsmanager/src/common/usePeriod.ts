// The reporting period of a screen: a SPEC §9 date preset kept in the URL (?date=last_7d), in the account's time
// zone, with the previous period of the same length beside it.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { comparisonRange, DATE_PRESETS, isDatePresetId, presetRange, type DatePresetId, type DateRange } from 'shared-graph';

export const DEFAULT_PRESET: DatePresetId = 'last_7d';

export interface Period {
  presetId: DatePresetId;
  label: string;
  range: DateRange;
  previous: DateRange;
  setPreset: (id: DatePresetId) => void;
}

export function usePeriod(timeZone: string | null | undefined): Period {
  const [params, setParams] = useSearchParams();
  const raw = params.get('date');
  const presetId = isDatePresetId(raw) ? raw : DEFAULT_PRESET;
  const range = useMemo(() => presetRange(presetId, timeZone), [presetId, timeZone]);
  const previous = useMemo(() => comparisonRange(range), [range]);
  return {
    presetId,
    label: DATE_PRESETS.find((p) => p.id === presetId)?.label ?? presetId,
    range,
    previous,
    setPreset: (id) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === DEFAULT_PRESET) next.delete('date');
          else next.set('date', id);
          return next;
        },
        { replace: true },
      ),
  };
}
