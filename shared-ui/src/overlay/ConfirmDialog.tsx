import { useRef, type ReactNode } from 'react';
import { uiText } from '../i18n/uiText';
import { Button } from '../primitives/Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question or consequence, e.g. "Delete 3 collections? This cannot be undone." */
  message?: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action: red confirm button, and Cancel gets the initial focus. */
  danger?: boolean;
  /** The confirmed action is running: confirm shows a spinner, cancel/Escape are disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A small confirmation dialog built on Modal (Escape/close/Cancel → onCancel). */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmLabel = uiText.confirm,
  cancelLabel = uiText.cancel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      size="sm"
      closeOnBackdrop={!busy}
      closeOnEscape={!busy}
      initialFocusRef={danger ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message !== undefined ? <p>{message}</p> : null}
      {children}
    </Modal>
  );
}
