// A preview link: one user's browser loads this release of the remote (a branch build) until they leave the preview.
import { useState, type FormEvent } from 'react';
import { requestErrorText } from 'shared-graph';
import { Button, Field, Form, FormError, formatDateTime, Inline, Modal, Stack, TextInput } from 'shared-ui';
import { releaseName } from './CanaryDialog';
import type { PreviewLink, Release } from './releasesApi';

const MAX_HOURS = 168;

export function PreviewLinkDialog({
  release,
  link,
  busy,
  error,
  onMake,
  onClose,
}: {
  release: Release | null;
  link: PreviewLink | undefined;
  busy: boolean;
  error: unknown;
  onMake: (input: { login?: string; hours: number }) => void;
  onClose: () => void;
}) {
  const [login, setLogin] = useState('');
  const [hours, setHours] = useState('24');
  const [problem, setProblem] = useState<string | null>(null);
  // Mounted anew for each release (its key); "Copied" speaks for the link on show only.
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);
  const copied = link !== undefined && copiedUrl === link.url;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(hours.trim());
    if (!Number.isInteger(value) || value < 1 || value > MAX_HOURS) return setProblem(`A link lasts 1 to ${MAX_HOURS} hours.`);
    setProblem(null);
    onMake({ login: login.trim() || undefined, hours: value });
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url).then(
      () => setCopiedUrl(link.url),
      () => setCopiedUrl(null),
    );
  };
  const serverProblem = requestErrorText(error, 'The preview link could not be made.');
  return (
    <Modal
      open={release !== null}
      onClose={onClose}
      title={release ? `Preview link: ${releaseName(release)}` : ''}
      description="The link works only for the user it is made for, signed in; their browser then loads this release while everyone else keeps the live one. A banner lets them leave the preview."
    >
      <Form onSubmit={submit} aria-label="Preview link">
        <Stack>
          <Inline align="flex-start">
            <Field label="For the user (login)" hint="Empty: for you.">
              <TextInput value={login} onChange={(e) => setLogin(e.target.value)} maxLength={100} autoComplete="off" />
            </Field>
            <Field label="Valid for (hours)" error={problem ?? undefined}>
              <TextInput inputMode="numeric" value={hours} onChange={(e) => setHours(e.target.value)} maxLength={3} />
            </Field>
          </Inline>
          {serverProblem && <FormError>{serverProblem}</FormError>}
          {link && (
            <Field label={`Link for ${link.login}, valid until ${formatDateTime(link.expires_at)}`}>
              <TextInput readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
            </Field>
          )}
          <Inline justify="flex-end">
            {link && (
              <Button type="button" onClick={() => void copy()}>
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
            <Button type="button" variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" variant="primary" loading={busy}>
              {link ? 'Make another link' : 'Make link'}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Modal>
  );
}
