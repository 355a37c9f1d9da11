import { useMemo, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useBanners, useLoggedIn, useUser } from 'shared-graph';
import { AppLayout, Banner } from 'shared-ui';
import { AdAccountPicker } from './AdAccountPicker';
import { AreaError } from '../remotes/AreaError';
import { useRegistry } from '../remotes/RegistryContext';
import { ExtensionBanner } from './ExtensionBanner';
import { navItemsFor } from './navigation';
import { Affiliate } from './affiliate/Affiliate';
import { WhatsNew } from './changelog/WhatsNew';
import { WhatsNewNotice } from './changelog/WhatsNewNotice';
import { SubscriptionExpiryBanner } from './expiry/SubscriptionExpiryBanner';
import { AnnouncementRibbon } from './ribbon/AnnouncementRibbon';
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
  /* On a phone the header keeps room for the ad-account picker; the user name is in Settings. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile - 0.02}px) {
    display: none;
  }
`;

function SessionBanners() {
  const { banners, dismiss } = useBanners();
  return (
    <>
      <ExtensionBanner />
      {banners.map((banner) => (
        <Banner key={banner.id} type={banner.type} title={banner.title} onClose={banner.persistent ? undefined : () => dismiss(banner.id)}>
          {banner.message}
        </Banner>
      ))}
    </>
  );
}

function Header() {
  const loggedIn = useLoggedIn();
  const user = useUser();
  if (!loggedIn) return <HeaderBar><Link to="/user/login">Log in</Link></HeaderBar>;
  return (
    <HeaderBar>
      <AdAccountPicker />
      <WhatsNew />
      <Affiliate />
      {user && <UserName>{user.login}</UserName>}
      <HeaderLink to="/logout">Log out</HeaderLink>
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
  const navItems = useMemo(() => navItemsFor(registry, { loggedIn, role: user?.role }), [registry, loggedIn, user?.role]);
  return (
    <AppLayout navLabel="Main" navItems={navItems} brand={<Brand to="/">Sasar</Brand>} header={<Header />} sidebarFooter={<WhatsNewNotice />} banners={<><AnnouncementRibbon /><SubscriptionExpiryBanner /><SessionBanners /></>}>
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
