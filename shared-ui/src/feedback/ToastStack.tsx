import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { CloseIcon, ErrorIcon, SuccessIcon, WarningIcon } from '../icons/icons';
import { uiText } from '../i18n/uiText';
import { toneColors } from '../theme/tones';
import { DismissButton } from './DismissButton';

/** Default toast lifetime (SPEC §2, §9: 5 s). The caller (shared-graph `notify`) owns the timers. */
export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

export type ToastType = 'success' | 'warning' | 'error';

export interface ToastAction {
  label: string;
  /** The button's accessible name when the label alone does not say what it acts on. */
  ariaLabel?: string;
  onClick: () => void;
}

export interface ToastItem {
  id: string | number;
  /** success (green), warning (yellow), error (red). */
  type: ToastType;
  message: ReactNode;
  title?: ReactNode;
  /** A button in the toast, e.g. Retry. */
  action?: ToastAction;
}

export type ToastPosition = 'top-right' | 'bottom-right' | 'top-center' | 'bottom-center';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-6px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Region = styled.section<{ $position: ToastPosition }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  ${({ $position, theme }) => ($position.startsWith('top') ? `top: calc(${theme.sizes.headerHeight} + 8px);` : 'bottom: 16px;')}
  ${({ $position }) => ($position.endsWith('right') ? 'right: 16px;' : 'left: 50%; transform: translateX(-50%);')}
  width: min(400px, calc(100vw - 32px));
  pointer-events: none;

  ${({ theme }) => theme.media.mobile} {
    left: 8px;
    right: 8px;
    width: auto;
    transform: none;
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ToastBox = styled.li<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: 10px ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme, $type }) => toneColors(theme, $type).solid};
  color: ${({ theme, $type }) => toneColors(theme, $type).onSolid};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  pointer-events: auto;
  animation: ${slideIn} 160ms ease-out;
`;

const IconSlot = styled.span`
  display: inline-flex;
  flex: none;
  margin-top: 2px;
`;

const Content = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const ActionButton = styled.button`
  margin-top: ${({ theme }) => theme.space.xs};
  padding: 2px 8px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.16); }
  &:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`;


const ICONS = { success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

export interface ToastStackProps {
  toasts: readonly ToastItem[];
  /** Close button (the caller removes the toast; it also calls this when its timer runs out). */
  onDismiss: (id: ToastItem['id']) => void;
  /** Where the stack sits (default top-right, under the header; full width on phones). */
  position?: ToastPosition;
  /** Landmark name (default "Notifications"). */
  label?: string;
  dismissLabel?: string;
  /** The pointer or the focus is on a toast: its time-out should wait (WCAG 2.2.1); `onResume` when they leave. */
  onPause?: (id: ToastItem['id']) => void;
  onResume?: (id: ToastItem['id']) => void;
}

/**
 * The notification stack (SPEC §2): success green, warning yellow, error red, each dismissible. Stateless —
 * the caller owns the list and the timers (DEFAULT_TOAST_TIMEOUT_MS). The list is an aria-live region that
 * is always present; error toasts are role=alert, the others role=status.
 */
export function ToastStack({
  toasts,
  onDismiss,
  position = 'top-right',
  label = uiText.notifications,
  dismissLabel = uiText.dismissNotification,
  onPause,
  onResume,
}: ToastStackProps) {
  return (
    <Region aria-label={label} $position={position}>
      <List aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => {
          const Icon = ICONS[toast.type];
          return (
            <ToastBox
              key={toast.id}
              $type={toast.type}
              role={toast.type === 'error' ? 'alert' : 'status'}
              data-type={toast.type}
              data-testid="toast"
              onMouseEnter={() => onPause?.(toast.id)}
              onMouseLeave={(event) => {
                if (!event.currentTarget.contains(document.activeElement)) onResume?.(toast.id);
              }}
              onFocus={() => onPause?.(toast.id)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null) && !event.currentTarget.matches(':hover')) onResume?.(toast.id);
              }}
            >
              <IconSlot>
                <Icon size={16} />
              </IconSlot>
              <Content>
                {toast.title !== undefined ? <Title>{toast.title}</Title> : null}
                <div>{toast.message}</div>
                {toast.action ? (
                  <ActionButton type="button" aria-label={toast.action.ariaLabel} onClick={toast.action.onClick}>
                    {toast.action.label}
                  </ActionButton>
                ) : null}
              </Content>
              <DismissButton type="button" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
                <CloseIcon size={14} />
              </DismissButton>
            </ToastBox>
          );
        })}
      </List>
    </Region>
  );
}
