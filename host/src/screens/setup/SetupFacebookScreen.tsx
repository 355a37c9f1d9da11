import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from 'shared-graph';
import { accountApi, isSetupReason, loadUser, SETUP_REASON_MESSAGES, userApi, routePaths } from 'shared-graph/host';
import { Banner, Button, Card, Field, Stack, TextInput } from 'shared-ui';
import { connectErrorMessage } from '../../platform-connect/connectErrorMessage';
import { Steps } from './SetupSteps';

/** Step 3: connect Facebook through the OAuth dialog, or paste a token. */
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
              <TextInput name="token" autoComplete="off" maxLength={4096} value={token} onChange={(e) => setToken(e.target.value)} />
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
