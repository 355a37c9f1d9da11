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
  position: relative;
  display: flex;
  flex: 0 1 340px;
  min-width: 128px;

  /* The closed select's own text gives way to the face below (its options keep the text colour). */
  select { color: transparent; }
  select:disabled { color: transparent; }
  option { color: ${({ theme }) => theme.colors.text}; }

  ${({ theme }) => theme.media.mobile} {
    flex: 1 1 auto;
    min-width: 0;
    max-width: 100%;
    select { min-width: 0; width: 100%; }
  }
`;

/**
 * What the closed picker shows, over the native select (which stays the control: keyboard, screen readers and the
 * phone's own list): the name shrinks with an ellipsis, the currency and the id's tail ("IDR ·0045") always stay, so
 * two accounts with the same beginning never look alike. Hidden from assistive technology, which reads the option.
 */
const Face = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 28px 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
  pointer-events: none;
`;

const FaceName = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const FaceTail = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.muted};
`;

export const selectionValue = (account: Pick<UserAdAccount, 'team' | 'id'>) => `${account.team}:${account.id}`;

/** The part that tells accounts apart when their names begin alike: currency and the id's last four digits. */
export function accountTail(account: Pick<UserAdAccount, 'currency' | 'account_id' | 'id'>): string {
  const digits = (account.account_id || account.id.replace(/^act_/, '')).slice(-4);
  return `${account.currency} ·${digits}`;
}

function accountExtras(account: UserAdAccount, teams: readonly Team[]): string {
  const status = account.account_status === 3 ? ', unsettled' : '';
  const team = account.team === 0 ? '' : ` · ${teams.find((t) => t.id === account.team)?.name ?? `team ${account.team}`}`;
  return `${status}${team}`;
}

/** The option's text: "Batik Lestari ID — IDR ·0045", then ", unsettled" and the team when there is one. */
export function accountLabel(account: UserAdAccount, teams: readonly Team[]): string {
  return `${account.name} — ${accountTail(account)}${accountExtras(account, teams)}`;
}

/** The ad-account picker: statuses 1 and 3 only (SPEC §4), across the user's own and team accounts. */
export function AdAccountPicker() {
  const user = useUser();
  const accounts = usePickableAdAccounts();
  const { teamId, accountId, select } = useActiveAdAccount();
  const id = useId();
  if (!user || accounts.length === 0) return null;
  const selected = accountId ? accounts.find((a) => a.id === accountId && a.team === teamId) : undefined;
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
      <Face aria-hidden="true" data-testid="ad-account-face">
        {selected ? (
          <>
            <FaceName>{selected.name}</FaceName>
            <FaceTail>{`${accountTail(selected)}${accountExtras(selected, user.teams)}`}</FaceTail>
          </>
        ) : (
          <FaceName>Choose an ad account</FaceName>
        )}
      </Face>
    </PickerSlot>
  );
}
