import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  accountApi,
  ApiError,
  isSetupReason,
  loadUser,
  routePaths,
  selectAdAccount,
  SETUP_REASON_MESSAGES,
  sessionStore,
  userAtom,
  type User,
  useExtensionInstalled,
  usePickableAdAccounts,
  useUser,
  userApi,
} from 'shared-graph';
import { Badge, Banner, Button, Card, Checkbox, Field, Inline, LinkButton, Stack, TextInput } from 'shared-ui';

const STEPS = [
  { path: '/setup', label: 'Welcome' },
  { path: '/setup/extension', label: 'Extension' },
  { path: '/setup/facebook', label: 'Facebook' },
  { path: '/setup/adaccount', label: 'Ad account' },
];

function Steps({ current }: { current: number }) {
  return (
    <Inline gap="sm" aria-label="Setup steps">
      {STEPS.map((step, index) => (
        <Badge key={step.path} tone={index === current ? 'brand' : index < current ? 'success' : 'neutral'}>
          {index + 1}. {step.label}
        </Badge>
      ))}
    </Inline>
  );
}

/** Welcome: the steps ahead, and the terms to accept once (`POST /api/user/agree`). */
export function SetupWelcomeScreen() {
  const user = useUser();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    if (!agreed) return setError('Please accept the terms of service to continue.');
    setBusy(true);
    setError(null);
    try {
      const updated = await accountApi.agree(true);
      if (updated && typeof updated === 'object' && 'id' in updated) sessionStore.set(userAtom, updated as User);
      navigate(routePaths['setup-extension']);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Sasar could not reach the server. Try again.');
      setBusy(false);
    }
  }

  return (
    <Card title="Welcome to Sasar">
      <Stack>
        <Steps current={0} />
        <p>Three short steps: add the browser extension (optional, for research through your own Facebook session), connect Facebook, and choose the ad account to work with.</p>
        {user?.agree ? (
          <div>
            <LinkButton to={routePaths['setup-extension']} variant="primary">
              Start
            </LinkButton>
          </div>
        ) : (
          <>
            <Checkbox
              label="I accept the Sasar terms of service and privacy policy"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
            />
            {error && <Banner type="error">{error}</Banner>}
            <div>
              <Button variant="primary" loading={busy} onClick={() => void start()}>
                Accept and start
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}

export function SetupExtensionScreen() {
  const installed = useExtensionInstalled();
  return (
    <Card title="Install the Sasar extension">
      <Stack>
        <Steps current={1} />
        {installed ? (
          <Banner type="success">The Sasar extension is installed and answering.</Banner>
        ) : (
          <Banner type="warning">
            The extension was not found yet. Search, Explore, Saved groups and Insights need it; Sasar keeps looking for it every few seconds.
          </Banner>
        )}
        <p>The extension lets Sasar read audience data through your own Facebook session, so research does not use your team's API quota.</p>
        <Inline>
          <LinkButton to={routePaths['setup-facebook']} variant="primary">
            {installed ? 'Continue' : 'Skip for now'}
          </LinkButton>
        </Inline>
      </Stack>
    </Card>
  );
}

const CONNECT_ERRORS: Record<string, string> = {
  cancelled: 'Connecting was cancelled on Facebook. Try again when you are ready.',
  denied: 'Facebook did not grant access. Try again and accept the permissions.',
  state: 'The connect link expired or was opened in another session. Please start again.',
  exchange: 'Facebook refused the connection. Please try again.',
  unreachable: 'Facebook cannot be reached right now. Please try again later.',
  internal: 'Connecting failed. Please try again.',
};

export function connectErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return CONNECT_ERRORS[code] ?? CONNECT_ERRORS.internal!;
}

export function SetupFacebookScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const connectError = connectErrorMessage(params.get('connect_error'));
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function paste(event: FormEvent) {
    event.preventDefault();
    if (!token.trim()) return setError('Paste the access token first.');
    setBusy(true);
    setError(null);
    try {
      await userApi.updateToken({ token: token.trim(), id: '', connect: true });
      const decision = await loadUser({ redirect: false });
      navigate(decision.kind === 'ready' || decision.kind === 'setup-adaccount' ? routePaths['setup-adaccount'] : routePaths['setup-facebook']);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Sasar could not reach the server. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Connect Facebook">
      <Stack>
        <Steps current={2} />
        {isSetupReason(reason) && <Banner type={reason === 'no_adstoken' ? 'info' : 'warning'}>{SETUP_REASON_MESSAGES[reason]}</Banner>}
        {connectError && <Banner type="error">{connectError}</Banner>}
        <p>Sasar reads your ad accounts and audiences through Facebook. You stay in control: disconnect at any time in Settings.</p>
        <div>
          <Button variant="primary" onClick={() => window.location.assign(accountApi.oauthStartUrl('setup'))}>
            Connect Facebook
          </Button>
        </div>
        <form onSubmit={paste} noValidate aria-label="Paste a token">
          <Stack>
            <Field label="Or paste an access token" hint="A user access token of the Sasar app">
              <TextInput name="token" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} />
            </Field>
            {error && <Banner type="error">{error}</Banner>}
            <div>
              <Button type="submit" loading={busy}>
                Use this token
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

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
