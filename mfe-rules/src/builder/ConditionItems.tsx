// The builder's "when": conditions and groups of conditions (all/any, one level of nesting), in the rule's order.
import styled from 'styled-components';
import { Button, Field, Inline, Select } from 'shared-ui';
import { ConditionRow } from './ConditionRow';
import { emptyCondition, emptyGroup, type ConditionForm, type ItemForm, type RuleForm } from './ruleForm';

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

interface Props {
  form: RuleForm;
  set: (patch: Partial<RuleForm>) => void;
  errorAt: (field: string) => string | undefined;
}

type GroupForm = Extract<ItemForm, { kind: 'group' }>;

function GroupEditor({ group, index, onChange, onRemove, errorAt }: { group: GroupForm; index: number; onChange: (next: GroupForm) => void; onRemove?: () => void; errorAt: Props['errorAt'] }) {
  const at = `/conditions/items/${index}`;
  const n = index + 1;
  const setCondition = (inner: number, next: ConditionForm) => onChange({ ...group, conditions: group.conditions.map((c, i) => (i === inner ? next : c)) });
  return (
    <Group role="group" aria-label={`Group ${n}`}>
      <Inline gap="sm" align="end">
        <Field label={`In group ${n}, conditions that must hold`} error={errorAt(`${at}/match`) ?? errorAt(at) ?? errorAt(`${at}/conditions`)}>
          <Select value={group.match} onChange={(e) => onChange({ ...group, match: e.target.value as GroupForm['match'] })} options={MATCH_OPTIONS} />
        </Field>
      </Inline>
      {group.conditions.map((condition, inner) => (
        <ConditionRow
          key={inner}
          at={`${at}/conditions/${inner}`}
          n={`${n}.${inner + 1}`}
          condition={condition}
          errorAt={errorAt}
          onChange={(next) => setCondition(inner, next)}
          onRemove={group.conditions.length > 1 ? () => onChange({ ...group, conditions: group.conditions.filter((_, i) => i !== inner) }) : undefined}
        />
      ))}
      <Inline gap="sm">
        <Button size="sm" onClick={() => onChange({ ...group, conditions: [...group.conditions, emptyCondition()] })}>
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

export function ConditionItems({ form, set, errorAt }: Props) {
  const replace = (index: number, next: ItemForm) => set({ items: form.items.map((item, i) => (i === index ? next : item)) });
  const remove = (index: number) => (form.items.length > 1 ? () => set({ items: form.items.filter((_, i) => i !== index) }) : undefined);
  return (
    <>
      <Field label="Conditions that must hold" error={errorAt('/conditions/match')}>
        <Select value={form.match} onChange={(e) => set({ match: e.target.value as RuleForm['match'] })} options={MATCH_OPTIONS} />
      </Field>
      {form.items.map((item, index) =>
        item.kind === 'group' ? (
          <GroupEditor key={index} index={index} group={item} errorAt={errorAt} onChange={(next) => replace(index, next)} onRemove={remove(index)} />
        ) : (
          <ConditionRow
            key={index}
            at={`/conditions/items/${index}`}
            n={String(index + 1)}
            condition={item.condition}
            errorAt={errorAt}
            onChange={(next) => replace(index, { kind: 'condition', condition: next })}
            onRemove={remove(index)}
          />
        ),
      )}
      <Inline gap="sm">
        <Button onClick={() => set({ items: [...form.items, { kind: 'condition', condition: emptyCondition() }] })}>Add a condition</Button>
        <Button onClick={() => set({ items: [...form.items, emptyGroup()] })}>Add a group (all / any)</Button>
      </Inline>
    </>
  );
}
