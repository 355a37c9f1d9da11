// Duplicate through Meta's asynchronous batch: copies named "- Copy n", paused by default, children copied too;
// one progress bar over every copy (first poll after 1.5 s, then every second) and a result per copy.
import { useState } from 'react';
import { useDuplicateAssets, type Asset, type DuplicationProgress } from 'shared-graph';
import { Button, Checkbox, Field, Modal, ProgressBar, Select } from 'shared-ui';
import styled from 'styled-components';
import { AssetWithParent } from '../asset-table/AssetWithParent';
import { countOf } from '../common/levels';
import { requestFailureText } from '../common/writeErrors';

type StatusOption = 'PAUSED' | 'ACTIVE' | 'INHERITED_FROM_SOURCE';

export interface DuplicateDialogProps {
  assets: readonly Asset[];
  /** Names in the list, so the copy numbers go on from the highest. */
  existingNames: readonly string[];
  /** `changed`: the dialog sent its change (Done), not cancelled. */
  onClose: (changed: boolean) => void;
}

export function DuplicateDialog({ assets, existingNames, onClose }: DuplicateDialogProps) {
  const [copies, setCopies] = useState(1);
  const [statusOption, setStatusOption] = useState<StatusOption>('PAUSED');
  const [deepCopy, setDeepCopy] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const duplication = useDuplicateAssets();
  const { progress } = duplication;
  const running = duplication.isRunning;
  const finished = !running && progress?.done === true;
  const level = assets[0]?.level ?? 'campaign';

  const start = async () => {
    setFailure(null);
    try {
      await duplication.duplicate(
        assets.map((asset) => ({ asset, copies })),
        { existingNames, deepCopy: level === 'ad' ? false : deepCopy, statusOption },
      );
    } catch (err) {
      setFailure(requestFailureText(err));
    }
  };

  return (
    <Modal
      open
      size="md"
      title={`Duplicate ${countOf(level, assets.length)}`}
      onClose={() => {
        if (!running) onClose(Boolean(progress));
      }}
      closeOnBackdrop={!running}
      closeOnEscape={!running}
      footer={
        finished || failure ? (
          <Button variant="primary" onClick={() => onClose(Boolean(progress))}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onClose(false)} disabled={running}>
              Cancel
            </Button>
            <Button variant="primary" loading={running} onClick={() => void start()}>
              Duplicate
            </Button>
          </>
        )
      }
    >
      {!running && !progress && !failure && (
        <Options>
          <Field label="Copies of each">
            <Select value={String(copies)} onChange={(event) => setCopies(Number(event.target.value))} options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }))} />
          </Field>
          <Field label="Status of the copies">
            <Select
              value={statusOption}
              onChange={(event) => setStatusOption(event.target.value as StatusOption)}
              options={[
                { value: 'PAUSED', label: 'Off (paused)' },
                { value: 'ACTIVE', label: 'On' },
                { value: 'INHERITED_FROM_SOURCE', label: 'Same as the original' },
              ]}
            />
          </Field>
          {level !== 'ad' && <Checkbox label={level === 'campaign' ? 'Copy the ad sets and ads too' : 'Copy the ads too'} checked={deepCopy} onChange={(event) => setDeepCopy(event.target.checked)} />}
        </Options>
      )}
      {progress && <ProgressBar value={progress.percent} label="Duplication progress" showValue />}
      {progress && <CopyList progress={progress} assets={assets} />}
      {failure && <p role="alert">The copies could not be started: {failure}</p>}
    </Modal>
  );
}

function CopyList({ progress, assets }: { progress: DuplicationProgress; assets: readonly Asset[] }) {
  const byId = new Map(assets.map((a) => [a.id, a]));
  return (
    <List aria-label="Copies">
      {progress.sessions.map((s, i) => (
        <li key={`${s.source.id}-${i}`} data-status={s.status}>
          {byId.has(s.source.id) ? <AssetWithParent asset={byId.get(s.source.id)!} name={s.copyName} strong /> : <strong>{s.copyName}</strong>}{' '}
          {s.status === 'COMPLETED' ? '— done' : s.status === 'FAILED' ? `— failed: ${s.error?.userMessage || s.error?.message || 'Facebook did not make this copy.'}` : `— ${Math.round(s.percent)}%`}
        </li>
      ))}
    </List>
  );
}

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  max-height: 240px;
  overflow: auto;
  & > li { padding: 3px 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; overflow-wrap: anywhere; }
`;
