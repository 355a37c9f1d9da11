import { useCallback, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { uiText } from '../i18n/uiText';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

const TOGGLE_ATTRIBUTE = 'data-notice-toggle';

/**
 * Collapsed, only the first notice shows (the host passes them most important first); the others wait behind the
 * "+N more" button beside it. The button sits in the first row's second column whatever is open.
 */
const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl} 0`};
  &:empty { display: none; }
  & > :not([${TOGGLE_ATTRIBUTE}]) { grid-column: 1; min-width: 0; }
  /* Before the first layout effect marks them hidden, and over a notice's own display (a Banner's flex). */
  &[data-collapsed='true'] > :not(:first-child):not([${TOGGLE_ATTRIBUTE}]),
  & > [hidden] { display: none !important; }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} 0`};
  }
`;

const Toggle = styled.button`
  grid-column: 2;
  grid-row: 1;
  align-self: start;
  min-height: 30px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.neutralSoft}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

/** The notices the slot holds: its element children other than its own toggle. */
function noticesOf(element: HTMLElement): Element[] {
  return Array.from(element.children).filter((child) => !child.hasAttribute(TOGGLE_ATTRIBUTE));
}

/**
 * Collapsed, every notice after the first gets the `hidden` attribute as well as the style rule: out of the
 * accessibility tree and the tab order for certain, whatever style a notice brings. The notices' own components
 * never set `hidden`, so React leaves the attribute alone.
 */
function hideAfterFirst(notices: readonly Element[], collapsed: boolean) {
  notices.forEach((notice, index) => notice.toggleAttribute('hidden', collapsed && index > 0));
}

export interface NoticeSlotProps {
  /** The notices, most important first; each renders one element (a compact Banner, the Ribbon) or nothing. */
  children: ReactNode;
}

/**
 * The shell's one calm notice area (a labelled region above the page): the first notice shows, the rest sit behind
 * a "+N more" button (aria-expanded, aria-controls the region) that shows them all and hides them again. It counts
 * what its children actually render, so a notice that closes or arrives later is counted without telling it.
 * Nothing to say: the region is empty and takes no room.
 */
export function NoticeSlot({ children }: NoticeSlotProps) {
  const id = useId();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [count, setCount] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const ref = useCallback((node: HTMLDivElement | null) => setElement(node), []);

  const more = count - 1;
  const open = expanded && more > 0;

  useLayoutEffect(() => {
    if (!element) return undefined;
    const update = () => {
      const notices = noticesOf(element);
      hideAfterFirst(notices, !open);
      setCount(notices.length);
      // Down to one notice: a notice arriving later starts folded again.
      if (notices.length <= 1) setExpanded(false);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true });
    return () => observer.disconnect();
  }, [element, open]);
  return (
    <Root ref={ref} id={id} role="region" aria-label={uiText.notices} data-testid="banners" data-collapsed={open ? 'false' : 'true'}>
      {children}
      {more > 0 ? (
        <Toggle type="button" data-notice-toggle="" aria-expanded={open} aria-controls={id} onClick={() => setExpanded(!open)}>
          {open ? (
            uiText.showFewerNotices
          ) : (
            <>
              {`+${more} more`}
              <VisuallyHidden>{more === 1 ? ' notice' : ' notices'}</VisuallyHidden>
            </>
          )}
        </Toggle>
      ) : null}
    </Root>
  );
}
