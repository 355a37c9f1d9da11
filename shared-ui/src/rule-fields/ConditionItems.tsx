// The rule builder's "when": conditions and groups of conditions (all/any, one level of nesting), in the rule's order.
import styled from 'styled-components';
import { Button, Field, Inline, Select } from '../primitives';
import { ConditionRow } from './ConditionRow';
import type { RuleConditionValues, RuleFieldGroupProps, RuleItemValues } from './ruleFieldProps';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: 6px;
`;

const MATCH_OPTIONS = [
  { value: 'all', label: 'All of them' },
  { value: 'any', label: 'Any of them' },
];

type GroupValues = Extract<RuleItemValues, { kind: 'group' }>;

interface GroupEditorProps extends Pick<RuleFieldGroupProps, 'model' | 'errorAt'> {
  group: GroupValues;
  index: number;
  onChange: (next: GroupValues) => void;
  onRemove?: () => void;
}

function GroupEditor({ group, index, model, onChange, onRemove, errorAt }: GroupEditorProps) {
  const at = `/conditions/items/${index}`;
  const n = index + 1;
  const setCondition = (inner: number, next: RuleConditionValues) => onChange({ ...group, conditions: group.conditions.map((c, i) => (i === inner ? next : c)) });
  return (
    <Group role="group" aria-label={`Group ${n}`}>
      <Inline gap="sm" align="end">
        <Field label={`In group ${n}, conditions that must hold`} error={errorAt(`${at}/match`) ?? errorAt(at) ?? errorAt(`${at}/conditions`)}>
          <Select value={group.match} onChange={(e) => onChange({ ...group, match: e.target.value as GroupValues['match'] })} options={MATCH_OPTIONS} />
        </Field>
      </Inline>
      {group.conditions.map((condition, inner) => (
        <ConditionRow
          key={inner}
          at={`${at}/conditions/${inner}`}
          n={`${n}.${inner + 1}`}
          condition={condition}
          model={model}
          errorAt={errorAt}
          onChange={(next) => setCondition(inner, next)}
          onRemove={group.conditions.length > 1 ? () => onChange({ ...group, conditions: group.conditions.filter((_, i) => i !== inner) }) : undefined}
        />
      ))}
      <Inline gap="sm">
        <Button size="sm" onClick={() => onChange({ ...group, conditions: [...group.conditions, model.emptyCondition()] })}>
          Add a condition to group {n}
        </Button>
        {onRemove ? (
          <Button size="sm" variant="ghost" onClick={onRemove}>
            Remove group {n}
          </Button>
        ) : null}
      </Inline>
    </Group>
  );
}

export function ConditionItems({ form, model, set, errorAt }: RuleFieldGroupProps) {
  const replace = (index: number, next: RuleItemValues) => set({ items: form.items.map((item, i) => (i === index ? next : item)) });
  const remove = (index: number) => (form.items.length > 1 ? () => set({ items: form.items.filter((_, i) => i !== index) }) : undefined);
  return (
    <>
      <Field label="Conditions that must hold" error={errorAt('/conditions/match')}>
        <Select value={form.match} onChange={(e) => set({ match: e.target.value as RuleFieldGroupProps['form']['match'] })} options={MATCH_OPTIONS} />
      </Field>
      {form.items.map((item, index) =>
        item.kind === 'group' ? (
          <GroupEditor key={index} index={index} group={item} model={model} errorAt={errorAt} onChange={(next) => replace(index, next)} onRemove={remove(index)} />
        ) : (
          <ConditionRow
            key={index}
            at={`/conditions/items/${index}`}
            n={String(index + 1)}
            condition={item.condition}
            model={model}
            errorAt={errorAt}
            onChange={(next) => replace(index, { kind: 'condition', condition: next })}
            onRemove={remove(index)}
          />
        ),
      )}
      <Inline gap="sm">
        <Button onClick={() => set({ items: [...form.items, { kind: 'condition', condition: model.emptyCondition() }] })}>Add a condition</Button>
        <Button onClick={() => set({ items: [...form.items, model.emptyGroup()] })}>Add a group (all / any)</Button>
      </Inline>
    </>
  );
}
