import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { queryKeys, useServerQuery } from 'shared-graph';
import { accountApi, routePaths } from 'shared-graph/host';
import { Banner, Button, Field, PasswordInput, TextInput } from 'shared-ui';
import { newPasswordProblem, PASSWORD_MIN_LENGTH } from '../../password/newPasswordProblem';
import { GuestPage, GuestPanel, requestErrorMessage } from '../../shell/GuestPage';

function RequestReset() {
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!login.trim()) return setError('Enter your user name or e-mail address.');
    setBusy(true);
    setError(null);
    try {
      await accountApi.requestReset(login.trim());
      setSent(true);
    } catch (caught) {
      setError(requestErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <GuestPanel as="form" onSubmit={submit} noValidate aria-labelledby="reset-title">
      <h1 id="reset-title">Reset your password</h1>
      {sent ? (
        <Banner type="success">
          If an account matches and has a confirmed e-mail address, we sent a link to that address. The link works once, for one hour.
        </Banner>
      ) : (
        <p>Enter your user name or e-mail address and we will send you a link to choose a new password.</p>
      )}
      <Banner type="info">
        The link goes only to the e-mail address confirmed in Settings › Account. An account without one cannot get a
        link: ask your team owner or Sasar support to help you back in, and add an address once you are logged in.
      </Banner>
      {error && <Banner type="error">{error}</Banner>}
      <Field label="User name or e-mail">
        <TextInput name="login" autoComplete="username" maxLength={320} value={login} onChange={(e) => setLogin(e.target.value)} autoFocus />
      </Field>
      <Button type="submit" variant="primary" loading={busy}>
        Send reset link
      </Button>
      <Link to={routePaths.login}>Back to log in</Link>
    </GuestPanel>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Whether the link still works, asked once per token (a refused link is not asked again).
  const linkCheck = useServerQuery(queryKeys.apiResource('user/reset/check', { token }), () => accountApi.checkReset(token), { staleTime: Infinity });
  const linkError = linkCheck.error ? requestErrorMessage(linkCheck.error) : null;
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(password, repeat);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await accountApi.confirmReset(token, password);
      setDone(true);
    } catch (caught) {
      setError(requestErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <GuestPanel>
        <h1>Password changed</h1>
        <Banner type="success">Your new password is set. Every session of your account was logged out.</Banner>
        <Link to={routePaths.login}>Log in with the new password</Link>
      </GuestPanel>
    );
  }
  return (
    <GuestPanel as="form" onSubmit={submit} noValidate aria-labelledby="new-password-title">
      <h1 id="new-password-title">Choose a new password</h1>
      {linkError && (
        <Banner type="error" action={{ label: 'Ask for a new link', href: routePaths.reset }}>
          {linkError}
        </Banner>
      )}
      {error && <Banner type="error">{error}</Banner>}
      <Field label="New password" hint={`At least ${PASSWORD_MIN_LENGTH} characters`}>
        <PasswordInput name="new-password" autoComplete="new-password" maxLength={1024} value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field label="Repeat the new password">
        <PasswordInput name="repeat-password" autoComplete="new-password" maxLength={1024} value={repeat} onChange={(e) => setRepeat(e.target.value)} />
      </Field>
      <Button type="submit" variant="primary" loading={busy} disabled={linkError !== null}>
        Set new password
      </Button>
    </GuestPanel>
  );
}

/** /user/reset: ask for a link; /user/reset?token=…: choose the new password. */
export function ResetScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <GuestPage>{token ? <ChooseNewPassword token={token} /> : <RequestReset />}</GuestPage>;
}
