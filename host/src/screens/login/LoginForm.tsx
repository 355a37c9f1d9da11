import { useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from 'shared-graph';
import { accountApi, userApi, type CaptchaChallenge } from 'shared-graph/host';
import { Banner, Button, Field, PasswordInput, TextInput } from 'shared-ui';
import { GuestPage, GuestPanel, requestErrorMessage } from '../../shell/GuestPage';
import { focusedBeforeStart, restoreFocus, typedBeforeStart } from './carryOver';

const Brand = styled.h1`
  margin: 0;
  font-size: 22px;
  color: ${({ theme }) => theme.colors.brand};
`;

const CaptchaImage = styled.img`
  display: block;
  width: 200px;
  height: 70px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The challenge a 401 carries when the server wants a captcha (`captcha_required`, or after a failure). */
export function challengeOf(error: unknown): CaptchaChallenge | null {
  if (!(error instanceof ApiError)) return null;
  const captcha = (error.body as { error?: { captcha?: CaptchaChallenge } } | undefined)?.error?.captcha;
  return captcha && typeof captcha.id === 'string' && typeof captcha.image === 'string' ? captcha : null;
}

const noSubscription = () => () => undefined;

/** False while the form is rendered into the HTML at build time, true in the browser. */
function useStarted(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

export interface LoginFormProps {
  /** The user view POST /user/login answered with; the caller applies it and moves on (the form stays busy). */
  onLoggedIn: (answer: unknown) => void;
  /** "Forgot your password?": a router link in the app, a plain link on the standalone login page. */
  resetLink: ReactNode;
}

/**
 * The login form of /user/login: user name + password, and the captcha the server asks for after failures. It
 * posts the credentials; what follows a login is the caller's (LoginScreen in the app, LoginPage on its own).
 */
export function LoginForm({ onLoggedIn, resetLink }: LoginFormProps) {
  const started = useStarted();
  // What a visitor typed into the prerendered form before the script started is kept, and so is the focus.
  const [user, setUser] = useState(() => typedBeforeStart('user'));
  const [password, setPassword] = useState(() => typedBeforeStart('password'));
  const [focusedField] = useState(focusedBeforeStart);
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => restoreFocus(form.current, focusedField), [focusedField]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaChallenge | null>(null);
  const [answer, setAnswer] = useState('');
  const [refreshing, setRefreshing] = useState(false);

  /** A picture that is hard to read can be swapped for another one (a fresh challenge from the server). */
  async function anotherPicture() {
    setRefreshing(true);
    try {
      setCaptcha(await accountApi.captcha());
      setAnswer('');
    } catch (caught) {
      setError(requestErrorMessage(caught));
    } finally {
      setRefreshing(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user.trim() || !password) {
      setError('Enter your user name and password.');
      return;
    }
    if (captcha && !answer.trim()) {
      setError('Type the characters shown in the picture.');
      return;
    }
    setBusy(true);
    setError(null);
    let loggedIn: unknown;
    try {
      loggedIn = await userApi.login({ user: user.trim(), password, ...(captcha ? { captcha: { id: captcha.id, answer: answer.trim() } } : {}) });
    } catch (caught) {
      setError(requestErrorMessage(caught));
      const challenge = challengeOf(caught);
      if (challenge || captcha) {
        setCaptcha(challenge);
        setAnswer('');
      }
      setBusy(false);
      return;
    }
    onLoggedIn(loggedIn);
  }

  return (
    <GuestPage>
      <GuestPanel as="form" ref={form} onSubmit={submit} noValidate aria-labelledby="login-title" data-prerendered={started ? undefined : ''}>
        <Brand id="login-title">Sasar</Brand>
        <p>Masuk untuk riset audiens, mengelola iklan dan melihat laporan.</p>
        {error && <Banner type="error">{error}</Banner>}
        <Field label="User name">
          <TextInput name="user" autoComplete="username" maxLength={200} value={user} onChange={(e) => setUser(e.target.value)} autoFocus />
        </Field>
        <Field label="Password">
          <PasswordInput name="password" autoComplete="current-password" maxLength={1024} value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        {captcha && (
          <Field label="Characters in the picture" hint="Not case-sensitive">
            <>
              <CaptchaImage src={captcha.image} alt="Captcha: type the characters shown" />
              <TextInput name="captcha" autoComplete="off" maxLength={32} value={answer} onChange={(e) => setAnswer(e.target.value)} />
            </>
          </Field>
        )}
        {captcha && (
          <Button type="button" variant="secondary" size="sm" loading={refreshing} onClick={anotherPicture}>
            Another picture
          </Button>
        )}
        {/* Disabled in the prerendered HTML: nothing may submit the form before the script can handle it. */}
        <Button type="submit" variant="primary" loading={busy} disabled={!started}>
          Log in
        </Button>
        {resetLink}
      </GuestPanel>
    </GuestPage>
  );
}
