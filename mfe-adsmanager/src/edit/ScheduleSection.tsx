// Start and end, typed and shown in the ad account's time zone.
import { Field, TextInput } from 'shared-ui';
import { FieldGrid } from '../common/fieldGrid';
import { Note, Section } from './editLayout';
import { MIXED, type SectionProps } from './sectionProps';

export function ScheduleSection({ draft, set, errors, mixed, targets, ctx, disabled }: SectionProps) {
  const one = targets.length === 1;
  return (
    <Section aria-labelledby="edit-schedule-heading">
      <h3 id="edit-schedule-heading">Schedule</h3>
      <Note>{`Times in the ad account’s time zone${ctx.timeZone ? ` (${ctx.timeZone})` : ''}.`}</Note>
      <FieldGrid>
        <Field label="Starts" error={errors.start} hint={mixed.has('start') && !draft.start ? `${MIXED}.` : undefined}>
          <TextInput type="datetime-local" value={draft.start} disabled={disabled} onChange={(e) => set('start', e.target.value)} />
        </Field>
        <Field label="Ends" error={errors.end} hint={mixed.has('end') && !draft.end ? `${MIXED}.` : one ? 'Empty: runs until you turn it off.' : undefined}>
          <TextInput type="datetime-local" value={draft.end} disabled={disabled} onChange={(e) => set('end', e.target.value)} />
        </Field>
      </FieldGrid>
    </Section>
  );
}
