// Starting a canary (or changing its share): the release goes to this share of signed-in users, the same users each time.
import { useState, type FormEvent } from 'react';
import { requestErrorText } from 'shared-graph';
import { Button, Field, Form, FormError, Inline, Modal, Stack, TextInput } from 'shared-ui';
import type { Release } from './releasesApi';

export const releaseName = (release: Pick<Release, 'remote' | 'version' | 'sequence'>) => `${release.remote} ${release.version} (#${release.sequence})`;

/** The share a typed text asks for, or why it cannot be one. */
export function canaryShare(text: string): number | string {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value) || value < 1 || value > 99) return 'Give a whole percentage from 1 to 99 (100 % is making the release live).';
  return value;
}

export function CanaryDialog({
  release,
  live,
  busy,
  error,
  onStart,
  onClose,
}: {
  release: Release | null;
  live: Release | undefined;
  busy: boolean;
  error: unknown;
  onStart: (percent: number) => void;
  onClose: () => void;
}) {
  // Mounted anew for each release (its key): starts from the release's share, or 10 %.
  const [text, setText] = useState(String(release?.canary_percent ?? 10));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const share = canaryShare(text);
    if (typeof share === 'string') return setProblem(share);
    setProblem(null);
    onStart(share);
  };
  const serverProblem = requestErrorText(error, 'The canary could not be started.');
  return (
    <Modal
      open={release !== null}
      onClose={onClose}
      size="sm"
      title={release ? `Canary: ${releaseName(release)}` : ''}
      description={
        release
          ? `This share of signed-in users gets ${release.version} instead of ${live ? live.version : 'the live release'} on their next visit to ${release.remote}, always the same users. Its failure rate shows beside the live one; a canary failing in 20 % of its loads (5 failures at least) is stopped by itself.`
          : undefined
      }
    >
      <Form onSubmit={submit} aria-label="Canary">
        <Stack>
          <Field label="Share of signed-in users (%)" error={problem ?? undefined} required>
            <TextInput inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} maxLength={3} />
          </Field>
          {serverProblem && <FormError>{serverProblem}</FormError>}
          <Inline justify="flex-end">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" loading={busy}>
              {release?.canary_percent !== null && release?.canary_percent !== undefined ? 'Change share' : 'Start canary'}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Modal>
  );
}
