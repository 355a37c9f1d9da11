// Rename a selection by find and replace: every row's name before → after is shown before anything is sent; one
// batch renames them, its toast undoes them all.
import { useMemo, useState } from 'react';
import type { Asset } from 'shared-graph';
import type { AssetWrite } from '../writes/assetWrites';
import { Checkbox, Field, TextInput } from 'shared-ui';
import styled from 'styled-components';
import { BulkWriteDialog } from '../bulk/BulkWriteDialog';
import { countOf } from '../common/levels';
import { planRenames } from './findReplace';

export interface FindReplaceDialogProps {
  assets: readonly Asset[];
  /** `changed`: the names were sent (Done), not cancelled. */
  onClose: (changed: boolean) => void;
}

export function FindReplaceDialog({ assets, onClose }: FindReplaceDialogProps) {
  const [find, setFind] = useState('');
  const [replace, setReplace] = useState('');
  const [matchCase, setMatchCase] = useState(false);
  const rows = useMemo(() => planRenames(assets, find, replace, matchCase), [assets, find, replace, matchCase]);
  const writes: AssetWrite[] = rows.filter((row) => row.skipped === null).map((row) => ({ asset: row.asset, change: { kind: 'name', name: row.after, previous: row.before } }));
  const level = assets[0]?.level ?? 'adset';
  return (
    <BulkWriteDialog title={`Rename ${countOf(level, assets.length)}`} writes={writes} confirmLabel={`Rename ${writes.length}`} onClose={onClose}>
      <Controls>
        <Field label="Find">
          <TextInput value={find} autoComplete="off" maxLength={400} onChange={(e) => setFind(e.target.value)} />
        </Field>
        <Field label="Replace with" hint="Empty: the text found is taken out.">
          <TextInput value={replace} autoComplete="off" maxLength={400} onChange={(e) => setReplace(e.target.value)} />
        </Field>
      </Controls>
      <Options>
        <Checkbox label="Match case" checked={matchCase} onChange={(e) => setMatchCase(e.target.checked)} />
      </Options>
      <Summary role="status">{find ? `${writes.length} of ${assets.length} will be renamed.` : 'Type the text to find in the names.'}</Summary>
      <Preview aria-label="Names before and after">
        <thead>
          <tr>
            <th scope="col">Name now</th>
            <th scope="col">New name</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.asset.id}>
              <td>{row.before}</td>
              <td>{row.skipped ? <Muted>{row.skipped}</Muted> : row.after}</td>
            </tr>
          ))}
        </tbody>
      </Preview>
    </BulkWriteDialog>
  );
}

const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Options = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Preview = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; overflow-wrap: anywhere; width: 50%; }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
