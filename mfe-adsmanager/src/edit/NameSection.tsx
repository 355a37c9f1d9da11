// The name of the one object being edited (many are renamed with find and replace).
import { Field, TextInput } from 'shared-ui';
import { LEVEL_LABEL } from '../common/levels';
import { Section } from './editLayout';
import type { SectionProps } from './sectionProps';

export function NameSection({ draft, set, errors, targets, disabled }: SectionProps) {
  const level = targets[0]?.asset.level ?? 'campaign';
  return (
    <Section aria-label="Name">
      <Field label={`${LEVEL_LABEL[level].one.replace(/^./, (c) => c.toUpperCase())} name`} error={errors.name}>
        <TextInput value={draft.name} maxLength={400} autoComplete="off" disabled={disabled} onChange={(e) => set('name', e.target.value)} />
      </Field>
    </Section>
  );
}
