import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, login, redirectTarget, routePaths } from 'shared-graph';
import { Banner, Button, Card, Field, PasswordInput, TextInput } from 'shared-ui';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.background};
  padding: ${({ theme }) => theme.space.lg};
`;

const Panel = styled(Card)`
  width: min(400px, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Brand = styled.h1`
  margin: 0;
  font-size: 22px;
  color: ${({ theme }) => theme.colors.brand};
`;

export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Sasar could not reach the server. Check your connection and try again.';
}

/** /user/login: user name + password; afterwards the `redirect` query, or the research area. */
export function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user.trim() || !password) {
      setError('Enter your user name and password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await login({ user: user.trim(), password });
      navigate(redirectTarget(location.search, routePaths.main), { replace: true });
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <Page>
      <Panel as="form" onSubmit={submit} noValidate aria-labelledby="login-title">
        <Brand id="login-title">Sasar</Brand>
        <p>Masuk untuk riset audiens, mengelola iklan dan melihat laporan.</p>
        {error && <Banner type="error">{error}</Banner>}
        <Field label="User name">
          <TextInput name="user" autoComplete="username" value={user} onChange={(e) => setUser(e.target.value)} autoFocus />
        </Field>
        <Field label="Password">
          <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <Button type="submit" variant="primary" loading={busy}>
          Log in
        </Button>
      </Panel>
    </Page>
  );
}
