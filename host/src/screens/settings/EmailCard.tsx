import { useState, type FormEvent } from 'react';
import { ApiError, notify, queryKeys, requestErrorText, useServerQuery } from 'shared-graph';
import { accountApi, queryClient, type EmailStatus } from 'shared-graph/host';
import { Banner, Button, Card, Field, Inline, Stack, TextInput } from 'shared-ui';

/** The server's limit (RFC 5321 path length). */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const EMAIL_KEY = queryKeys.apiResource('user/email');

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
  const emailQuery = useServerQuery(EMAIL_KEY, (signal) => accountApi.email({ signal }));
  const status = emailQuery.data ?? null;
  const setStatus = (next: EmailStatus) => queryClient.setQueryData(EMAIL_KEY, next);
  // What the user typed; until then the field shows the address on file.
  const [typed, setValue] = useState<string | null>(null);
  const value = typed ?? status?.pending_email ?? status?.email ?? '';
  const [submitError, setError] = useState<string | null>(null);
  const error = submitError ?? requestErrorText(emailQuery.error, 'Sasar could not reach the server. Try again.');
  const [busy, setBusy] = useState(false);

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
