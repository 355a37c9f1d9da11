import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from '../icons/icons';
import { uiText } from '../i18n/uiText';
import { focusableWithin } from './focus';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

const WIDTHS: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '760px', xl: '1040px' };

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 8vh ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 120ms ease-out;

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.sm};
    align-items: flex-end;
  }
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => WIDTHS[$size]};
  max-height: calc(100vh - 10vh - 16px);
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${popIn} 140ms ease-out;
  &:focus { outline: none; }

  ${({ theme }) => theme.media.mobile} {
    max-height: calc(100vh - 16px);
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

/**
 * Open modals and their stacking order. The order is taken at first render, which runs parent-first, so a
 * modal rendered inside another (or opened later) is above it — effects run child-first and cannot tell.
 * Escape closes only the top one, and only the top one takes the initial focus.
 */
const openModals = new Map<string, number>();
let orderCounter = 0;
function nextModalOrder(): number {
  orderCounter += 1;
  return orderCounter;
}
function isTopModal(id: string): boolean {
  const mine = openModals.get(id);
  if (mine === undefined) return false;
  for (const order of openModals.values()) if (order > mine) return false;
  return true;
}
let scrollLocks = 0;
let savedOverflow = '';

/**
 * An accessible modal dialog: role=dialog, aria-modal, labelled by its title, rendered in a portal on
 * document.body. Focus moves in on open, is trapped inside (Tab/Shift+Tab) and is restored on close;
 * Escape and the close button call onClose; page scroll is locked while open.
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
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const backdropPointerDown = useRef(false);
  const [order] = useState(nextModalOrder);

  const requestClose = useEffectEvent(() => onClose());
  const escapeEnabled = useEffectEvent(() => closeOnEscape);
  const focusInitial = useEffectEvent(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const target = initialFocusRef?.current ?? (contentRef.current ? focusableWithin(contentRef.current)[0] : undefined) ?? dialog;
    target.focus();
  });

  // Register; focus in on open (top modal only), restore on close; scroll lock; Escape.
  useEffect(() => {
    openModals.set(id, order);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (isTopModal(id)) focusInitial();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTopModal(id) || !escapeEnabled()) return;
      event.stopPropagation();
      requestClose();
    };
    document.addEventListener('keydown', onKey);
    if (scrollLocks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    scrollLocks += 1;
    return () => {
      document.removeEventListener('keydown', onKey);
      openModals.delete(id);
      scrollLocks -= 1;
      if (scrollLocks === 0) document.body.style.overflow = savedOverflow;
      if (previous && previous.isConnected) previous.focus();
    };
  }, [id, order]);

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableWithin(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    backdropPointerDown.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && backdropPointerDown.current && event.target === event.currentTarget) onClose();
    backdropPointerDown.current = false;
  };

  return (
    <Overlay onMouseDown={onBackdropMouseDown} onClick={onBackdropClick} data-testid="modal-backdrop">
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description !== undefined ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
        onKeyDown={trapTab}
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
    </Overlay>
  );
}
