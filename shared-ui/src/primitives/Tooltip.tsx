import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
  max-width: 100%;
`;

const placementCss: Record<TooltipPlacement, ReturnType<typeof css>> = {
  top: css`bottom: calc(100% + 6px); left: 50%; transform: translateX(-50%);`,
  bottom: css`top: calc(100% + 6px); left: 50%; transform: translateX(-50%);`,
  left: css`right: calc(100% + 6px); top: 50%; transform: translateY(-50%);`,
  right: css`left: calc(100% + 6px); top: 50%; transform: translateY(-50%);`,
};

const Bubble = styled.span<{ $placement: TooltipPlacement }>`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  ${({ $placement }) => placementCss[$placement]}
  width: max-content;
  max-width: 280px;
  padding: 5px 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tooltip};
  color: ${({ theme }) => theme.colors.onTooltip};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: left;
  white-space: normal;
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: none;

  &[hidden] { display: none; }
`;

export interface TooltipProps {
  /** Tooltip text: also the trigger's accessible description (aria-describedby). */
  content: ReactNode;
  /** One focusable element (button, link, input…), the trigger. */
  children: ReactElement;
  placement?: TooltipPlacement;
  /** Hover delay in ms before showing (default 0; focus shows at once). */
  delay?: number;
}

/**
 * A simple accessible tooltip: shown on hover and keyboard focus, hidden on leave, blur and Escape;
 * the text is always the trigger's description (role=tooltip + aria-describedby).
 */
export function Tooltip({ content, children, placement = 'top', delay = 0 }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimer = () => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  };

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const child = children as ReactElement<{ 'aria-describedby'?: string }>;
  const describedBy = [child.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    <Anchor
      onMouseEnter={() => {
        clearTimer();
        if (delay <= 0) setOpen(true);
        else timer.current = setTimeout(() => setOpen(true), delay);
      }}
      onMouseLeave={() => {
        clearTimer();
        setOpen(false);
      }}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {cloneElement(child, { 'aria-describedby': describedBy })}
      <Bubble role="tooltip" id={id} $placement={placement} hidden={!open}>
        {content}
      </Bubble>
    </Anchor>
  );
}
