import { useMemo, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useLoggedIn, useUser } from 'shared-graph';
import { AppLayout, useIsMobile } from 'shared-ui';
import { AdAccountPicker } from './AdAccountPicker';
import { AreaError } from '../remotes/AreaError';
import { useRegistry } from '../remotes/RegistryContext';
import { navItemsFor } from './navigation';
import { Affiliate } from './affiliate/Affiliate';
import { WhatsNew } from './changelog/WhatsNew';
import { WhatsNewNotice } from './changelog/WhatsNewNotice';
import { NoticeArea } from './notices/NoticeArea';
import { RateLimitMeter } from './rate-limit/RateLimitMeter';
import { usePlatformBoot } from './usePlatformBoot';
import { useSessionBoot } from './useSessionBoot';

const Brand = styled(Link)`
  font-weight: 700;
  font-size: 17px;
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
`;

const HeaderBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  flex: 1;
  min-width: 0;
`;

const HeaderLink = styled(Link)`
  white-space: nowrap;
`;

const UserName = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

/** On a phone the header keeps room for the ad-account picker; the rest of the user's menu sits in the drawer. */
const DrawerMenu = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.sidebarText};
  button, a { color: inherit; }
`;

const DrawerUser = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.sidebarMuted};
`;

function UserMenu({ inDrawer }: { inDrawer: boolean }) {
  const user = useUser();
  const items = (
    <>
      <WhatsNew />
      <Affiliate />
      <HeaderLink to="/logout">Log out</HeaderLink>
    </>
  );
  if (inDrawer) {
    return (
      <DrawerMenu aria-label="Your account" role="group">
        {user && <DrawerUser>{`Logged in as ${user.login}`}</DrawerUser>}
        {items}
      </DrawerMenu>
    );
  }
  return (
    <>
      <WhatsNew />
      <Affiliate />
      {user && <UserName>{user.login}</UserName>}
      <HeaderLink to="/logout">Log out</HeaderLink>
    </>
  );
}

function Header({ isMobile }: { isMobile: boolean }) {
  const loggedIn = useLoggedIn();
  if (!loggedIn) return <HeaderBar><Link to="/user/login">Log in</Link></HeaderBar>;
  return (
    <HeaderBar>
      <AdAccountPicker />
      <RateLimitMeter />
      {isMobile ? null : <UserMenu inDrawer={false} />}
    </HeaderBar>
  );
}

/** The app's frame: sidebar, header (ad account, user), session banners, and the routed screen. */
export function ShellLayout({ children }: { children?: ReactNode }) {
  useSessionBoot();
  usePlatformBoot();
  const user = useUser();
  const loggedIn = useLoggedIn();
  const registry = useRegistry();
  const isMobile = useIsMobile();
  const navItems = useMemo(() => navItemsFor(registry, { loggedIn, role: user?.role }), [registry, loggedIn, user?.role]);
  const sidebarFooter = (
    <>
      <WhatsNewNotice />
      {isMobile && loggedIn ? <UserMenu inDrawer /> : null}
    </>
  );
  return (
    <AppLayout
      navLabel="Main"
      navItems={navItems}
      brand={<Brand to="/">Sasar</Brand>}
      header={<Header isMobile={isMobile} />}
      sidebarFooter={sidebarFooter}
      banners={<NoticeArea />}
    >
      {children ?? <Outlet />}
    </AppLayout>
  );
}

/** The frame stays when a route below it fails (a remote that cannot load): the error shows inside it. */
export function ShellLayoutError() {
  return (
    <ShellLayout>
      <AreaError />
    </ShellLayout>
  );
}
