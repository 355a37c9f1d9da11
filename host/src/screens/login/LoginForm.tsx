import { useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError, type Language } from 'shared-graph';
import { accountApi, userApi, type CaptchaChallenge } from 'shared-graph/host';
import { Banner, Button, Field, PasswordInput, TextInput } from 'shared-ui';
import { GuestPage, GuestPanel } from '../../shell/GuestPage';
import { focusedBeforeStart, restoreFocus, typedBeforeStart } from './carryOver';
import { LanguageSwitch } from './LanguageSwitch';
import { LOGIN_TEXT, loginErrorText } from './loginText';

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

/** A form-side problem (nothing typed), named by its text so it reads in the language on screen. */
class FormProblem {
  readonly text: 'enterCredentials' | 'typeCaptcha';
  constructor(text: FormProblem['text']) {
    this.text = text;
  }
}

/** False while the form is rendered into the HTML at build time, true in the browser. */
function useStarted(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

export interface LoginFormProps {
  /** The user view POST /user/login answered with; the caller applies it and moves on (the form stays busy). */
  onLoggedIn: (answer: unknown) => void;
  /** "Forgot your password?" (`label` in the form's language): a router link in the app, a plain link on the standalone login page. */
  resetLink: (label: string) => ReactNode;
  /** The language every word of the form is in (shared-graph's language setting). */
  language: Language;
  /** The visitor picked the other language on the form's switch. */
  onLanguageChange: (language: Language) => void;
}

/**
 * The login form of /user/login: user name + password, and the captcha the server asks for after failures. It
 * posts the credentials; what follows a login is the caller's (LoginScreen in the app, LoginPage on its own).
 */
export function LoginForm({ onLoggedIn, resetLink, language, onLanguageChange }: LoginFormProps) {
  const text = LOGIN_TEXT[language];
  const started = useStarted();
  // What a visitor typed into the prerendered form before the script started is kept, and so is the focus.
  const [user, setUser] = useState(() => typedBeforeStart('user'));
  const [password, setPassword] = useState(() => typedBeforeStart('password'));
  const [focusedField] = useState(focusedBeforeStart);
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => restoreFocus(form.current, focusedField), [focusedField]);
  // The failure itself is kept, so its message follows a switch of language.
  const [error, setError] = useState<unknown>(null);
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
      setError(caught);
    } finally {
      setRefreshing(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user.trim() || !password) {
      setError(new FormProblem('enterCredentials'));
      return;
    }
    if (captcha && !answer.trim()) {
      setError(new FormProblem('typeCaptcha'));
      return;
    }
    setBusy(true);
    setError(null);
    let loggedIn: unknown;
    try {
      loggedIn = await userApi.login({ user: user.trim(), password, ...(captcha ? { captcha: { id: captcha.id, answer: answer.trim() } } : {}) });
    } catch (caught) {
      setError(caught);
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
      <GuestPanel as="form" ref={form} onSubmit={submit} noValidate aria-labelledby="login-title" lang={language} data-prerendered={started ? undefined : ''}>
        <LanguageSwitch language={language} label={text.language} onChange={onLanguageChange} />
        <Brand id="login-title">Sasar</Brand>
        <p>{text.subtitle}</p>
        {error !== null && <Banner type="error">{error instanceof FormProblem ? text[error.text] : loginErrorText(error, language)}</Banner>}
        <Field label={text.userName}>
          <TextInput name="user" autoComplete="username" maxLength={200} value={user} onChange={(e) => setUser(e.target.value)} autoFocus />
        </Field>
        <Field label={text.password}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            maxLength={1024}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            showLabel={text.showPassword}
            hideLabel={text.hidePassword}
          />
        </Field>
        {captcha && (
          <Field label={text.captchaLabel} hint={text.captchaHint}>
            <>
              <CaptchaImage src={captcha.image} alt={text.captchaAlt} />
              <TextInput name="captcha" autoComplete="off" maxLength={32} value={answer} onChange={(e) => setAnswer(e.target.value)} />
            </>
          </Field>
        )}
        {captcha && (
          <Button type="button" variant="secondary" size="sm" loading={refreshing} onClick={anotherPicture}>
            {text.anotherPicture}
          </Button>
        )}
        {/* Disabled in the prerendered HTML: nothing may submit the form before the script can handle it. */}
        <Button type="submit" variant="primary" loading={busy} disabled={!started}>
          {text.logIn}
        </Button>
        {resetLink(text.forgotPassword)}
      </GuestPanel>
    </GuestPage>
  );
}
