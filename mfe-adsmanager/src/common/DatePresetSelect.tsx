import { DATE_PRESETS, isDatePresetId } from 'shared-graph';
import { Select } from 'shared-ui';
import type { Period } from './usePeriod';

/** The date preset picker; the previous period is named beside it so the comparison is never a guess. */
export function DatePresetSelect({ period }: { period: Period }) {
  return (
    <Select
      aria-label="Date range"
      controlSize="sm"
      width={150}
      value={period.presetId}
      onChange={(event) => {
        if (isDatePresetId(event.target.value)) period.setPreset(event.target.value);
      }}
      options={DATE_PRESETS.map((p) => ({ value: p.id, label: p.label }))}
    />
  );
}

export function periodText(period: Period): string {
  return `${period.range.since} – ${period.range.until}, compared with ${period.previous.since} – ${period.previous.until}`;
}
