// One condition of the rule builder: metric, window, comparison and the value (a number, or factor × a metric).
import styled from 'styled-components';
import { Button, Field, Select, TextInput } from '../primitives';
import type { RuleConditionValues, RuleFieldChoices } from './ruleFieldProps';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
`;

export interface ConditionRowProps {
  /** The condition's JSON pointer in the rule (`/conditions/items/1/conditions/0`), where the server's errors point. */
  at: string;
  /** How labels number it: "2", or "2.1" for the first condition of group 2. */
  n: string;
  condition: RuleConditionValues;
  model: RuleFieldChoices;
  onChange: (next: RuleConditionValues) => void;
  onRemove?: () => void;
  /** Server messages by field pointer. */
  errorAt: (field: string) => string | undefined;
}

export function ConditionRow({ at, n, condition, model, onChange, onRemove, errorAt }: ConditionRowProps) {
  const set = (patch: Partial<RuleConditionValues>) => onChange({ ...condition, ...patch });
  const range = condition.operator === 'between' || condition.operator === 'not_between';
  const ownField = model.objectFields.includes(condition.metric);
  return (
    <Row role="group" aria-label={`Condition ${n}`}>
      <Field label={`Metric ${n}`} error={errorAt(`${at}/metric`)}>
        <Select value={condition.metric} onChange={(e) => set({ metric: e.target.value })} options={model.metrics} />
      </Field>
      {ownField ? null : (
        <Field label={`Over (condition ${n})`} error={errorAt(`${at}/window`)}>
          <Select value={condition.window} onChange={(e) => set({ window: e.target.value })} options={model.windows} />
        </Field>
      )}
      <Field label={`Comparison ${n}`} error={errorAt(`${at}/operator`)}>
        <Select value={condition.operator} onChange={(e) => set({ operator: e.target.value })} options={model.operators} />
      </Field>
      <Field label={`Compare with (condition ${n})`}>
        <Select
          value={condition.against}
          onChange={(e) => set({ against: e.target.value as RuleConditionValues['against'] })}
          options={[
            { value: 'number', label: 'A number' },
            { value: 'metric', label: 'A metric × factor' },
          ]}
        />
      </Field>
      {condition.against === 'number' ? (
        <Field label={range ? `From (condition ${n})` : `Value ${n}`} error={errorAt(`${at}/value`) ?? errorAt(`${at}/value/value`)}>
          <TextInput inputMode="decimal" value={condition.value} onChange={(e) => set({ value: e.target.value })} />
        </Field>
      ) : (
        <>
          <Field label={`Factor ${n}`} error={errorAt(`${at}/value/factor`) ?? errorAt(`${at}/value`)}>
            <TextInput inputMode="decimal" value={condition.factor} onChange={(e) => set({ factor: e.target.value })} />
          </Field>
          <Field label={`× metric (condition ${n})`} error={errorAt(`${at}/value/metric`)}>
            <Select value={condition.otherMetric} onChange={(e) => set({ otherMetric: e.target.value })} options={model.metrics} />
          </Field>
          <Field label={`Its window (condition ${n})`}>
            <Select value={condition.otherWindow} onChange={(e) => set({ otherWindow: e.target.value })} options={[{ value: '', label: 'Same window' }, ...model.windows]} />
          </Field>
        </>
      )}
      {range ? (
        <Field label={`To (condition ${n})`} error={errorAt(`${at}/value_to`) ?? errorAt(`${at}/value_to/value`)}>
          <TextInput inputMode="decimal" value={condition.valueTo} onChange={(e) => set({ valueTo: e.target.value })} />
        </Field>
      ) : null}
      {onRemove ? (
        <Button variant="ghost" onClick={onRemove}>
          Remove condition {n}
        </Button>
      ) : null}
    </Row>
  );
}
