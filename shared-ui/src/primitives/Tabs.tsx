import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';

const tabLook = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 36px;
  flex: none;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition: color ${({ theme }) => theme.transitions.fast}, border-color ${({ theme }) => theme.transitions.fast};

  &:hover { color: ${({ theme }) => theme.colors.text}; text-decoration: none; }
  &:focus-visible { outline: none; box-shadow: inset ${({ theme }) => theme.shadows.focus}; border-radius: ${({ theme }) => theme.radii.sm}; }
  &[aria-selected='true'], &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

/**
 * The strip scrolls sideways (touch, trackpad, and a focused tab scrolls itself into view) without showing a
 * scrollbar: it used to draw a mini one under every strip, and a second, vertical one, because the tabs overlapped
 * the strip's bottom border by a pixel (overflow-x: auto makes overflow-y auto too). The baseline is an inset
 * shadow now, painted under the tabs, so the active tab's underline covers it with nothing overflowing; overflow-y
 * is hidden for good measure. The focus ring is an inset shadow on the tab, so the strip's clipping never hides it.
 * min-width 0 keeps a long strip inside a narrow page (no sideways page scroll at 390 px).
 */
const TabList = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  max-width: 100%;
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
`;

const TabNav = styled.nav`
  min-width: 0;
  max-width: 100%;
`;

const TabButton = styled.button`
  ${tabLook}
`;

const TabLink = styled(NavLink)`
  ${tabLook}
`;

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  min-width: 18px;
  height: 16px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutralSoft};
  color: ${({ theme }) => theme.colors.neutralText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  justify-content: center;
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
  &:focus-visible { outline: none; }
`;

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** A count or badge after the label. */
  badge?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the tab list. */
  'aria-label'?: string;
  /** Content of the selected tab, rendered in a tabpanel labelled by it. */
  children?: ReactNode;
  className?: string;
}

/**
 * Button tabs (WAI-ARIA tabs pattern): role=tablist/tab/tabpanel, aria-selected, roving tabindex,
 * Arrow/Home/End keys move and select.
 */
export function Tabs<V extends string = string>({ items, value, onChange, children, className, ...aria }: TabsProps<V>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (v: string) => `${baseId}-tab-${v}`;
  const panelId = `${baseId}-panel`;
  const hasPanel = children !== undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((i) => !i.disabled);
    const current = enabled.findIndex((i) => i.value === value);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (current + 1) % enabled.length;
    else if (event.key === 'ArrowLeft') next = (current - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === null || enabled.length === 0) return;
    event.preventDefault();
    const target = enabled[next]!;
    onChange(target.value);
    listRef.current?.querySelector<HTMLElement>(`[id="${CSS.escape(tabId(target.value))}"]`)?.focus();
  };

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={aria['aria-label']} ref={listRef} onKeyDown={onKeyDown} onFocus={(event) => revealTab(event.currentTarget, event.target)}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <TabButton
              key={item.value}
              id={tabId(item.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={hasPanel && selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => onChange(item.value)}
            >
              {item.label}
              {item.badge !== undefined ? <Count>{item.badge}</Count> : null}
            </TabButton>
          );
        })}
      </TabList>
      {hasPanel ? (
        <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0}>
          {children}
        </Panel>
      ) : null}
    </div>
  );
}

/** Scrolls the strip sideways (only the strip, never the page) until the whole tab shows. */
function revealTab(list: HTMLElement, tab: HTMLElement) {
  if (tab === list) return;
  const left = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
  const right = left + tab.getBoundingClientRect().width;
  if (left < list.scrollLeft) list.scrollLeft = Math.max(0, left - 16);
  else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth + 16;
}

export interface NavTabItem {
  /** Route path (relative or absolute). */
  to: string;
  label: ReactNode;
  badge?: ReactNode;
  /** Match the path exactly (react-router NavLink `end`). */
  end?: boolean;
}

export interface NavTabsProps {
  items: readonly NavTabItem[];
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
  className?: string;
}

/** Route tabs: links in a nav landmark, the active one marked aria-current="page" (react-router NavLink). */
export function NavTabs({ items, className, ...aria }: NavTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // The current page's tab in view when the strip is wider than the screen (its scrollbar is hidden).
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && active) revealTab(list, active);
  }, [location.pathname]);
  return (
    <TabNav aria-label={aria['aria-label']} className={className}>
      <TabList ref={listRef} onFocus={(event) => revealTab(event.currentTarget, event.target)}>
        {items.map((item) => (
          <TabLink key={item.to} to={item.to} end={item.end}>
            {item.label}
            {item.badge !== undefined ? <Count>{item.badge}</Count> : null}
          </TabLink>
        ))}
      </TabList>
    </TabNav>
  );
}
