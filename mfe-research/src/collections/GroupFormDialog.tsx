import type { ReactNode } from 'react';
import { Button, FormError, Modal, Stack } from 'shared-ui';

interface Props {
  open: boolean;
  title: string;
  description?: string;
  saving: boolean;
  canSave?: boolean;
  error: string | null;
  onClose: () => void;
  onSave: () => Promise<void>;
  children: ReactNode;
}

/** A collection dialog: its fields, the error under them, Cancel and Save; Enter in a field saves too. */
export function GroupFormDialog({ open, title, description, saving, canSave = true, error, onClose, onSave, children }: Props) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" loading={saving} onClick={() => void onSave()} disabled={!canSave}>
            Save
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <Stack gap="md">
          {children}
          {error && <FormError>{error}</FormError>}
        </Stack>
      </form>
    </Modal>
  );
}
