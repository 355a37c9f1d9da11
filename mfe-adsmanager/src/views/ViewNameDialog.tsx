// Naming a view (save as, rename): the server's refusal (a name already used, too long) shows beside the field and
// the typed name stays.
import { useState, type FormEvent } from 'react';
import { requestErrorText } from 'shared-graph';
import { Button, Field, Modal, TextInput } from 'shared-ui';
import { MAX_VIEW_NAME } from './listLayout';

export interface ViewNameDialogProps {
  title: string;
  description?: string;
  initialName: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}

export function ViewNameDialog({ title, description, initialName, submitLabel, onSubmit, onClose }: ViewNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = `view-name-${title.replace(/\W+/g, '-').toLowerCase()}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Give the view a name.');
    if (trimmed.length > MAX_VIEW_NAME) return setError(`A view name can be at most ${MAX_VIEW_NAME} characters.`);
    setBusy(true);
    try {
      await onSubmit(trimmed);
      onClose();
    } catch (failure) {
      setError(requestErrorText(failure, 'The view could not be saved. Try again.'));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      size="sm"
      title={title}
      description={description}
      onClose={() => !busy && onClose()}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field label="View name" error={error ?? undefined} required>
          <TextInput
            value={name}
            maxLength={MAX_VIEW_NAME + 20}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
        </Field>
      </form>
    </Modal>
  );
}
