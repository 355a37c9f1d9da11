import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { accountApi } from 'shared-graph/host';
import { Banner, Spinner } from 'shared-ui';
import { GuestPage, GuestPanel, requestErrorMessage } from '../../shell/GuestPage';

type State = { kind: 'checking' } | { kind: 'verified'; email: string } | { kind: 'failed'; message: string };

/** /user/verify-email?token=…: the link mailed to a new account address; opening it confirms the address. */
export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(token ? { kind: 'checking' } : { kind: 'failed', message: 'This link is incomplete. Open the link from the mail again.' });
  const sent = useRef(false);

  useEffect(() => {
    // The token works once: React's development double effect must not send it twice.
    if (!token || sent.current) return;
    sent.current = true;
    accountApi.verifyEmail(token).then(
      ({ email }) => setState({ kind: 'verified', email }),
      (caught: unknown) => setState({ kind: 'failed', message: requestErrorMessage(caught) }),
    );
  }, [token]);

  return (
    <GuestPage>
      <GuestPanel aria-labelledby="verify-title">
        <h1 id="verify-title">Confirm your e-mail address</h1>
        {state.kind === 'checking' && <Spinner label="Confirming your address…" />}
        {state.kind === 'verified' && (
          <Banner type="success">
            {state.email} is now your account’s e-mail address. Password-reset links and rule notifications go there.
          </Banner>
        )}
        {state.kind === 'failed' && <Banner type="error">{state.message}</Banner>}
        <Link to="/setting/account">Go to account settings</Link>
      </GuestPanel>
    </GuestPage>
  );
}
