import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, useUser } from 'shared-graph';
import { accountApi, routePaths, sessionStore, userAtom, type User } from 'shared-graph/host';
import { Banner, Button, Card, Checkbox, LinkButton, Stack } from 'shared-ui';
import { Steps } from './SetupSteps';

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
        <p>Three short steps: add the browser extension (optional, to read audience data through your own Facebook session), connect Facebook, and choose the ad account to work with.</p>
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
