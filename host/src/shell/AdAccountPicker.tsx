import { useUser, usePickableAdAccounts, useActiveAdAccount, type Team, type UserAdAccount } from 'shared-graph';
import { useId } from 'react';
import styled from 'styled-components';
import { Select, VisuallyHidden } from 'shared-ui';

/**
 * Keeps the picker readable in a narrow header: it shrinks, but never below a width that shows a name. On a
 * phone it takes the room the header has left beside the menu button and the logo (the rest of the header
 * moves into the drawer), and never pushes them out.
 */
const PickerSlot = styled.span`
  display: flex;
  flex: 0 1 340px;
  min-width: 128px;

  ${({ theme }) => theme.media.mobile} {
    flex: 1 1 auto;
    min-width: 0;
    max-width: 100%;
    select { min-width: 0; width: 100%; text-overflow: ellipsis; }
  }
`;

export const selectionValue = (account: Pick<UserAdAccount, 'team' | 'id'>) => `${account.team}:${account.id}`;

export function accountLabel(account: UserAdAccount, teams: readonly Team[]): string {
  const status = account.account_status === 3 ? ' — unsettled' : '';
  const team = account.team === 0 ? '' : ` · ${teams.find((t) => t.id === account.team)?.name ?? `team ${account.team}`}`;
  return `${account.name} (${account.currency})${status}${team}`;
}

/** The ad-account picker: statuses 1 and 3 only (SPEC §4), across the user's own and team accounts. */
export function AdAccountPicker() {
  const user = useUser();
  const accounts = usePickableAdAccounts();
  const { teamId, accountId, select } = useActiveAdAccount();
  const id = useId();
  if (!user || accounts.length === 0) return null;
  // A visually hidden <label>, not aria-label: the accessible name must not contradict the visible option text
  // (axe label-content-name-mismatch).
  return (
    <PickerSlot>
      <VisuallyHidden as="label" htmlFor={id}>Ad account</VisuallyHidden>
      <Select
        id={id}
        value={accountId ? `${teamId}:${accountId}` : ''}
        onChange={(event) => {
          const [team, ...id] = event.target.value.split(':');
          select(Number(team), id.join(':'));
        }}
      >
        {!accountId && <option value="">Choose an ad account</option>}
        {accounts.map((account) => (
          <option key={selectionValue(account)} value={selectionValue(account)}>
            {accountLabel(account, user.teams)}
          </option>
        ))}
      </Select>
    </PickerSlot>
  );
}
