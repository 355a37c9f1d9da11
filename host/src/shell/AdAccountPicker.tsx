import { useUser, usePickableAdAccounts, useActiveAdAccount, type Team, type UserAdAccount } from 'shared-graph';
import { Select } from 'shared-ui';

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
  if (!user || accounts.length === 0) return null;
  return (
    <Select
      aria-label="Ad account"
      width="min(340px, 45vw)"
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
  );
}
