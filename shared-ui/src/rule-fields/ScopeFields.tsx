// The rule's objects by kind, status and name (the users' builder adds the ad account and the chosen objects).
import { Field, Select, TextInput } from '../primitives';
import type { RuleFieldGroupProps } from './ruleFieldProps';

const STATUSES = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'PAUSED', label: 'Paused' },
  { value: 'any', label: 'Any status' },
];

/** The level, status and name fields, inline (the caller places them in its "Apply to" group). */
export function ScopeFields({ form, model, set, errorAt }: RuleFieldGroupProps) {
  return (
    <>
      <Field label="Objects" error={errorAt('/scope/level')}>
        <Select value={form.level} onChange={(e) => set({ level: e.target.value })} options={model.levels} />
      </Field>
      <Field label="With status" error={errorAt('/scope/statuses')}>
        <Select value={form.status} onChange={(e) => set({ status: e.target.value })} options={STATUSES} />
      </Field>
      <Field label="Name contains" hint="Optional; new objects that match are included" error={errorAt('/scope/name_contains')}>
        <TextInput value={form.nameContains} onChange={(e) => set({ nameContains: e.target.value })} />
      </Field>
    </>
  );
}
