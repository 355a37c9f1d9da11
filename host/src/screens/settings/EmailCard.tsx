import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, notify } from 'shared-graph';
import { accountApi, type EmailStatus } from 'shared-graph/host';
import { Banner, Button, Card, Field, Inline, Stack, TextInput } from 'shared-ui';

/** The server's limit (RFC 5321 path length). */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const errorText = (error: unknown) => (error instanceof ApiError && error.status > 0 ? error.message : 'Sasar could not reach the server. Try again.');

/** The rule the server enforces, said before sending. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Enter your e-mail address.';
  if (email.length > EMAIL_MAX_LENGTH) return `The e-mail address can be at most ${EMAIL_MAX_LENGTH} characters.`;
  if (!EMAIL_SHAPE.test(email)) return 'The e-mail address must look like name@example.com.';
  return null;
}

/** Settings › Account: the address password-reset links and rule notifications go to, confirmed by a mailed link. */
export function EmailCard() {
  const [status, setStatus] = useState<EmailStatus | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    accountApi.email({ signal: controller.signal }).then(
      (loaded) => {
        setStatus(loaded);
        setValue(loaded.pending_email ?? loaded.email ?? '');
      },
      (caught: unknown) => !controller.signal.aborted && setError(errorText(caught)),
    );
    return () => controller.abort();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(value);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const next = await accountApi.setEmail(value.trim());
      setStatus(next);
      if (next.pending_email) notify.success(`We sent a confirmation link to ${next.pending_email}.`);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      setStatus(await accountApi.removeEmail());
      setValue('');
      notify.success('The e-mail address was removed.');
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="E-mail address">
      <form onSubmit={submit} noValidate aria-label="E-mail address">
        <Stack>
          {status && !status.email && !status.pending_email && (
            <Banner type="warning">Your account has no e-mail address: if you forget your password, Sasar cannot send you a reset link.</Banner>
          )}
          {status?.email && (
            <p>
              Confirmed address: <strong>{status.email}</strong>. Password-reset links and rule notifications go here.
            </p>
          )}
          {status?.pending_email && (
            <Banner type="info">
              We sent a link to {status.pending_email}. Open it to confirm the address{status.email ? `; until then mail still goes to ${status.email}` : ''}.
            </Banner>
          )}
          {error && <Banner type="error">{error}</Banner>}
          <Field label="E-mail address" hint="We send a link to confirm it">
            <TextInput type="email" name="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} value={value} onChange={(e) => setValue(e.target.value)} />
          </Field>
          <Inline>
            <Button type="submit" loading={busy} disabled={status === null}>
              {status?.pending_email ? 'Send the link again' : status?.email ? 'Change address' : 'Save and send link'}
            </Button>
            {(status?.email || status?.pending_email) && (
              <Button type="button" onClick={() => void remove()} disabled={busy}>
                Remove address
              </Button>
            )}
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
