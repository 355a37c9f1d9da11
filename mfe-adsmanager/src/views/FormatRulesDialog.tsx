// The conditional-formatting editor: rules of "metric is above / below / between value(s) → red, amber or green",
// values in the account's currency for money and in percent for rates. A value that is not a number is named beside
// its field and the typed text stays.
import { useState } from 'react';
import { Button, Field, IconButton, Modal, Select, TextInput } from 'shared-ui';
import styled from 'styled-components';
import { COLOURS, OPERATORS, unitOf } from './conditionalFormats';
import { MAX_FORMAT_RULES, type FormatColour, type FormatOperator, type FormatRule } from './listLayout';

export interface FormatColumn {
  id: string;
  label: string;
}

export interface FormatRulesDialogProps {
  rules: readonly FormatRule[];
  /** The figures a rule can colour (the list's numeric columns). */
  columns: readonly FormatColumn[];
  currency: string;
  onApply: (rules: FormatRule[]) => void;
  onClose: () => void;
}

interface Draft {
  key: number;
  metric: string;
  operator: FormatOperator;
  value: string;
  to: string;
  colour: FormatColour;
}

type DraftErrors = Partial<Record<'value' | 'to', string>>;

const LIMIT = 1e12;

/** "30,000", "1.5", " 2 " → a number; anything else → null. Thousands separators are commas (en-US, as shown). */
export function parseThreshold(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) && Math.abs(value) <= LIMIT ? value : null;
}

const plain = (value: number) => String(value);

function unitHint(metric: string, currency: string): string {
  const unit = unitOf(metric);
  return unit === 'money' ? `In ${currency}` : unit === 'percent' ? 'In percent' : '';
}

function check(draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  const value = parseThreshold(draft.value);
  if (value === null) errors.value = draft.value.trim() ? 'Write a number, such as 25 or 1.5.' : 'Write the value to compare with.';
  if (draft.operator === 'between') {
    const to = parseThreshold(draft.to);
    if (to === null) errors.to = draft.to.trim() ? 'Write a number, such as 25 or 1.5.' : 'Write the upper value.';
    else if (value !== null && to <= value) errors.to = 'The upper value must be above the lower one.';
  }
  return errors;
}

export function FormatRulesDialog({ rules, columns, currency, onApply, onClose }: FormatRulesDialogProps) {
  const [nextKey, setNextKey] = useState(rules.length);
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    rules.map((r, key) => ({ key, metric: r.metric, operator: r.operator, value: plain(r.value), to: r.to === null ? '' : plain(r.to), colour: r.colour })),
  );
  const [errors, setErrors] = useState<Record<number, DraftErrors>>({});
  const labelOf = (id: string) => columns.find((c) => c.id === id)?.label ?? id;

  const edit = (key: number, change: Partial<Draft>) => {
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...change } : d)));
    setErrors((all) => ({ ...all, [key]: {} }));
  };
  const add = () => {
    setDrafts((all) => [...all, { key: nextKey, metric: (columns.find((c) => c.id === 'cost_per_result') ?? columns[0])?.id ?? 'spend', operator: 'above', value: '', to: '', colour: 'red' }]);
    setNextKey((k) => k + 1);
  };
  const apply = () => {
    const found = Object.fromEntries(drafts.map((d) => [d.key, check(d)]));
    setErrors(found);
    if (Object.values(found).some((e) => Object.keys(e).length > 0)) return;
    onApply(
      drafts.map((d) => ({
        metric: d.metric,
        operator: d.operator,
        value: parseThreshold(d.value)!,
        to: d.operator === 'between' ? parseThreshold(d.to)! : null,
        colour: d.colour,
      })),
    );
    onClose();
  };

  return (
    <Modal
      open
      size="lg"
      title="Conditional formatting"
      description="Colour a figure when it is above, below or between values you choose. The first rule that matches a figure colours it."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={apply}>Apply formatting</Button>
        </>
      }
    >
      {drafts.length === 0 && <Empty>No rules yet. Add one to colour cost per result above a target red, or ROAS below 1 amber.</Empty>}
      <Rules>
        {drafts.map((draft, index) => {
          const error = errors[draft.key] ?? {};
          const hint = unitHint(draft.metric, currency);
          return (
            <Rule key={draft.key} aria-label={`Rule ${index + 1}: ${labelOf(draft.metric)}`}>
              <legend>Rule {index + 1}</legend>
              <Field label="Metric">
                <Select value={draft.metric} onChange={(event) => edit(draft.key, { metric: event.target.value })} options={columns.map((c) => ({ value: c.id, label: c.label }))} />
              </Field>
              <Field label="Condition">
                <Select
                  value={draft.operator}
                  onChange={(event) => edit(draft.key, { operator: event.target.value as FormatOperator })}
                  options={OPERATORS.map((o) => ({ value: o.value, label: o.label }))}
                />
              </Field>
              <Field label={draft.operator === 'between' ? 'From' : 'Value'} hint={hint || undefined} error={error.value}>
                <TextInput inputMode="decimal" value={draft.value} onChange={(event) => edit(draft.key, { value: event.target.value })} />
              </Field>
              {draft.operator === 'between' && (
                <Field label="To" hint={hint || undefined} error={error.to}>
                  <TextInput inputMode="decimal" value={draft.to} onChange={(event) => edit(draft.key, { to: event.target.value })} />
                </Field>
              )}
              <Field label="Colour">
                <Select value={draft.colour} onChange={(event) => edit(draft.key, { colour: event.target.value as FormatColour })} options={COLOURS.map((c) => ({ value: c.value, label: c.label }))} />
              </Field>
              <Remove>
                <IconButton
                  size="sm"
                  variant="ghost"
                  label={`Remove rule ${index + 1}`}
                  icon="✕"
                  onClick={() => setDrafts((all) => all.filter((d) => d.key !== draft.key))}
                />
              </Remove>
            </Rule>
          );
        })}
      </Rules>
      <Button size="sm" variant="secondary" onClick={add} disabled={drafts.length >= MAX_FORMAT_RULES || columns.length === 0}>
        Add a rule
      </Button>
      {drafts.length >= MAX_FORMAT_RULES && <Empty>A list keeps up to {MAX_FORMAT_RULES} rules.</Empty>}
    </Modal>
  );
}

const Empty = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Rules = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Rule = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & > legend {
    padding: 0 4px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  & > div {
    flex: 1 1 96px;
    min-width: 0;
  }
  & > div:first-of-type {
    flex-basis: 170px;
  }
`;

const Remove = styled.div`
  align-self: flex-end;
  && {
    flex: 0 0 auto;
  }
`;
