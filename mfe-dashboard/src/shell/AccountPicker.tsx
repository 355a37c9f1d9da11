// Multi-select of the user's ad accounts, own and team ones (each carries its team, SPEC §6).
import { useId } from 'react';
import { useUser, type UserAdAccount } from 'shared-graph';
import { Checkbox } from 'shared-ui';
import styled from 'styled-components';
import { accountKey } from '../data/dashboardAccount';

const Details = styled.details`
  position: relative;

  summary {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    height: ${({ theme }) => theme.sizes.controlMd};
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
    max-width: 280px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Panel = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  top: calc(100% + 4px);
  left: 0;
  min-width: 280px;
  max-width: min(360px, 92vw);
  max-height: 360px;
  overflow: auto;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  border: 0;

  legend {
    padding: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.muted};
    text-transform: uppercase;
  }
`;

export interface AccountPickerProps {
  accounts: readonly UserAdAccount[];
  selected: readonly UserAdAccount[];
  onChange: (accounts: UserAdAccount[]) => void;
}

export function AccountPicker({ accounts, selected, onChange }: AccountPickerProps) {
  const user = useUser();
  const panelId = useId();
  const teamName = (team: number) => (team === 0 ? 'My ad accounts' : (user?.teams.find((t) => t.id === team)?.name ?? `Team ${team}`));
  const teams = [...new Set(accounts.map((a) => a.team))];
  const isChosen = (a: UserAdAccount) => selected.some((s) => accountKey(s) === accountKey(a));
  const toggle = (a: UserAdAccount) => {
    const next = isChosen(a) ? selected.filter((s) => accountKey(s) !== accountKey(a)) : [...selected, a];
    // At least one account stays chosen: an empty dashboard is never what the user meant.
    if (next.length > 0) onChange(next);
  };
  const summary = selected.length === 1 ? selected[0]!.name : `${selected.length} ad accounts`;
  return (
    <Details>
      <summary aria-controls={panelId} aria-label={`Ad accounts: ${summary}`}>
        {summary}
      </summary>
      <Panel id={panelId}>
        {teams.map((team) => (
          <Group key={team}>
            <legend>{teamName(team)}</legend>
            {accounts
              .filter((a) => a.team === team)
              .map((a) => (
                <Checkbox key={accountKey(a)} label={`${a.name} (${a.currency})`} checked={isChosen(a)} onChange={() => toggle(a)} />
              ))}
          </Group>
        ))}
      </Panel>
    </Details>
  );
}
