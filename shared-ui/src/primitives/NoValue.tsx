import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

export interface NoValueProps {
  /** Why there is no figure, e.g. "No clicks in this period, so no CPC". Shown on hover and focus, read as the description. */
  reason: string;
  /** What a screen reader says instead of the dash. */
  label?: string;
}

const GAP = 6;
const MAX_WIDTH = 280;

/**
 * A figure that has no meaning here (a cost with nothing to divide by, a metric of another goal): "—" that
 * explains itself on hover and keyboard focus, and to screen readers through its description.
 *
 * The bubble is drawn over the page (a portal, fixed position) so a table cell's clipping or a sticky column
 * never cuts it off.
 */
export function NoValue({ reason, label = 'No value' }: NoValueProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const shown = place !== null;

  const placeBubble = () => {
    const rect = button.current?.getBoundingClientRect();
    if (!rect) return;
    const left = Math.max(GAP, Math.min(rect.right - MAX_WIDTH, window.innerWidth - MAX_WIDTH - GAP));
    setPlace(rect.top > 60 ? { left, bottom: window.innerHeight - rect.top + GAP } : { left, top: rect.bottom + GAP });
  };

  useEffect(() => {
    if (!shown) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPlace(null);
    };
    // Focus scrolls a table to its cell: the bubble follows the dash.
    const follow = () => placeBubble();
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [shown]);

  return (
    <>
      <Dash ref={button} type="button" aria-describedby={id} onFocus={placeBubble} onBlur={() => setPlace(null)} onMouseEnter={placeBubble} onMouseLeave={() => setPlace(null)}>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Dash>
      <VisuallyHidden id={id}>{reason}</VisuallyHidden>
      {place &&
        createPortal(
          <Bubble role="tooltip" style={place}>
            <span>{reason}</span>
          </Bubble>,
          document.body,
        )}
    </>
  );
}

const Dash = styled.button`
  border: 0;
  padding: 0 4px;
  margin: 0 -4px 0 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.muted};
  cursor: help;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Bubble = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  display: flex;
  justify-content: flex-end;
  width: ${MAX_WIDTH}px;
  pointer-events: none;
  & > span {
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
  }
`;
