import { useEffectEvent, useId, useLayoutEffect, useRef, useState, type MouseEvent as ReactMouseEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from '../icons/icons';
import { uiText } from '../i18n/uiText';
import { focusableWithin } from './focus';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

const WIDTHS: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '760px', xl: '1040px' };

const popIn = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; }`;

/** The native modal dialog: the browser puts it in the top layer, makes the page inert and closes it on Escape. */
const Dialog = styled.dialog<{ $size: ModalSize }>`
  width: calc(100% - 2 * ${({ theme }) => theme.space.lg});
  max-width: ${({ $size }) => WIDTHS[$size]};
  max-height: calc(100vh - 10vh - 16px);
  margin: 8vh auto auto;
  padding: 0;
  border: 0;
  color: inherit;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${popIn} 140ms ease-out;
  overflow: hidden;
  &[open] { display: flex; flex-direction: column; }
  &:focus { outline: none; }
  &::backdrop { background: ${({ theme }) => theme.colors.overlay}; }

  ${({ theme }) => theme.media.mobile} {
    width: calc(100% - 16px);
    max-height: calc(100vh - 16px);
    margin: auto auto 8px;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.sm}`};
`;

const Titles = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 30px;
  height: 30px;
  margin: -4px -6px 0 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.hover}; color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.lg}`};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface ModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, the close button and (by default) a click on the backdrop. */
  onClose: () => void;
  /** The heading; the dialog is labelled by it. */
  title: ReactNode;
  /** Text under the title; the dialog is described by it. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (right-aligned). */
  footer?: ReactNode;
  /** sm 400, md 560 (default), lg 760, xl 1040 px. */
  size?: ModalSize;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  hideCloseButton?: boolean;
  closeLabel?: string;
  /** Element to focus on open (default: the first focusable element in the body/footer, else the dialog). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  'data-testid'?: string;
}

let scrollLocks = 0;
let savedOverflow = '';

/**
 * Open modals in stacking order. The order is taken at first render, which runs parent-first, so a modal rendered
 * inside another is above it — effects run child-first, so a parent opening later re-raises the ones above it.
 */
const openDialogs: Array<{ order: number; dialog: HTMLDialogElement }> = [];
let orderCounter = 0;
const nextModalOrder = () => (orderCounter += 1);

/**
 * An accessible modal dialog on the native `<dialog>` (`showModal()`): labelled by its title, rendered in a portal
 * on document.body. The browser keeps focus inside (the page is inert), closes only the top-most dialog on Escape
 * (here: calls onClose) and stacks nested dialogs; focus moves to the first field on open and back on close; page
 * scroll is locked while open.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalContent {...props} />, document.body);
}

function ModalContent({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  closeOnEscape = true,
  hideCloseButton = false,
  closeLabel = uiText.close,
  initialFocusRef,
  className,
  'data-testid': testId,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const backdropPointerDown = useRef(false);
  const [order] = useState(nextModalOrder);

  const focusInitial = useEffectEvent(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const target = initialFocusRef?.current ?? (contentRef.current ? focusableWithin(contentRef.current)[0] : undefined) ?? dialog;
    target.focus();
  });

  // Open as a modal, focus in, lock scroll; on unmount close and give focus back.
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const above = openDialogs.filter((entry) => entry.order > order).sort((a, b) => a.order - b.order);
    for (const entry of above) {
      entry.dialog.close();
      entry.dialog.showModal();
    }
    openDialogs.push({ order, dialog });
    if (above.length === 0) focusInitial();
    if (scrollLocks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    scrollLocks += 1;
    return () => {
      openDialogs.splice(openDialogs.findIndex((entry) => entry.dialog === dialog), 1);
      if (dialog.open) dialog.close();
      scrollLocks -= 1;
      if (scrollLocks === 0) document.body.style.overflow = savedOverflow;
      if (previous && previous.isConnected) previous.focus();
    };
  }, [order]);

  // Escape fires `cancel` on the top-most dialog only; the parent decides whether it closes.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // A nested dialog's cancel reaches its parent through the React tree (portals); only the dialog's own counts.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (closeOnEscape) onClose();
  };

  // A click on the dialog element itself (not its content) is a click on the backdrop around it.
  const onMouseDown = (event: ReactMouseEvent<HTMLDialogElement>) => {
    backdropPointerDown.current = event.target === event.currentTarget && isOutside(event);
  };
  const onClick = (event: ReactMouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && backdropPointerDown.current && event.target === event.currentTarget && isOutside(event)) onClose();
    backdropPointerDown.current = false;
  };

  return (
    <Dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description !== undefined ? descriptionId : undefined}
      tabIndex={-1}
      $size={size}
      onCancel={onCancel}
      onMouseDown={onMouseDown}
      onClick={onClick}
      className={className}
      data-testid={testId}
    >
      <Header>
        <Titles>
          <Title id={titleId}>{title}</Title>
          {description !== undefined ? <Description id={descriptionId}>{description}</Description> : null}
        </Titles>
        {hideCloseButton ? null : (
          <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon size={16} />
          </CloseButton>
        )}
      </Header>
      <div ref={contentRef} style={{ display: 'contents' }}>
        {children !== undefined ? <Body>{children}</Body> : null}
        {footer !== undefined ? <Footer>{footer}</Footer> : null}
      </div>
    </Dialog>
  );
}

/** Outside the dialog's box: the backdrop (a layout-less environment reports no box and counts as outside). */
function isOutside(event: ReactMouseEvent<HTMLElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return true;
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}
