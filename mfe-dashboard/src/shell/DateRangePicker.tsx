// SPEC §9's date presets and a custom range. The picked preset is computed in each account's own time zone.
import { useState } from 'react';
import { DATE_PRESETS, isDatePresetId } from 'shared-graph';
import { Button, Select, TextInput } from 'shared-ui';
import styled from 'styled-components';
import { customRangeProblem, type DateSelection } from '../data/period';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.errorText};
`;

const CUSTOM = 'custom';

export interface DateRangePickerProps {
  value: DateSelection;
  onChange: (selection: DateSelection) => void;
}

export function DateRangePicker({ value, onChange }: DateRangePickerProps) {
  const [custom, setCustom] = useState(value.kind === 'custom');
  const [since, setSince] = useState(value.kind === 'custom' ? value.since : '');
  const [until, setUntil] = useState(value.kind === 'custom' ? value.until : '');
  const [problem, setProblem] = useState<string | null>(null);

  const options = [...DATE_PRESETS.map((p) => ({ value: p.id, label: p.label })), { value: CUSTOM, label: 'Custom range' }];
  const apply = () => {
    const issue = customRangeProblem(since, until);
    setProblem(issue);
    if (!issue) onChange({ kind: 'custom', since, until });
  };

  return (
    <Row>
      <Select
        aria-label="Date range"
        options={options}
        value={custom ? CUSTOM : value.kind === 'preset' ? value.preset : CUSTOM}
        onChange={(event) => {
          const next = event.target.value;
          if (isDatePresetId(next)) {
            setCustom(false);
            setProblem(null);
            onChange({ kind: 'preset', preset: next });
          } else setCustom(true);
        }}
      />
      {custom ? (
        <>
          <TextInput type="date" aria-label="Start date" value={since} onChange={(e) => setSince(e.target.value)} aria-invalid={problem ? true : undefined} />
          <TextInput type="date" aria-label="End date" value={until} onChange={(e) => setUntil(e.target.value)} aria-invalid={problem ? true : undefined} />
          <Button onClick={apply}>Apply</Button>
          {problem ? <Problem role="alert">{problem}</Problem> : null}
        </>
      ) : null}
    </Row>
  );
}
