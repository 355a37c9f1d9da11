import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderUi } from '../testing/render';
import { ConfirmDialog } from './ConfirmDialog';
import { Modal } from './Modal';

function Demo({ onClose: spy, closeOnBackdrop }: { onClose?: () => void; closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open affiliate
      </button>
      <Modal
        open={open}
        onClose={() => {
          spy?.();
          setOpen(false);
        }}
        title="Affiliate"
        description="Refer a Friend and Get 20% Recurring Commision"
        closeOnBackdrop={closeOnBackdrop}
        footer={<button type="button">Share to Facebook</button>}
      >
        <input aria-label="Referral link" defaultValue="https://sasar.id/?ref=22" />
      </Modal>
    </div>
  );
}

describe('Modal', () => {
  it('renders nothing when closed', () => {
    renderUi(<Modal open={false} onClose={() => undefined} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is an accessible dialog in a portal on document.body', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<Demo />);
    await user.click(screen.getByRole('button', { name: 'Open affiliate' }));
    const dialog = screen.getByRole('dialog', { name: 'Affiliate' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Refer a Friend and Get 20% Recurring Commision');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('opens as a native modal dialog, moves focus in and restores it on close', async () => {
    const user = userEvent.setup();
    renderUi(<Demo />);
    const opener = screen.getByRole('button', { name: 'Open affiliate' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Referral link' });
    expect(input).toHaveFocus();

    // showModal(): the browser keeps focus inside (the page is inert) and closes the top dialog on Escape.
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderUi(<Demo onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open affiliate' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderUi(<Demo onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open affiliate' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open affiliate' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderUi(<Demo onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open affiliate' }));
    await user.click(screen.getByRole('textbox', { name: 'Referral link' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can ignore backdrop clicks', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderUi(<Demo onClose={onClose} closeOnBackdrop={false} />);
    await user.click(screen.getByRole('button', { name: 'Open affiliate' }));
    await user.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('focuses initialFocusRef, or the dialog when it has no focusable content', async () => {
    function WithRef() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Modal open onClose={() => undefined} title="Pick" initialFocusRef={ref} footer={<><button type="button">A</button><button type="button" ref={ref}>B</button></>} />
      );
    }
    const { unmount } = renderUi(<WithRef />);
    expect(screen.getByRole('button', { name: 'B' })).toHaveFocus();
    unmount();
    renderUi(
      <Modal open onClose={() => undefined} title="Info" hideCloseButton>
        Plain text
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Info' })).toHaveFocus();
  });

  it('Escape closes only the top-most of nested modals', async () => {
    const outer = jest.fn();
    const inner = jest.fn();
    const user = userEvent.setup();
    renderUi(
      <Modal open onClose={outer} title="Outer">
        <Modal open onClose={inner} title="Inner">
          inner
        </Modal>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog', () => {
  function Demo({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        open={open}
        title="Delete 3 collections?"
        message="This cannot be undone."
        confirmLabel="Delete"
        danger
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    );
  }

  it('confirms and cancels; a destructive dialog focuses Cancel', async () => {
    const onConfirm = jest.fn();
    const user = userEvent.setup();
    renderUi(<Demo onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete 3 collections?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape cancels, except while busy', async () => {
    const user = userEvent.setup();
    const { unmount } = renderUi(<Demo onConfirm={() => undefined} busy />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    unmount();
    renderUi(<Demo onConfirm={() => undefined} />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
