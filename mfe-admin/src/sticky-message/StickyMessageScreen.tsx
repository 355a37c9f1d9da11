// /admin/sticky-message: the announcement ribbon's editor with a live preview, publish / unpublish (one at a time).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { notify, requestErrorText } from 'shared-graph';
import { Badge, Banner, Button, Card, Checkbox, ErrorState, Field, Inline, Ribbon, Spinner, Stack, TextArea, TextInput } from 'shared-ui';
import type { Announcement } from '../api/adminApi';
import { AdminPage } from '../layout/AdminPage';
import { draftOf, draftProblems, EMPTY_DRAFT, LIMITS, type DraftFields, type DraftProblems } from './draft';
import { useStickyMessage } from './useStickyMessage';

const Colour = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  input[type='color'] { width: 44px; height: 36px; padding: 2px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 6px; background: none; }
`;

const Preview = styled.div`
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  overflow: hidden;
`;

const left = (value: string, max: number) => `${max - value.length} of ${max} characters left`;

function Editor({ current }: { current: Announcement | undefined }) {
  const { save, unpublish } = useStickyMessage();
  const [editing, setEditing] = useState<number | null>(current?.id ?? null);
  const [draft, setDraft] = useState<DraftFields>(draftOf(current));
  const [problems, setProblems] = useState<DraftProblems>({});
  const set = <K extends keyof DraftFields>(key: K, value: DraftFields[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const published = current !== undefined && current.id === editing && current.active;
  const error = requestErrorText(save.error ?? unpublish.error, 'Sasar could not reach the server. Try again.');

  function submit(publish: boolean) {
    return (event?: FormEvent) => {
      event?.preventDefault();
      const found = draftProblems(draft);
      setProblems(found);
      if (Object.keys(found).length > 0) return;
      save.mutate(
        { draft, id: editing, publish },
        {
          onSuccess: (saved) => {
            setEditing(saved.id);
            notify.success(saved.active ? 'The sticky message is published: users see it on their next page load.' : 'The sticky message is saved (not published).');
          },
        },
      );
    };
  }

  return (
    <Stack>
      <Card
        title="Live preview"
        subtitle="This is how the ribbon looks at the top of the main, settings, dashboard, ads manager and admin pages."
        actions={published ? <Badge tone="success">Published</Badge> : <Badge>Not published</Badge>}
      >
        <Preview data-testid="ribbon-preview">
          {draft.message.trim() ? (
            <Ribbon
              message={draft.message}
              extraTitle={draft.extraTitle || null}
              extraLink={draft.extraLink || null}
              background={draftProblems(draft).backgroundColor ? null : draft.backgroundColor || null}
              dismissable={draft.dismissable}
              onDismiss={() => undefined}
              label="Preview of the announcement"
            />
          ) : (
            <p style={{ margin: 12 }}>Write a message to see the ribbon.</p>
          )}
        </Preview>
      </Card>
      <Card title={editing === null ? 'New sticky message' : 'Edit the sticky message'}>
        <form onSubmit={submit(false)} noValidate aria-label="Sticky message">
          <Stack>
            {error && <Banner type="error">{error}</Banner>}
            <Field label="Message" required error={problems.message} hint={left(draft.message, LIMITS.message)}>
              <TextArea rows={3} maxLength={LIMITS.message} value={draft.message} onChange={(e) => set('message', e.target.value)} />
            </Field>
            <Field label="Extra title" hint="The bold call to action after the message, e.g. “See what's new”">
              <TextInput maxLength={LIMITS.extra_title} value={draft.extraTitle} onChange={(e) => set('extraTitle', e.target.value)} />
            </Field>
            <Field label="Extra link" error={problems.extraLink} hint="An https:// address or a path in the app such as /updates">
              <TextInput maxLength={LIMITS.extra_link} value={draft.extraLink} onChange={(e) => set('extraLink', e.target.value)} />
            </Field>
            <Field label="Background colour" error={problems.backgroundColor} hint="Empty: the default pale yellow. The text colour follows.">
              {(control) => (
                <Colour>
                  <TextInput {...control} maxLength={7} placeholder="#FFF4CC" value={draft.backgroundColor} onChange={(e) => set('backgroundColor', e.target.value)} />
                  <input
                    type="color"
                    aria-label="Pick the background colour"
                    value={/^#[0-9a-fA-F]{6}$/.test(draft.backgroundColor) ? draft.backgroundColor : '#fff4cc'}
                    onChange={(e) => set('backgroundColor', e.target.value)}
                  />
                  {draft.backgroundColor && (
                    <Button size="sm" variant="ghost" onClick={() => set('backgroundColor', '')}>
                      Default colour
                    </Button>
                  )}
                </Colour>
              )}
            </Field>
            <Checkbox label="Users can close it" description="A closed message stays closed for that user until a new one is published." checked={draft.dismissable} onChange={(e) => set('dismissable', e.target.checked)} />
            <Inline>
              <Button type="submit" loading={save.isPending && !save.variables?.publish}>
                Save
              </Button>
              <Button variant="primary" onClick={() => submit(true)()} loading={save.isPending && save.variables?.publish}>
                {published ? 'Save and keep published' : 'Save and publish'}
              </Button>
              {published && (
                <Button
                  variant="danger"
                  loading={unpublish.isPending}
                  onClick={() => unpublish.mutate(editing!, { onSuccess: () => notify.success('The sticky message is unpublished: users no longer see it.') })}
                >
                  Unpublish
                </Button>
              )}
              {editing !== null && (
                <Button
                  variant="ghost"
                  onClick={() => {
                    setEditing(null);
                    setDraft(EMPTY_DRAFT);
                    setProblems({});
                  }}
                >
                  Write a new message
                </Button>
              )}
            </Inline>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

export function StickyMessageScreen() {
  const { list, current } = useStickyMessage();
  return (
    <AdminPage title="Sticky message" description="The announcement ribbon every user sees. One message is published at a time.">
      {list.isPending ? (
        <Spinner label="Loading the sticky message" />
      ) : list.error ? (
        <ErrorState message={requestErrorText(list.error, 'The sticky message could not be loaded.')} onRetry={() => void list.refetch()} />
      ) : (
        <Editor key={current?.id ?? 'new'} current={current} />
      )}
    </AdminPage>
  );
}
