// The campaign (for ad sets) or ad set (for ads) the copies go into: found by name, each shown with what decides
// whether a copy may go there — a campaign's objective and budget level, an ad set's campaign.
import { useId, useState } from 'react';
import { requestErrorText } from 'shared-graph';
import { Field, TextInput } from 'shared-ui';
import styled from 'styled-components';
import { targetFacts, useCopyTargets, type TargetOption } from './copyTargets';

export interface TargetPickerProps {
  accountId: string;
  level: 'campaign' | 'adset';
  value: TargetOption | null;
  onChange: (target: TargetOption) => void;
}

export function TargetPicker({ accountId, level, value, onChange }: TargetPickerProps) {
  const [text, setText] = useState('');
  const found = useCopyTargets(accountId, level, text, true);
  const legendId = useId();
  const what = level === 'campaign' ? 'campaign' : 'ad set';
  const query = text.trim();
  const status = found.error
    ? requestErrorText(found.error, `The ${what}s could not be searched. Type again to retry.`)
    : !found.settled
      ? 'Searching…'
      : found.targets.length === 0
        ? query
          ? `No ${what} called “${query}”.`
          : `This account has no ${what} to copy into.`
        : `${found.targets.length}${found.more ? '+' : ''} ${found.targets.length === 1 ? what : `${what}s`} ${query ? 'found' : 'listed, newest first'}.`;
  return (
    <Box>
      <Field label={`Find the ${what} by name`} hint={found.more ? `The first ${found.targets.length} are listed: type part of the name to find others.` : undefined}>
        <TextInput type="search" value={text} autoComplete="off" onChange={(event) => setText(event.target.value)} />
      </Field>
      <Status role="status">{status}</Status>
      {found.targets.length > 0 && (
        <Choices>
          <legend id={legendId}>{level === 'campaign' ? 'Campaigns' : 'Ad sets'}</legend>
          {found.targets.map((target) => (
            <label key={target.id} data-selected={value?.id === target.id ? true : undefined}>
              <input type="radio" name={`copy-target-${legendId}`} checked={value?.id === target.id} onChange={() => onChange(target)} />
              <span>
                <strong>{target.name}</strong>
                <Facts>{targetFacts(target)}</Facts>
              </span>
            </label>
          ))}
        </Choices>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Status = styled.p`
  margin: 0;
  min-height: 1em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  max-height: 220px;
  overflow: auto;
  min-width: 0;
  legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    padding: 6px ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  label:last-child { border-bottom: 0; }
  label[data-selected] { background: ${({ theme }) => theme.colors.brandSoft}; }
  input { margin-top: 3px; flex: none; }
  span { display: flex; flex-direction: column; min-width: 0; }
`;

const Facts = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
