// The frame of every bulk change: what will happen (preview or question), then one progress bar, then a result per row.
import type { ReactNode } from 'react';
import type { AssetWrite } from '../writes/assetWrites';
import { Button, Modal, ProgressBar } from 'shared-ui';
import styled from 'styled-components';
import { BulkResultList } from './BulkResultList';
import { useBulkWrites } from './useBulkWrites';

export interface BulkWriteDialogProps {
  title: string;
  /** The question or the preview. */
  children: ReactNode;
  /** The writes to send; none = nothing to do (the confirm button is disabled). */
  writes: AssetWrite[];
  confirmLabel: string;
  danger?: boolean;
  /** `changed`: the dialog sent its change (Done), not cancelled. */
  onClose: (changed: boolean) => void;
}

export function BulkWriteDialog({ title, children, writes, confirmLabel, danger = false, onClose }: BulkWriteDialogProps) {
  const bulk = useBulkWrites();
  // Every row held back by Facebook's throttle: nothing changed, so the dialog stays on what the user typed and says
  // how long to wait — never a silent queue, never a result list that loses the input.
  const heldBack = bulk.results !== null && bulk.results.length > 0 && bulk.results.every((row) => row.throttled);
  const finished = bulk.results !== null && !heldBack;
  return (
    <Modal
      open
      size="md"
      title={title}
      onClose={() => {
        if (!bulk.running) onClose(finished);
      }}
      closeOnBackdrop={!bulk.running}
      closeOnEscape={!bulk.running}
      footer={
        finished ? (
          <Button variant="primary" onClick={() => onClose(true)}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onClose(false)} disabled={bulk.running}>
              Cancel
            </Button>
            <Button variant={danger ? 'danger' : 'primary'} loading={bulk.running} disabled={writes.length === 0} onClick={() => void bulk.run(writes, title)}>
              {confirmLabel}
            </Button>
          </>
        )
      }
    >
      {heldBack && <Wait role="alert">{bulk.results![0]!.message}</Wait>}
      {!finished && !bulk.running && children}
      {(bulk.running || finished) && <ProgressBar value={bulk.percent} label={title} showValue />}
      {finished && <BulkResultList results={bulk.results!} />}
    </Modal>
  );
}

const Wait = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.warningText};
`;
