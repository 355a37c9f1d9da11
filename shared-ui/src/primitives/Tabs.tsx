import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

const tabLook = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  margin-bottom: -1px;
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

const TabList = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  scrollbar-width: thin;
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
      <TabList role="tablist" aria-label={aria['aria-label']} ref={listRef} onKeyDown={onKeyDown}>
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
  return (
    <nav aria-label={aria['aria-label']} className={className}>
      <TabList>
        {items.map((item) => (
          <TabLink key={item.to} to={item.to} end={item.end}>
            {item.label}
            {item.badge !== undefined ? <Count>{item.badge}</Count> : null}
          </TabLink>
        ))}
      </TabList>
    </nav>
  );
}
