import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CloseIcon, MenuIcon } from '../icons/icons';
import { uiText } from '../i18n/uiText';
import { useIsMobile } from '../theme/useMediaQuery';
import { NoticeSlot } from './NoticeSlot';

/** One sidebar link. Items with the same `section` are grouped under that heading, in first-seen order. */
export interface NavItem {
  /** Route path. */
  to: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Section heading this item belongs to (items without one come first, unheaded). */
  section?: string;
  /** Active only on an exact match (react-router NavLink `end`; use for index routes like "/"). */
  end?: boolean;
  /** A small count/badge at the right. */
  badge?: ReactNode;
}

interface NavSection {
  title: string | undefined;
  items: NavItem[];
}

function groupBySection(items: readonly NavItem[]): NavSection[] {
  const sections: NavSection[] = [];
  const byTitle = new Map<string | undefined, NavSection>();
  for (const item of items) {
    let section = byTitle.get(item.section);
    if (!section) {
      section = { title: item.section, items: [] };
      byTitle.set(item.section, section);
      if (item.section === undefined) sections.unshift(section);
      else sections.push(section);
    }
    section.items.push(item);
  }
  return sections;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  &:focus { top: 8px; }
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.sizes.headerHeight};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  margin-left: -6px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.hover}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Brand = styled.div<{ $mobile: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex: none;
  width: ${({ theme, $mobile }) => ($mobile ? 'auto' : `calc(${theme.sizes.sidebarWidth} - ${theme.space.md})`)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
  overflow: hidden;
`;

const HeaderSlot = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 auto;
  min-width: 0;
`;

const Body = styled.div`
  position: relative;
  display: flex;
  flex: 1 1 auto;
  min-height: 0;
`;

const Sidebar = styled.nav<{ $mobile: boolean }>`
  display: flex;
  flex-direction: column;
  flex: none;
  width: ${({ theme }) => theme.sizes.sidebarWidth};
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarText};
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;

  ${({ $mobile, theme }) =>
    $mobile
      ? `
    position: fixed;
    top: ${theme.sizes.headerHeight};
    bottom: 0;
    left: 0;
    z-index: ${theme.zIndices.drawer};
    width: min(280px, 85vw);
    box-shadow: ${theme.shadows.lg};
  `
      : `
    position: sticky;
    top: ${theme.sizes.headerHeight};
    height: calc(100vh - ${theme.sizes.headerHeight});
  `}

  &[hidden] { display: none; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: ${({ theme }) => theme.sizes.headerHeight} 0 0 0;
  z-index: ${({ theme }) => theme.zIndices.overlay - 110};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  flex: 1 1 auto;
`;

const SectionTitle = styled.div`
  padding: 0 ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.sidebarMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 1px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.sidebarText};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  transition: background ${({ theme }) => theme.transitions.fast}, color ${({ theme }) => theme.transitions.fast};

  &:hover { background: ${({ theme }) => theme.colors.sidebarHover}; color: ${({ theme }) => theme.colors.sidebarActiveText}; text-decoration: none; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.sidebarActiveText}; outline-offset: -2px; }
  &.active, &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.sidebarActive};
    color: ${({ theme }) => theme.colors.sidebarActiveText};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.brand};
  }
  svg { flex: none; opacity: 0.9; }
`;

const LinkLabel = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const LinkBadge = styled.span`
  flex: none;
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.14);
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const SidebarFooter = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.08);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Main = styled.main`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-width: 0;
  &:focus { outline: none; }
`;

const Content = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export interface AppLayoutProps {
  /** Sidebar links, grouped by `section`. Rendered with react-router NavLink (active: aria-current="page"). */
  navItems: readonly NavItem[];
  /** Logo / product name at the top left. */
  brand?: ReactNode;
  /** The header slot (right part of the top bar): ad-account picker, what's new, user menu. */
  header?: ReactNode;
  /**
   * The notice area above the page content: compact banners and the ribbon, most important first. The first shows;
   * the rest wait behind a "+N more" button (NoticeSlot).
   */
  banners?: ReactNode;
  /** Bottom of the sidebar (version, affiliate link…). */
  sidebarFooter?: ReactNode;
  /** The page (usually an <Outlet/>). */
  children?: ReactNode;
  /** Force the phone layout (true) or the desktop one (false); default: follow the viewport (matchMedia). */
  forceMobile?: boolean;
  /** Accessible name of the sidebar navigation (default "Main navigation"). */
  navLabel?: string;
}

/**
 * The application shell: header, sidebar navigation, banner slot and content. At phone widths the sidebar
 * is a drawer opened by the menu button; it closes on navigation (any location change), on Escape and on a
 * backdrop click. Needs a react-router context.
 */
export function AppLayout({
  navItems,
  brand,
  header,
  banners,
  sidebarFooter,
  children,
  forceMobile,
  navLabel = uiText.mainNavigation,
}: AppLayoutProps) {
  const viewportMobile = useIsMobile();
  const isMobile = forceMobile ?? viewportMobile;
  const location = useLocation();
  // The drawer is open for the location it was opened at: any navigation (a new location key) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const drawerOpen = isMobile && openAt !== null && openAt === location.key;
  const sidebarId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!drawerOpen) return undefined;
    sidebarRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const sections = groupBySection(navItems);

  return (
    <Root data-layout={isMobile ? 'mobile' : 'desktop'}>
      <SkipLink href="#main-content">{uiText.skipToContent}</SkipLink>
      <Header>
        {isMobile ? (
          <MenuButton
            ref={menuButtonRef}
            type="button"
            aria-label={drawerOpen ? uiText.closeMenu : uiText.openMenu}
            aria-expanded={drawerOpen}
            aria-controls={sidebarId}
            onClick={() => setOpenAt(drawerOpen ? null : location.key)}
          >
            {drawerOpen ? <CloseIcon size={18} /> : <MenuIcon size={18} />}
          </MenuButton>
        ) : null}
        {brand !== undefined ? <Brand $mobile={isMobile}>{brand}</Brand> : null}
        <HeaderSlot>{header}</HeaderSlot>
      </Header>
      <Body>
        {drawerOpen ? <Backdrop data-testid="drawer-backdrop" onClick={() => setOpenAt(null)} /> : null}
        <Sidebar
          ref={sidebarRef}
          id={sidebarId}
          aria-label={navLabel}
          $mobile={isMobile}
          hidden={isMobile && !drawerOpen}
          data-open={isMobile ? drawerOpen : undefined}
        >
          <Sections>
            {sections.map((section) => (
              <NavSectionBlock key={section.title ?? '\u0000'} section={section} />
            ))}
          </Sections>
          {sidebarFooter !== undefined ? <SidebarFooter>{sidebarFooter}</SidebarFooter> : null}
        </Sidebar>
        <Main id="main-content" tabIndex={-1}>
          {banners !== undefined && banners !== null && banners !== false ? <NoticeSlot>{banners}</NoticeSlot> : null}
          <Content>{children}</Content>
        </Main>
      </Body>
    </Root>
  );
}

function NavSectionBlock({ section }: { section: NavSection }) {
  const headingId = useId();
  return (
    <div>
      {section.title !== undefined ? <SectionTitle id={headingId}>{section.title}</SectionTitle> : null}
      <NavList aria-labelledby={section.title !== undefined ? headingId : undefined}>
        {section.items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} end={item.end}>
              {item.icon}
              <LinkLabel>{item.label}</LinkLabel>
              {item.badge !== undefined ? <LinkBadge>{item.badge}</LinkBadge> : null}
            </Link>
          </li>
        ))}
      </NavList>
    </div>
  );
}
