import { Link, useNavigate } from 'react-router-dom';
import { routePaths, selectAdAccount, usePickableAdAccounts, useUser } from 'shared-graph';
import { Banner, Button, Card, Stack } from 'shared-ui';
import { Steps } from './SetupSteps';

/** The picker: accounts with status 1 (active) or 3 (unsettled) only (SPEC §4). */
export function SetupAdAccountScreen() {
  const navigate = useNavigate();
  const user = useUser();
  const accounts = usePickableAdAccounts();
  const teamName = (team: number) => (team === 0 ? 'Your account' : user?.teams.find((t) => t.id === team)?.name ?? `Team ${team}`);

  function choose(team: number, id: string) {
    selectAdAccount(team, id);
    navigate(routePaths.main);
  }

  return (
    <Card title="Choose an ad account">
      <Stack>
        <Steps current={3} />
        {user && accounts.length === 0 && (
          <Banner type="warning" action={{ label: 'Connect another Facebook account', href: routePaths['setup-facebook'] }}>
            This Facebook account has no active ad account. Create one in Facebook Ads Manager, or connect another Facebook account.
          </Banner>
        )}
        <ul aria-label="Ad accounts" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {accounts.map((account) => (
            <li key={`${account.team}:${account.id}`}>
              <Button fullWidth onClick={() => choose(account.team, account.id)} aria-label={`Use ${account.name ?? account.id}`}>
                {account.name ?? account.id} · {account.currency} · {teamName(account.team)}
                {account.account_status === 3 ? ' · unsettled' : ''}
              </Button>
            </li>
          ))}
        </ul>
        <Link to={routePaths['setup-facebook']}>Connect a different Facebook account</Link>
      </Stack>
    </Card>
  );
}
