import { Link, useNavigate } from 'react-router-dom';
import { usePickableAdAccounts, useUser } from 'shared-graph';
import { routePaths, selectAdAccount } from 'shared-graph/host';
import { Banner, Button, Card, Spinner, Stack } from 'shared-ui';
import { usePendingAdAccounts } from '../../shell/usePendingAdAccounts';
import { Steps } from './SetupSteps';

/**
 * The picker: accounts with status 1 (active) or 3 (unsettled) only (SPEC §4). While the server is still fetching
 * the ad accounts of a connection from the platform (`ad_accounts_pending`) an empty list means "not yet", never
 * "none": the screen says so and the user is read again until they arrive.
 */
export function SetupAdAccountScreen() {
  const navigate = useNavigate();
  const user = useUser();
  const accounts = usePickableAdAccounts();
  const { pending, attempts } = usePendingAdAccounts();
  const teamName = (team: number) => (team === 0 ? 'Your account' : user?.teams.find((t) => t.id === team)?.name ?? `Team ${team}`);

  function choose(team: number, id: string) {
    selectAdAccount(team, id);
    navigate(routePaths.main);
  }

  return (
    <Card title="Choose an ad account">
      <Stack>
        <Steps current={3} />
        {user && pending && (
          <Banner type="info" icon={<Spinner decorative />} data-testid="ad-accounts-pending">
            {accounts.length === 0 ? 'Fetching your ad accounts from Facebook…' : 'Fetching more of your ad accounts from Facebook…'}
            {attempts > 1 ? ' Facebook has not answered yet; trying again.' : ' They appear here as soon as they arrive.'}
          </Banner>
        )}
        {user && !pending && accounts.length === 0 && (
          <Banner type="warning" action={{ label: 'Connect another Facebook account', href: routePaths['setup-facebook'] }}>
            This Facebook account has no active ad account. Create one in Facebook Ads Manager, or connect another Facebook account.
          </Banner>
        )}
        <ul aria-label="Ad accounts" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {accounts.map((account) => (
            <li key={`${account.team}:${account.id}`}>
              {/* The name is the visible text (WCAG 2.5.3): no aria-label that would say something else. */}
              <Button fullWidth onClick={() => choose(account.team, account.id)}>
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
