// Where an ad set's ads show: Advantage+ placements, or the positions chosen by hand (every current one, in words).
import { Field, Select } from 'shared-ui';
import { ALL_POSITION_KEYS } from '../create/placements';
import { PlacementPicker } from '../create/PlacementPicker';
import { Replace } from './AudienceSection';
import { GroupError, Section } from './editLayout';
import type { SectionProps } from './sectionProps';

export function PlacementsSection({ draft, set, errors, disabled }: SectionProps) {
  const placements = draft.placements;
  return (
    <Section aria-labelledby="edit-placements-heading">
      <h3 id="edit-placements-heading">Placements</h3>
      {placements ? (
        <>
          <Field label="Placements" error={placements.mode === 'automatic' ? errors.placements : undefined}>
            <Select
              value={placements.mode}
              disabled={disabled}
              onChange={(e) => set('placements', { mode: e.target.value as 'automatic' | 'manual', positions: placements.positions.length ? placements.positions : [...ALL_POSITION_KEYS] })}
              options={[
                { value: 'automatic', label: 'Advantage+ placements (recommended)' },
                { value: 'manual', label: 'Manual placements' },
              ]}
            />
          </Field>
          {placements.mode === 'manual' && (
            <>
              <PlacementPicker chosen={placements.positions} onChange={(positions) => set('placements', { mode: 'manual', positions })} disabled={disabled} />
              {errors.placements && <GroupError role="alert">{errors.placements}</GroupError>}
            </>
          )}
        </>
      ) : (
        <Replace what="Placements" onReplace={() => set('placements', { mode: 'automatic', positions: [...ALL_POSITION_KEYS] })} disabled={disabled} error={errors.placements} />
      )}
    </Section>
  );
}
