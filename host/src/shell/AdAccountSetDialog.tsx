// "Choose several ad accounts…": a set of the user's accounts, grouped by team, that the header picker then spans.
import { useState } from 'react';
import type { UserAdAccount } from 'shared-graph';
import type { AdAccountSelection, Team } from 'shared-graph/host';
import { Button, Checkbox, Modal } from 'shared-ui';
import styled from 'styled-components';
import { accountTail, selectionValue } from './accountLabels';

export interface AdAccountSetDialogProps {
  open: boolean;
  accounts: readonly UserAdAccount[];
  teams: readonly Team[];
  /** The accounts ticked when the dialog opens. */
  initial: readonly UserAdAccount[];
  onClose: () => void;
  onChoose: (accounts: AdAccountSelection[]) => void;
}

export function AdAccountSetDialog({ open, accounts, teams, initial, onClose, onChoose }: AdAccountSetDialogProps) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(initial.map(selectionValue)));
  const teamIds = [...new Set(accounts.map((a) => a.team))];
  const teamName = (team: number) => (team === 0 ? 'My ad accounts' : (teams.find((t) => t.id === team)?.name ?? `Team ${team}`));
  const toggle = (key: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const chosen = accounts.filter((a) => ticked.has(selectionValue(a)));
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Choose ad accounts"
      description="Lists and reports read them together, with totals per currency."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={chosen.length === 0} onClick={() => onChoose(chosen.map((a) => ({ teamId: a.team, accountId: a.id })))}>
            {chosen.length === 0 ? 'Show accounts' : `Show ${chosen.length === 1 ? '1 account' : `${chosen.length} accounts`}`}
          </Button>
        </>
      }
    >
      {teamIds.map((team) => (
        <Group key={team}>
          <legend>{teamName(team)}</legend>
          {accounts
            .filter((a) => a.team === team)
            .map((a) => (
              <Checkbox key={selectionValue(a)} label={a.name} description={`${accountTail(a)}${a.account_status === 3 ? ', unsettled' : ''}`} checked={ticked.has(selectionValue(a))} onChange={() => toggle(selectionValue(a))} />
            ))}
        </Group>
      ))}
      {chosen.length === 0 && <Hint role="status">Tick at least one ad account.</Hint>}
    </Modal>
  );
}

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  legend {
    padding: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
