// The date range control of the dashboard and the ads manager: a button naming the range, opening a dialog with the
// presets, a calendar and typed dates for a custom range, and (when the screen compares) what the range is compared
// with — the previous period, a chosen period or nothing. Nothing changes until Apply; a refused range keeps what
// was typed and says why. The days' meaning and Meta's limits come from the caller (shared-graph's date rules).
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Modal } from '../overlay/Modal';
import { Button } from '../primitives/Button';
import { Field } from '../primitives/Field';
import { TextInput } from '../primitives/TextInput';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { ChevronDownIcon } from '../icons/icons';
import { isDay, previousPeriod, rangeText, type DayRange } from './calendarDays';
import { MonthCalendar } from './MonthCalendar';

export type RangeChoice = { kind: 'preset'; preset: string } | { kind: 'custom'; since: string; until: string };
export type CompareChoice = { kind: 'previous' } | { kind: 'none' } | { kind: 'custom'; since: string; until: string };

export interface DateRangePreset {
  id: string;
  label: string;
  /** The days the preset means today (in the account's time zone). */
  range: DayRange;
}

export interface DateRangePickerProps {
  presets: readonly DateRangePreset[];
  value: RangeChoice;
  /** What the range is compared with; leave out where the screen always compares with the previous period. */
  comparison?: CompareChoice;
  onChange: (value: RangeChoice, comparison: CompareChoice | undefined) => void;
  /** The last day that can be picked: the account's today. */
  today: string;
  /** Why a custom range cannot be used (null when it can); `comparePrevious` when the period before it is read too. */
  rangeProblem: (since: string, until: string, comparePrevious: boolean) => string | null;
  /** Why a chosen comparison period cannot be used (null when it can). */
  comparisonProblem?: (since: string, until: string) => string | null;
  /** A line under the dialog's title, e.g. which time zone the days are in. */
  description?: string;
  controlSize?: 'sm' | 'md';
}

/** The days a choice means. */
export function rangeOfChoice(value: RangeChoice, presets: readonly DateRangePreset[]): DayRange | null {
  if (value.kind === 'custom') return { since: value.since, until: value.until };
  return presets.find((p) => p.id === value.preset)?.range ?? null;
}

/** "Last 7 Days · 18 Nov – 24 Nov 2026", or "18 Nov – 24 Nov 2026" for a custom range. */
export function choiceText(value: RangeChoice, presets: readonly DateRangePreset[]): string {
  const range = rangeOfChoice(value, presets);
  const label = value.kind === 'preset' ? presets.find((p) => p.id === value.preset)?.label ?? value.preset : null;
  if (!range) return label ?? '';
  return label ? `${label} · ${rangeText(range)}` : rangeText(range);
}

/** "compared with 11 Nov – 17 Nov 2026" / "not compared". */
export function comparisonText(range: DayRange | null, comparison: CompareChoice): string {
  if (comparison.kind === 'none') return 'not compared';
  if (comparison.kind === 'custom') return `compared with ${rangeText(comparison)}`;
  return range ? `compared with ${rangeText(previousPeriod(range))} (previous period)` : 'compared with the previous period';
}

const CUSTOM = 'custom';

type Target = 'range' | 'comparison';

interface Draft {
  preset: string | null;
  since: string;
  until: string;
  compare: CompareChoice['kind'];
  csince: string;
  cuntil: string;
  /** Which period a calendar click sets, and which of its ends comes next. */
  target: Target;
  next: 'since' | 'until';
}

interface Problem {
  message: string;
  at: Target;
}

function draftOf(value: RangeChoice, comparison: CompareChoice | undefined, presets: readonly DateRangePreset[]): Draft {
  const range = rangeOfChoice(value, presets);
  return {
    preset: value.kind === 'preset' ? value.preset : null,
    since: range?.since ?? '',
    until: range?.until ?? '',
    compare: comparison?.kind ?? 'previous',
    csince: comparison?.kind === 'custom' ? comparison.since : '',
    cuntil: comparison?.kind === 'custom' ? comparison.until : '',
    target: 'range',
    next: 'since',
  };
}

export function DateRangePicker({ presets, value, comparison, onChange, today, rangeProblem, comparisonProblem, description, controlSize = 'sm' }: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(value, comparison, presets));
  const [problem, setProblem] = useState<Problem | null>(null);
  const name = useId();
  // The dialog opens on the chosen preset (arrow keys then move through the presets from there).
  const checkedPreset = useRef<HTMLInputElement>(null);

  const show = () => {
    setDraft(draftOf(value, comparison, presets));
    setProblem(null);
    setOpen(true);
  };
  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const pick = (day: string) => {
    const [from, to] = draft.target === 'range' ? (['since', 'until'] as const) : (['csince', 'cuntil'] as const);
    const start = draft[from];
    const patch: Partial<Draft> = draft.target === 'range' ? { preset: null } : { compare: 'custom' };
    if (draft.next === 'since' || !isDay(start) || day < start) change({ ...patch, [from]: day, [to]: day, next: 'until' });
    else change({ ...patch, [to]: day, next: 'since' });
  };

  const apply = () => {
    const since = draft.since.trim();
    const until = draft.until.trim();
    const selection: RangeChoice = draft.preset !== null ? { kind: 'preset', preset: draft.preset } : { kind: 'custom', since, until };
    if (selection.kind === 'custom') {
      const message = rangeProblem(since, until, comparison !== undefined ? draft.compare === 'previous' : true);
      if (message) return setProblem({ message, at: 'range' });
    }
    let compared: CompareChoice | undefined;
    if (comparison !== undefined) {
      if (draft.compare === 'custom') {
        const chosen = { kind: 'custom', since: draft.csince.trim(), until: draft.cuntil.trim() } as const;
        const message = comparisonProblem?.(chosen.since, chosen.until) ?? null;
        if (message) return setProblem({ message, at: 'comparison' });
        compared = chosen;
      } else compared = { kind: draft.compare };
    }
    setProblem(null);
    setOpen(false);
    onChange(selection, compared);
  };

  const draftRange = isDay(draft.since.trim()) && isDay(draft.until.trim()) && draft.since.trim() <= draft.until.trim() ? { since: draft.since.trim(), until: draft.until.trim() } : null;
  const calendarRange = draft.target === 'range' ? { since: draft.since, until: draft.until } : { since: draft.csince, until: draft.cuntil };
  const validDay = (day: string) => (isDay(day.trim()) ? day.trim() : null);
  const calendarStart = validDay(calendarRange.since) ?? today;
  const invalid = (at: Target) => (problem?.at === at ? true : undefined);

  return (
    <>
      <Trigger type="button" $size={controlSize} aria-haspopup="dialog" aria-expanded={open} onClick={show}>
        <VisuallyHidden>Date range: </VisuallyHidden>
        <TriggerText>{choiceText(value, presets)}</TriggerText>
        <ChevronDownIcon size={14} aria-hidden="true" />
      </Trigger>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Date range"
        description={description}
        size="lg"
        initialFocusRef={checkedPreset}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={apply}>Apply</Button>
          </>
        }
      >
        <Layout>
          <Presets>
            <legend>Presets</legend>
            {[...presets.map((p) => ({ id: p.id, label: p.label })), { id: CUSTOM, label: 'Custom range' }].map((p) => (
              <Choice key={p.id}>
                <input
                  type="radio"
                  name={`${name}-preset`}
                  value={p.id}
                  ref={(p.id === CUSTOM ? value.kind === 'custom' : value.kind === 'preset' && value.preset === p.id) ? checkedPreset : undefined}
                  checked={p.id === CUSTOM ? draft.preset === null : draft.preset === p.id}
                  onChange={() => {
                    setProblem(null);
                    const preset = presets.find((x) => x.id === p.id);
                    if (preset) change({ preset: preset.id, since: preset.range.since, until: preset.range.until, target: 'range', next: 'since' });
                    else change({ preset: null, target: 'range', next: 'since' });
                  }}
                />
                {p.label}
              </Choice>
            ))}
          </Presets>
          <Side>
            {draft.compare === 'custom' && comparison !== undefined ? (
              <Targets role="group" aria-label="The calendar sets">
                <Button size="sm" variant={draft.target === 'range' ? 'primary' : 'secondary'} aria-pressed={draft.target === 'range'} onClick={() => change({ target: 'range', next: 'since' })}>
                  Date range
                </Button>
                <Button size="sm" variant={draft.target === 'comparison' ? 'primary' : 'secondary'} aria-pressed={draft.target === 'comparison'} onClick={() => change({ target: 'comparison', next: 'since' })}>
                  Comparison period
                </Button>
              </Targets>
            ) : null}
            <MonthCalendar
              key={`${draft.target}:${calendarStart.slice(0, 7)}`}
              label={draft.target === 'range' ? 'Date range' : 'Comparison period'}
              range={{ since: validDay(calendarRange.since), until: validDay(calendarRange.until) }}
              initialDay={calendarStart > today ? today : calendarStart}
              max={today}
              onPick={pick}
            />
            <Dates>
              <Field label="Start date" hint="Year-month-day">
                <TextInput
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="YYYY-MM-DD"
                  value={draft.since}
                  aria-invalid={invalid('range')}
                  onFocus={() => change({ target: 'range' })}
                  onChange={(e) => change({ since: e.target.value, preset: null, target: 'range' })}
                />
              </Field>
              <Field label="End date" hint="Year-month-day">
                <TextInput
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="YYYY-MM-DD"
                  value={draft.until}
                  aria-invalid={invalid('range')}
                  onFocus={() => change({ target: 'range' })}
                  onChange={(e) => change({ until: e.target.value, preset: null, target: 'range' })}
                />
              </Field>
            </Dates>
            {comparison !== undefined ? (
              <Compare>
                <legend>Compare with</legend>
                {(
                  [
                    ['previous', `Previous period${draftRange ? ` (${rangeText(previousPeriod(draftRange))})` : ''}`],
                    ['custom', 'A period I choose'],
                    ['none', 'Nothing'],
                  ] as const
                ).map(([kind, label]) => (
                  <Choice key={kind}>
                    <input
                      type="radio"
                      name={`${name}-compare`}
                      value={kind}
                      checked={draft.compare === kind}
                      onChange={() => {
                        setProblem(null);
                        if (kind !== 'custom') return change({ compare: kind, target: 'range' });
                        // Start from the previous period, the usual first guess.
                        const start = draft.csince || draft.cuntil ? {} : draftRange ? { csince: previousPeriod(draftRange).since, cuntil: previousPeriod(draftRange).until } : {};
                        change({ compare: 'custom', target: 'comparison', next: 'since', ...start });
                      }}
                    />
                    {label}
                  </Choice>
                ))}
                {draft.compare === 'custom' ? (
                  <Dates>
                    <Field label="Comparison start">
                      <TextInput
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder="YYYY-MM-DD"
                        value={draft.csince}
                        aria-invalid={invalid('comparison')}
                        onFocus={() => change({ target: 'comparison' })}
                        onChange={(e) => change({ csince: e.target.value })}
                      />
                    </Field>
                    <Field label="Comparison end">
                      <TextInput
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder="YYYY-MM-DD"
                        value={draft.cuntil}
                        aria-invalid={invalid('comparison')}
                        onFocus={() => change({ target: 'comparison' })}
                        onChange={(e) => change({ cuntil: e.target.value })}
                      />
                    </Field>
                  </Dates>
                ) : null}
              </Compare>
            ) : null}
            {problem ? <ProblemText role="alert">{problem.message}</ProblemText> : null}
          </Side>
        </Layout>
      </Modal>
    </>
  );
}

const Trigger = styled.button<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  min-width: 0;
  height: ${({ theme, $size }) => ($size === 'sm' ? theme.sizes.controlSm : theme.sizes.controlMd)};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.hover}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { flex: none; color: ${({ theme }) => theme.colors.muted}; }
`;

const TriggerText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 170px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const groupCss = `
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Presets = styled.fieldset`
  ${groupCss}
  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space.xs}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  ${({ theme }) => theme.media.mobile} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space.sm};
  }
`;

const Compare = styled.fieldset`
  ${groupCss}
  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space.xs}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 30px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.hover}; }
  &:has(input:checked) { background: ${({ theme }) => theme.colors.selected}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  input { margin: 0; accent-color: ${({ theme }) => theme.colors.brand}; }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Targets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const ProblemText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
