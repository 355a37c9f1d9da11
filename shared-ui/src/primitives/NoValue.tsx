import { useEffect, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

export interface NoValueProps {
  /** Why there is no figure, e.g. "No clicks in this period, so no CPC". Shown on hover and focus, read as the description. */
  reason: string;
  /** What a screen reader says instead of the dash. */
  label?: string;
}

const GAP = 6;
const MAX_WIDTH = 280;

/**
 * The hidden element that holds `reason`, once in the document however many dashes give it: a list of 1,000 rows
 * with a cost that has nothing to divide by has one description per reason, not one per cell. Made on first use
 * (idempotent, so it may run while rendering) and made again if something emptied the page.
 */
const reasonIds = new Map<string, string>();
let reasonBox: HTMLElement | null = null;

function noValueReasonId(reason: string): string {
  if (typeof document === 'undefined') return '';
  if (!reasonBox?.isConnected) {
    reasonBox = document.createElement('div');
    reasonBox.hidden = true;
    reasonBox.dataset.noValueReasons = '';
    document.body.append(reasonBox);
    reasonIds.clear();
  }
  let id = reasonIds.get(reason);
  if (id === undefined) {
    id = `no-value-reason-${reasonIds.size + 1}`;
    const text = document.createElement('span');
    text.id = id;
    text.textContent = reason;
    reasonBox.append(text);
    reasonIds.set(reason, id);
  }
  return id;
}

/**
 * A figure that has no meaning here (a cost with nothing to divide by, a metric of another goal): "—" that
 * explains itself on hover and keyboard focus, and to screen readers through its description.
 *
 * One element per cell: the dash is the button, its spoken label its aria-label, and its description the reason's
 * one shared hidden element. The bubble exists only while shown, drawn over the page (a portal, fixed position) so
 * a table cell's clipping or a sticky column never cuts it off.
 */
export function NoValue({ reason, label = 'No value' }: NoValueProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const show = (event: { currentTarget: HTMLElement }) => setAnchor(event.currentTarget);
  const hide = () => setAnchor(null);
  return (
    <>
      <Dash type="button" aria-label={label} aria-describedby={noValueReasonId(reason)} data-no-value="" onFocus={show} onBlur={hide} onMouseEnter={show} onMouseLeave={hide}>
        —
      </Dash>
      {anchor && <ReasonBubble anchor={anchor} reason={reason} onClose={hide} />}
    </>
  );
}

function placeBy(anchor: HTMLElement): CSSProperties {
  const rect = anchor.getBoundingClientRect();
  const left = Math.max(GAP, Math.min(rect.right - MAX_WIDTH, window.innerWidth - MAX_WIDTH - GAP));
  return rect.top > 60 ? { left, bottom: window.innerHeight - rect.top + GAP } : { left, top: rect.bottom + GAP };
}

function ReasonBubble({ anchor, reason, onClose }: { anchor: HTMLElement; reason: string; onClose: () => void }) {
  const [place, setPlace] = useState(() => placeBy(anchor));
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    // Focus scrolls a table to its cell: the bubble follows the dash.
    const follow = () => setPlace(placeBy(anchor));
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [anchor, onClose]);
  return createPortal(
    <Bubble role="tooltip" style={place}>
      <span>{reason}</span>
    </Bubble>,
    document.body,
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
